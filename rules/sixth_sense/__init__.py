"""6th Sense (Game A of RULES.md): the 70-card prediction game.

Public API (everything the app and the judge need; submodules are imported lazily so that
`python -m rules judge` starts fast):

- ``answer(kind, request)``: the judge (JUDGE.md kinds ``trick``, ``round``, ``score``,
  ``setup``), returns the answer dict, raises `RulesError`.
- ``SCORESHEET``: the `rules.scoresheet.ScoreSheet` for the scorekeeper (scoresheet.py).
- Modules, for code that wants values rather than JSON:
  ``cards`` (Card.parse, Colour, DECK, VALUES, COLOUR_NAMES), ``deck`` (deck, check_removed),
  ``trick`` (Play, judge_trick -> TrickResult), ``round`` (RoundTrick, replay_round ->
  RoundResult), ``scoring`` (Scoring, score -> Score, targets), ``setup`` (SetUp, Variants,
  dealer_of, first_leader, is_over, winners), ``checks`` (check_totals -> TotalsCheck,
  max_doubles, max_voids).

The JSON contract (JUDGE.md, `python -m rules judge`): ``rules.cli.answer({"kind": "trick",
"game": "sixth-sense", ...})`` returns the answer dict or raises `RulesError`; the app judges
in types through the game's judge form (``judge_form.JUDGE_FORM``).
"""

from rules.common.lazy import lazy_game

GAME = "sixth-sense"

answer, __getattr__ = lazy_game(__name__)
