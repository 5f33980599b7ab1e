"""Live play between two devices (issue 29), the protocol half: pure Python.

`messages` is the wire format (JSON with a version), `envelope` its one replay
check and `seats` the seat draw and who the friend is (both shared by the two
sessions), `session` the state machine
each side runs over the engine's moves, `sra` the commutative cipher and `deal` the
mental-poker deck with which Solstis is dealt fairly when neither device may hold
the other's hidden tiles; `solstis_deal` lays that deck out as Solstis deals, and
`solstis_session` carries it with the surface of `session` (and its resync).
The transport (WebRTC) lives in the page and only carries the text these modules
write. Standard library only, like the rest of the engine; see docs/live.md.
"""
