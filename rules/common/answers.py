"""Turning engine values into the judge's JSON.

The judge answers with plain JSON objects (JUDGE.md): cards and colours written in their
canonical string form, enums by value, tuples as lists, nested results as objects. `to_json`
does that for any engine value; `fields_json` picks an answer's fields in the order JUDGE.md
lists them (dataclass results may carry extra fields the JSON does not show).

>>> from enum import Enum
>>> class Suit(str, Enum):
...     S = "S"
>>> to_json({"trump": Suit.S, "plays": (1, None)})
{'trump': 'S', 'plays': [1, None]}
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any, Iterable

_SCALARS = (str, int, float, bool, type(None))


def to_json(value: Any) -> Any:
    """A JSON-ready copy: enums by value, tuples and lists as lists, values that print
    themselves (cards) by `str()`, other dataclasses as objects, `as_json()` when defined."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if hasattr(value, "as_json"):
        return value.as_json()
    if type(value).__str__ is not object.__str__:  # a value type that prints itself (a card)
        return str(value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in fields(value)}
    return str(value)


def fields_json(value: Any, names: Iterable[str]) -> dict:
    """The named attributes of `value`, in that order, made JSON-ready."""
    return {name: to_json(getattr(value, name)) for name in names}


#: the fields every trick answer has (JUDGE.md), in order; games add their own
TRICK_FIELDS: tuple[str, ...] = ("winner", "winning_play", "complete", "requested",
                                 "next_leader", "explanation")
