"""The game replayed around a round being entered (scorepad/services/games/rounds.py)."""

from __future__ import annotations

from rules.registry import scoresheet
from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games.rounds import with_round


def entry(seats: int) -> RoundEntry:
    return RoundEntry(seats=tuple(SeatEntry() for _ in range(seats)))


def test_the_game_service_says_the_sheets_own_words():
    sheet = scoresheet("sixth-sense")
    problems, played = with_round(sheet, first_dealer=0, options=sheet.options(4), players=4,
                                  stored=[], entry=entry(2), index=None)
    assert played is None
    assert [p.text(lang="en") for p in problems] == [
        "The round has 2 seats entered, but 4 players play."]
    # the message as data, so a French table reads it in French (not the app's English copy)
    french = problems[0].text(lang="fr")
    assert french != problems[0].text(lang="en") and "2" in french and "4" in french
