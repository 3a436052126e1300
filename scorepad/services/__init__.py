"""Services: the game flow over the rules engine and the store (games.py), the judge for the
app (judging.py), export and import (exchange.py). They never import flet."""
