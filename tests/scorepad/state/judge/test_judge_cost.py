"""Judging a card folds it into the round's kept ruling: the engine's work per tap does not grow
with the number of earlier tricks (issue 30). Counted as trick judgements, the engine's own
trick functions, for each card of the 1st and of the 10th trick of a round."""

from __future__ import annotations

import pytest

import rules.sixth_sense.round as sixth_round
import rules.sixth_sense.trick as sixth_trick
import rules.whist.trick as whist_trick
from scorepad.state.judge import JudgeState


class Counter:
    def __init__(self, monkeypatch, *targets: tuple[object, str]) -> None:
        self.calls = 0
        for module, name in targets:
            real = getattr(module, name)
            monkeypatch.setattr(module, name, self._counting(real))

    def _counting(self, real):
        def counted(*args, **kwargs):
            self.calls += 1
            return real(*args, **kwargs)
        return counted

    def during(self, action) -> int:
        before = self.calls
        action()
        return self.calls - before


def _sixth_sense_cards():
    # plain cards only (a 0 or a 6 asks a question first); each card exists once
    for value in (1, 2, 3, 4, 5, 7, 8, 10, 11):
        for colour in ("blue", "green", "purple", "red"):
            yield colour, value


def _whist_cards():
    for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"):
        for suit in ("S", "H", "D", "C"):
            yield suit, rank


GAMES = {
    "sixth-sense": (3, _sixth_sense_cards,
                    ((sixth_trick, "judge_trick"), (sixth_round, "judge_trick"))),
    "nomination-whist": (4, _whist_cards, ((whist_trick, "resolve"),)),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_card_of_the_tenth_trick_costs_what_a_card_of_the_first_costs(game, monkeypatch):
    players, cards, targets = GAMES[game]
    js = JudgeState()
    js.choose_game(game)
    js.set_players(players)
    if game == "nomination-whist":
        js.set_hand(13)
    js.set_trump(None)
    count = Counter(monkeypatch, *targets)
    deck = cards()
    per_card: dict[int, list[int]] = {}
    per_trick_end: dict[int, int] = {}
    for trick in range(1, 11):
        assert js.round.trick_number == trick
        taps = []
        for _ in range(players):
            colour, value = next(deck)
            js.pick_colour(colour)
            taps.append(count.during(lambda: js.pick_value(value)))
            assert js.error is None, js.error
        assert js.complete
        per_card[trick] = taps
        per_trick_end[trick] = count.during(js.next_trick)
        assert js.error is None, js.error
    assert len(js.round.done) == 10 and js.round.round_ruling is not None
    # one trick judged per card, whether it is the 1st trick of the round or the 10th
    assert per_card[1] == [1] * players
    assert per_card[10] == per_card[1]
    # keeping a trick judges it at most once more, never the tricks before it
    assert per_trick_end[10] == per_trick_end[1] <= 1
    # and the ruling folded trick by trick is the ruling of the whole round judged afresh
    fresh = js.round.rule(js.table)
    assert fresh.taken == js.round.round_ruling.taken
    assert fresh.leaders == js.round.round_ruling.leaders
    assert [t.winner for t in fresh.tricks] == [t.winner for t in js.round.round_ruling.tricks]
