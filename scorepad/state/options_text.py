"""A game's options in words, and one date format: what New game's summary, Home and History
say about a game, so two games with the same players can be told apart.

>>> describe("sixth-sense", {"scoring": "novice", "ending": "target", "target": 150})
['novice scoring (no trump)', 'to 150 points']
>>> describe("sixth-sense", {"scoring": "standard", "ending": "rounds", "late_trump": True})
['standard scoring', "ends after the table's rounds", 'late trump']
>>> describe("nomination-whist", {"short": True})
['short game (7 down to 1)']
>>> describe("shedding", {"mode": "classic", "games": 5, "challenge": True})
['classic (lowest total wins)', '5 games', 'challenge on']
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Callable, Mapping

from scorepad import words
from scorepad.words import N_, tr, tr_n

#: one date format everywhere a game's date shows (Home, History, a game's page), English
DATE_FORMAT = "%a %d %b %Y, %H:%M"

#: the options' words, defined once (English, marked); `tr(...)` where shown
NOVICE = N_("novice scoring (no trump)")
STANDARD = N_("standard scoring")
NO_TARGET_YET = N_("to a target score (not set yet)")
TABLE_ROUNDS = N_("ends after the table's rounds")
LATE_TRUMP = N_("late trump")
EARLY_TRUMP = N_("trump before the predictions")
SHORT = N_("short game (7 down to 1)")
FULL = N_("full game (7 down to 1 and back to 7)")
NO_HOOK = N_("house rule: no hook")
HOOK = N_("the hook (bids may not add up to the hand size)")
NO_ZERO_LIMIT = N_("house rule: no limit on zero bids in a row")
ZERO_LIMIT = N_("zero bids at most three rounds in a row")
LAST_MAN = N_("Last Man Standing")
CLASSIC = N_("classic (lowest total wins)")
CHALLENGE_ON = N_("challenge on")
CHALLENGE_OFF = N_("challenge off")


def when(dt: datetime | None) -> str:
    """A game's date as the app shows it everywhere, in the machine's local time:
    "Mon 23 Nov 2026, 14:05" (in the session's language: `scorepad.words.when`)."""
    if dt is None:
        return ""
    if dt.tzinfo is None:  # stored in UTC without an offset (SQLite)
        dt = dt.replace(tzinfo=timezone.utc)
    return words.when(dt.astimezone())


def _count(n: Any) -> int | None:
    """A count option as an int (None when it is not one: then it is said as typed)."""
    return n if isinstance(n, int) and not isinstance(n, bool) else None


def _sixth_sense(o: Mapping[str, Any], full: bool) -> list[str]:
    out = []
    novice = o.get("scoring") == "novice"
    out.append(tr(NOVICE) if novice else tr(STANDARD))
    if o.get("ending") == "target":
        target = o.get("target")
        if target in (None, ""):
            out.append(tr(NO_TARGET_YET))
        elif _count(target) is not None:
            out.append(tr_n("to {n} point", "to {n} points", target))
        else:
            out.append(tr("to {target} points", target=str(target)))
    else:
        out.append(tr(TABLE_ROUNDS))
    if not novice:
        if o.get("late_trump"):
            out.append(tr(LATE_TRUMP))
        elif full:
            out.append(tr(EARLY_TRUMP))
    if o.get("removed"):
        from scorepad.state.round import colour_name

        colour = colour_name(str(o["removed"]))
        out.append(tr("{colour} taken out", colour=colour[:1].upper() + colour[1:]))
    six = o.get("six_at_nine")
    if six not in (None, 9) or (full and not novice):
        out.append(tr("house rule: a 6/9 card met at 9 scores {points}", points=six or 9))
    return out


def _whist(o: Mapping[str, Any], full: bool) -> list[str]:
    out = [tr(SHORT) if o.get("short") else tr(FULL)]
    if o.get("hook") is False:
        out.append(tr(NO_HOOK))
    elif full:
        out.append(tr(HOOK))
    if o.get("zero_streak") is False:
        out.append(tr(NO_ZERO_LIMIT))
    elif full:
        out.append(tr(ZERO_LIMIT))
    return out


def _shedding(o: Mapping[str, Any], full: bool) -> list[str]:
    out = []
    if o.get("mode") == "last-man-standing":
        out.append(tr(LAST_MAN))
        target = o.get("target")
        if target not in (None, ""):
            out.append(tr_n("out at {n} point", "out at {n} points", target)
                       if _count(target) is not None
                       else tr("out at {target} points", target=str(target)))
    else:
        out.append(tr(CLASSIC))
        n = o.get("games")
        if n not in (None, ""):
            out.append(tr_n("{n} game", "{n} games", n) if _count(n) is not None
                       else tr("{games} games", games=str(n)))
    if o.get("challenge"):
        out.append(tr(CHALLENGE_ON))
    elif full:
        out.append(tr(CHALLENGE_OFF))
    return out


#: game id -> (options, full) -> phrases; `full` names the defaults too (New game's summary)
DESCRIBERS: dict[str, Callable[[Mapping[str, Any], bool], list[str]]] = {
    "sixth-sense": _sixth_sense,
    "nomination-whist": _whist,
    "shedding": _shedding,
}

_KNOWN = {"scoring", "ending", "target", "late_trump", "removed", "six_at_nine", "short",
          "hook", "zero_streak", "mode", "games", "challenge"}


def describe(game: str, options: Mapping[str, Any] | None, *, full: bool = False) -> list[str]:
    """The options of a game as short phrases: the main ones always (scoring and ending, the
    whist length, the shedding mode); switches only when on, unless `full` (New game's
    summary names every option, on or off)."""
    o = dict(options or {})
    fn = DESCRIBERS.get(game)
    out = fn(o, full) if fn else []
    for key in sorted(set(o) - _KNOWN):  # an option added later still shows
        value = o[key]
        if value not in (None, False, ""):
            out.append(tr("{option}: {value}", option=key.replace('_', ' '), value=str(value)))
    return out


def line(game_title: str, options: Mapping[str, Any] | None, game: str) -> str:
    """ "6th Sense · novice scoring (no trump), to 150 points" """
    said = describe(game, options)
    title = tr(game_title)  # the game's name in the table's language ("Der 6. Sinn")
    return tr("{game} · {options}", game=title, options=", ".join(said)) if said else title

