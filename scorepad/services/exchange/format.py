"""The export file's format: the JSON document's schema (pydantic, strict) and its parsing,
with one message naming the place of the first thing wrong (``games[0].rounds[2].seats[1]``).
docs/export-format.md describes it for people.

Scorepad writes format 2 (PLAYERS.md: the table's `changes` between rounds, each round's
`seats` only those at its table) and reads 1 and 2; a format 1 document has no changes (every
seat at the table in every round).
"""

from __future__ import annotations

import json
import uuid
from datetime import datetime
from typing import Annotated, Any, Literal, Optional, Sequence, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from rules.table import CHANGES
from scorepad.errors import ScorepadError
from scorepad.services.games.setup import MIN_PLAYERS
from scorepad.app_message import N_, AppMessage

FORMAT_VERSION = 2  # what Scorepad writes; an import reads 1 too
#: the most seats a game's `players` may list: every seat the game has had, those who left
#: included (the game's own limits apply to each round's table)
MAX_SEATS = 12
#: the screen's words for a file that is not an export at all (not JSON, not a list of games)
NOT_AN_EXPORT = N_("the file is not a Scorepad export: it is not a JSON list of games")


class ExchangeError(ScorepadError, ValueError):
    """A file that cannot be imported, or games that cannot be exported: one message (the
    CLI's English, naming the place in the file). `words`: for a fault of the whole file (not
    JSON, not UTF-8, empty, not an export), the app's catalog sentence (`N_`) the Export and
    import screen shows in the session's language; None when the message names a place."""

    def __init__(self, message: str | AppMessage, *, words: str | None = None) -> None:
        super().__init__(message)
        self.words = words


# -- the document's schema ---------------------------------------------------------------------

# Whole numbers in a file are bounded: a card game never needs more, and a database column
# cannot hold an arbitrarily large one.
Count = Annotated[int, Field(ge=0, le=10_000)]
Number = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]


class _Doc(BaseModel):
    # strict: 4.0 or "4" is not a trick count, true is not a number; unknown keys are typos.
    model_config = ConfigDict(strict=True, extra="forbid")


class SeatDoc(_Doc):
    player: str
    call: Optional[Count] = None
    tricks: Optional[Count] = None
    doubles: Count = 0
    hand: Optional[list[str]] = None
    hand_value: Optional[Count] = None
    points: Optional[Number] = None  # derived
    explanation: Optional[str] = None  # derived


class RoundDoc(_Doc):
    index: Count
    dealer: Optional[str] = None  # derived: the dealer's name
    leader: Optional[str] = None  # derived
    cards: Optional[Count] = None  # derived
    tricks: Optional[Count] = None  # derived: tricks played
    trump: Optional[str] = None
    voids: Count = 0
    seats: list[SeatDoc]
    # derived: every seat's total after the round, in `players`' order (null: not joined yet)
    totals: Optional[list[Optional[Number]]] = None


class TakesOverDoc(_Doc):
    """A join's start that takes over the total of a player who left."""

    takes_over: str


#: a change's kind: the engine's list (rules.table.CHANGES), written once (a new kind is read
#: and written by the export with no change here: docs/ARCHITECTURE.md "Where a change goes")
ChangeKind = Literal[CHANGES]


class ChangeDoc(_Doc):
    """A change of the table before round `before_round` (PLAYERS.md): a join (with `after`:
    the player it sits after, null = first; `start`), a sit-out, a come-back or a leave of
    `player`, a change of the number of `rounds`, or the end of the game there, as it stands;
    `removed`: 6th Sense's colour taken out when the changes before that round leave 2 at the
    table. What each kind needs is checked on import (table.py), with the place."""

    before_round: Count
    change: ChangeKind
    player: Optional[str] = None
    after: Optional[str] = None
    start: Optional[Union[Literal["zero", "worst", "average"], TakesOverDoc]] = None
    removed: Optional[str] = None
    rounds: Optional[Count] = None


class JudgedDoc(_Doc):
    round_index: Optional[Count] = None
    kind: str
    plays: list[Any] = Field(default_factory=list)
    request: dict[str, Any]
    answer: dict[str, Any]
    explanation: str = ""
    created_at: datetime


class GameDoc(_Doc):
    format_version: Literal[1, 2]
    id: uuid.UUID
    game: str
    title: Optional[str] = None  # derived
    options: dict[str, Any] = Field(default_factory=dict)
    # every seat the game has had, clockwise at its end (format 1: the seats of every round)
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_SEATS)
    first_dealer: Count
    changes: list[ChangeDoc] = Field(default_factory=list)  # format 2
    status: Optional[Literal["active", "finished"]] = None  # derived
    created_at: datetime
    finished_at: Optional[datetime] = None
    rounds: list[RoundDoc] = Field(default_factory=list)
    totals: Optional[list[Number]] = None  # derived
    winners: Optional[list[str]] = None  # derived
    left: Optional[list[str]] = None  # derived (format 2): the players who left
    judged_tricks: list[JudgedDoc] = Field(default_factory=list)


_GAMES = TypeAdapter(list[GameDoc])

def _branch(part: Any) -> bool:
    """A part of an error's place that names a union's member (a literal, a model such as
    `TakesOverDoc`), not a field of the document."""
    text = str(part)
    return text.startswith(("literal[", "list[")) or text[:1].isupper()


def _where(loc: Sequence[Any]) -> str:
    out = "games"
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in ("function-after", "function-plain") or _branch(part):
            continue
        else:
            out += f".{part}"
    return out


def _problem(loc: Sequence[Any]) -> tuple[Any, ...]:
    """The field a problem is about: the errors of a union's members are one problem."""
    loc = tuple(loc)
    for k, part in enumerate(loc):
        if not isinstance(part, int) and _branch(part):
            return loc[:k]
    return loc


def _validation_message(exc: ValidationError) -> str:
    errors = exc.errors(include_url=False)
    first = errors[0]
    if first.get("type") == "literal_error" and isinstance(first.get("input"), dict):
        # a value that is no word of the union but an object: what its object member says
        field = _problem(first.get("loc", ()))
        first = next((e for e in errors[1:] if _problem(e.get("loc", ())) == field), first)
    problems = len({_problem(e.get("loc", ())) for e in errors})
    where = _where(first.get("loc", ()))
    msg = first.get("msg", "invalid value")
    if first.get("type") == "json_invalid":
        ctx = first.get("ctx", {}).get("error", "")
        return f"the file is not valid JSON: {ctx or msg}"
    given = first.get("input")
    if first.get("type") in ("missing",):
        text = f"{where}: this field is required"
    elif first.get("type") == "extra_forbidden":
        text = f"{where}: unknown field (a typo?)"
    else:
        shown = json.dumps(given, ensure_ascii=False, default=str) if given is not None else "null"
        if len(shown) > 60:
            shown = shown[:57] + "..."
        if msg[:2].isupper():  # "UUID input ...": keep the acronym
            text = f"{where}: {msg} (got {shown})"
        else:
            text = f"{where}: {msg[:1].lower() + msg[1:]} (got {shown})"
    if problems > 1:
        text += f" (and {problems - 1} more problem{'s' if problems > 2 else ''})"
    return text


def parse_document(text: str) -> list[GameDoc]:
    """The games in an export file's text; raises `ExchangeError` naming what is wrong where."""
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some editors write
    stripped = text.lstrip()
    if not stripped:
        raise ExchangeError("the file is empty: expected a JSON list of games",
                            words=N_("the file is empty: it holds no Scorepad games"))
    if stripped.startswith("{"):  # a single game document: accept it as a list of one
        text = "[" + text + "]"
    elif not stripped.startswith("["):
        raise ExchangeError("the file is not a Scorepad export: expected a JSON list of games",
                            words=NOT_AN_EXPORT)
    try:
        return _GAMES.validate_json(text)
    except ValidationError as exc:
        json_fault = exc.errors(include_url=False)[0].get("type") == "json_invalid"
        raise ExchangeError(_validation_message(exc),
                            words=NOT_AN_EXPORT if json_fault else None) from None
