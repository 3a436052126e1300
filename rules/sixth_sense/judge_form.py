"""6th Sense's judge form (`rules.judge_form`): a card is a colour, then a value; a 0 may
block an earlier card, a 6 is declared 6 or 9; a counting 12 lets the winner take the trick
double; with 2 players a colour is taken out; a late trump may not be turned yet.

>>> card = JUDGE_FORM.play_card("red", 5)
>>> card, JUDGE_FORM.parts(card), str(JUDGE_FORM.said(card))
(Card.parse('red 5'), ('red', 5), 'red 5')
>>> JUDGE_FORM.calls(7)[6]
(6, '6/9')
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.errors import RulesError
from rules.judge_phrases import N_
from rules.message import cterm
from rules.judge_form import ROUND, TRICK, JudgeForm, Play, RoundRuling, TrickRuling, trump_name
from rules.judged import trick_rulings
from rules.message import msg
from rules.sixth_sense.cards import (BLOCK, COLOUR_NAMES, COLOUR_TERMS, PAINT, SIXTH_SENSE,
                                     VALUES, Card, Colour)
from rules.sixth_sense.house import KINDS as HOUSE_KINDS
from rules.sixth_sense.scoring import CALL_LABELS, CALL_WORD

GAME = "sixth-sense"


class SixthSenseForm(JudgeForm):
    def said(self, card: Card) -> Any:
        return card.message()

    def play_card(self, colour: str, value: Any) -> Card:
        return Card.of(colour, value)

    def read_card(self, written: Any, at: str | None = None) -> Card:
        return Card.parse(written, at)

    def parts(self, card: Any) -> tuple[str, Any] | None:
        if isinstance(card, Card):
            return card.colour.value, card.value
        return super().parts(card)

    def rule_trick(self, *, players: int, trump: Any, leader: int, plays: Sequence[Play],
                   removed: str | None = None,
                   settings: Mapping[str, Any] | None = None) -> TrickRuling:
        from rules.sixth_sense.deck import check_removed
        from rules.sixth_sense.house import House
        from rules.sixth_sense.setup import check_players
        from rules.sixth_sense.trick import judge_trick

        check_players(players, "players")
        colour = _colour(trump, "trump")
        if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader < players:
            raise RulesError(msg("the leader is a seat from 0 to {last}, not {given}",
                                 last=players - 1, given=f"{leader}"), "leader")
        out = _colour(self.kept_removed(players, removed), "removed")
        check_removed(players, out, colour, "removed")
        house = House.parse((settings or {}).get("house"))
        result = judge_trick(_plays(plays, "plays"), players=players, trump=colour,
                             leader=leader, removed=out, house=house)
        return _trick_ruling(result)

    def rule_round(self, *, players: int, dealer: int, trump: Any,
                   tricks: Sequence[tuple[Sequence[Play], bool]], calls: Sequence[int],
                   hand: int, removed: str | None = None,
                   settings: Mapping[str, Any] | None = None,
                   kept: RoundRuling | None = None) -> RoundRuling:
        from rules.sixth_sense.round import RoundTrick, replay_round
        from rules.sixth_sense.house import House
        from rules.sixth_sense.scoring import Scoring, check_prediction
        from rules.sixth_sense.setup import check_players

        check_players(players, "players")
        settings = settings or {}
        scoring = Scoring.parse(settings.get("scoring", "standard"))
        house = House.parse(settings.get("house"))
        predictions = [check_prediction(c, f"predictions[{i}]") for i, c in enumerate(calls)]
        played = [RoundTrick(_plays(plays, f"tricks[{i}].plays"), bool(double))
                  for i, (plays, double) in enumerate(tricks)]
        result = replay_round(played, players=players, trump=_colour(trump, "trump"),
                              predictions=predictions, dealer=dealer, scoring=scoring,
                              removed=_colour(self.kept_removed(players, removed), "removed"),
                              house=house, kept=None if kept is None else kept.record)
        return RoundRuling(
            tricks=trick_rulings(result.tricks, kept, _trick_ruling), leaders=result.leaders,
            taken=result.taken, complete=result.complete, points=result.points,
            revokes=tuple(_revoke(r) for r in result.revokes), warnings=result.warnings,
            said=result.said, record=result)

    def continue_round(self, kept: RoundRuling | None, **values: Any) -> RoundRuling:
        return self.rule_round(kept=kept, **values)

    def calls(self, hand: int) -> tuple[tuple[Any, str], ...]:
        """A prediction is a card's value; the 6 is the 6/9 card."""
        return CALL_LABELS

    def tricks(self, players: int, hand: int) -> int:
        from rules.sixth_sense.setup import SetUp

        return SetUp.of(players).tricks

    def settings(self, options: Mapping[str, Any]) -> dict[str, Any]:
        from rules.sixth_sense.options import SixthSenseOptions

        o = SixthSenseOptions.of(options)  # typed, or a game's options as stored
        extra: dict[str, Any] = {"scoring": o.scoring}
        house = o.house.as_json()  # the house rules off the digest's rulings
        if house:
            extra["house"] = house
        return {"removed": o.removed, "round": extra}

    def trick_request(self, *, players: int, trump: Any, leader: int,
                      plays: Sequence[Any], removed: str | None = None,
                      settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """JUDGE.md's trick request, with the game's house rules a trick takes (`void_leader`,
        `peek`) when they are off the default."""
        from rules.sixth_sense.house import House

        request = super().trick_request(players=players, trump=trump, leader=leader,
                                        plays=plays, removed=removed)
        house = House.of((settings or {}).get("house")).as_json("trick")
        if house:
            request["house"] = house
        return request


def _colour(value: Any, at: str) -> Colour | None:
    name = trump_name(value)
    return None if name is None else Colour.parse(name, at)


def _plays(plays: Sequence[Play], at: str) -> tuple:
    from rules.sixth_sense.trick import Play as CardPlay

    return tuple(CardPlay(p.card if isinstance(p.card, Card) else Card.parse(p.card, f"{at}[{i}]"),
                          p.declared, p.block)
                 for i, p in enumerate(plays))


def _trick_ruling(result: Any) -> TrickRuling:
    said = result.said
    return TrickRuling(
        winner=result.winner, winning_play=result.winning_play, complete=result.complete,
        next_leader=result.next_leader, said=said, rule=getattr(said, "rule", None),
        requested=None if result.requested is None else result.requested.value,
        reversed=result.reversed, blocked=tuple(result.blocked), double=result.double,
        peek=result.peek, void=result.void, record=result)


def _revoke(revoke: Any) -> Any:
    from rules.common.revokes import Revoke

    return Revoke(revoke.seat, revoke.trick, str(revoke.colour), revoke.failed_at)


#: the judge screen's phrases that name this game's cards (`JudgeForm.say`)
PHRASES = {
    "not_value": N_("{value} is not a card value (there is no 9: the 6 stands in for it)."),
    "no_removal": N_("Only a 2-player game of 6th Sense takes a colour out."),
}

JUDGE_FORM = SixthSenseForm(
    game=GAME, title=cterm("game title", "6th Sense"), phrases=PHRASES, kinds=(TRICK, ROUND),
    players=(2, 6),
    colours=COLOUR_NAMES, terms={c.value: COLOUR_TERMS[c] for c in Colour}, values=VALUES,
    written="{colour} {value}", colour_word="colour", value_word="value", painted=True, paint=PAINT,
    face="value", block_value=BLOCK, declare_value=SIXTH_SENSE, declare_as=(6, 9),
    doubles=True, removable=2, late_trump=True, call_word=CALL_WORD,
    calls_field="predictions", house=tuple(HOUSE_KINDS))
