"""check_draft / preview_draft: the live check of a draft against a loaded GameView, no store."""

import random

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games.service import GameError, GameService
from rules.trump import COLOUR, Trump
from scorepad.words import say

ANN_BOB_CY = ["Ann", "Bob", "Cy"]


def sixth(*seats, trump=Trump(COLOUR, "red"), voids=0):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t, doubles=d[0] if d else 0)
                                  for c, t, *d in seats), trump=trump, voids=voids)


GOOD = sixth((4, 4), (5, 5), (6, 4))
ENTRIES = [GOOD, sixth((4, 4), (5, 5), (6, 9)), sixth((4, None), (None, None), (6, None)),
           sixth((4, 4), (5, 5), (6, 4), trump=None), sixth((4, 4), (5, 5))]


@pytest.fixture
def svc(store):
    return GameService(store, rng=random.Random(7))


def _same(svc, game_id, view, index=None):
    for entry in ENTRIES:
        assert svc.check_draft(view, entry, index=index) == svc.check_round(game_id, entry, index=index)


def test_check_draft_agrees_with_check_round(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    _same(svc, g.id, g)
    assert svc.check_draft(g, GOOD) == []
    assert svc.check_draft(g, ENTRIES[1])  # 19 tricks for 13: refused
    g = svc.record_round(g.id, GOOD, index=len(g.rounds))
    _same(svc, g.id, g)
    _same(svc, g.id, g, index=0)
    _same(svc, g.id, g, index=5)
    for _ in range(5):
        g = svc.record_round(g.id, GOOD, index=len(g.rounds))
    assert g.status == "finished"
    _same(svc, g.id, g)
    assert say(svc.check_draft(g, GOOD)[0].message).startswith("The game is over")


def test_preview_draft_agrees_with_preview_and_reads_no_store(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    assert svc.preview_draft(g, GOOD) == svc.preview(g.id, GOOD)
    assert [s.points for s in svc.preview_draft(g, GOOD)] == [4, 5, -2]
    with pytest.raises(GameError):
        svc.preview_draft(g, ENTRIES[1])
    svc.delete_game(g.id)  # the view alone is enough: no database read
    assert svc.check_draft(g, GOOD) == []
    assert [s.points for s in svc.preview_draft(g, GOOD)] == [4, 5, -2]


def test_expected_tricks_counts_doubles_and_needs_no_store(svc):
    # 3 players: 13 tricks; one double trick taken makes the counts add up to 14.
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    plan = g.next_plan
    assert svc.expected_tricks(g, plan, sixth((4, None), (5, None), (6, None))) == 13
    assert svc.expected_tricks(g, plan, sixth((4, None, 1), (5, None), (6, None))) == 14
    svc.delete_game(g.id)  # pure: the loaded view is enough
    assert svc.expected_tricks(g, plan, GOOD) == 13
