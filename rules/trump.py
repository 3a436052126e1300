"""A round's trump as a typed value (issue 12, 22): a colour (6th Sense), a suit (nomination
whist), no trump, or not chosen yet, each distinct. A round without a trump phase (6th Sense's
novice variant, the shedding game) has no trump value at all: its `EntryForm` has no TRUMP
phase, and that is not a trump.

A round's trump choices (`EntryForm.trumps`) hold these values themselves (`Choice.value`);
the round's draft holds the chosen one, and so does the round's entry (`RoundEntry.trump`),
through the sheets' checks, the replay, the services and the screens. Decided (issue 30):
`RoundEntry.trump` is a `Trump` chosen (a colour, a suit, or NO_TRUMP), or None when the round
has no trump yet (not chosen, a late trump not turned yet) or has no trump phase at all.
NOT_CHOSEN is never recorded: an entry says "none yet" with None.

Only the edges keep the stored form, the colour's or the suit's name ("red", "S") or null: the
store and an export (`scorepad.store.round_rows`, the one row <-> value module) and the judge's
JSON. `trump_stored` reads the stored form into its value (once, at load or import) against the
round's choices, in this one place for every game, and `stored_name` writes it back:

- exactly a choice's stored name: that choice's value;
- null: NO_TRUMP when the round offers no trump as a choice (whist), else None (not chosen);
- anything else: a `Trump` of that name that is none of the choices, which the sheet's check
  refuses in its own words (`is_choice` says whether a trump may be recorded).

Decided (the issue's `" RED "`): what is read is exactly what is stored. A value that differs
from every choice, in case or by spaces included, is refused with the sheet's clear message and
nothing is saved; it is never stored differently from what was checked. (The judge reads its
requests' trump as JUDGE.md says; that contract does not change.)

How the round screen asks for the trump is data too (`TrumpWords`): the chips' layout, the
prompts and labels as engine messages, so the app draws any game's trump row without knowing
a colour from a suit.

>>> from rules.scoresheet import Choice
>>> suits = (Choice(Trump(SUIT, "S"), "spades"), Choice(NO_TRUMP, "no trump"))
>>> trump_stored("S", suits), trump_stored(None, suits) is NO_TRUMP
(Trump(kind='suit', name='S'), True)
>>> trump_stored(None, suits[:1]), trump_stored(" s ", suits), is_choice(Trump(SUIT, " s "), suits)
(None, Trump(kind='suit', name=' s '), False)
>>> stored_name(NO_TRUMP), stored_name(trump_stored("S", suits)), stored_name(None)
(None, 'S', None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from rules.message import Message, Seat, msg, term

# the kinds of trump value
COLOUR = "colour"  # a colour of 6th Sense ("red")
SUIT = "suit"  # a suit letter of nomination whist ("S")
NONE = "none"  # no trump: the round is played without one
UNKNOWN = "not-chosen"  # not known yet (or not written down)
KINDS = (COLOUR, SUIT, NONE, UNKNOWN)


@dataclass(frozen=True, slots=True)
class Trump:
    kind: str  # KINDS
    name: str | None = None  # the colour's or suit's stored name; None for NONE, NOT_CHOSEN

    @property
    def chosen(self) -> bool:
        """The trump is known: a colour, a suit, or no trump."""
        return self.kind != UNKNOWN

    @property
    def key(self) -> str:
        """A stable name for a control that chooses it ("red", "S", "none")."""
        return self.name if self.name is not None else self.kind


NO_TRUMP = Trump(NONE)  # the round is played without trump
NO_TRUMP_TERM = term("no trump")  # how the table says it, in any game
NOT_CHOSEN = Trump(UNKNOWN)  # not known yet


def trump_stored(value: object, choices: Sequence[Any]) -> Trump | None:
    """The stored form of a round's trump (`value`: a name, or null) as its value, read against
    the round's trump `choices` (`rules.scoresheet.Choice`, each holding its `Trump`; NO_TRUMP
    is the "no trump" choice). The edges call it, once per round read (`round_rows`)."""
    if value is None:
        return NO_TRUMP if any(c.value == NO_TRUMP for c in choices) else None
    for c in choices:
        if isinstance(c.value, Trump) and c.value.name is not None and c.value.name == value:
            return c.value
    # none of the choices: kept as written, so the sheet refuses it in its own words
    kinds = [c.value.kind for c in choices
             if isinstance(c.value, Trump) and c.value.name is not None]
    return Trump(kinds[0] if kinds else UNKNOWN, value)  # type: ignore[arg-type]


def stored_name(trump: Trump | None) -> str | None:
    """A round's trump as the store and an export write it: the colour's or the suit's name;
    null for no trump and for none yet."""
    return None if trump is None else trump.name


def is_choice(trump: object, choices: Sequence[Any]) -> bool:
    """`trump` may be recorded for a round offering `choices`: one of them, or None (none
    yet). NO_TRUMP only when the round offers it."""
    if trump is None:
        return True
    for c in choices:  # the very value (a chip's) first: no comparison made
        if c.value is trump or c.value == trump:
            return True
    return False


def _filled(message: Message, **params: Any) -> Message:
    return replace(message, params=tuple(params.items()))


@dataclass(frozen=True, slots=True)
class TrumpWords:
    """How the round screen asks for the trump: the layout of its chips and every phrase, as
    engine messages (the catalogs: rules/locale). A message's `{colour}`/`{suit}` is filled
    with the choice's word (`Choice.said`), `{name}` with the seat who chooses (a `Seat`: the
    app names the player)."""

    control: str = "trump"  # the chips' identifiers: "round-<control>-<Choice.key>"
    wide: bool = True  # the chips share one row, each as wide (else they wrap, sized by words)
    #: while nothing is chosen
    ask: Message = msg("Trump — tap the colour turned up")
    #: while the row is not shown yet (a trump known only once every call is in)
    waiting: Message = msg("Late trump: turn it after the predictions.")
    chosen: Message = msg("Trump: {colour}")  # once chosen; param "colour"
    chip: Message = msg("Trump {colour}")  # a chip as a screen reader says it; param "colour"
    named: Message = msg("trump {colour}")  # the trump inside a line (a draft in words)
    param: str = "colour"  # the name of the choice's parameter in the messages above
    #: the prompt names who chooses, once the sheet says (`trump_chooser_of`)
    chooser: bool = False

    def said(self, message: Message, word: Any) -> Message:
        """`message` (chosen, chip, named) with the choice's word filled in."""
        return _filled(message, **{self.param: word})

    def asking(self, seat: int | None, calls: Sequence[int | None]) -> Message:
        """The prompt while nothing is chosen: who chooses, by the highest call (equal highest:
        the first of them in bidding order, RULES.md), when this row names one."""
        if not self.chooser or seat is None:
            return self.ask
        known = [c for c in calls if c is not None]
        if known and known.count(max(known)) > 1:
            return msg("Trump — {name} chooses (first of the equal highest bids)",
                       name=Seat(seat))
        return msg("Trump — {name} chooses (the highest bid)", name=Seat(seat))


#: the trump row of a game whose trump is a suit, chosen by the highest bidder
SUIT_CHOSEN = TrumpWords(
    control="suit", wide=False, ask=msg("Trump — the highest bidder chooses"),
    waiting=msg("Trump: the highest bidder chooses once every bid is in."),
    chosen=msg("Trump: {suit}"), chip=msg("Trump {suit}"), named=msg("trump {suit}"),
    param="suit", chooser=True)
#: ... whose trump is the suit of a card turned from the deck once every bid is in
SUIT_TURNED = replace(
    SUIT_CHOSEN, ask=msg("Trump — the turned card's suit"),
    waiting=msg("Trump: the turned card's suit, entered once every bid is in."), chooser=False)
#: the trump row of a game whose trump is a colour turned up before the calls
COLOUR_TURNED = TrumpWords()
