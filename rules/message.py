"""Messages as data: what the engine says, as an id and typed parameters.

The engine never builds a finished sentence. It says `msg("{seat} has no bid yet.",
seat=Seat(2))`: the English template is the message's id (and its gettext msgid), the
parameters keep their types (a seat is a `Seat`, several seats are `Seats`, a card is the card,
a number is a number, a word of the game is a `Term`). `rules.language.render` turns a message
into text in one of the rule sheet's languages, with the players' names when it has them;
`str(message)` is the English the judge prints ("seat 2" for a seat).

Plurals are chosen by the renderer from a count: `msg_n("{n} trick", "{n} tricks", n=3)`.
Sentences made of parts are `joined(parts, "; ")`. A message that rests on a rule of the sheet
carries the rule's id (`rule="sixth-sense-reversal"`), so a screen can link to it.

>>> str(msg("{seat} has no bid yet.", seat=Seat(2)))
'Seat 2 has no bid yet.'
>>> str(msg_n("{n} void trick", "{n} void tricks", n=2))
'2 void tricks'
>>> str(msg("{seats} share the win.", seats=Seats((0, 1))))
'Seats 0 and 1 share the win.'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat named in a message: the player's name on a screen, "seat 2" in the judge."""

    index: int


@dataclass(frozen=True, slots=True)
class Seats:
    """Several seats named together: "Ann and Bob", "seats 0 and 1"."""

    indices: tuple[int, ...]
    english_join: str = " and "  # how the judge has always joined them in English ("0, 1")


@dataclass(frozen=True, slots=True)
class Term:
    """A word of the game that the renderer translates: a colour, a suit, a card kind.
    `context` (a gettext msgctxt) tells one use of the word from another: a colour said inside
    a card's phrase ("card") agrees with the card in the languages that decline it ("die rote
    5", "de rode 5") where the colour named on its own does not ("rot", "rood")."""

    english: str
    context: str | None = None

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True, slots=True)
class Listing:
    """Several values joined as a list in the language ("a, b and c" / "a, b und c"), by its
    CLDR list pattern; after a preposition French says it before each item ("d’Anna et de
    Ben", rules.grammar.each). Lists are never joined with ", " in code."""

    items: tuple[Any, ...]
    english_join: str = " and "


@dataclass(frozen=True, slots=True)
class Typed:
    """A card an error names beside the text that was typed: in English the typed text
    quoted, as the judge has always written it ("'QH'"); in another language the card in its
    words, the typed text beside it ("la dame de cœur ('QH')")."""

    card: Any
    text: str

    @staticmethod
    def of(card: Any) -> "Typed":
        return Typed(card, repr(str(card)))

    def __str__(self) -> str:
        return self.text


class Text(str):
    """English text that keeps the message it was rendered from: `str(message)` is a `Text`,
    so an answer that holds the English (the judge's JSON) still knows what was said, and
    `python -m rules judge --lang` renders `said` in another language."""

    said: "Message | Joined"

    @staticmethod
    def of(said: "Message | Joined", english: str | None = None) -> "Text":
        """`said`'s English (`english` when the caller has already written it) as a Text."""
        text = Text(_english(said) if english is None else english)
        text.said = said
        return text


def _english(said: Any) -> str:
    """The English of a message (rules.language.render, imported on first use)."""
    global _english
    from rules.language import english

    _english = english
    return english(said)


@dataclass(frozen=True, slots=True)
class Message:
    """One thing the engine says. `template` is English with `{name}` placeholders."""

    template: str
    params: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None  # the English plural template; the count is `params["n"]`
    rule: str | None = None  # the rule it rests on (a section of the Rules screen)
    context: str | None = None  # the catalog's msgctxt ("card": a card's own phrase)
    capital: bool = False  # it opens a sentence: its first letter is a capital
    # its English once written (`rules.language.english` keeps it: a message never changes,
    # and the judge says the same sentences over and over)
    _text: str | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.params)

    @property
    def count(self) -> int | None:
        value = self.args.get("n")
        return value if isinstance(value, int) else None

    def __str__(self) -> str:
        return Text.of(self)

    def with_rule(self, rule: str | None) -> "Message":
        return Message(self.template, self.params, self.plural, rule, self.context, self.capital)

    def opening(self) -> "Message":
        """The same message where it opens a sentence (its first letter a capital)."""
        return Message(self.template, self.params, self.plural, self.rule, self.context, True)


@dataclass(frozen=True, slots=True)
class Joined:
    """Messages said one after the other with `sep` between them (no catalog entry)."""

    parts: tuple[Any, ...]
    sep: str = " "
    rule: str | None = None

    def __str__(self) -> str:
        return Text.of(self)


Said = Message | Joined | str  # what an engine value may carry where text is shown


def keep_said(result: Any, name: str = "explanation") -> None:
    """For a frozen result given a message where it keeps its English (`name`): keep the
    message in `result.said` and its English, as a `Text`, in `name` (a result's
    `__post_init__` calls this)."""
    value = getattr(result, name)
    if isinstance(value, (Message, Joined)):
        object.__setattr__(result, "said", value)
        object.__setattr__(result, name, Text.of(value))


def msg(template: str, *, rule: str | None = None, **params: Any) -> Message:
    """A message; its parameters are typed values (see the module's docstring)."""
    return Message(template, tuple(params.items()), None, rule)


def msg_n(singular: str, plural: str, *, n: int, rule: str | None = None,
          **params: Any) -> Message:
    """A message whose words follow the count `n` (the language's plural rules)."""
    return Message(singular, (("n", n), *params.items()), plural, rule)


def msg_c(context: str, template: str, *, rule: str | None = None, **params: Any) -> Message:
    """A message with a catalog context (msgctxt): the same English said another way in
    another language, e.g. a card's phrase (`msg_c("card", "{colour} {value}", ...)`: "le 5
    rouge", "die rote 5"), whose article and word order are the translator's."""
    return Message(template, tuple(params.items()), None, rule, context)


def term(english: str) -> Term:
    """A word of the game, marked for the catalogs (a colour, a suit...)."""
    return Term(english)


def cterm(context: str, english: str) -> Term:
    """A word of the game in a context (msgctxt): `cterm("card", "red")` is the colour as a
    card's phrase says it ("rote" in "die rote 5")."""
    return Term(english, context)


def joined(parts: Iterable[Any], sep: str = " ", *, rule: str | None = None) -> Joined:
    items = tuple([p for p in parts if p is not None and not (isinstance(p, str) and p == "")])
    if rule is None:  # the first part that rests on a rule gives the whole its rule
        for p in items:
            rule = getattr(p, "rule", None)
            if rule:
                break
        else:
            rule = None
    return Joined(items, sep, rule)


def rule_of(value: Any) -> str | None:
    """The rule a message rests on, if any."""
    return getattr(value, "rule", None)


def params_of(value: Mapping[str, Any] | None) -> tuple[tuple[str, Any], ...]:
    return tuple((value or {}).items())


def reseat(value: Any, seats: "tuple[int, ...] | list[int]") -> Any:
    """`value` (a message, a joined sentence, a seat, a list...) with every seat it names
    renumbered: seat `i` becomes `seats[i]`. What a score sheet says of a round's table
    (its seats numbered 0.. in that round, rules.table) said of the game's seats."""
    if isinstance(value, Seat):
        return Seat(seats[value.index]) if 0 <= value.index < len(seats) else value
    if isinstance(value, Seats):
        return Seats(tuple(seats[i] if 0 <= i < len(seats) else i for i in value.indices),
                     value.english_join)
    if isinstance(value, Message):
        return Message(value.template, tuple((k, reseat(v, seats)) for k, v in value.params),
                       value.plural, value.rule, value.context, value.capital)
    if isinstance(value, Joined):
        return Joined(tuple(reseat(p, seats) for p in value.parts), value.sep, value.rule)
    if isinstance(value, Listing):
        return Listing(tuple(reseat(p, seats) for p in value.items), value.english_join)
    return value
