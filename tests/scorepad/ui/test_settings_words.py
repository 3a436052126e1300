"""What Settings says about where the games are kept (issue 29), in every language: each kind
of store in its own sentence, never a path; on the phone alone the browser's answer, and the
advice to install or export only while the browser may clear the games."""

from __future__ import annotations

import pytest

from scorepad.services.storage.where import Kept
from scorepad.state.settings import SettingsState
from scorepad.ui.settings import ADVICE, storage_words
from scorepad.words import LANGUAGES, speaking, tr

CASES = [SettingsState(Kept("file", True)), SettingsState(Kept("file", False)),
         SettingsState(Kept("memory")), SettingsState(Kept("postgresql", True)),
         SettingsState(Kept("postgresql", False)), SettingsState(None)] + [
    SettingsState(Kept("browser"), keeping) for keeping in ("kept", "installed", "refused", None)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_store_is_said_in_its_own_words(lang):
    with speaking(lang):
        said = [" ".join(storage_words(s)) for s in CASES]
        advice = tr(ADVICE)
    assert len(set(said)) == len(said), "two stores said alike"
    for settings, text in zip(CASES, said):
        assert text and "{" not in text and "/" not in text.replace("PostgreSQL", "")
        assert (advice in text) is settings.at_risk, (settings, text)


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_no_english_left(lang):
    for settings in CASES:
        with speaking("en"):
            english = storage_words(settings)
        with speaking(lang):
            theirs = storage_words(settings)
        assert all(a != b for a, b in zip(english, theirs)), (lang, theirs)
