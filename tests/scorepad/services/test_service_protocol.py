"""The services as the state layer holds them (scorepad/state/service.py): every method it
calls is one the real service has, keyword-only where docs/ARCHITECTURE.md "Services" says so,
and each state holds its service typed, not as `Any`."""

import dataclasses
import inspect
import sys
import typing

import pytest

from scorepad.services.access.control import AccessControl
from scorepad.services.access.guarded import GuardedGameService, GuardedPlayerService
from scorepad.services.exchange.service import ExchangeService
from scorepad.services.games.service import GameService
from scorepad.services.players.service import PlayerService
from scorepad.services.figures.stats import StatsService
from scorepad.state import service as protocols
from scorepad.store.db import open_store

REAL = {protocols.Games: GameService, protocols.Players: PlayerService,
        protocols.Stats: StatsService, protocols.Exchange: ExchangeService}


def _calls_on_services():
    """(module, service class, method) for every method the state layer calls on a service it
    holds: `self.service.X(...)`, typed by the class's own field (`service: Players`); in a
    module with no such field (round/seats.py: `rs.service`), the game service."""
    import ast
    from pathlib import Path

    import scorepad.state

    root = Path(scorepad.state.__file__).parent
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text())
        held = {"service": GameService}  # a module of functions of a game's state
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            for item in cls.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    written = ast.unparse(item.annotation)
                    held.pop(item.target.id, None)  # typed otherwise (`Any`): not checked
                    for alias, real in REAL.items():
                        if written.split(" | ")[0] in _names_of(alias):
                            held[item.target.id] = real
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, ast.Attribute)
                    and node.func.value.attr in held):
                yield path.name, held[node.func.value.attr], node.func.attr


def _names_of(alias):
    return {name for name, value in vars(protocols).items() if value is alias}


def test_every_method_the_state_layer_calls_is_one_the_real_service_has():
    calls = list(_calls_on_services())
    assert len(calls) > 20 and {c[1] for c in calls} == set(REAL.values())
    unknown = sorted({(module, real.__name__, name) for module, real, name in calls
                      if not callable(getattr(real, name, None))})
    assert unknown == []


def test_the_documented_keyword_only_methods_refuse_positional_arguments():
    svc = GameService(open_store("sqlite://"))
    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"], first_dealer=0)
    with pytest.raises(TypeError):
        svc.start_game("nomination-whist", ["Ann", "Bob"])  # noqa - the point of the test
    with pytest.raises(TypeError):
        svc.record_round(g.id, None, 0)
    with pytest.raises(TypeError):
        svc.undo_last_round(g.id, 0)
    with pytest.raises(TypeError):
        svc.list_games("active", 10)
    with pytest.raises(TypeError):
        svc.count_games("active")
    assert [s.id for s in svc.list_games(status="active", limit=10)] == [g.id]
    assert svc.count_games(status="active") == 1
    kinds = {p.name: p.kind for p in inspect.signature(GameService.edit_round).parameters.values()}
    assert kinds["expected"] is inspect.Parameter.KEYWORD_ONLY


def test_the_real_and_the_guarded_services_are_what_the_state_layer_holds():
    store = open_store("sqlite://")
    games, players = GameService(store), PlayerService(store)
    session = AccessControl("4321").session()
    assert isinstance(games, protocols.Games) and games.store is store
    assert isinstance(players, protocols.Players)
    assert isinstance(StatsService(store), protocols.Stats)
    assert isinstance(GuardedGameService(games, session), protocols.Games)
    assert isinstance(GuardedPlayerService(players, session), protocols.Players)
    assert not isinstance(object(), protocols.Games)


def test_no_state_holds_its_service_as_any():
    from scorepad.state.app_state import AppState
    from scorepad.state.history import HistoryState
    from scorepad.state.judge import JudgeState
    from scorepad.state.new_game import NewGameState
    from scorepad.state.players import PlayersState
    from scorepad.state.round import RoundState
    from scorepad.state.stats import StatsState

    for cls in (AppState, HistoryState, JudgeState, NewGameState, PlayersState, RoundState,
                StatsState):
        field = {f.name: f for f in dataclasses.fields(cls)}["service"]
        written = field.type  # the annotation as written (the modules defer annotations)
        # the services' names are imported for type checkers only (state/service.py)
        names = {**vars(sys.modules[cls.__module__]),
                 **{name: getattr(protocols, name) for name in protocols.__all__}}
        hint = eval(written, names) if isinstance(written, str) else written
        assert hint is not typing.Any, cls.__name__
        held = set(typing.get_args(hint) or (hint,)) - {type(None)}  # `Games | None` too
        assert any(held == set(typing.get_args(alias) or (alias,))
                   for alias in (protocols.Games, protocols.Players, protocols.Stats)), \
            (cls.__name__, hint)
