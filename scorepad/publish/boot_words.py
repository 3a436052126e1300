"""The loading screen's and the update prompt's words (index.html shows them before Python
runs): written into the page at build time, in the eight languages, from the app's catalog."""

from __future__ import annotations

from scorepad.words import N_

WORDS = {
    "loading": N_("Opening Scorepad…"),
    "python": N_("Loading Python…"),
    "storage": N_("Opening your saved games…"),
    "unpacking": N_("Unpacking the app…"),
    "starting": N_("Starting the app…"),
    "ready": N_("Almost there…"),
    "failed": N_("Scorepad could not start. Reload the page to try again."),
    "update": N_("A new version of Scorepad is ready."),
    "reload": N_("Reload"),
}


def boot_words() -> dict[str, dict[str, str]]:
    """{language: {key: words}} for every language of the app."""
    from scorepad.words import LANGUAGES, speaking, tr

    out = {}
    for lang in LANGUAGES:
        with speaking(lang):
            out[lang] = {key: tr(text) for key, text in WORDS.items()}
    return out
