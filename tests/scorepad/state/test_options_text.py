"""A game's options in words (scorepad/state/options_text.py), and the one date format."""

from __future__ import annotations

from scorepad.state.options_text import describe, line, when

def test_options_in_words_and_one_date_format():
    from datetime import datetime, timezone

    assert line("sixth-sense", {"scoring": "novice", "ending": "rounds"}) == \
        "6th Sense · novice scoring (no trump), ends after the table's rounds"
    assert describe("sixth-sense", {"removed": "blue", "late_trump": True}) == [
        "standard scoring", "ends after the table's rounds", "late trump", "blue taken out"]
    assert describe("shedding", {"mode": "last-man-standing", "target": 1}) == [
        "Last Man Standing", "first to 1 point wins"]
    assert "some rule: 3" in describe("sixth-sense", {"some_rule": 3})  # a new option shows
    naive = datetime(2026, 11, 23, 14, 5)  # SQLite gives UTC without an offset
    assert when(naive) == when(naive.replace(tzinfo=timezone.utc)) != ""
    assert when(None) == ""
