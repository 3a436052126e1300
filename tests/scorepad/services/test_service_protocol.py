"""The state layer's service protocols (scorepad/state/service.py) match the real services:
the same methods with the same parameters, keyword-only where the protocol (and
docs/ARCHITECTURE.md "Services") says so, and the state layer holds them, not `Any`."""

import dataclasses
import inspect
import sys
import typing

import pytest

from scorepad.services.access import AccessControl, GuardedGameService, GuardedPlayerService
from scorepad.services.games import GameService
from scorepad.services.players import PlayerService
from scorepad.services.stats import StatsService
from scorepad.state import service as protocols
from scorepad.store.db import open_store

PAIRS = [(protocols.Games, GameService), (protocols.Players, PlayerService),
         (protocols.Stats, StatsService)]


def _methods(proto):
    return [name for name, value in vars(proto).items()
            if callable(value) and not name.startswith("_")]


def _shape(fn):
    """Each parameter's name, kind and whether it has a default (annotations aside)."""
    return [(p.name, p.kind, p.default is inspect.Parameter.empty)
            for p in inspect.signature(fn).parameters.values()]


@pytest.mark.parametrize("proto, real", PAIRS, ids=lambda x: getattr(x, "__name__", ""))
def test_every_method_the_state_layer_calls_has_the_real_signature(proto, real):
    names = _methods(proto)
    assert names, proto
    for name in names:
        assert hasattr(real, name), (real.__name__, name)
        assert _shape(getattr(proto, name)) == _shape(getattr(real, name)), (real.__name__, name)


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
    assert isinstance(games, protocols.Games) and isinstance(games, protocols.HasStore)
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
        hint = eval(written, vars(sys.modules[cls.__module__])) if isinstance(written, str) \
            else written
        assert hint is not typing.Any, cls.__name__
        parts = typing.get_args(hint) or (hint,)
        assert any(p in (protocols.Games, protocols.Players, protocols.Stats) for p in parts), \
            (cls.__name__, hint)
