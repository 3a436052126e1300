"""Who wins a trick of 6th Sense, complete or still in progress.

RULES.md, Game A:

"Playing a trick. The leader plays any card; its colour is the *requested colour*. The others,
clockwise, must play the requested colour if they hold it; otherwise any card."

"Who wins (no reversal). The highest trump if any trump counts, else the highest card of the
requested colour. Other colours never win, whatever their number."

"0 / X, Blocking card. Played either as an ordinary card of value 0, or to *block* one card
already played in this trick by another player: both the blocked card and the blocking card no
longer count in this trick. Not allowed as the lead, at most one block per trick, never on one's
own card. If the lead card is blocked, the requested colour becomes the colour of the next card
in play order that still counts (already on the table, or still to come). With 2 players a block
leaves no card: nobody wins the trick, both cards are out of play, and the same leader leads
again."

"4, Reversal. If an odd number of counting 4s is in the trick (any colours), the *lowest* card
wins instead of the highest; an even number cancels out. The order stays the same three-tier
order (trump above requested colour above all other colours, then by value), only read from the
bottom: if any card of another colour counts, the lowest such card wins; else the lowest
requested-colour card; else the lowest trump. Among equal lows (same value in "other colours"),
the one played **last** wins." (EN sheet: blue trump; blue 10, red 4, green 1, yellow 1 -> the
yellow 1, played last, wins.)

"6, 6th Sense. When played, its owner declares 6 or 9; that value counts for this trick."
"8, Peek. If the trick was *led* with an 8 that still counts, after the trick the leader may
look at the winner's prediction card (nothing to look at when the leader won it)."
"12, Double trick. If a counting 12 is in the trick, its winner may take it as 2 tricks."
"A blocked card loses its effect."

House rules (JUDGE.md, `house`; `rules.sixth_sense.house.House`): `void_leader` "other": after
a void trick the other player leads; `peek` "led_even_blocked": a blocked led 8 still gives its
leader the peek. The explanation names the house rule where it changes the answer.

JUDGE.md fixes the answer, also for a trick in progress: who is winning so far, `requested`
null while no card counts, `next_leader` and `peek` null, `void` false.

`judge_trick` is one pass over at most six plays; cards are the shared `Card` objects, so the
comparisons are identity and small-int work.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Sequence

from json.encoder import encode_basestring as _json_string

from rules.common.answers import Encoded
from rules.errors import RulesError
from rules.message import Joined, Message, Text, msg
from rules.sixth_sense.cards import (BLOCK, DOUBLE, PEEK, REVERSAL, SIXTH_SENSE, Card, Colour,
                                     colour_term)
from rules.sixth_sense.explanations import explain, explain_nothing
from rules.sixth_sense.house import DEFAULT_HOUSE, House


@dataclass(frozen=True, slots=True)
class Play:
    """One card put on the table: a 6 may be declared 9, a 0 may block an earlier play.

    >>> Play(Card.parse("green 6"), declared=9).value
    9
    """

    card: Card
    declared: int | None = None  # a 6 declared as 6 or 9 (None: 6)
    block: int | None = None  # a 0 blocking the play at this index

    @property
    def value(self) -> int:
        """The value the card counts for in this trick."""
        return self.declared if self.declared is not None else self.card.value

    @classmethod
    def of(cls, text: str, *, declared: int | None = None, block: int | None = None) -> "Play":
        return cls(Card.parse(text), declared, block)

    def __str__(self) -> str:
        if self.block is not None:
            return f"{self.card} (blocking play {self.block})"
        if self.declared == 9:
            return f"{self.card} (as 9)"
        return str(self.card)

    def message(self, *, at_start: bool = False) -> Message:
        """The card as played, as a message names it: "green 6 (as 9)" for a 6 declared 9.

        >>> str(Play(Card.parse("green 6"), declared=9).message(at_start=True))
        'Green 6 (as 9)'
        """
        card = self.card.at_start() if at_start else self.card
        if self.declared == 9:
            return msg("{card} (as 9)", card=card, rule="sixth-sense-sixth-sense")
        return card.message()


@dataclass(frozen=True, slots=True)
class TrickResult:
    """The judge's answer for one trick (JUDGE.md, kind "trick")."""

    winner: int | None  # seat; None when void or nothing counts yet
    winning_play: int | None  # index into the plays
    complete: bool
    requested: Colour | None  # the requested colour as it stands
    reversed: bool  # an odd number of counting 4s
    blocked: tuple[int, ...]  # (blocked play, blocking play), or ()
    double: bool  # a counting 12 is in the trick
    peek: int | None  # the seat that may look at the winner's prediction card
    void: bool  # complete and no card counts (2 players and a block)
    next_leader: int | None
    # why: the explanation as a message, or what makes it when first asked (a callable): the
    # engine's hot paths (replays, the app's checks) never pay for words nobody reads
    why: Any = field(compare=False, repr=False)
    obligations: tuple[Colour | None, ...] = ()  # per play: the colour it had to follow
    _memo: list = field(default_factory=list, compare=False, repr=False)

    @property
    def said(self) -> Message | Joined | str:
        """The explanation as data (rules.message): what `render` writes in any language."""
        memo = self._memo
        if not memo:
            why = self.why
            memo.append(why() if callable(why) else why)
        return memo[0]

    @property
    def explanation(self) -> str:
        """The explanation in English, as the judge prints it (JUDGE.md)."""
        said = self.said
        memo = self._memo
        if len(memo) == 1:
            memo.append(said if isinstance(said, str) else Text.of(said))
        return memo[1]

    def as_json(self) -> dict:
        """The judge's answer, with its JSON text (`Encoded`: the judge writes it as it is)."""
        requested = None if self.requested is None else _NAMES[self.requested]
        explanation = self.explanation
        key = (self.winner, self.winning_play, self.complete, requested, self.reversed,
               self.blocked, self.double, self.peek, self.void, self.next_leader)
        out = Encoded(zip(_FIELDS, key))
        out["blocked"] = list(self.blocked)
        out["explanation"] = explanation
        head = _HEADS.get(key)
        if head is None:
            head = _head(key, out)
        out.json = head + _json_string(explanation) + "}"
        return out


# The answer's fields (JUDGE.md), and its JSON up to the explanation by the values before it
# (a few thousand different ones): the judge writes thousands of answers a second.
_FIELDS = ("winner", "winning_play", "complete", "requested", "reversed", "blocked", "double",
           "peek", "void", "next_leader", "explanation")
_HEADS: dict[tuple, str] = {}
_NAMES = {colour: colour.value for colour in Colour}


def _head(key: tuple, answer: dict) -> str:
    import json

    text = json.dumps(dict(answer, explanation=""), ensure_ascii=False)
    head = text[:-len('""}')]
    if len(_HEADS) < 1 << 14:
        _HEADS[key] = head
    return head


def validate(plays: Sequence[Play], players: int, trump: Colour | None = None,
             removed: Colour | None = None) -> int | None:
    """Refuse plays the rules do not allow; returns the index of the blocking play, if any."""
    if len(plays) > players:
        raise RulesError(msg("a trick of {players} players has at most {players} plays, not "
                             "{given}", players=players, given=len(plays)), f"plays[{players}]")
    block_at = None
    seen = 0  # bit mask over Card.index
    for i, play in enumerate(plays):
        card = play.card
        bit = 1 << card.index
        if seen & bit:
            raise RulesError(msg("{card} is played twice: each card exists once", card=card),
                             f"plays[{i}]")
        seen |= bit
        if removed is not None and card.colour is removed:
            raise RulesError(msg("{card} is not in play: {colour} was taken out of the deck",
                                 card=card, colour=colour_term(removed)), f"plays[{i}]")
        if play.declared is not None:
            if card.value != SIXTH_SENSE:
                raise RulesError(msg("only a 6 can be declared as 6 or 9, and {card} is not a 6",
                                     card=card), f"plays[{i}]")
            if play.declared not in (6, 9):
                raise RulesError(msg("a 6 counts as 6 or 9, not {given}", given=f"{play.declared}"),
                                 f"plays[{i}]")
        if play.block is not None:
            target = play.block
            if card.value != BLOCK:
                raise RulesError(msg("only a 0 can block, and {card} is not a 0", card=card),
                                 f"plays[{i}]")
            if i == 0:
                raise RulesError(msg("{card} cannot block as the lead: there is no card before "
                                     "it (a 0 may lead only as a plain 0)", card=card),
                                 f"plays[{i}]")
            if block_at is not None:
                raise RulesError(msg("only one card may block per trick, and play {index} "
                                     "already blocks", index=block_at), f"plays[{i}]")
            if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < i:
                raise RulesError(msg("{card} can only block a card played earlier in this trick "
                                     "(plays 0 to {last}), not play {given}", card=card,
                                     last=i - 1, given=repr(target)), f"plays[{i}]")
            block_at = i
    return block_at


def judge_trick(plays: Sequence[Play], *, players: int, trump: Colour | None,
                leader: int = 0, removed: Colour | None = None,
                check: bool = True, house: House = DEFAULT_HOUSE) -> TrickResult:
    """Who wins (or is winning so far), with everything JUDGE.md asks about the trick.

    >>> r = judge_trick([Play.of(t) for t in ("blue 10", "red 4", "green 1", "yellow 1")],
    ...                 players=4, trump=Colour.BLUE)
    >>> r.winner, r.reversed
    (3, True)
    """
    if check:
        if trump is not None and removed is trump:
            raise RulesError(msg("{colour} cannot be both trump and the removed colour",
                                 colour=colour_term(trump)), "removed")
        block_at = validate(plays, players, trump, removed)
    else:
        block_at = None
        for i, p in enumerate(plays):
            if p.block is not None:
                block_at = i
                break
    n = len(plays)
    complete = n == players
    blocked: tuple[int, ...] = ()
    if block_at is not None:
        blocked = (plays[block_at].block, block_at)  # type: ignore[assignment]
    dead_a, dead_b = blocked if blocked else (-1, -1)

    # The requested colour each play had to follow, and the one that stands at the end.
    # The lead sets it; a block of the lead passes it to the next counting card, already on
    # the table or still to come (then the next play sets it).
    obligations: list[Colour | None] = []
    requested: Colour | None = None
    for i in range(n):
        obligations.append(requested)
        if i == dead_b:
            if dead_a == 0:
                # every play between the lead and the block counts: the first of them, if any
                requested = plays[1].card.colour if i > 1 else None
        elif requested is None:
            requested = plays[i].card.colour
    return _finish(plays, players, trump, leader, complete, blocked, requested,
                   tuple(obligations), house)


def _finish(plays: Sequence[Play], players: int, trump: Colour | None, leader: int,
            complete: bool, blocked: tuple[int, ...], requested: Colour | None,
            obligations: tuple[Colour | None, ...], house: House = DEFAULT_HOUSE
            ) -> TrickResult:
    dead_a, dead_b = blocked if blocked else (-1, -1)
    # One pass: what counts, how many 4s and 12s count, and the best card both ways up.
    tiers: dict[int, int] = {}  # counting play -> 2 trump, 1 requested colour, 0 other
    fours: list[int] = []
    double = False
    high = low = -1
    high_key = low_key = (0, 0)
    for i, p in enumerate(plays):
        if i == dead_a or i == dead_b:
            continue
        card = p.card
        value = card.value
        if value == REVERSAL:
            fours.append(i)
        elif value == DOUBLE:
            double = True
        elif p.declared is not None:
            value = p.declared
        colour = card.colour
        tier = 2 if colour is trump else (1 if colour is requested else 0)
        tiers[i] = tier
        # Highest: tier, then value (unique within a colour). Lowest: tier, then value, and
        # among equal lows the later play (>= keeps the last one).
        key = (tier, value)
        if high < 0 or key > high_key:
            high, high_key = i, key
        if low < 0 or key <= low_key:
            low, low_key = i, key
    reversed_ = len(fours) % 2 == 1
    if not tiers:
        void = complete
        # who leads after a void trick: the same leader (the ruling), or the other player
        other = void and house.void_leader == "other"
        after = (leader + 1) % players if other else leader
        why = partial(explain_nothing, tuple(plays), blocked, complete, leader, players,
                      after if other else None)
        return TrickResult(None, None, complete, None, reversed_, blocked, double, None, void,
                           after if void else None, why, obligations)
    best = low if reversed_ else high
    winner = (leader + best) % players
    peek = None
    house_peek = False  # the peek comes from the house rule (a blocked led 8)
    if complete and plays[0].card.value == PEEK and winner != leader:
        if dead_a != 0:
            peek = leader
        elif house.peek == "led_even_blocked":
            peek, house_peek = leader, True
    why = partial(explain, tuple(plays), players, trump, leader, requested, tiers, fours,
                  reversed_, best, blocked, complete, double, peek, house_peek)
    return TrickResult(winner, best, complete, requested, reversed_, blocked, double, peek,
                       False, winner if complete else None, why, obligations)
