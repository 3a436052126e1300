"""The web server (scorepad web): its guard, its limits, and the one module that knows Flet's
internals (flet_internals.py)."""
