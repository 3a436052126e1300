"""A whole round of 6th Sense, card by card.

RULES.md, Game A: "Seats are numbered clockwise ... the player left of the dealer leads the
first trick." "The winner of a trick leads the next one." "With 2 players a block leaves no
card: nobody wins the trick, both cards are out of play, and the same leader leads again."
"12, Double trick. If a counting 12 is in the trick, its winner may take it as 2 tricks. The
choice is recorded and final." "Each player picks one card from the hand as the *prediction
card*"; the set-up table gives the tricks of a round (cards dealt - 1).

JUDGE.md, kind "round": the first trick is led by ``(dealer + 1) % players``, each later one by
the previous ``next_leader``; every trick but the last must be complete, an empty trick is an
error; ``take_double`` on a trick with no counting 12, a void trick or an unfinished one is an
error; a card played twice, a prediction card also played, or more tricks than the hand allows
is an error. Revokes are reported, not errors (`rules.common.revokes`). Points when the round is
complete (all its tricks played), else None.

House rules (JUDGE.md `house`): every trick is judged under the table's (`void_leader`, `peek`),
the points are scored under them (`six_at_nine`), and `block_limit` "round" allows one block in
the whole round (the FR sheet: "par manche"): a second one is an error at that play.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from rules.common.answers import round_answer
from rules.common.trick_replay import replay
from rules.common.revokes import Revoke, RevokeTracker
from rules.errors import RulesError
from rules.message import Message, joined, keep_said, msg, msg_n
from rules.sixth_sense.cards import Card, Colour, colour_term
from rules.sixth_sense.checks import void_count
from rules.sixth_sense.deck import check_removed
from rules.sixth_sense.house import DEFAULT_HOUSE, House
from rules.sixth_sense.scoring import (Score, Scoring, check_prediction,
                                       score)
from rules.sixth_sense.setup import SetUp, first_leader
from rules.sixth_sense.trick import Play, TrickResult, judge_trick


@dataclass(frozen=True, slots=True)
class RoundTrick:
    """One trick as entered: its plays, and whether its winner took it double."""

    plays: tuple[Play, ...]
    take_double: bool = False


@dataclass(frozen=True, slots=True)
class RoundResult:
    tricks: tuple[TrickResult, ...]
    leaders: tuple[int, ...]  # who led each trick
    taken: tuple[int, ...]  # tricks taken per seat, a double counting 2
    complete: bool  # all tricks of the round played
    points: tuple[int, ...] | None  # per seat, when complete
    scores: tuple[Score, ...] | None
    revokes: tuple[Revoke, ...]
    warnings: tuple[str, ...]
    explanation: str  # English (given as a message: `said` keeps it)
    said: Any = field(default=None, compare=False)  # the explanation as data (rules.message)

    def __post_init__(self) -> None:
        keep_said(self)  # built from a message: keep both

    def as_json(self) -> dict:
        """JUDGE.md's round answer, exactly its fields (as nomination whist's): the
        `explanation` summary stays on the value for the app, not in the JSON."""
        return round_answer(self)


def prediction_value(prediction: Card | int) -> int:
    return prediction.value if isinstance(prediction, Card) else prediction


def replay_round(tricks: Sequence[RoundTrick], *, players: int, trump: Colour | None,
                 predictions: Sequence[Card | int], dealer: int = 0,
                 scoring: Scoring = Scoring.STANDARD,
                 removed: Colour | None = None, house: House = DEFAULT_HOUSE,
                 kept: RoundResult | None = None) -> RoundResult:
    """Judge every trick in order, count what each seat took, find revokes, and score the
    round once all its tricks are played. `kept`: this round ruled before with the same table
    and its first tricks (the round so far): its complete tricks are not judged again."""
    table = SetUp.of(players)
    check_removed(players, removed, trump)
    if not 0 <= dealer < players:
        raise RulesError(msg("the dealer is a seat from 0 to {last}, not {given}",
                             last=players - 1, given=f"{dealer}"), "dealer")
    if len(predictions) != players:
        raise RulesError(msg("{players} players make {players} predictions, not {given}",
                             players=players, given=len(predictions)), "predictions")
    prediction_cards: dict[Card, int] = {}
    for seat, p in enumerate(predictions):
        if isinstance(p, Card):
            if removed is not None and p.colour is removed:
                raise RulesError(msg("{card} is not in play: {colour} was taken out of the deck",
                                     card=p, colour=colour_term(removed)),
                                 f"predictions[{seat}]")
            if p in prediction_cards:
                raise RulesError(msg("{card} is the prediction card of seat {first} and of seat "
                                     "{second}: each card exists once", card=p,
                                     first=prediction_cards[p], second=seat),
                                 f"predictions[{seat}]")
            prediction_cards[p] = seat
        else:
            check_prediction(p, f"predictions[{seat}]")
    if len(tricks) > table.tricks:
        raise RulesError(msg(
            "a round of {players} players has {tricks} tricks ({cards} cards each, "
            "one of them the prediction card), not {given}", players=players,
            tricks=table.tricks, cards=table.cards, given=len(tricks)),
            f"tricks[{table.tricks}]")

    for i, trick in enumerate(tricks):
        for j, play in enumerate(trick.plays):
            owner = prediction_cards.get(play.card)
            if owner is not None:
                raise RulesError(msg("{card} is seat {seat}'s prediction card, so it cannot "
                                     "be played", card=play.card, seat=owner),
                                 f"tricks[{i}].plays[{j}]")

    first_block = _first_block(tricks) if house.block_limit == "round" else None

    def judge(i: int, leader: int, plays: Sequence[Play]) -> TrickResult:
        result = judge_trick(plays, players=players, trump=trump, leader=leader, removed=removed,
                             house=house)
        if first_block is not None and i > first_block[0]:
            for j, play in enumerate(plays):
                if play.block is not None:
                    raise RulesError(msg(
                        "only one card may block per round (house rule: one block per round), "
                        "and {card} already blocked in an earlier trick",
                        card=first_block[1]), f"plays[{j}]")
        if tricks[i].take_double:
            why = None
            if not result.complete:
                why = msg("it is unfinished")
            elif result.void:
                why = msg("it is void: nobody won it")
            elif not result.double:
                why = msg("it has no counting 12")
            if why:
                raise RulesError(msg("trick {index} cannot be taken double: {why}", index=i,
                                     why=why), "take_double")
        return result

    replayed = replay([t.plays for t in tricks], players=players,
                      first_leader=first_leader(dealer, players), judge=judge,
                      card_of=lambda p: p.card, kept=kept.tricks if kept else (),
                      kept_leaders=kept.leaders if kept else ())

    taken = [0] * players
    tracker = RevokeTracker()
    for rt in replayed:
        result = rt.result
        if result.complete and result.winner is not None:
            taken[result.winner] += 2 if tricks[rt.index].take_double else 1
        obligations = result.obligations
        for j, play in enumerate(rt.plays):
            tracker.play(seat=(rt.leader + j) % players, trick=rt.index,
                         colour=play.card.colour, obligation=obligations[j])

    complete = len(tricks) == table.tricks and (not replayed or replayed[-1].result.complete)
    scores = points = None
    if complete:
        scores = tuple(score(prediction_value(p), taken[seat], scoring, house)
                       for seat, p in enumerate(predictions))
        points = tuple(s.points for s in scores)
    played = len(tricks)
    voids = sum(1 for rt in replayed if rt.result.void)
    doubles = sum(1 for t in tricks if t.take_double)
    why = _summary(played, table.tricks, voids, doubles, complete)
    if tracker.revokes:
        why = joined((why, msg_n("{n} revoke found.", "{n} revokes found.",
                                 n=len(tracker.revokes), rule="sixth-sense-revokes")))
    return RoundResult(
        tricks=tuple(rt.result for rt in replayed),
        leaders=tuple(rt.leader for rt in replayed),
        taken=tuple(taken), complete=complete, points=points, scores=scores,
        revokes=tuple(tracker.revokes), warnings=(), explanation=why)


def _first_block(tricks: Sequence[RoundTrick]) -> tuple[int, Card] | None:
    """The first trick of the round with a block in it, and its blocking card."""
    for i, trick in enumerate(tricks):
        for play in trick.plays:
            if play.block is not None:
                return i, play.card
    return None


def _summary(played: int, tricks: int, voids: int, doubles: int, complete: bool) -> Message:
    """How far the round is: tricks played (void, taken double), complete and scored or not."""
    a = dict(played=played, tricks=tricks, voids=void_count(voids),
             doubles=msg_n("{n} taken double", "{n} taken double", n=doubles))
    if complete:
        if voids and doubles:
            return msg("All {played} of {tricks} tricks played, {voids}, {doubles}; the round is "
                       "complete and scored.", **a)
        if voids:
            return msg("All {played} of {tricks} tricks played, {voids}; the round is "
                       "complete and scored.", **a)
        if doubles:
            return msg("All {played} of {tricks} tricks played, {doubles}; the "
                       "round is complete and scored.", **a)
        return msg("All {played} of {tricks} tricks played; the round is complete and scored.",
                   **a)
    if voids and doubles:
        return msg("{played} of {tricks} tricks played, {voids}, {doubles}; "
                   "the round is not complete, so there are no points yet.", **a)
    if voids:
        return msg("{played} of {tricks} tricks played, {voids}; the round is not "
                   "complete, so there are no points yet.", **a)
    if doubles:
        return msg("{played} of {tricks} tricks played, {doubles}; the round is "
                   "not complete, so there are no points yet.", **a)
    return msg("{played} of {tricks} tricks played; the round is not complete, so there are no "
               "points yet.", **a)
