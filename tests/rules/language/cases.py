"""The sentences the reference files pin, in every language: the rule sheets' worked examples
and the typical tricks a table asks the judge about, each a judge request (JUDGE.md) and where
its sentence is in the answer, or an engine message said directly.

`said(case, lang)` is what the engine writes today; the reference files
(`reference/<code>.txt`) hold what a player of that language would write, reviewed by a reader
of the language. Regenerate a file only to read its diff:
`SCOREPAD_WRITE_REFERENCE=1 python -m pytest tests/rules/language -q`.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from typing import Any, Callable

from rules.cli import main


@dataclass(frozen=True)
class Case:
    id: str
    note: str  # what the case is, for the translator reading the file
    request: dict | None = None  # a judge request...
    where: tuple = ("explanation",)  # ...and the path of its sentence in the answer
    message: Callable[[], Any] | None = None  # or an engine message


def _summary(*args: Any) -> Any:
    from rules.sixth_sense.round import _summary as summary

    return summary(*args)


def _totals() -> Any:
    from rules.sixth_sense.checks import check_totals

    return check_totals(players=2, tricks_played=14, taken=[7, 8], doubles=2, voids=1).said


SIX = {"kind": "trick", "game": "sixth-sense"}
CASES: tuple[Case, ...] = (
    Case("sheet-reversal", "the EN sheet's example: blue is trump; blue 10, red 4, green 1, "
         "yellow 1: the yellow 1, played last, wins",
         {**SIX, "players": 4, "trump": "blue", "plays": ["blue 10", "red 4", "green 1",
                                                          "yellow 1"]}),
    Case("reversal-requested", "a reversal, every card red: the lowest red card wins",
         {**SIX, "players": 3, "trump": "blue", "plays": ["red 7", "red 4", "red 2"]}),
    Case("reversal-trumps", "a reversal among trumps only: the lowest trump wins",
         {**SIX, "players": 3, "trump": "blue", "plays": ["blue 7", "blue 4", "blue 2"]}),
    Case("three-reversals", "three reversals (an odd number): the lowest card of neither trump "
         "nor the requested colour wins, the last played of two equal ones",
         {**SIX, "players": 5, "trump": "green", "leader": 2,
          "plays": ["yellow 5", "yellow 4", "blue 4", "red 4", "green 11"]}),
    Case("block-of-the-lead", "the 0 blocks the led card: the requested colour passes on; a 6 "
         "declared as 9 wins", {**SIX, "players": 3, "trump": None,
                                "plays": ["red 10", {"card": "blue 0", "block": 0},
                                          {"card": "green 6", "as": 9}]}),
    Case("six-as-nine", "a 6 declared as 9; no card of the trump colour (yellow) is played",
         {**SIX, "players": 4, "trump": "yellow", "leader": 1,
          "plays": ["green 3", {"card": "green 6", "as": 9}, "green 11", "red 14"]}),
    Case("double-and-peek", "the only trump wins a trick with a counting 12 (a double trick), "
         "led with an 8 (the leader may peek)",
         {**SIX, "players": 4, "trump": "red", "plays": ["purple 8", "purple 12", "red 3",
                                                         "purple 2"]}),
    Case("void-two-players", "two players, the 0 blocks the lead: no card is left, the trick is "
         "void", {**SIX, "players": 2, "trump": "red",
                  "plays": ["red 10", {"card": "blue 0", "block": 0}]}),
    Case("block-in-progress", "a trick in progress: the 0 blocks the second card",
         {**SIX, "players": 4, "trump": "green",
          "plays": ["yellow 8", "yellow 13", {"card": "red 0", "block": 1}]}),
    Case("score-standard", "the sheet's scoring: predicted 4, took 6",
         {"kind": "score", "game": "sixth-sense", "prediction": 4, "tricks": 6}),
    Case("score-six-nine", "a 6/9 prediction card, 7 tricks: 1 from 6",
         {"kind": "score", "game": "sixth-sense", "prediction": 6, "tricks": 7}),
    Case("score-novice", "novice scoring: a 6/9 card, 8 tricks: 1 from 9 scores 4",
         {"kind": "score", "game": "sixth-sense", "scoring": "novice", "prediction": 6,
          "tricks": 8}),
    Case("score-novice-five-or-more", "novice scoring: predicted 5, took 11: 6 off, and the "
         "table's last row is 5 or more", {"kind": "score", "game": "sixth-sense",
                                           "scoring": "novice", "prediction": 5, "tricks": 11}),
    Case("reversal-requested-trumps", "a reversal with a trump on the table and no card of a "
         "third colour: the lowest card of the requested colour wins",
         {**SIX, "players": 3, "trump": "red", "plays": ["blue 7", "red 4", "blue 2"]}),
    Case("peek-only", "a trick led with an 8 (the leader may peek), no 12",
         {**SIX, "players": 3, "trump": "red", "plays": ["green 8", "green 3", "green 10"]}),
    Case("counts-add-up", "a round's counts add up: 14 tricks, 1 void, 2 taken double",
         message=lambda: _totals()),
    Case("summary-one-void", "a round's summary: 1 void trick, 1 taken double (plural forms)",
         message=lambda: _summary(5, 6, 1, 1, False)),
    Case("summary-two-voids", "a round's summary: 2 void tricks, 3 taken double",
         message=lambda: _summary(6, 6, 2, 3, True)),
    Case("whist-hook", "nomination whist: the bids add up to the hand size (the hook)",
         {"kind": "round", "game": "nomination-whist", "players": 3, "trump": "H",
          "bids": [1, 0, 1], "hand": 2,
          "tricks": [{"plays": ["AS", "KS", "2H"]}, {"plays": ["3D", "4D", "5D"]}]},
         ("warnings", 0)),
    Case("whist-revoke-trick", "nomination whist: the trick where seat 2 did not follow spades "
         "(a revoke, shown by its next play)",
         {"kind": "round", "game": "nomination-whist", "players": 3, "trump": "H",
          "bids": [1, 1, 1], "hand": 2,
          "tricks": [{"plays": ["AS", "2D", "3S"]}, {"plays": ["4D", "5S", "6C"]}]},
         ("tricks", 0, "explanation")),
    Case("whist-one-card", "nomination whist: one card played, not a trump",
         {"kind": "trick", "game": "nomination-whist", "players": 4, "trump": "S",
          "plays": ["QH"]}),
    Case("whist-trump", "nomination whist: the highest trump wins",
         {"kind": "trick", "game": "nomination-whist", "players": 4, "trump": "S",
          "plays": ["QH", "2S", "AH", "3S"]}),
    Case("shedding-same-colour", "shedding: a card of the same colour is refused",
         {"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "red 8 pentagram"}),
    Case("shedding-adjacent", "shedding: an adjacent number of another colour goes on",
         {"kind": "play", "game": "shedding", "on": "red 7 hexagon",
          "card": "blue 8 pentagram"}),
    Case("shedding-gold", "shedding: a gold Special goes on any card",
         {"kind": "play", "game": "shedding", "on": "blue 3 hexagon", "card": "gold trickster"}),
    Case("error-whist-twice", "an error: the same whist card twice in a trick (typed 'QH' "
         "and 'qh')", {"kind": "trick", "game": "nomination-whist", "players": 4, "trump": "S",
                       "plays": ["QH", "qh"]}, ("error",)),
    Case("error-shedding-itself", "an error: a numbered card played on itself",
         {"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "red 7 hexagon"},
         ("error",)),
    Case("error-twice", "an error: the same card twice in a trick",
         {**SIX, "players": 3, "trump": "blue", "plays": ["red 5", "red 5"]}, ("error",)),
    Case("error-block-lead", "an error: a 0 cannot block as the lead",
         {**SIX, "players": 3, "trump": "blue", "plays": [{"card": "red 0", "block": 0}]},
         ("error",)),
    Case("error-not-a-card", "an error: there is no 9",
         {**SIX, "players": 3, "trump": "blue", "plays": ["red 9"]}, ("error",)),
)


def said(case: Case, lang: str) -> str:
    """The case's sentence as the engine writes it in `lang` today."""
    if case.message is not None:
        from rules.language import render

        return render(case.message(), lang=lang)
    out = io.StringIO()
    main(["--lang", lang], stdin=io.StringIO(json.dumps(case.request)), stdout=out)
    value: Any = json.loads(out.getvalue())
    for key in case.where:
        value = value[key]
    return value
