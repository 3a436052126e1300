"""Players at the table (PLAYERS.md): the round screen's panel, between rounds, where a player
joins, sits out, comes back or leaves, and, where the game has them, the colour taken out at 2
and the number of rounds follow the table.

The changes are drafted here, each checked as the engine checks a change (rules.table) as soon
as it is tapped (a tap that cannot be is refused in one sentence, and the draft stays as it
was); the table they leave is checked once, together, at Done (`seats-done`), by the game
service, which keeps them with the game (every device showing it follows; on a shared table
it asks for the PIN). `<seat>` in the identifiers is the seat's place in the game's players
as stored: a player drafted to join has no seat number until Done.

A value (`SeatsDraft`) and functions of the round state (`RoundState.seats_*`), like the
round's own draft.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from rules.errors import RulesError
from rules.table import (AVERAGE, COME_BACK, END, JOIN, LEAVE, ROUNDS, SIT_OUT, TAKES_OVER,
                         WORST, ZERO, seating)
from scorepad.names import tidy_name
from scorepad.state.errors import action_errors, message_of
from scorepad.words import say, tr

if TYPE_CHECKING:
    from scorepad.state.round.state import RoundState

STARTS = (ZERO, WORST, AVERAGE)  # and (TAKES_OVER, seat)


@dataclass(frozen=True, slots=True)
class SeatsDraft:
    """The changes drafted before the next round, as the service takes them (players named,
    no `before_round`), and the join being written."""

    changes: tuple[dict[str, Any], ...] = ()
    name: str = ""  # the joining player's name, as typed
    name_rev: int = 0  # bumped to empty the name field
    after: int | None = -1  # the game's seat the joiner sits after; None: first; -1: last
    start: Any = None  # ZERO, WORST, AVERAGE or (TAKES_OVER, seat); None: the game's default
    removed: str | None = None  # the colour taken out when 2 are left (sheet.removed_option)
    rounds: str = ""  # the game's rounds, as typed ("": unchanged; sheet.rounds_changeable)
    leaving: int | None = None  # the seat whose leave is being confirmed
    ending: bool = False  # ending the game here is being confirmed
    error: str | None = None
    known: tuple[str, ...] = ()  # players of earlier games, offered as on New game


def _game_changes(view: Any, drafted: tuple[dict[str, Any], ...]) -> tuple[list[str], list[Any]]:
    """The game's players once the drafted joins sit down, and every change as the engine
    plays it (the drafted ones before the next round)."""
    from scorepad.services.games.table import engine_changes, joined_order

    before = len(view.rounds)
    docs = list(view.changes) + [{**d, "before_round": before} for d in drafted]
    order = joined_order(view.players, [{**d, "before_round": before} for d in drafted])
    return order, engine_changes(docs, order)


def preview(rs: "RoundState", drafted: tuple[dict[str, Any], ...] | None = None) -> Any:
    """The next round's table (rules.table.Table) with the drafted changes, and the players
    then; raises `RulesError` for a change that cannot be (the range is checked at Done)."""
    view = rs.view
    drafted = rs.seats_draft.changes if drafted is None else drafted
    order, changes = _game_changes(view, drafted)
    first = order.index(view.players[view.first_dealer])
    # (the colour taken out at 2 is chosen at Done: not asked of each tap)
    tables = seating(len(order), first, changes, len(view.rounds))
    return tables[-1], order


def seat_rows(rs: "RoundState") -> tuple[tuple[int, str, str], ...]:
    """The game's seats as the drafted changes leave them: (seat, name, "in" | "away" |
    "left"); a seat's number is its place among the game's players as stored."""
    view = rs.view
    try:
        table, order = preview(rs)
    except RulesError:
        table, order = view.next_table, list(view.players)
    out = []
    for seat, name in enumerate(view.players):
        g = order.index(name)
        state = ("in" if table is None or g in table.seats else
                 "away" if g in table.away else "left")
        out.append((seat, name, state))
    return tuple(out)


def start_totals(rs: "RoundState") -> dict[str, int]:
    """What a player joining now would start with, per rule (the seats still in the game,
    the drafted joiners excluded, as rules.table reads them)."""
    from rules.table import starting_total

    view = rs.view
    rows = seat_rows(rs)
    still = [view.totals[s] for s, _, state in rows if state != "left"]
    higher = rs.sheet.higher_wins_for(view.options)
    return {rule: starting_total(rule, others=still, higher_wins=higher)
            for rule in (ZERO, WORST, AVERAGE)}


def left_seats(rs: "RoundState") -> tuple[int, ...]:
    """The seats that have left (drafted leaves too) and not been taken over: a joiner may
    take over one's total."""
    taken = {c.get("start", {}).get(TAKES_OVER) for c in rs.view.changes
             if isinstance(c.get("start"), dict)}
    taken |= {c["start"][TAKES_OVER] for c in rs.seats_draft.changes
              if isinstance(c.get("start"), dict)}
    return tuple(s for s, name, state in seat_rows(rs) if state == "left" and name not in taken)


def joining(rs: "RoundState") -> tuple[str, ...]:
    return tuple(d["player"] for d in rs.seats_draft.changes if d["change"] == JOIN)


def at_table_count(rs: "RoundState") -> tuple[int, int]:
    """(how many are at the table now, how many with the drafted changes)."""
    view = rs.view
    now = view.next_table.players if view.next_table is not None else len(view.players)
    try:
        table, _ = preview(rs)
        return now, table.players
    except RulesError:
        return now, now


def asks_colour(rs: "RoundState") -> bool:
    """The game takes a colour out at 2, and the drafted changes take the table from 3 or
    more down to 2."""
    if not getattr(rs.sheet, "takes_out_at_two", False):
        return False
    now, then = at_table_count(rs)
    return now >= 3 and then == 2


def asks_rounds(rs: "RoundState") -> bool:
    """The game ends after its set-up table's rounds: the table may play another number."""
    return bool(rs.sheet.rounds_changeable(rs.view.options))


def _try(rs: "RoundState", doc: dict[str, Any]) -> bool:
    """Add `doc` to the draft when the engine allows it; else say why, changing nothing."""
    drafted = rs.seats_draft.changes + (doc,)
    try:
        preview(rs, drafted)
    except RulesError as exc:
        order, _ = _order_or_players(rs, drafted)
        rs.seats_draft = replace(rs.seats_draft, error=say(exc.said or exc.message, order),
                                 leaving=None)
        return False
    rs.seats_draft = replace(rs.seats_draft, changes=drafted, error=None, leaving=None)
    return True


def _order_or_players(rs: "RoundState", drafted: tuple[dict[str, Any], ...]
                      ) -> tuple[list[str], Any]:
    from scorepad.services.games.table import joined_order

    try:
        return joined_order(rs.view.players, list(drafted)), None
    except RulesError:
        return list(rs.view.players), None


# -- the taps ---------------------------------------------------------------------------------

def open_seats(rs: "RoundState") -> None:
    """Open "Players at the table": only between rounds, while nothing is entered."""
    if rs.view is None or rs.finished or rs.editing is not None or not rs.draft.blank:
        rs.error = tr("The players at the table change between rounds: clear this round's "
                      "entry first.")
        return
    rs.error = None
    try:
        known = tuple(n for n in rs.service.known_players() if n not in rs.view.players)[:12]
    except action_errors():  # the names offered are a help, never a reason not to open
        known = ()
    rs.seats_open = True
    rs.seats_draft = SeatsDraft(start=rs.sheet.default_start(rs.options), known=known)


def cancel_seats(rs: "RoundState") -> None:
    rs.seats_open = False
    rs.seats_draft = SeatsDraft()


def set_name(rs: "RoundState", text: str) -> None:
    rs.seats_draft = replace(rs.seats_draft, name=text, error=None)


def pick_known(rs: "RoundState", name: str) -> None:
    d = rs.seats_draft
    rs.seats_draft = replace(d, name=name, name_rev=d.name_rev + 1, error=None)


def set_after(rs: "RoundState", seat: int | None) -> None:
    rs.seats_draft = replace(rs.seats_draft, after=seat, error=None)


def set_start(rs: "RoundState", start: Any) -> None:
    rs.seats_draft = replace(rs.seats_draft, start=start, error=None)


def add_player(rs: "RoundState") -> None:
    """The joining player sits down in the draft: a name no one in the game has."""
    d = rs.seats_draft
    name = tidy_name(d.name or "")
    if not name:
        rs.seats_draft = replace(d, error=tr("Type the new player's name first."))
        return
    taken = {n.casefold() for n in rs.view.players} | {n.casefold() for n in joining(rs)}
    if name.casefold() in taken:
        rs.seats_draft = replace(d, error=tr(
            "{name} already has a seat in this game: a player who sat out comes back "
            "instead.", name=name))
        return
    players = rs.view.players
    after = players[-1] if d.after == -1 else (None if d.after is None else players[d.after])
    start = d.start or rs.sheet.default_start(rs.options)
    doc: dict[str, Any] = {"change": JOIN, "player": name, "after": after,
                           "start": {TAKES_OVER: players[start[1]]}
                           if isinstance(start, tuple) else start}
    if _try(rs, doc):
        rs.seats_draft = replace(rs.seats_draft, name="", name_rev=d.name_rev + 1,
                                 start=rs.sheet.default_start(rs.options))


def sit_out(rs: "RoundState", seat: int) -> None:
    _try(rs, {"change": SIT_OUT, "player": rs.view.players[seat]})


def come_back(rs: "RoundState", seat: int) -> None:
    _try(rs, {"change": COME_BACK, "player": rs.view.players[seat]})


def ask_leave(rs: "RoundState", seat: int | None) -> None:
    """A leave is for the rest of the game: asked once (`seats-leave-confirm`)."""
    rs.seats_draft = replace(rs.seats_draft, leaving=seat, error=None)


def leave(rs: "RoundState") -> None:
    seat = rs.seats_draft.leaving
    if seat is not None:
        _try(rs, {"change": LEAVE, "player": rs.view.players[seat]})


def undo_draft(rs: "RoundState") -> None:
    """Take back the last drafted change."""
    d = rs.seats_draft
    rs.seats_draft = replace(d, changes=d.changes[:-1], error=None, leaving=None)


def set_removed(rs: "RoundState", colour: str) -> None:
    rs.seats_draft = replace(rs.seats_draft, removed=colour, error=None)


def set_rounds(rs: "RoundState", text: str) -> None:
    rs.seats_draft = replace(rs.seats_draft, rounds=text, error=None)


def ask_end(rs: "RoundState", asking: bool = True) -> None:
    """Ending the game is asked once (`seats-end-confirm`): a tap beside Done never ends it."""
    rs.seats_draft = replace(rs.seats_draft, ending=asking, leaving=None, error=None)


def end_game(rs: "RoundState", *_event: Any) -> bool:
    """End the game here, as it stands (PLAYERS.md: two at the table and one must go): the
    drafted changes are made with it; Undo takes it back."""
    rs.seats_draft = replace(rs.seats_draft, ending=False)
    if rs.view is None or not rs.view.rounds:
        rs.seats_draft = replace(rs.seats_draft, error=tr(
            "A game ends after a round is played."))
        return False
    return _commit(rs, end=True)


def done(rs: "RoundState", *_event: Any) -> bool:
    """Make the drafted changes (checked together, by the service); the panel closes. A
    refusal is one sentence, and nothing changes. (A button hands its event: ignored.)"""
    return _commit(rs, end=False)


def _commit(rs: "RoundState", *, end: bool) -> bool:
    d = rs.seats_draft
    docs = [dict(c) for c in d.changes]
    text = d.rounds.strip()
    if text and asks_rounds(rs):
        played = len(rs.view.rounds)
        if not text.isdigit() or int(text) <= played:
            rs.seats_draft = replace(d, error=tr(
                "The game needs at least {least} rounds: {played} are played.",
                least=played + 1, played=played))
            return False
        if int(text) != (rs.plan.rounds if rs.plan is not None else None):
            # first: the colour below goes on the last change that moves a player
            docs.insert(0, {"change": ROUNDS, "rounds": int(text)})
    if end:
        docs.append({"change": END})
    elif asks_colour(rs):
        if d.removed is None:
            rs.seats_draft = replace(d, error=tr("Two players are left at the table: choose "
                                                 "the colour taken out of the deck."))
            return False
        docs[-1]["removed"] = d.removed
    if not docs:
        cancel_seats(rs)
        return True
    try:
        view = rs.service.change_table(rs.game_id, docs, rounds_seen=len(rs.view.rounds))
    except action_errors() as exc:
        order, _ = _order_or_players(rs, d.changes)
        rs.seats_draft = replace(d, error=message_of(exc, order))
        return False
    rs.view = view
    rs.seats_open = False
    rs.seats_draft = SeatsDraft()
    rs.clear_draft()
    rs.recheck()
    return True
