"""Reading a judge request field by field.

JSON at the judge's boundary is checked here, with plain code rather than a schema library,
so that `python -m rules judge` starts fast. The rules of JUDGE.md that hold for every kind:
numbers are JSON integers (``4.0`` is an error, so is ``true``); ``null`` means the same as
leaving an optional field out; an unknown extra field is an error, so typos are caught.
Every error names where it is (``at``), e.g. ``"tricks[1].plays[2]"``.
"""

from __future__ import annotations

from typing import Any, Iterable

from rules.errors import RulesError
from rules.message import msg

_MISSING: Any = object()


def describe(value: Any) -> Any:
    """A short, JSON-like rendering of a value for an error message (a quoted input as a str;
    "a list", "an object" as a message: `str()` of it is the English)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    if isinstance(value, int) and not -10 ** 40 < value < 10 ** 40:
        # thousands of digits: say how many, not all of them
        try:
            digits = len(str(abs(value)))
        except ValueError:  # more than Python prints (4300 digits)
            return (msg("minus a number of thousands of digits") if value < 0
                    else msg("a number of thousands of digits"))
        return (msg("minus a number of {digits} digits", digits=digits) if value < 0
                else msg("a number of {digits} digits", digits=digits))
    if isinstance(value, (int, float)):
        return repr(value)
    # words, not the input: a message, said in the language (its English as before)
    if isinstance(value, list):
        return msg("a list")
    if isinstance(value, dict):
        return msg("an object")
    return type(value).__name__


class Request:
    """One JSON object of a request, read with typed accessors.

    >>> r = Request({"players": 4, "trump": None})
    >>> r.int("players", lo=2, hi=6), r.str("trump", default=None)
    (4, None)
    >>> r.finish()
    """

    __slots__ = ("data", "path", "_seen")

    def __init__(self, data: Any, path: str = "") -> None:
        if not isinstance(data, dict):
            raise RulesError(msg("expected a JSON object, got {got}", got=describe(data)),
                             path or None)
        self.data = data
        self.path = path
        self._seen: set[str] = set()

    def at(self, name: str | int | None = None) -> str | None:
        """The location of field `name` (or of list index `name`) in this request."""
        if name is None:
            return self.path or None
        if isinstance(name, int):
            return f"{self.path}[{name}]"
        return f"{self.path}.{name}" if self.path else name

    def seen(self, *names: str) -> None:
        """Fields read by the caller without the accessors (so `finish` does not refuse them)."""
        self._seen.update(names)

    def has(self, name: str) -> bool:
        return self.data.get(name) is not None

    def raw(self, name: str, default: Any = _MISSING) -> Any:
        """The field's value as given; null counts as absent."""
        self._seen.add(name)
        value = self.data.get(name)
        if value is None:
            if default is _MISSING:
                raise RulesError(msg("the field {name} is required", name=repr(name)),
                                 self.at(name))
            return default
        return value

    def int(self, name: str, *, default: Any = _MISSING, lo: int | None = None,
            hi: int | None = None) -> Any:
        value = self.raw(name, default)
        if value is default and default is not _MISSING:
            return value
        return check_int(value, self.at(name), name, lo=lo, hi=hi)

    def bool(self, name: str, *, default: Any = _MISSING) -> Any:
        value = self.raw(name, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, bool):
            raise RulesError(msg("{name} must be true or false, got {got}", name=repr(name),
                                 got=describe(value)), self.at(name))
        return value

    def str(self, name: str, *, default: Any = _MISSING, choices: Iterable[str] | None = None) -> Any:
        value = self.raw(name, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, str):
            raise RulesError(msg("{name} must be a string, got {got}", name=repr(name),
                                 got=describe(value)), self.at(name))
        if choices is not None:
            options = tuple(choices)
            if value not in options:
                raise RulesError(msg("{name} must be one of {options}, got {got}",
                                     name=repr(name), options=", ".join(repr(o) for o in options),
                                     got=describe(value)), self.at(name))
        return value

    def list(self, name: str, *, default: Any = _MISSING) -> Any:
        value = self.raw(name, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, list):
            raise RulesError(msg("{name} must be a list, got {got}", name=repr(name),
                                 got=describe(value)), self.at(name))
        return value

    def obj(self, name: str, *, default: Any = _MISSING) -> Any:
        """A nested object as a Request of its own (its path continues this one's)."""
        value = self.raw(name, default)
        if value is default and default is not _MISSING:
            return value
        return Request(value, self.at(name) or name)

    def item(self, name: str, index: int, value: Any) -> "Request":
        """Element `index` of list field `name`, as a Request (for lists of objects)."""
        return Request(value, f"{self.at(name)}[{index}]")

    def forbid(self, *names: str, reason: Any) -> None:
        """Fields that this game or kind does not take, when they are given a value (null is
        the same as leaving a field out, so it passes)."""
        for name in names:
            self._seen.add(name)
            if self.data.get(name) is not None:
                raise RulesError(msg("{name} is not a field here: {reason}", name=repr(name),
                                     reason=reason), self.at(name))

    def finish(self) -> None:
        """Refuse every field that no accessor asked for: a typo must not pass silently."""
        for name in self.data:
            if name not in self._seen:
                raise RulesError(msg("unknown field {name}", name=describe(name)), self.at(name))


def check_int(value: Any, at: str | None, name: str, *, lo: int | None = None,
              hi: int | None = None) -> int:
    """A JSON integer within [lo, hi]; floats (even 4.0) and booleans are refused."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(msg("{name} must be a whole number (a JSON integer), got {got}",
                             name=repr(name), got=describe(value)), at)
    if lo is not None and value < lo:
        raise RulesError(msg("{name} must be at least {lo}, got {got}", name=repr(name), lo=lo,
                             got=describe(value)), at)
    if hi is not None and value > hi:
        raise RulesError(msg("{name} must be at most {hi}, got {got}", name=repr(name), hi=hi,
                             got=describe(value)), at)
    return value
