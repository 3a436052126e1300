"""Every kind of change of the table (rules.table.CHANGES, PLAYERS.md) goes all the way: the
engine does something with it, the service stores it, the export writes it and reads it back,
a passed link carries it, and the round screen's "Players at the table" panel has a control
for it. docs/ARCHITECTURE.md "Where a change goes" (a new kind of round event) rests on this
test: a kind added to `CHANGES` without one of these fails here, naming the kind.

Each kind is tried on a 4-player 6th Sense game with a round played (a come-back after Cy sat
a round out); `SAMPLES` holds one change of each kind, as the service takes it.
"""

from __future__ import annotations

import pytest

from rules.table import CHANGES, COME_BACK, END, JOIN, LEAVE, ROUNDS, SIT_OUT
from scorepad.services.exchange import export as exchange
from scorepad.services.passing import service as passing
from scorepad.services.games.service import GameService
from scorepad.state.round import RoundState
from scorepad.store.db import open_store
from tests.scorepad.controls import drawn as walked, render
from tests.scorepad.services.table_games import play

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
SIT_CY = {"change": SIT_OUT, "player": "Cy"}

#: kind -> (the changes made before it, the change itself); ROUNDS' count is filled in from
#: the game (one more round than it has)
SAMPLES: dict[str, tuple[list[dict], dict]] = {
    JOIN: ([], {"change": JOIN, "player": "Eve", "after": "Ann", "start": "average"}),
    SIT_OUT: ([], SIT_CY),
    COME_BACK: ([SIT_CY], {"change": COME_BACK, "player": "Cy"}),
    LEAVE: ([], {"change": LEAVE, "player": "Dee"}),
    ROUNDS: ([], {"change": ROUNDS}),
    END: ([], {"change": END}),
}


@pytest.fixture
def stores(tmp_path):
    made = []

    def store(name: str):
        made.append(open_store(f"sqlite:///{tmp_path / name}.sqlite"))
        return made[-1]

    yield store
    for s in made:
        s.close()


def _ready(service: GameService, before: list[dict]):
    """The sample game: a round played, then `before` (and a round after it, when given)."""
    g = service.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0)
    return play(service, g.id, [None] + ([before, None] if before else []))


def _doc(kind: str, view) -> dict:
    doc = dict(SAMPLES[kind][1])
    if kind == ROUNDS:
        doc["rounds"] = view.next_plan.rounds + 1
    return doc


def _seen(view) -> tuple:
    """What the table looks like to the next round: who is at it, the rounds, whether it ends."""
    return (view.status, view.players, view.names_at(len(view.rounds)),
            tuple(view.state_of(s) for s in range(len(view.players))),
            None if view.next_plan is None else view.next_plan.rounds)


def test_every_kind_has_a_sample():
    assert set(SAMPLES) == set(CHANGES), (
        "a kind of change without a sample here: add one to SAMPLES, and the tests below "
        "check it goes through the engine, the store, the export, the link and the screen")


@pytest.mark.parametrize("kind", CHANGES)
def test_a_kind_is_played_stored_exported_and_passed(kind, stores):
    service = GameService(stores("games"))
    before = _ready(service, SAMPLES[kind][0])
    view = service.change_table(before.id, [_doc(kind, before)])
    assert _seen(view) != _seen(before), f"{kind!r} changes nothing at the table"
    stored = service.get(view.id)
    assert stored.changes[-1]["change"] == kind and stored.changes == view.changes

    # the export writes it and reads it back: the same document
    text = exchange.dumps(exchange.export_games(service.store, [view.id]))
    assert f'"change": "{kind}"' in text
    other = stores("imported")
    assert exchange.import_text(other, text).imported == [view.id]
    assert exchange.dumps(exchange.export_games(other, [view.id])) == text

    # a passed link carries it
    got = passing.read(passing.link("https://scorepad.test/", stored)).view
    assert got.changes == stored.changes and _seen(got) == _seen(stored)


def test_every_kind_has_a_control_on_the_players_at_the_table_panel(stores):
    """The panel's controls are named for the kind they make (`seats-sit-out-2`,
    `seats-come-back-2`, `seats-join-add`, `seats-rounds`, `seats-end`): Cy is away, so both
    the sit-out of the others and Cy's come-back are offered. The panel is drawn as a session
    draws it (its components run: the rounds' field is one)."""
    from scorepad.ui.round.seats import seats_panel

    service = GameService(stores("games"))
    view = _ready(service, [SIT_CY])
    rs = RoundState(service, view.id)
    assert rs.load()
    rs.open_seats()
    drawn = {getattr(c, "identifier", None) for c in walked(render(seats_panel, rs))} - {None}
    missing = [k for k in CHANGES
               if not any(i.startswith("seats-" + k.replace("_", "-")) for i in drawn)]
    assert not missing, f"no control on the panel for {missing}: {sorted(drawn)}"
