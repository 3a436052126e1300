"""A game's options: typed, frozen values, and the specs that describe them as data (issue 12).

Parse at the boundary: `SCORESHEET.options(players, raw)` turns a raw mapping (a request, the
new-game form, an import) into the game's frozen options type, or raises `RulesError` naming the
bad option. `.to_dict()` is the stored and exported form (it does not change with the types).
`<Type>.of(value)` reads options back: the typed value itself, or a stored mapping (a game
stored before a house rule existed reads as that rule's default). The sheets' methods accept
either, so a stored row can be handed to them as it is read.

`OptionSpec`s say, per game, which options a table chooses: the kind (a choice, a whole number,
a switch), the choices, the default, when an option applies, and its words (terms and messages
of the engine's catalog). The app's new-game screen, its options text and the house-rules line
are rendered from them and know no game.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, Callable, ClassVar, Iterator, Mapping, Sequence

CHOICE = "choice"  # one of `OptionSpec.picks`
NUMBER = "number"  # a whole number above 0, typed
SWITCH = "switch"  # true or false
KINDS = (CHOICE, NUMBER, SWITCH)

#: a condition on the other options: (key, the values it must have), all of them must hold
Conditions = tuple[tuple[str, tuple[Any, ...]], ...]


@dataclass(frozen=True, slots=True)
class Pick:
    """One value of a choice: `value` as stored, `key` its control's name ("standard",
    "red", "9"), `label` its words on the chip (a term), `tip` what a screen reader says
    (a message; None: the label), `paint` how its chip is painted (`rules.paint.Paint`: a
    colour of the game's cards; None: the theme's colours)."""

    value: Any
    key: str
    label: Any
    tip: Any = None
    paint: Any = None


@dataclass(frozen=True, slots=True)
class Note:
    """A line of help shown under an option while `when` holds."""

    text: Any
    when: Conditions = ()


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option a table chooses when a game starts, as data.

    - `key`: the option's key in the options; `kind`: CHOICE, NUMBER or SWITCH; `default`: its
      value when not chosen (None: none); `control`: the stem of its controls' identifiers
      (`newgame-<control>`, a choice's chips `newgame-<control>-<pick key>`).
    - `exists`: the option is part of the game only while these hold (else it is left out of
      the options: a target score with a fixed number of rounds); `players`: only with these
      numbers of players (empty: any); `shown`: a screen shows it (and a summary names it)
      only while these hold; `required`: it has no default, the table must choose it.
    - `label`: the section title of a choice or number, or a switch's words (a term);
      `group`: switches under one section title (a term); `under`: a number shown inside the
      section of that option (the target inside "End"); `notes`: help lines.
    - `suggested`: what a number's field shows before anything is typed; `refusal`: the
      message (a template with `{typed}`) when what is typed is not a whole number above 0;
      `pending`: what a summary says while a required option is not chosen; `blank`: a
      number left empty takes its default (the rounds of the set-up table).
    - `said(value)`: the option's value as a short phrase (a message; None: nothing to say);
      `main`: named in every summary, even at its default; `full`: a full summary names it at
      its default only while these hold; `house(value)`: the phrase of a house rule.
    - `what_if(value)`: the value as a reading a what-if tries ("novice scoring", a message),
      set on the options that change only the points of the rounds as reported (a choice or
      a switch): a what-if may change these and no other.
    """

    key: str
    kind: str
    default: Any
    control: str
    label: Any = None
    picks: tuple[Pick, ...] = ()
    exists: Conditions = ()
    players: tuple[int, ...] = ()
    shown: Conditions = ()
    required: bool = False
    group: Any = None
    under: str | None = None
    notes: tuple[Note, ...] = ()
    suggested: int | None = None
    refusal: str = ""
    pending: Any = None
    painted: bool = False  # the picks are colours, painted as such
    blank: bool = False  # a number that may be left empty: its default then
    said: Callable[[Any], Any] | None = None
    main: bool = False
    full: Conditions = ()
    house: Callable[[Any], Any] | None = None
    what_if: Callable[[Any], Any] | None = None

    def allows(self, value: Any) -> bool:
        """Whether `value` is one this option can take (a number: any whole number above 0)."""
        if self.kind == SWITCH:
            return isinstance(value, bool)
        if self.kind == NUMBER:
            return is_count(value)
        return any(p.value == value for p in self.picks) or (value is None and not self.required
                                                              and self.default is None)

    def exists_with(self, values: Mapping[str, Any], players: int | None = None) -> bool:
        """Whether the option is part of a game with these other values (and players)."""
        if players is not None and self.players and players not in self.players:
            return False
        return holds(self.exists, values)

    def shown_with(self, values: Mapping[str, Any], players: int | None = None) -> bool:
        return self.exists_with(values, players) and holds(self.shown, values)


def N_(text: str) -> str:
    """Marks a message template for the engine's catalog where it is defined (a refusal
    filled in later: `msg(spec.refusal, typed=...)`)."""
    return text


def holds(conditions: Conditions, values: Mapping[str, Any]) -> bool:
    return all(values.get(key) in allowed for key, allowed in conditions)


def is_count(value: object) -> bool:
    """A whole number above 0 (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def values_of(specs: Sequence[OptionSpec], options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Each spec's value in `options` (a stored or drafted mapping): left out or null, its
    default (a game stored before a house rule existed reads as its default)."""
    given = dict(options or {})
    return {s.key: given[s.key] if given.get(s.key) is not None else s.default for s in specs}


class GameOptions(Mapping[str, Any]):
    """The base of a game's frozen options type: a frozen dataclass (declared with
    ``eq=False``: equality is the base's) whose fields are the option keys in stored order.

    Code reads the attributes. The type is also a read-only mapping of its stored form
    (`to_dict()`), so what stores, exports or compares options as a dict keeps working:
    ``dict(options)``, ``options == {"short": False, ...}``.
    """

    __slots__ = ()
    SPECS: ClassVar[tuple[OptionSpec, ...]] = ()
    #: keys left out of the stored form while null (an option added later that most games
    #: never set: a game stored or exported without it reads and writes as before)
    OPTIONAL: ClassVar[tuple[str, ...]] = ()

    def to_dict(self) -> dict[str, Any]:
        """The stored and exported form: every key, in order (as before the types)."""
        return {k: _plain(getattr(self, k)) for k in self._stored_keys()}

    def _stored_keys(self) -> tuple[str, ...]:
        keys = _keys(type(self))
        if not self.OPTIONAL:
            return keys
        return tuple(k for k in keys if k not in self.OPTIONAL or getattr(self, k) is not None)

    # -- the stored form as a read-only mapping
    def __getitem__(self, key: str) -> Any:
        if key not in self._stored_keys():
            raise KeyError(key)
        return _plain(getattr(self, key))

    def __iter__(self) -> Iterator[str]:
        return iter(self._stored_keys())

    def __len__(self) -> int:
        return len(self._stored_keys())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return self.to_dict() == dict(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((type(self), tuple(self.to_dict().items())))

    @property
    def target_score(self) -> int | None:
        """The score the game is played to, None when it ends after a number of rounds."""
        return None

    @classmethod
    def of(cls, value: "GameOptions | Mapping[str, Any] | None") -> Any:
        """The options as this type: `value` itself, or read from a stored mapping (unknown
        keys ignored, a key left out or null: its default). Not a check: stored options were
        checked by `SCORESHEET.options` when the game started."""
        if isinstance(value, cls):
            return value
        if isinstance(value, GameOptions):
            value = value.to_dict()
        return cls.stored(dict(value or {}))

    @classmethod
    def stored(cls, given: dict[str, Any]) -> Any:
        names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        return cls(**{k: v for k, v in given.items() if k in names and v is not None})


_KEYS: dict[type, tuple[str, ...]] = {}


def _keys(cls: type) -> tuple[str, ...]:
    """The option keys of an options type: its fields, in stored order (looked up once)."""
    keys = _KEYS.get(cls)
    if keys is None:
        keys = _KEYS[cls] = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
    return keys


def _plain(value: Any) -> Any:
    """A stored value: an enum as its value (a colour as "red")."""
    return value.value if isinstance(value, Enum) else value


@dataclass(frozen=True, slots=True, eq=False)
class NoOptions(GameOptions):
    """The options of a game that has none."""

    @classmethod
    def parse(cls, players: int, options: Mapping[str, Any] | None = None) -> "NoOptions":
        from rules.errors import RulesError
        from rules.message import msg

        for key in dict(options or {}):
            raise RulesError(msg("this game has no options, not {key}", key=repr(key)), key)
        return cls()
