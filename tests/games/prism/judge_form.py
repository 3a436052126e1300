"""Prism's judge form (`rules.judge_form`): a card is a colour, then a value; a 1 is declared 1
or 11; a 10 lets the winner take the trick double; with 2 players a colour is taken out; the
calls are bids.

Besides the form's data, `rule_trick` and `rule_round` judge in types (plays with `.card` and
`.declared`, the trump as a colour name or a typed `rules.trump.Trump`): the typed engine
calls issue 22 (item 2) adds to `JudgeForm`, which these override as they are (their rulings
have `rules.judge_form.TrickRuling`'s and `RoundRuling`'s fields, in order). The form's paint
and the judge screen's phrases Prism gives (`PAINT`, `PHRASES`) are passed where
`JudgeForm` has those fields (`paint`, `phrases`: with issue 22's judge work; main before it
has neither, and draws the colours from its own table).

>>> JUDGE_FORM.card("jade", 7), str(JUDGE_FORM.said("jade 7"))
('jade 7', 'jade 7')
>>> r = JUDGE_FORM.rule_trick(players=2, trump="garnet", leader=0, plays=[], removed="jade")
>>> r.winner, str(r.said)
(None, 'No card yet: nobody is winning.')
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.judge_form import ROUND, TRICK, JudgeForm
from tests.games.prism.cards import (COLOURS, DECLARE_AS, DECLARED, PAINT, REMOVABLE, TERMS,
                                     VALUES, Card)
from tests.games.prism.options import PrismOptions
from tests.games.prism.scoresheet import CARDS, GAME, TITLE
from tests.games.prism.trick import Play, RoundRuling, TrickRuling, rule_round, rule_trick


def trump_name(trump: Any) -> str | None:
    """The trump as a card writes its colour: a name, a typed trump's name, or None."""
    return trump if trump is None or isinstance(trump, str) else trump.name


class PrismForm(JudgeForm):
    def said(self, card: str) -> Any:
        return Card.parse(card).message()

    def most_cards(self, players: int) -> int | None:
        return max(CARDS)

    def settings(self, options: Mapping[str, Any]) -> dict[str, Any]:
        o = PrismOptions.of(options)
        return {"removed": o.removed, "round": o.house}

    # ---- judging in types --------------------------------------------------------------

    def rule_trick(self, *, players: int, trump: Any, leader: int, plays: Sequence[Any],
                   removed: str | None = None,
                   settings: Mapping[str, Any] | None = None) -> TrickRuling:
        return rule_trick([Play.of(p, f"plays[{i}]") for i, p in enumerate(plays)],
                          players=players, trump=trump_name(trump), leader=leader,
                          removed=removed if players == REMOVABLE else None)

    def rule_round(self, *, players: int, dealer: int, trump: Any,
                   tricks: Sequence[tuple[Sequence[Any], bool]], calls: Sequence[int],
                   hand: int, removed: str | None = None,
                   settings: Mapping[str, Any] | None = None) -> RoundRuling:
        typed = [([Play.of(p, f"tricks[{t}].plays[{i}]") for i, p in enumerate(plays)], double)
                 for t, (plays, double) in enumerate(tricks)]
        return rule_round(typed, players=players, dealer=dealer, trump=trump_name(trump),
                          bids=list(calls), hand=hand,
                          removed=removed if players == REMOVABLE else None,
                          house=PrismOptions.of(settings).house)


def N_(text: str) -> str:
    return text  # a phrase of the judge screen (rules/judge_phrases.py's keys)


#: the judge screen's phrases that would name another game's cards, in Prism's words
PHRASES = {
    "no_removal": N_("Only a 2-player game takes a colour out."),
    "double_note": N_("A 10 is in the trick: the winner may take it as two tricks."),
}

JUDGE_FORM = PrismForm(
    game=GAME, title=TITLE, kinds=(TRICK, ROUND), players=(2, 4), colours=COLOURS,
    terms=TERMS, values=VALUES, written="{colour} {value}", colour_word="colour",
    value_word="value", painted=True, face="value", declare_value=DECLARED,
    declare_as=DECLARE_AS, doubles=True, removable=REMOVABLE, call_word="bid",
    calls_field="bids", paint=PAINT, phrases=PHRASES)
