"""The checks every score sheet shares (rules/common/sheet.py): an entry with a seat per player."""

from __future__ import annotations

import pytest

from rules.common.sheet import seat_count_problems
from rules.registry import game_ids, scoresheet
from rules.scoresheet import RoundEntry, SeatEntry

UNIT = {"sixth-sense": "round", "nomination-whist": "round", "shedding": "game"}


def entry(seats: int) -> RoundEntry:
    return RoundEntry(seats=tuple(SeatEntry() for _ in range(seats)))


def checked(game: str, seats: int, players: int = 4):
    sheet = scoresheet(game)
    options = sheet.options(players)
    plan = sheet.plan(players=players, first_dealer=0, index=0, options=options)
    return sheet.check(players=players, plan=plan, entry=entry(seats), options=options)


@pytest.mark.parametrize("game", game_ids())
@pytest.mark.parametrize("seats", [0, 3, 5])
def test_each_sheet_refuses_an_entry_for_another_number_of_players(game, seats):
    problems = checked(game, seats)
    assert len(problems) == 1  # nothing else can be checked
    assert problems[0].text(lang="en") == (
        f"The {UNIT[game]} has {seats} seats entered, but 4 players play.")
    assert problems[0].seat is None


def test_the_words_follow_the_language():
    (problem,) = checked("sixth-sense", 3)
    french = problem.text(lang="fr")
    assert "3" in french and "4" in french and french != problem.text(lang="en")


def test_one_seat_per_player_is_not_a_problem():
    assert seat_count_problems(entry(4), 4) == []
    assert not any("seats entered" in p.message for p in checked("nomination-whist", 4))

