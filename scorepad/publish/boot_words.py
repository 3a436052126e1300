"""The words the page itself shows (index.html), outside Flutter: the loading screen, the update
prompt and what the browser's storage does (a line over the app, kept until it is solved).
Written into the page at build time, in the eight languages, from the app's catalog; the page
picks the browser's language."""

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
    # the browser's storage (scorepad/browser.py `Durability`)
    "storage-refused": N_("This browser does not let Scorepad keep its games (private browsing, "
                          "or storage turned off). They stay while this page is open: export "
                          "them before closing it."),
    "storage-full": N_("This device's storage is full: the last change is kept while this page "
                       "is open, not yet on the device. Free some space; Scorepad tries again "
                       "at the next change."),
}


def boot_words() -> dict[str, dict[str, str]]:
    """{language: {key: words}} for every language of the app."""
    from scorepad.words import LANGUAGES, speaking, tr

    out = {}
    for lang in LANGUAGES:
        with speaking(lang):
            out[lang] = {key: tr(text) for key, text in WORDS.items()}
    return out
