"""A round's entry (`rules.scoresheet.RoundEntry`: values) as its `rounds` / `round_seats` rows,
and back: the one place that converts them (issue 30, item 1).

The trump is the one field whose stored form differs from its value: the row writes the
colour's or the suit's name ("red", "S"), or null for no trump and for none yet; the entry holds
the `rules.trump.Trump` itself (NO_TRUMP, or None: none yet). It is read into its value once
here, against the round's trump choices (what the game's sheet offers for that round: null is
no trump only where no trump is a choice), and written back once here. An export writes and
reads the same names through `trump_cell` and `TrumpReader` (docs/export-format.md).

>>> from rules.registry import scoresheet
>>> from rules.scoresheet import RoundEntry, SeatEntry
>>> read = TrumpReader(scoresheet("nomination-whist"), players=3, first_dealer=0, options={})
>>> read(0, "S"), read(0, None), trump_cell(read(0, "S"))
(Trump(kind='suit', name='S'), Trump(kind='none', name=None), 'S')
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Mapping

from rules.scoresheet import RoundEntry, RoundPlan, ScoreSheet, SeatEntry
from rules.table import END
from rules.trump import Trump, stored_name, trump_stored

if TYPE_CHECKING:
    from scorepad.store.models import RoundSeat


@dataclass(frozen=True, slots=True)
class StoredRound:
    """A round as stored: what the table reported and what each seat scored (read by
    repo.load_rounds through the ORM, and by first_read.FirstRead with sqlite3)."""

    index: int
    dealer: int
    entry: RoundEntry
    points: tuple[int, ...]
    recorded_at: datetime
    version: int = 0  # the game's version that wrote this round (unique within the game)


def trump_cell(trump: Trump | None) -> str | None:
    """The trump as a row (or an export) writes it: the name, or null."""
    return stored_name(trump)


class TrumpReader:
    """Reads a game's stored trumps into values: `reader(index, cell)`, round `index` read
    against the choices the game's sheet offers for it (each round's choices worked out once)."""

    def __init__(self, sheet: ScoreSheet, *, players: int, first_dealer: int,
                 options: Mapping[str, Any] | None, changes: Any = ()) -> None:
        self._sheet, self._players, self._first = sheet, players, first_dealer
        self._options = options or {}
        self._changes = tuple(changes)
        self._seated: Any = None
        self._choices: dict[int, tuple[Any, ...]] = {}

    def _round(self, index: int) -> tuple[int, RoundPlan, Mapping[str, Any]]:
        """Round `index`'s number at the table, plan and options (rules.replay.Seated)."""
        if not self._changes:
            return self._players, self._sheet.plan(
                players=self._players, first_dealer=self._first, index=index,
                options=self._options), self._options
        if self._seated is None or len(self._seated.tables) <= index:
            from rules.replay import Seated

            last = max(c.before_round for c in self._changes)
            count = max(index, last, 2 * len(self._seated.tables)
                        if self._seated is not None else 16)
            # a game the table ended has no round after its end (the tables stop there)
            ends = [c.before_round for c in self._changes if c.change == END]
            self._seated = Seated(self._sheet, players=self._players, first_dealer=self._first,
                                  options=self._options, changes=self._changes,
                                  count=min([count, *ends]))
        s = self._seated
        return s.tables[index].players, s.plan(index), s.options_of(index)

    def _choices_of(self, index: int) -> tuple[Any, ...]:
        known = self._choices.get(index)
        if known is None:
            try:
                players, plan, options = self._round(index)
                known = tuple(self._sheet.entry_form(players=players, plan=plan,
                                                     options=options).trumps)
            except (ValueError, LookupError, TypeError):  # a round the rules cannot plan (a
                # RulesError; a row of another version's shape): its check says why
                known = ()
            self._choices[index] = known
        return known

    def __call__(self, index: int, cell: object) -> Trump | None:
        if cell is None and not self._choices_of(index):
            return None  # no trump phase (or none offered): nothing to read
        return trump_stored(cell, self._choices_of(index))


def seat_row(round_id: int, seat: int, entry: SeatEntry, points: int) -> RoundSeat:
    """One seat of a round as its `round_seats` row."""
    from scorepad.store.models import RoundSeat  # the ORM: not needed to read rounds

    return RoundSeat(round_id=round_id, seat=seat, call=entry.call, tricks=entry.tricks,
                     doubles=entry.doubles,
                     hand=list(entry.hand) if entry.hand is not None else None,
                     hand_value=entry.points, points=points)


def seat_entry(row: Any) -> SeatEntry:
    """A `round_seats` row (or a row of its columns) as the seat's entry."""
    return SeatEntry(call=row.call, tricks=row.tricks, doubles=row.doubles,
                     hand=tuple(row.hand) if row.hand is not None else None,
                     points=row.hand_value)


def entry_of(row: Any, seats: Any, trump_of: TrumpReader) -> RoundEntry:
    """A `rounds` row (its columns: `index`, `trump`, `voids`) and its seats' rows as the
    entry, the trump read by `trump_of` (the game's `TrumpReader`)."""
    return RoundEntry(seats=tuple(seat_entry(s) for s in seats),
                      trump=trump_of(row.index, row.trump), voids=row.voids)
