"""What the export/import screen says (issue 21): every note in words, in every language, with
its figures filled in and nothing left in English where a language has its own words."""

from __future__ import annotations

import pytest

from scorepad.state.exchange import Note
from scorepad.ui.exchange import note_words
from scorepad.words import LANGUAGES, speaking

NOTES = [Note("exported", games=3, file="scorepad-2026-11-25.json", about="export"),
         Note("nothing", about="export"), Note("none_chosen", about="export"),
         Note("checking", file="g.json"), Note("checking", done=25, total=1000, file="g.json"),
         Note("saving", total=1000, file="g.json"),
         Note("imported", games=2, skipped=1, file="g.json"),
         Note("imported", games=0, skipped=0, file="g.json"),
         Note("refused", file="g.json", reason="games[0].players: a reason"),
         Note("refused", file="g.json", reason="the file is empty: expected a JSON list of games",
              words="the file is empty: it holds no Scorepad games"),
         Note("failed", reason="This table is locked.")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_note_is_said_with_its_figures(lang):
    with speaking(lang):
        said = [note_words(n) for n in NOTES]
    for note, text in zip(NOTES, said):
        assert text and "{" not in text, (note, text)
        if note.file and note.what != "saving":
            assert note.file in text
    assert "25" in said[4] and "1000" in said[4].replace(",", "").replace(".", "").replace(
        "\u202f", "").replace("\xa0", "").replace(" ", "")
    if lang != "en":
        with speaking("en"):
            english = [note_words(n) for n in NOTES]
        same = [t for t, e in zip(said, english) if t == e]
        assert len(same) <= 1, same  # only the failure's own sentence may stay as given
        assert "Scorepad games" not in said[9]  # the whole file's fault in this language


def test_english_words():
    with speaking("en"):
        assert note_words(NOTES[0]) == "Exported 3 games to scorepad-2026-11-25.json."
        assert note_words(NOTES[6]) == ("Imported 2 games from g.json. 1 game was here already "
                                        "and was left as it was.")
        assert note_words(NOTES[4]) == "Checking g.json: 25 of 1000 games…"
