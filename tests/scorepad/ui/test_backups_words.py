"""What Settings says of each backup (issue 37, item 8), in every language: when, why it was
taken (the game that finished, the day's copy, the games a put-back replaced), how many games;
two backups of one minute are told apart; "Put back" asks first, and afterwards the screen says
what was put back and how to undo it."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from scorepad.services.storage.backups import BackupInfo, PutBack
from scorepad.state.backups import BackupsState
from scorepad.ui.backups import label, put_back_words, question
from scorepad.words import LANGUAGES, speaking
from tests.scorepad.controls import controls, identifiers

AT = datetime(2026, 11, 28, 16, 16, 5, tzinfo=timezone.utc)
FINISHED = BackupInfo("scorepad-20261128-171605.finished.x.sqlite", AT, 3, "finished",
                      "sixth-sense", ("Ann", "Bob", "Cleo"))
DAY = BackupInfo("scorepad-20261128-171600.day.sqlite", AT, 2, "day")
REPLACED = BackupInfo("scorepad-20261128-171700.replaced.sqlite", AT, 3, "replaced")
PLAIN = BackupInfo("scorepad-20261128-171500.sqlite", AT, 1)
UNREAD = BackupInfo("scorepad-20261128-171400.finished.y.sqlite", AT, None, "finished")
ALL = (FINISHED, DAY, REPLACED, PLAIN, UNREAD)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_backups_of_one_minute_are_told_apart(lang):
    with speaking(lang):
        said = [label(b) for b in ALL]
    assert len(set(said)) == len(said), said
    for text in said:
        assert "{" not in text and "}" not in text, text
    assert "Ann, Bob, Cleo" in said[0]


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_no_english_left(lang, monkeypatch):
    import scorepad.ui.backups as part

    monkeypatch.setattr(part, "when", lambda _dt: "T")  # the words, not the date's

    def words() -> list[str]:
        return [part.why(b) for b in ALL if b.kind] + [put_back_words(PutBack(FINISHED, REPLACED))]

    with speaking("en"):
        english = words()
    with speaking(lang):
        theirs = words()
    for a, b in zip(english, theirs):
        assert a != b, (lang, b)


def test_what_was_put_back_and_how_to_undo_it():
    with speaking("en"):
        said = put_back_words(PutBack(FINISHED, REPLACED))
    assert said.startswith("Put back: ") and "end of 6th Sense (Ann, Bob, Cleo)" in said
    assert "3 games" in said and "put it back to undo this" in said


def test_put_back_asks_first():
    bs = BackupsState(None, backups=(FINISHED, DAY))
    bs.ask("no such backup")
    assert bs.asking is None
    bs.ask(DAY.name)
    assert bs.asking == DAY.name
    asked = []
    card = question(DAY, asked.append, bs.cancel)
    assert {"backups-question", "backups-confirm", "backups-cancel"} <= identifiers(card)
    [confirm] = [c for c in controls(card) if getattr(c, "identifier", None) == "backups-confirm"]
    confirm.content.on_click()  # the question's "Put back": the backup asked about
    assert asked == [DAY.name]
    bs.cancel()
    assert bs.asking is None
