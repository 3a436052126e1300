"""A round judged card by card, kept with the game, and the app opened again from the store:
a card played in an earlier trick is still refused (the judge's own sentence) and still marked
as played, as it was before the reload (issue 39, item 2). Before, a kept trick came back with
its cards as strings, which the engine's cards never equal: no card was marked, and a card of
an earlier trick passed the judge's guard to be refused by the engine in other words. A row
kept by the version before reads back the same way."""

from __future__ import annotations

import pytest

from scorepad.services.games.service import GameService
from scorepad.state.judge import JudgeState
from scorepad.state.round import RoundState
from scorepad.store.db import open_store
from tests.scorepad.store.test_judged_rows import OLD_ROWS

# (game, players, first dealer, trump, the first trick's cards as (colour, value) in play order,
# the second trick's first card)
ROUNDS = {
    "sixth-sense": (["Ann", "Bob", "Cy"], "red",
                    [("blue", 5), ("blue", 7), ("blue", 3)], ("green", 2)),
    "nomination-whist": (["Ann", "Bob", "Cy"], "S",
                         [("H", "5"), ("H", "K"), ("H", "2")], ("D", "3")),
}


def _play(js: JudgeState, colour, value) -> None:
    js.pick_colour(colour)
    js.pick_value(value)


def _judge(service: GameService, gid: str) -> tuple[RoundState, JudgeState]:
    rs = RoundState(service, gid)
    assert rs.load()
    js = JudgeState(service)
    js.attach_to_round(rs)
    return rs, js


@pytest.mark.parametrize("game", sorted(ROUNDS))
def test_a_card_of_an_earlier_trick_is_refused_and_marked_after_a_reload(tmp_path, game):
    names, trump, first, second = ROUNDS[game]
    url = f"sqlite:///{tmp_path / 'scorepad.sqlite'}"
    store = open_store(url)
    service = GameService(store)
    gid = service.start_game(game=game, players=names, first_dealer=0, options={}).id
    rs, js = _judge(service, gid)
    if rs.trump_value is None or not rs.trump_value.chosen:
        js.set_trump(trump)
        rs.choose_trump_value(js.table.trump)
    for colour, value in first:
        _play(js, colour, value)
    assert js.complete and js.error is None, js.error
    js.next_trick()
    assert js.error is None and len(js.round.done) == 1
    _play(js, *second)
    refused_before = _refusal(js, *first[0])
    assert refused_before is not None and "earlier trick" in refused_before
    marked_before = {c: js.played(*c) for c in first + [second]}
    assert all(marked_before.values())
    store.close()

    # the app opened again: a new store on the same file, a new service, new states
    store = open_store(url)
    try:
        service = GameService(store)
        rs, js = _judge(service, gid)
        assert len(js.round.done) == 1 and js.round.done[0][0]
        if js.trick.plays == () and not js.played(*second):
            _play(js, *second)  # the trick in progress is not kept: enter its card again
        for card in first:
            assert js.played(*card), f"{card} of the kept trick is not marked as played"
        assert js.played(*second)
        assert _refusal(js, *first[0]) == refused_before
        assert all(not js.played(c, v) for c, v in [("yellow", 14), ("C", "A")]
                   if c in js.table.colours)
    finally:
        store.close()


def _refusal(js: JudgeState, colour, value) -> str | None:
    """What the judge says when `colour value` is entered as the next card (None: taken)."""
    before = js.trick.plays
    _play(js, colour, value)
    said = js.error
    assert js.trick.plays == before, "a card of an earlier trick was entered"
    js.cancel_question()
    js.trick.colour = None
    js.error = None
    return said


def test_a_round_kept_by_the_version_before_is_marked_and_guarded_too(service):
    """A row as the version before wrote it (tests/scorepad/store/test_judged_rows.OLD_ROWS:
    blue 5, blue 6 declared 9, blue 0 blocking it; green 12 taken double, green 3, yellow 1)."""
    gid = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                             options={}).id
    service.save_judged_trick(game_id=gid, round_index=0, request=OLD_ROWS["sixth-sense"],
                              answer={"taken": [0, 0, 0]})
    rs, js = _judge(service, gid)
    assert len(js.round.done) == 2, js.error
    for card in [("blue", 5), ("blue", 6), ("blue", 0), ("green", 12), ("yellow", 1)]:
        assert js.played(*card), card
    assert not js.played("green", 5)
    said = _refusal(js, "blue", 6)
    assert said is not None and "earlier trick" in said
