"""6th Sense options: the typed, frozen value, its parsing, and the specs a new-game screen
renders (rules.options).

- ``scoring``: ``"standard"`` (default) or ``"novice"`` (RULES.md: the novice table; the novice
  variant also plays without trump);
- ``ending``: ``"rounds"`` (default: the rounds of the set-up table) or ``"target"``;
- ``target``: a whole number > 0, required when ``ending`` is ``"target"``, else null;
- ``late_trump``: bool, default false ("trump is turned only after all predictions");
- ``removed``: the colour taken out; 2 players only, and required then;
- ``six_at_nine``: house rule, ``9`` (default) or ``6``: what a 6/9 card met at 9 scores;
- ``void_leader``: house rule, ``"same"`` (default) or ``"other"``: who leads after a 2-player
  void trick (2 players only);
- ``peek``: house rule, ``"led"`` (default) or ``"led_even_blocked"``: whether a blocked led 8
  still gives the peek;
- ``rounds``: a game ending after its rounds: how many (default, left out: the set-up table's
  count for the players at the start; PLAYERS.md: a table whose players change may play
  another number);
- ``block_limit``: house rule, ``"trick"`` (default) or ``"round"``: one block per trick or per
  round (the FR sheet). The three are the judge's (`rules.sixth_sense.house.House`): they change
  its answers on a trick or a round, never the points of a round as reported.

>>> o = SixthSenseOptions.parse(2, {"removed": " Blue ", "ending": "target", "target": 80})
>>> o.removed, o.target_score, o.has_trump, o.to_dict()["scoring"]
('blue', 80, True, 'standard')
>>> SixthSenseOptions.of({"scoring": "novice"}).has_trump   # read from a stored game
False
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from rules.common.sheet import check_option_keys, flag, is_int
from rules.errors import RulesError
from rules.message import msg, msg_n, term
from rules.options import CHOICE, NUMBER, SWITCH, N_, GameOptions, Note, OptionSpec, Pick
from rules.sixth_sense import setup
from rules.sixth_sense.cards import (COLOUR_NAMES, COLOUR_TERMS, COLOUR_TERMS_AT_START, PAINT,
                                     Colour)
from rules.sixth_sense.house import (BLOCK_LIMIT_CHOICES, PEEK_CHOICES, SIX_AT_NINE_CHOICES,
                                     VOID_LEADER_CHOICES, House, check_choice,
                                     check_six_at_nine)
from rules.sixth_sense.scoring import Scoring

STANDARD, NOVICE = "standard", "novice"
ROUNDS, TARGET = "rounds", "target"
SUGGESTED_TARGET = 100  # what the new-game screen offers first
KEYS = ("scoring", "ending", "target", "late_trump", "removed", "six_at_nine", "void_leader",
        "peek", "block_limit", "rounds")  # stored order ("rounds" only when set)
SAME, OTHER = VOID_LEADER_CHOICES
LED, EVEN_BLOCKED = PEEK_CHOICES
PER_TRICK, PER_ROUND = BLOCK_LIMIT_CHOICES


def _target_said(target: Any) -> Any:
    if target in (None, ""):
        return msg("to a target score (not set yet)")
    if is_int(target):
        return msg_n("to {n} point", "to {n} points", n=target)
    return msg("to {target} points", target=str(target))  # as typed, not a number yet


def _removed_said(colour: Any) -> Any:
    if not colour:
        return None
    return msg("{colour} taken out", colour=COLOUR_TERMS.get(colour, str(colour)))


SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("scoring", CHOICE, STANDARD, "scoring", label=term("Scoring"), main=True,
               picks=(Pick(STANDARD, STANDARD, term("Standard")),
                      Pick(NOVICE, NOVICE, term("Novice (no trump)"))),
               said=lambda v: msg("novice scoring (no trump)") if v == NOVICE
               else msg("standard scoring"),
               what_if=lambda v: msg("novice scoring") if v == NOVICE
               else msg("standard scoring")),
    OptionSpec("ending", CHOICE, ROUNDS, "ending", label=term("End"), main=True,
               picks=(Pick(ROUNDS, ROUNDS, term("After the table's rounds")),
                      Pick(TARGET, TARGET, term("At a target score"))),
               said=lambda v: None if v == TARGET else msg("ends after the table's rounds")),
    OptionSpec("target", NUMBER, None, "target", label=term("Target score"), main=True,
               exists=(("ending", (TARGET,)),), under="ending", suggested=SUGGESTED_TARGET,
               refusal=N_("The target score must be a whole number above 0, not '{typed}'."),
               said=_target_said),
    # The rounds: offered where the table changes (PLAYERS.md: the players-at-the-table
    # screen, `seats-rounds`), not on New game (`shown` never holds): a game starts with the
    # set-up table's count, which a file or the command line may also set.
    OptionSpec("rounds", NUMBER, None, "rounds", label=term("Rounds"),
               exists=(("ending", (ROUNDS,)),), shown=(("ending", ()),), under="ending",
               blank=True,
               refusal=N_("The number of rounds must be a whole number above 0, not '{typed}'."),
               said=lambda v: None if v is None else msg_n("{n} round", "{n} rounds", n=v)),
    OptionSpec("late_trump", SWITCH, False, "late-trump",
               label=term("Late trump (after the predictions)"),
               shown=(("scoring", (STANDARD,)),),
               said=lambda v: msg("late trump") if v else msg("trump before the predictions")),
    OptionSpec("removed", CHOICE, None, "removed", label=term("2 players: the colour taken out"),
               players=(2,), required=True, painted=True,
               picks=tuple(Pick(c.value, c.value, COLOUR_TERMS_AT_START[c],
                                msg("Take out {colour}", colour=COLOUR_TERMS[c]), PAINT[c.value])
                          for c in Colour),
               refusal=N_("With 2 players, choose the colour taken out of the deck."),
               pending=msg("colour taken out: not chosen yet"), said=_removed_said),
    OptionSpec("six_at_nine", CHOICE, 9, "house-six-at-nine",
               label=term("House rule: a 6/9 prediction met with 9 tricks scores"),
               picks=(Pick(9, "9", term("9 (read as 9)"),
                           msg("A 6/9 prediction met with 9 tricks scores 9")),
                      Pick(6, "6", term("6 (the number on the card)"),
                           msg("A 6/9 prediction met with 9 tricks scores 6"))),
               notes=(Note(term("Novice scoring is not affected."), (("scoring", (NOVICE,)),)),
                      Note(term("Standard scoring; the round's explanation says when it changes "
                                "a score."), (("scoring", (STANDARD,)),))),
               full=(("scoring", (STANDARD,)),),
               said=lambda v: msg("house rule: a 6/9 prediction met with 9 tricks scores "
                                  "{points}", points=v or 9),
               house=lambda v: msg("a 6/9 prediction met with 9 tricks scores {points}",
                                   points=v or 9),
               what_if=lambda v: msg("a 6/9 prediction met with 9 tricks scores {points}",
                                     points=v)
               if v == 9 else msg("a 6/9 prediction met with 9 tricks scores {points} (house "
                                  "rule)", points=v)),
    # The judge's house rules (rules.sixth_sense.house): they change who leads, who peeks and
    # how many blocks a round allows in the judge's answers, never a reported round's points;
    # a game's house-rules line names them only when the table changed them (`house`: None).
    OptionSpec("void_leader", CHOICE, SAME, "house-void-leader", players=(2,),
               label=term("House rule: after a void trick (2 players)"),
               picks=(Pick(SAME, SAME, term("The same player leads again"),
                           msg("After a void trick the same player leads again")),
                      Pick(OTHER, OTHER, term("The other player leads"),
                           msg("After a void trick the other player leads"))),
               said=lambda v: msg("house rule: after a void trick the other player leads")
               if v == OTHER else None,
               house=lambda v: msg("after a void trick the other player leads") if v == OTHER
               else None,
               what_if=lambda v: msg("after a void trick the other player leads (house rule)")
               if v == OTHER else msg("after a void trick the same player leads again")),
    OptionSpec("peek", CHOICE, LED, "house-peek",
               label=term("House rule: a led 8 that is blocked"),
               picks=(Pick(LED, "led", term("Gives no peek"),
                           msg("A blocked led 8 gives no peek")),
                      Pick(EVEN_BLOCKED, "even-blocked", term("Still gives the peek"),
                           msg("A blocked led 8 still gives the peek"))),
               said=lambda v: msg("house rule: a blocked led 8 still gives the peek")
               if v == EVEN_BLOCKED else None,
               house=lambda v: msg("a blocked led 8 still gives the peek") if v == EVEN_BLOCKED
               else None,
               what_if=lambda v: msg("a blocked led 8 still gives the peek (house rule)")
               if v == EVEN_BLOCKED else msg("a blocked led 8 gives no peek")),
    OptionSpec("block_limit", CHOICE, PER_TRICK, "house-block-limit",
               label=term("House rule: how many blocks"),
               picks=(Pick(PER_TRICK, PER_TRICK, term("One per trick"),
                           msg("One block per trick")),
                      Pick(PER_ROUND, PER_ROUND, term("One per round"),
                           msg("One block per round"))),
               said=lambda v: msg("house rule: one block per round") if v == PER_ROUND
               else None,
               house=lambda v: msg("one block per round") if v == PER_ROUND else None,
               what_if=lambda v: msg("one block per round (house rule)") if v == PER_ROUND
               else msg("one block per trick")),
)


@dataclass(frozen=True, slots=True, eq=False)
class SixthSenseOptions(GameOptions):
    scoring: str = STANDARD
    ending: str = ROUNDS
    target: int | None = None
    late_trump: bool = False
    removed: str | None = None  # a colour's name (Colour values), 2 players only
    six_at_nine: int = 9
    void_leader: str = SAME
    peek: str = LED
    block_limit: str = PER_TRICK
    rounds: int | None = None  # None: the set-up table's count for the players at the start

    SPECS = SPECS
    OPTIONAL = ("rounds",)

    def rounds_for(self, players: int) -> int:
        """The rounds of a game that ends after its rounds, started by `players`."""
        return self.rounds if self.rounds is not None else setup.SetUp.of(players).rounds

    @property
    def house(self) -> House:
        """The table's house rules, as the judge takes them (`rules.sixth_sense.house`)."""
        return House(six_at_nine=self.six_at_nine, void_leader=self.void_leader,
                     peek=self.peek, block_limit=self.block_limit)

    @property
    def novice(self) -> bool:
        return self.scoring == NOVICE

    @property
    def has_trump(self) -> bool:
        """RULES.md: "Variant "novice": no trump at all"."""
        return not self.novice

    @property
    def fixed_rounds(self) -> bool:
        """The game ends after the set-up table's rounds (not at a target score)."""
        return self.ending != TARGET

    @property
    def target_score(self) -> int | None:
        return None if self.fixed_rounds else self.target

    @property
    def removed_colour(self) -> Colour | None:
        return None if self.removed is None else Colour(self.removed)

    @classmethod
    def parse(cls, players: int, options: Mapping[str, Any] | None = None
              ) -> "SixthSenseOptions":
        """Fill defaults and validate; raises `RulesError` naming the bad option."""
        setup.check_players(players)
        given = dict(options or {})
        check_option_keys(given, KEYS, term("6th Sense"))
        scoring = given.get("scoring") or STANDARD
        Scoring.parse(scoring, "scoring")
        ending = given.get("ending") or ROUNDS
        if ending not in (ROUNDS, TARGET):
            raise RulesError(msg("the game ends after the 'rounds' or at a 'target' score, "
                                 "not {given}", given=repr(ending)), "ending")
        target = given.get("target")
        if ending == TARGET:
            if not is_int(target) or target <= 0:
                raise RulesError(msg("a game played to a target score needs the target, a "
                                     "whole number above 0 (got {got})", got=repr(target)),
                                 "target")
        elif target is not None:
            raise RulesError(msg("a target score only applies when the game ends at a target "
                                 "(ending 'target'); this game ends after its rounds"), "target")
        rounds = given.get("rounds")
        if rounds is not None:
            if ending == TARGET:
                raise RulesError(msg("a number of rounds only applies to a game that ends after "
                                     "its rounds; this game ends at a target score"), "rounds")
            if not is_int(rounds) or not 1 <= rounds <= 100:
                raise RulesError(msg("the number of rounds must be a whole number from 1 to 100, "
                                     "got {got}", got=repr(rounds)), "rounds")
        late = flag(given, "late_trump")
        removed = given.get("removed")
        if players == 2:
            if removed is None:
                raise RulesError(msg("a 2-player game takes one colour out of the deck: say "
                                     "which ({colours})", colours=", ".join(COLOUR_NAMES)),
                                 "removed")
            removed = Colour.parse(removed, "removed").value
        elif removed is not None:
            raise RulesError(msg("only a 2-player game removes a colour; with {players} players "
                                 "all five colours are in play", players=players), "removed")
        # House rule (scoring.House): what a 6/9 card met at 9 scores, 9 (default) or 6.
        six = given.get("six_at_nine")
        six = 9 if six is None else check_six_at_nine(six, "six_at_nine")
        # The judge's house rules: who leads after a void trick (only 2 players have void
        # tricks), a blocked led 8's peek, one block per trick or per round.
        void = given.get("void_leader")
        # (PLAYERS.md: a house rule that names a player count applies whenever that many are
        # at the table, whatever the count at the start: a game of 3 that goes down to 2 has
        # void tricks then)
        void = SAME if void is None else check_choice("void_leader", void, "void_leader")
        peek = given.get("peek")
        peek = LED if peek is None else check_choice("peek", peek, "peek")
        limit = given.get("block_limit")
        limit = PER_TRICK if limit is None else check_choice("block_limit", limit, "block_limit")
        return cls(scoring, ending, target, late, removed, six, void, peek, limit, rounds)

    @classmethod
    def stored(cls, given: dict[str, Any]) -> "SixthSenseOptions":
        six = given.get("six_at_nine")
        return cls(scoring=given.get("scoring") or STANDARD,
                   ending=given.get("ending") or ROUNDS,
                   target=given.get("target") if given.get("ending") == TARGET else None,
                   late_trump=bool(given.get("late_trump")), removed=given.get("removed"),
                   six_at_nine=six if six in SIX_AT_NINE_CHOICES else 9,
                   void_leader=_stored(given, "void_leader", VOID_LEADER_CHOICES),
                   peek=_stored(given, "peek", PEEK_CHOICES),
                   block_limit=_stored(given, "block_limit", BLOCK_LIMIT_CHOICES),
                   rounds=given.get("rounds") if is_int(given.get("rounds")) else None)


def _stored(given: dict[str, Any], key: str, choices: tuple[str, ...]) -> str:
    """A stored house rule's reading; left out (a game stored before it existed): the
    default."""
    value = given.get(key)
    return value if value in choices else choices[0]

