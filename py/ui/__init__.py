"""The page: everything that touches the DOM lives here, never in spielkiste."""
