"""Who wins a trick of nomination whist (RULES.md Game B; sheet `002_...`).

The leader plays any card; its suit is the suit led. The others, clockwise, must follow suit
if they can ("if the first card was a diamond and you have a diamond in your hand you must lay
it down"); otherwise they may play any card. A trick is won by the highest trump if any trump
was played, else by the highest card of the suit led; cards of other suits never win, whatever
their rank. Ace is high. With no trump ("no trumps ... means the highest card wins the trick")
the highest card of the suit led wins. The winner leads the next trick.

A trick in progress (fewer plays than players) says who is winning so far.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from json.encoder import encode_basestring as _json_string

from rules.common.answers import TRICK_FIELDS, Encoded
from rules.message import Message, Text, keep_said, msg
from rules.whist.cards import SUIT_SINGULAR_TERMS, SUIT_TERMS, Card

_WINNING = "nomination-whist-winning"


@dataclass(frozen=True, slots=True)
class TrickResult:
    """Who wins (or is winning) a trick; the fields of the judge's trick answer."""

    winner: int | None  # seat; None while no card is played
    winning_play: int | None  # index into the plays
    complete: bool
    requested: str | None  # the suit led
    next_leader: int | None  # the winner once the trick is complete
    explanation: str  # English (a `rules.message.Text` keeping the message)
    said: Any = field(default=None, compare=False)  # the explanation as data (rules.message)

    def __post_init__(self) -> None:
        keep_said(self)  # built from a message: keep both

    def as_json(self) -> dict:
        # the fields in the order `rules.common.answers.TRICK_FIELDS` fixes (all JSON scalars)
        return dict(zip(TRICK_FIELDS, (self.winner, self.winning_play, self.complete,
                                       self.requested, self.next_leader, self.explanation)))


def winning_index(cards: Sequence[Card], trump: str | None) -> int | None:
    """Index of the play that wins (or is winning so far); None for no plays.

    >>> winning_index([Card(12, "H"), Card(2, "S"), Card(14, "H")], "S")
    1
    """
    if not cards:
        return None
    best = 0
    best_card = cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        if card.suit == best_card.suit:
            if card.rank > best_card.rank:
                best, best_card = i, card
        elif card.suit == trump:
            best, best_card = i, card
    return best


def explain(cards: Sequence[Card], trump: str | None, best: int | None,
            complete: bool) -> Message:
    """One or two plain sentences: why this card wins (or is winning), as a message."""
    if best is None:
        return msg("No card has been played yet: nobody is winning.", rule=_WINNING)
    card = cards[best]
    led = cards[0].suit
    if trump is not None and card.suit == trump:
        suit = SUIT_TERMS[trump]
        if led == trump:
            if complete:
                return msg("{card} wins: it is the highest trump ({trump}, also the suit led).",
                           card=card, trump=suit, rule=_WINNING)
            return msg("{card} is winning so far: it is the highest trump ({trump}, also the "
                       "suit led).", card=card, trump=suit, rule=_WINNING)
        if complete:
            return msg("{card} wins: it is the highest trump ({trump}) in the trick.",
                       card=card, trump=suit, rule=_WINNING)
        return msg("{card} is winning so far: it is the highest trump ({trump}) in the trick.",
                   card=card, trump=suit, rule=_WINNING)
    if len(cards) == 1:
        if trump is None:
            if complete:
                return msg("{card} wins: it is the only card played so far (no trump this "
                           "round).", card=card, rule=_WINNING)
            return msg("{card} is winning so far: it is the only card played so far (no trump "
                       "this round).", card=card, rule=_WINNING)
        if complete:
            return msg("{card} wins: it is the only card played so far, and no trump ({trump}) "
                       "was played.", card=card, trump=SUIT_TERMS[trump], rule=_WINNING)
        return msg("{card} is winning so far: it is the only card played so far, and no trump "
                   "({trump}) has been played.", card=card, trump=SUIT_TERMS[trump],
                   rule=_WINNING)
    suit_led = SUIT_SINGULAR_TERMS[led]
    if trump is None:
        if complete:
            return msg("{card} wins: it is the highest {suit}, the suit led, and no trump this "
                       "round.", card=card, suit=suit_led, rule=_WINNING)
        return msg("{card} is winning so far: it is the highest {suit}, the suit led, and no "
                   "trump this round.", card=card, suit=suit_led, rule=_WINNING)
    if complete:
        return msg("{card} wins: it is the highest {suit}, the suit led, and no trump ({trump}) "
                   "was played.", card=card, suit=suit_led, trump=SUIT_TERMS[trump],
                   rule=_WINNING)
    return msg("{card} is winning so far: it is the highest {suit}, the suit led, and no trump "
               "({trump}) was played.", card=card, suit=suit_led, trump=SUIT_TERMS[trump],
               rule=_WINNING)


# explain()'s message, its English and that English as a JSON string, by what they depend on:
# the winning card, the trump, the suit led, complete or not, one card or more (at most
# 52 * 5 * 4 * 2 * 2 entries); the judge says the same few thousand sentences over and over.
_EXPLAINED: dict[tuple, tuple[Text, str]] = {}


def _explained(cards: Sequence[Card], trump: str | None, best: int | None,
               complete: bool) -> tuple[Text, str]:
    if best is None:
        key: tuple = (None, trump, complete)
    else:
        card = cards[best]
        key = (card.rank, card.suit, trump, cards[0].suit, complete, len(cards) == 1)
    hit = _EXPLAINED.get(key)
    if hit is None:
        text = Text.of(explain(cards, trump, best, complete))
        hit = _EXPLAINED[key] = (text, _json_string(text))
    return hit


def explained(cards: Sequence[Card], trump: str | None, best: int | None,
              complete: bool) -> Text:
    """`explain(...)` as a `Text` (its English, keeping the message in ``said``), built once
    for each different sentence."""
    return _explained(cards, trump, best, complete)[0]


def _fields(cards: Sequence[Card], players: int, trump: str | None, leader: int) -> tuple:
    """The trick answer's values, in `TrickResult`'s (and `TRICK_FIELDS`') order."""
    best = winning_index(cards, trump)
    complete = len(cards) == players
    winner = None if best is None else (leader + best) % players
    return (winner, best, complete, cards[0].suit if cards else None,
            winner if complete else None, explained(cards, trump, best, complete))


def resolve(cards: Sequence[Card], *, players: int, trump: str | None, leader: int) -> TrickResult:
    """Judge a trick (complete, or in progress when fewer cards than players)."""
    fields = _fields(cards, players, trump, leader)
    return TrickResult(*fields, fields[-1].said)


def judge(cards: Sequence[Card], *, players: int, trump: str | None, leader: int) -> dict:
    """The judge's trick answer (JUDGE.md, nomination-whist): winner, winning_play,
    complete, requested, next_leader, explanation (`resolve(...).as_json()`, without the
    result object), with its JSON text (`Encoded`: the judge writes it as it is). The fields
    in `TRICK_FIELDS`' order."""
    best = winning_index(cards, trump)
    complete = len(cards) == players
    text, quoted = _explained(cards, trump, best, complete)
    if best is None:
        out = Encoded(winner=None, winning_play=None, complete=complete, requested=None,
                      next_leader=None, explanation=text)
        out.json = (f'{{"winner": null, "winning_play": null, "complete": {_BOOL[complete]}, '
                    f'"requested": null, "next_leader": null, "explanation": {quoted}}}')
        return out
    winner = (leader + best) % players
    led = cards[0].suit
    if complete:
        out = Encoded(winner=winner, winning_play=best, complete=True, requested=led,
                      next_leader=winner, explanation=text)
        out.json = (f'{{"winner": {winner}, "winning_play": {best}, "complete": true, '
                    f'"requested": "{led}", "next_leader": {winner}, "explanation": {quoted}}}')
    else:
        out = Encoded(winner=winner, winning_play=best, complete=False, requested=led,
                      next_leader=None, explanation=text)
        out.json = (f'{{"winner": {winner}, "winning_play": {best}, "complete": false, '
                    f'"requested": "{led}", "next_leader": null, "explanation": {quoted}}}')
    return out


_BOOL = {True: "true", False: "false"}
