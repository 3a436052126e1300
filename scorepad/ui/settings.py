"""Settings (`/settings`, issue 29), opened from Home (`settings-open`): what a player sets or
looks up for the whole app, in one place, each part the app's own feature:

- the language (`settings-language-<code>`, as the top bar's list: remembered by the browser);
- the theme (`settings-theme-system` / `-light` / `-dark`: the device's, light or dark);
- keeping the screen on while a game is open (`settings-keep-awake`, the game screen's
  `round-keep-awake`: one choice, remembered by the browser);
- where the games are kept (`settings-storage`, *text*): on the phone alone, in this browser
  and whether it agreed to keep them, with the advice to install the site or export; on a
  computer, the kind of store and where, never a path; `settings-exchange` opens Export and
  import;
- this device's backups (scorepad/ui/backups.py: `backups-<k>`, `backups-restore-<k>`);
- `settings-about` opens About (scorepad/ui/about.py), last.
"""

from __future__ import annotations

import flet as ft

from scorepad.screens import ABOUT
from scorepad.state.app_state import AppState
from scorepad.state.settings import STORAGE_KEY, SettingsState
from scorepad.ui import theme
from scorepad.ui.backups import BackupsPart
from scorepad.ui.share import KeepAwake
from scorepad.ui.widgets import act, button, card, chip, heading, present, text_block
from scorepad.words import N_, tr

#: the theme's choices (AppState.theme), in the order shown
THEMES = (("system", N_("Like this device")), ("light", N_("Light")), ("dark", N_("Dark")))
#: where the games are kept, by `Kept.kind` and `Kept.usual` (scorepad/services/storage/where.py)
PLACES = {
    ("browser", False): N_("The games are kept in this browser, on this device only."),
    ("file", True): N_("The games are kept in a SQLite file on the computer that runs "
                       "Scorepad, in Scorepad's own data folder."),
    ("file", False): N_("The games are kept in a SQLite file on the computer that runs "
                        "Scorepad, in the data folder it was started with."),
    ("memory", False): N_("The games are kept in memory only: they are gone when Scorepad "
                          "stops."),
    ("postgresql", True): N_("The games are kept in a PostgreSQL database on the computer "
                             "that runs Scorepad."),
    ("postgresql", False): N_("The games are kept in a PostgreSQL database on another "
                              "computer, a database server."),
}
#: on the phone alone: what the browser answered when the site asked it to keep its storage
KEEPING = {"kept": N_("This browser has agreed to keep them: it will not clear them to make "
                      "room."),
           "installed": N_("Scorepad is installed on this device: its games are kept as an "
                           "app's are."),
           "refused": N_("This browser has not agreed to keep them."),
           None: N_("This browser has not said whether it will keep them.")}
#: the same advice as Home's note (scorepad/ui/home.py): one sentence, one translation
ADVICE = N_("This browser may clear Scorepad's games when it needs space, or after some weeks "
            "without a visit (Safari: 7 days). To keep them, add Scorepad to the home screen "
            "(Safari: Share, then Add to Home Screen; Android: the menu, then Install app), or "
            "export the games now and then (History, then Export and import).")


def storage_words(settings: SettingsState) -> list[str]:
    """Where the games are kept, in sentences of the session's language."""
    kept = settings.kept
    if kept is None:
        return [tr("Where the games are kept is not known here.")]
    said = [tr(PLACES.get((kept.kind, kept.usual), PLACES["file", False]))]
    if kept.kind == "browser":
        said.append(tr(KEEPING[settings.keeping]))
        if settings.at_risk:
            said.append(tr(ADVICE))
    elif kept.kind == "postgresql":
        said.append(tr("Scorepad makes no backups of a PostgreSQL database: its server keeps "
                       "its own."))
    return said


def _row(controls: list[ft.Control]) -> ft.Control:
    return ft.Row(controls, wrap=True, spacing=theme.GAP, run_spacing=theme.GAP)


@ft.component
def SettingsScreen(app: AppState, on_language, on_theme) -> ft.Control:
    from scorepad.words import LANGUAGES, NATIVE_NAMES

    settings = app.settings
    locked = app.access.shared and not app.access.unlocked
    page = ft.context.page

    async def reread() -> None:  # the browser may have answered since the app started
        try:
            answer = await ft.SharedPreferences().get(STORAGE_KEY)
        except Exception:  # the edge: a browser that keeps nothing (what was known stays)
            return
        settings.browser_answered(answer)

    def on_open() -> None:
        if settings.kept is not None and settings.kept.kind == "browser":
            page.run_task(reread)

    ft.use_effect(on_open, [])
    languages = _row([chip(f"settings-language-{code}", NATIVE_NAMES[code],
                           act(on_language, code), selected=code == app.language, width=None,
                           size=theme.TEXT) for code in LANGUAGES])
    themes = _row([chip(f"settings-theme-{name}", tr(label), act(on_theme, name),
                        selected=name == app.theme, width=None, size=theme.TEXT)
                   for name, label in THEMES])
    words = storage_words(settings)
    return ft.Column(present(
        ft.Text(tr("Settings"), size=26, weight=ft.FontWeight.BOLD),
        card(heading(tr("Language")), languages),
        card(heading(tr("Theme")), themes),
        # the game screen's own choice, remembered per device (no lock is held here)
        card(KeepAwake(app.access, ident="settings-keep-awake", hold=False)),
        card(*present(
            heading(tr("Where the games are kept")),
            text_block("settings-storage", ft.Column(
                [ft.Text(w, size=theme.TEXT) for w in words], spacing=6)),
            button("settings-exchange", tr("Export and import"), app.open_exchange,
                   icon=ft.Icons.IMPORT_EXPORT, full=True),
        )),
        BackupsPart(app.backups, app.restore_backup, shared=app.access.shared, locked=locked)
        if app.backups is not None else None,
        button("settings-about", tr(ABOUT.title), act(app.open_screen, ABOUT),
               icon=ft.Icons.INFO_OUTLINE, full=True),
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
