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

#: one date format everywhere a game's date shows (Home, History, a game's page)
DATE_FORMAT = "%a %d %b %Y, %H:%M"


def when(dt: datetime | None) -> str:
    """A game's date as the app shows it everywhere, in the machine's local time:
    "Mon 23 Nov 2026, 14:05"."""
    if dt is None:
        return ""
    if dt.tzinfo is None:  # stored in UTC without an offset (SQLite)
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone().strftime(DATE_FORMAT)


def _points(n: Any) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


def _sixth_sense(o: Mapping[str, Any], full: bool) -> list[str]:
    out = []
    novice = o.get("scoring") == "novice"
    out.append("novice scoring (no trump)" if novice else "standard scoring")
    if o.get("ending") == "target":
        target = o.get("target")
        out.append(f"to {_points(target)}" if target not in (None, "") else
                   "to a target score (not set yet)")
    else:
        out.append("ends after the table's rounds")
    if not novice:
        if o.get("late_trump"):
            out.append("late trump")
        elif full:
            out.append("trump before the predictions")
    if o.get("removed"):
        out.append(f"{str(o['removed']).capitalize()} taken out")
    six = o.get("six_at_nine")
    if six not in (None, 9) or (full and not novice):
        out.append(f"house rule: a 6/9 card met at 9 scores {six or 9}")
    return out


def _whist(o: Mapping[str, Any], full: bool) -> list[str]:
    out = ["short game (7 down to 1)" if o.get("short") else
           "full game (7 down to 1 and back to 7)"]
    if o.get("hook") is False:
        out.append("house rule: no hook")
    elif full:
        out.append("the hook (bids may not add up to the hand size)")
    if o.get("zero_streak") is False:
        out.append("house rule: no limit on zero bids in a row")
    elif full:
        out.append("zero bids at most three rounds in a row")
    return out


def _shedding(o: Mapping[str, Any], full: bool) -> list[str]:
    out = []
    if o.get("mode") == "last-man-standing":
        out.append("Last Man Standing")
        if o.get("target") not in (None, ""):
            out.append(f"out at {_points(o['target'])}")
    else:
        out.append("classic (lowest total wins)")
        if o.get("games") not in (None, ""):
            n = o["games"]
            out.append(f"{n} game{'' if n == 1 else 's'}")
    if o.get("challenge"):
        out.append("challenge on")
    elif full:
        out.append("challenge off")
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
            out.append(f"{key.replace('_', ' ')}: {value}")
    return out


def line(game_title: str, options: Mapping[str, Any] | None, game: str) -> str:
    """ "6th Sense · novice scoring (no trump), to 150 points" """
    said = describe(game, options)
    return f"{game_title} · {', '.join(said)}" if said else game_title
