"""The round's taps as pure functions: each takes one `Draft` (draft.py) and what it reads of the
round (`Table`, a value) and gives the next draft, or refuses (`Refused`, the reason in words).
Nothing here holds state: `RoundState` (state.py) keeps the draft, pushes the one before on its
undo stack and checks the new one (`RoundState._tap`).

Also pure: what is still missing, and the draft in words (a refused confirm keeps it so).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from rules.message import joined
from rules.scoresheet import EntryForm, Problem
from scorepad.app_message import app_msg
from scorepad.errors import Refused  # the one refusal of a step (scorepad/errors.py)
from scorepad.state.errors import action_errors, message_of
from scorepad.state.round.draft import Draft
from scorepad.state.round.words import PREDICTION, TRICKS, TRUMP, _join
from scorepad.words import say, tr, tr_n


@dataclass(frozen=True)
class Table:
    """What a tap reads besides the draft: the round's form and seats, as values."""

    form: EntryForm
    order: tuple[int, ...]  # the seats in entry order, the leader first
    names: tuple[str, ...]
    editing: bool  # a saved round is being edited (the keypad does not ask for its trump)
    #: what the counts of a draft must add up to (None: unknown), from the sheet
    expected: Callable[[Draft], int | None]
    #: the calls a seat may not make now, each with why in words
    forbidden: Callable[[int], Mapping[int, str]]

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def bids(self) -> bool:
        return self.form.call_word == "bid"


def moved(draft: Draft, table: Table, what: str, after: int | None) -> Draft:
    """`draft` with the keypad moved on after `what` was entered for `after`."""
    return draft.moved(table.form, list(table.order), what, after, editing=table.editing)


def choose_trump(draft: Draft, table: Table, trump: Any) -> Draft:
    """One of the round's trump choices, by its value (`rules.trump.Trump`: what the screen
    hands), or by its control's name (`Choice.key`: a script's or a test's way), read here
    once."""
    form = table.form
    if isinstance(trump, str):
        trump = next((c.value for c in form.trumps if c.key == trump), trump)
    if trump is not None and form.trump_choice(trump) is None:
        raise Refused(app_msg("'{colour}' is not a trump colour in this game.",
                              colour=getattr(trump, "key", trump)))
    out = draft.with_trump(trump)
    return moved(out, table, TRUMP, None) if out.active_field == TRUMP else out


def prediction(draft: Draft, table: Table, seat: int, value: int) -> Draft:
    """A seat's call (a prediction or a bid), refused where the rules forbid it now."""
    if not 0 <= seat < table.players or value not in {c.value for c in table.form.calls}:
        raise Refused(app_msg("{value} is not a bid this round.", value=value) if table.bids
                      else app_msg("{value} is not a prediction card.", value=value))
    why = table.forbidden(seat).get(value)
    if why is not None:  # greyed out on the keypad; refused here too, nothing changes
        raise Refused(app_msg("{name} may not bid {bid}. {why}", name=table.names[seat],
                              bid=value, why=why))
    return moved(draft.with_call(seat, value), table, PREDICTION, seat)


def tricks(draft: Draft, table: Table, seat: int, count: int) -> Draft:
    if not 0 <= seat < table.players or count < 0:
        raise Refused()
    return moved(draft.with_tricks(seat, count).filled(table.expected), table, TRICKS, seat)


def doubles(draft: Draft, table: Table, seat: int, count: int) -> Draft:
    if not 0 <= seat < table.players or count < 0:
        raise Refused()
    return moved(draft.with_doubles(seat, count).filled(table.expected), table, TRICKS, None)


def voids(draft: Draft, table: Table, count: int, choices: tuple[int, ...]) -> Draft:
    if count < 0 or count not in choices:
        raise Refused()
    return draft.with_voids(count).filled(table.expected)


def points(draft: Draft, table: Table, seat: int, value: int | None) -> Draft:
    return draft.with_points(seat, value)


def typed_points(text: str | int | None, problem: Callable[[int], Any],
                 names: tuple[str, ...]) -> tuple[int | None, str | None]:
    """A hand's value as typed ("" clears it): (the value to enter, why the field refuses it);
    a refused value is not entered (None), its field keeps what was typed and says why."""
    raw = str("" if text is None else text).strip()
    if raw and not raw.isdigit():
        raise Refused(app_msg("The hand points are a whole number from 0, not '{typed}'.",
                              typed=raw))
    value = int(raw) if raw else None
    why = problem(value) if value is not None else None
    return (None, say(why, list(names))) if why is not None else (value, None)


def next_typed(draft: Draft, order: list[int], seat: int) -> int | None:
    """The hand field Enter moves to from `seat`'s: in play order the first still empty after
    it, else simply the next (None after the last)."""
    i = order.index(seat)
    after = order[i + 1:] + order[:i]
    empty = [s for s in after if draft.points[s] is None]
    nxt = empty[0] if empty else (after[0] if after else None)
    return None if nxt is None or (not empty and i == len(order) - 1) else nxt


def missing(draft: Draft, table: Table, *, typed: bool, has_trump: bool) -> list[str]:
    """What still has to be entered, in words."""
    names, order = table.names, table.order
    if typed:
        need = [names[s] for s in order if draft.points[s] is None]
        return [tr("the hand points of {names}", names=_join(need))] if need else []
    out = []
    need_calls = [names[s] for s in order if draft.calls[s] is None]
    if need_calls:
        out.append(tr("bids of {names}", names=_join(need_calls)) if table.bids
                   else tr("predictions of {names}", names=_join(need_calls)))
    if has_trump and draft.trump is None:
        out.append(tr("the trump"))
    need_tricks = [names[s] for s in order if draft.tricks[s] is None]
    if need_tricks:
        out.append(tr("tricks of {names}", names=_join(need_tricks)))
    return out


def draft_words(draft: Draft, table: Table, *, typed: bool, has_trump: bool) -> str:
    """The draft in words: each player's values, then the trump."""
    names, form = table.names, table.form
    parts = []
    for s in table.order:
        if typed:
            p = draft.points[s]
            parts.append(tr("{name} – points", name=names[s]) if p is None else
                         tr_n("{name} {n} point", "{name} {n} points", p, name=names[s]))
            continue
        call, took = draft.calls[s], draft.tricks[s]
        said = form.call_label(call)
        took = "–" if took is None else took
        if table.bids:
            text = tr("{name} bid {bid}, took {took}", name=names[s], bid=said, took=took)
        elif draft.doubles[s]:
            text = tr("{name} said {said}, took {took} ({doubles})", name=names[s],
                      said=said, took=took,
                      doubles=tr_n("{n} double", "{n} double", draft.doubles[s]))
        else:
            text = tr("{name} said {said}, took {took}", name=names[s], said=said, took=took)
        parts.append(text)
    choice = form.trump_choice(draft.trump) if has_trump else None
    if choice is not None:
        words = form.trump_words
        parts.append(say(words.said(words.named, choice.word)))
    return "; ".join(parts)


def checked(service: Any, view: Any, draft: Draft, entry: Any, *, editing: int | None,
            missing: list[str], games: bool, said: Callable[[BaseException], str]
            ) -> tuple[tuple[Problem, ...], str, tuple[Any, ...] | None]:
    """The live check of a draft: (the problems worth showing now, the hint, the preview of
    the points once nothing is missing or wrong), the service checking it against the game."""
    try:
        found = service.check_draft(view, entry, index=editing)
    except action_errors() as exc:
        found = [Problem(message_of(exc))]
    shown = tuple(p for p in found if draft.shows(p, missing=bool(missing)))
    if missing:
        hint = tr("Still to enter: {what}.", what=joined(missing, "; "))
    elif shown:
        hint = ""
    else:
        hint = (tr("All entered. Confirm to save the game.") if games
                else tr("All entered. Confirm to save the round."))
    if missing or shown:
        return shown, hint, None
    try:
        return shown, hint, tuple(service.preview_draft(view, entry, index=editing))
    except action_errors() as exc:
        return (Problem(said(exc)),), "", None
