"""The game screen: a model (model.py), one module per region of the screen
(status, players, controls, result, move list, buttons), the new-game dialog, and
the controller that wires them to the page (screen.py)."""
