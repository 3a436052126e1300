"""How each game's rows read in SQL, for the statistics: which total is better, how far a call
was from its target, the kind of game a figure belongs to. The sheets say these things in
Python (`higher_wins`, shedding's `higher_wins_for(options)`, the 6th Sense scoring table); a
GROUP BY needs them as SQL expressions, so they are restated here per game id, and tests
(tests/scorepad/services/test_stats.py) check them against the sheets.
"""

from __future__ import annotations

from typing import Any, Callable

from sqlalchemy import and_, case, false, func, literal, true
from sqlalchemy.sql.elements import ColumnElement

from rules.registry import scoresheet
from scorepad.store.models import Game, RoundSeat
from scorepad.words import tr

SIXTH_SENSE = 6  # the 6/9 card's value
#: kinds of game whose round points are a penalty (the hand left): fewer is better
PENALTY_KINDS = frozenset({"shedding"})  # the classic shedding game
LMS_KIND = "shedding/last-man-standing"


def _higher_is_better() -> ColumnElement:
    """True where a higher final total is better: all but the classic shedding game."""
    mode = func.coalesce(Game.options["mode"].as_string(), "classic")
    return case((and_(Game.game == "shedding", mode != "last-man-standing"), false()),
                else_=true())


def _sixth_sense_distance(call, tricks) -> ColumnElement:
    # 6/9: the nearer of 6 and 9 (7 -> 6, 8 -> 9; never a tie)
    return case((call == SIXTH_SENSE, case((tricks <= 7, func.abs(tricks - 6)),
                                           else_=func.abs(tricks - 9))),
                else_=func.abs(tricks - call))


def _exact_distance(call, tricks) -> ColumnElement:
    return func.abs(tricks - call)


#: game id -> tricks' distance from the call's target; games not named here have no calls
CALL_DISTANCE: dict[str, Callable[[Any, Any], ColumnElement]] = {
    "sixth-sense": _sixth_sense_distance,
    "nomination-whist": _exact_distance,
}


def _distance(game: str) -> ColumnElement:
    return CALL_DISTANCE[game](RoundSeat.call, RoundSeat.tricks)


def call_label(game: str, call: int) -> str:
    """How the table names a call: the 6th Sense 6 is the 6/9 card."""
    return "6/9" if game == "sixth-sense" and call == SIXTH_SENSE else str(call)


def game_title(game: str) -> str:
    try:
        return tr(scoresheet(game).title)  # shown on the Statistics screen only
    except Exception:  # an id from another version of the app: show it as stored
        return game


def _kind() -> ColumnElement:
    """A game id, or for the shedding game its mode too: the unit a figure may be compared
    within (classic: the lowest total wins; Last Man Standing: the first to the target)."""
    mode = func.coalesce(Game.options["mode"].as_string(), "classic")
    return case((and_(Game.game == "shedding", mode == "last-man-standing"),
                 literal(LMS_KIND)), else_=Game.game)


def kind_title(kind: str) -> str:
    if kind == LMS_KIND:
        return tr("{game} · Last Man Standing", game=game_title("shedding"))
    if kind == "shedding":
        return tr("{game} · classic", game=game_title("shedding"))
    return game_title(kind)
