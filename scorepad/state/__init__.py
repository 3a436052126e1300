"""Observable UI state: plain dataclasses whose methods are what a user can do.

Screens read these objects and call their methods; the objects call the services
(`scorepad.services`) for what is stored, and read the engine's forms and messages (`rules`);
never the database, never a screen. Imports go one way, ui -> state -> services -> rules /
store (tests/scorepad/test_layers.py). Everything here runs without a page, so the tests drive
it with plain pytest.
"""

from scorepad.state.app_state import AppState
from scorepad.state.history import HistoryState
from scorepad.state.judge import JudgeState
from scorepad.state.new_game import NewGameState
from scorepad.state.round import RoundState

__all__ = ["AppState", "HistoryState", "JudgeState", "NewGameState", "RoundState"]
