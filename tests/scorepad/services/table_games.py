"""Games whose table changes between rounds (PLAYERS.md), played through the real service, for
the export, import, CSV and link tests: every kind of change in each of the three games.

- `whist`: nomination whist (short) where Dee joins after Ann with the average, Bob sits a
  round out and comes back, Cy leaves, Eve takes over Cy's total, Fay joins first in the list
  with the worst total and Ann leaves; finished.
- `sixth`: 6th Sense of four going down to two (red taken out: Cy sits out, Dee leaves) and
  back up (Cy comes back, Eve joins with zero), its rounds changed to 6; finished.
- `shedding`: the shedding game where Hal joins after Gus with zero and Fay leaves; unfinished.
- `ended`: 6th Sense where Cy leaves with two left (green out), and after a round the table
  ends the game there, as it stands.
"""

from __future__ import annotations

from typing import Any

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, SUIT, Trump
from scorepad.services.games.service import GameService

SIX_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14)


def entry(view: Any) -> RoundEntry:
    """A round the rules accept for the next round of `view`, for the seats at its table."""
    plan = view.next_plan
    n = len(view.names_at(plan.index))
    taker = plan.index % n  # takes every trick; the seat after it bids one, the rest zero
    if view.game == "shedding":
        return RoundEntry(seats=tuple(
            SeatEntry(points=0 if k == taker else 5 * (k + 1) + plan.index) for k in range(n)))
    if view.game == "sixth-sense":
        calls = [SIX_VALUES[(plan.index + k) % len(SIX_VALUES)] for k in range(n)]
        trump = "blue" if plan.index % 2 else "yellow"
        return RoundEntry(seats=tuple(SeatEntry(call=calls[k],
                                                tricks=plan.tricks if k == taker else 0)
                                      for k in range(n)), trump=Trump(COLOUR, trump))
    bids = [plan.tricks if k == taker else 1 if k == (taker + 1) % n else 0 for k in range(n)]
    return RoundEntry(seats=tuple(SeatEntry(call=b, tricks=plan.tricks if k == taker else 0)
                                  for k, b in enumerate(bids)), trump=Trump(SUIT, "S"))


def play(svc: GameService, gid: str, steps: list[Any]) -> Any:
    """Play `steps`: a list of changes (made together before the next round) or None (a round
    played); returns the game's view."""
    view = svc.get(gid)
    for step in steps:
        if step is None:
            view = svc.record_round(gid, entry(view), index=len(view.rounds))
        else:
            view = svc.change_table(gid, step)
    return view


def whist(svc: GameService) -> Any:
    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"], first_dealer=1,
                       options={"short": True})
    return play(svc, g.id, [
        None,
        [{"change": "join", "player": "Dee", "after": "Ann", "start": "average"}],
        None,
        [{"change": "sit_out", "player": "Bob"}],
        None,
        [{"change": "come_back", "player": "Bob"}, {"change": "leave", "player": "Cy"}],
        None,
        [{"change": "join", "player": "Eve", "after": "Bob", "start": {"takes_over": "Cy"}}],
        None,
        [{"change": "join", "player": "Fay", "after": None, "start": "worst"},
         {"change": "leave", "player": "Ann"}],
        None, None])


def sixth(svc: GameService) -> Any:
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy", "Dee"], first_dealer=0)
    return play(svc, g.id, [
        None,
        [{"change": "rounds", "rounds": 6}, {"change": "sit_out", "player": "Cy"},
         {"change": "leave", "player": "Dee", "removed": "red"}],
        None,
        [{"change": "come_back", "player": "Cy"}],
        None,
        [{"change": "join", "player": "Eve", "after": "Cy", "start": "zero"}],
        None, None, None])


def shedding(svc: GameService) -> Any:
    g = svc.start_game(game="shedding", players=["Fay", "Gus"], first_dealer=0,
                       options={"games": 5})
    return play(svc, g.id, [
        None,
        [{"change": "join", "player": "Hal", "after": "Gus", "start": "zero"}],
        None,
        [{"change": "leave", "player": "Fay"}],
        None])


def ended(svc: GameService) -> Any:
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    return play(svc, g.id, [None, [{"change": "leave", "player": "Cy", "removed": "green"}],
                            None, [{"change": "end"}]])


GAMES = {"whist": whist, "sixth": sixth, "shedding": shedding, "ended": ended}
