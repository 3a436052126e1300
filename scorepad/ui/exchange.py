"""Export and import (issue 21), reached from History ("Export or import games").

- Export: JSON or CSV (`exchange-format-json`, `-csv`), every game or the games chosen
  (`exchange-scope-all`, `exchange-scope-chosen`, each game `exchange-game-<id>`,
  `exchange-more`), then `exchange-export` hands the file to the browser as a download
  (Flet's `FilePicker.save_file(src_bytes=...)`: the same with a Python server and on Pyodide).
- Import: `exchange-import` opens the browser's file chooser inside the tap (`ft.PickFiles`,
  `with_data=True`: the file's bytes come with the answer, no upload URL, so it works without
  a server); the file is checked and imported by the state, its progress and outcome in
  `exchange-note`. On a shared table a locked session is asked for the PIN instead.
"""

from __future__ import annotations

import logging

import flet as ft

from scorepad.state.access import AccessState
from scorepad.state.exchange import ExchangeState, Note
from scorepad.state.options_text import line, when
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, card, chip, present, text_block
from scorepad.words import tr, tr_c, tr_n

log = logging.getLogger("scorepad.ui.exchange")


def note_words(note: Note) -> str:
    """What the screen says about an export or an import, in the session's language."""
    w = note.what
    if w == "exported":
        return tr_n("Exported {n} game to {file}.", "Exported {n} games to {file}.",
                    note.games, file=note.file)
    if w == "nothing":
        return tr("There are no games to export yet.")
    if w == "none_chosen":
        return tr("Choose at least one game to export.")
    if w == "checking":
        if not note.total:
            return tr("Reading {file}…", file=note.file)
        return tr_n("Checking {file}: {done} of {n} game…", "Checking {file}: {done} of {n} games…",
                    note.total, file=note.file, done=note.done)
    if w == "saving":
        return tr_n("Saving {n} game…", "Saving {n} games…", note.total)
    if w == "imported":
        if note.games == 0 and note.skipped == 0:
            return tr("{file} holds no games: nothing changed.", file=note.file)
        said = tr_n("Imported {n} game from {file}.", "Imported {n} games from {file}.",
                    note.games, file=note.file)
        if note.skipped:
            said += " " + tr_n("{n} game was here already and was left as it was.",
                               "{n} games were here already and were left as they were.",
                               note.skipped)
        return said
    if w == "refused":
        reason = tr(note.words) if note.words else note.reason
        return tr("{file} was not imported (nothing changed): {reason}", file=note.file,
                  reason=reason)
    return note.reason or tr("Something went wrong. Nothing was saved.")


def exchange_picker(ex: ExchangeState) -> ft.FilePicker:
    """The session's file picker (made once, at the session's start, and kept by the state:
    Flet drops a service nobody references). A picked file is imported at once."""

    async def on_result(e: ft.FilePickerResultEvent) -> None:
        files = list(e.files or [])
        if not files:  # the chooser was closed without a file
            return
        picked = files[0]
        data = picked.bytes
        if isinstance(data, list):  # (bytes may arrive as a list of numbers)
            data = bytes(data)
        await ex.import_file(picked.name, data)

    return ft.FilePicker(on_result=on_result)


def _note(note: Note | None) -> ft.Control | None:
    if note is None:
        return None
    words = note_words(note)
    if note.busy:
        value = note.done / note.total if note.total else None  # checked, then written
        inner = ft.Column([ft.Text(words, size=theme.TEXT),
                           ft.ProgressBar(value=value, bar_height=8)], spacing=8)
        colours = (ft.Colors.SURFACE_CONTAINER_HIGH, ft.Colors.ON_SURFACE)
    else:
        icon = ft.Icons.CHECK_CIRCLE_OUTLINE if note.good else ft.Icons.ERROR_OUTLINE
        colours = ((ft.Colors.PRIMARY_CONTAINER, ft.Colors.ON_PRIMARY_CONTAINER) if note.good
                   else (ft.Colors.ERROR_CONTAINER, ft.Colors.ON_ERROR_CONTAINER))
        inner = ft.Row([ft.Icon(icon, color=colours[1]),
                        ft.Text(words, size=theme.TEXT, color=colours[1], expand=True)])
    # keyed by what it says (and how far): each note, each step of the progress, is a new
    # control; patched in place, Flutter dropped its semantic identifier (Flet 1.0.5: a test
    # or a screen reader then lost the note while an import ran)
    return ft.Semantics(identifier="exchange-note", container=True,
                        key=f"exchange-note-{note.what}-{note.done}",
                        content=ft.Container(inner, bgcolor=colours[0], padding=12,
                                             border_radius=theme.RADIUS))


def _game_row(g, chosen: bool, on_toggle) -> ft.Control:
    mark = ft.Icons.CHECK_BOX if chosen else ft.Icons.CHECK_BOX_OUTLINE_BLANK
    return ft.Semantics(
        identifier=f"exchange-game-{g.id}", button=True, container=True, checked=chosen,
        content=ft.Container(ft.Row([
            ft.Icon(mark, color=ft.Colors.PRIMARY),
            ft.Column([ft.Text(", ".join(g.players), size=theme.TEXT,
                               weight=ft.FontWeight.W_600),
                       ft.Text(f"{when(g.created_at)} · "
                               f"{line(g.game, getattr(g, 'options', None))}",
                               size=theme.SMALL)], spacing=2, expand=True)]),
            padding=10, border_radius=theme.RADIUS, ink=True,
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), on_click=on_toggle))


def _note_of(ex: ExchangeState, about: str) -> ft.Control | None:
    """The note in the part it is about, just above its button: it appears where the finger
    that asked for it is (the button moves down), not off the screen."""
    return _note(ex.note) if ex.note is not None and ex.note.about == about else None


def _export_part(ex: ExchangeState, on_export) -> ft.Control:
    fmt = ft.Row([chip("exchange-format-json", tr("JSON"), act(ex.set_format, "json"),
                       selected=ex.fmt == "json", width=None, size=theme.TEXT),
                  chip("exchange-format-csv", tr("CSV (spreadsheet)"), act(ex.set_format, "csv"),
                       selected=ex.fmt == "csv", width=None, size=theme.TEXT)],
                 wrap=True, spacing=theme.GAP, run_spacing=theme.GAP)
    scope = ft.Row([chip("exchange-scope-all", tr_c("every saved game", "All games"), act(ex.set_choosing, False),
                         selected=not ex.choosing, width=None, size=theme.TEXT),
                    chip("exchange-scope-chosen", tr("Choose games"), act(ex.set_choosing, True),
                         selected=ex.choosing, width=None, size=theme.TEXT)],
                   wrap=True, spacing=theme.GAP, run_spacing=theme.GAP)
    rows = []
    if ex.choosing:
        rows = [_game_row(g, g.id in ex.chosen, act(ex.toggle, g.id)) for g in ex.games]
        if not rows:
            rows = [ft.Text(tr("No games yet."), size=theme.TEXT)]
    chosen_line = (ft.Text(tr_n("{n} game chosen", "{n} games chosen", len(ex.chosen)),
                           size=theme.SMALL) if ex.choosing else None)
    return card(*present(
        ft.Text(tr("Export"), size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text(tr("Save games in a file: a backup, or to move them to another phone or a "
                   "computer. JSON can be imported again; CSV opens in a spreadsheet."),
                size=theme.SMALL),
        fmt, scope, *rows, chosen_line,
        button("exchange-more", tr("Show more"), ex.more, full=True)
        if ex.choosing and ex.has_more else None,
        _note_of(ex, "export"),
        button("exchange-export", tr("Download the file"), on_export, primary=True,
               icon=ft.Icons.DOWNLOAD, full=True, disabled=ex.busy),
    ))


def _import_part(ex: ExchangeState, access: AccessState) -> ft.Control:
    locked = access.shared and not access.unlocked
    intro = tr("Add the games of a JSON file exported by Scorepad. A game that is here already "
               "is left as it is; a file with a mistake changes nothing.")
    if locked:
        pick = button("exchange-import", tr("Unlock to import"), access.ask, icon=ft.Icons.LOCK,
                      full=True)
        why = ft.Text(tr("Importing changes the games of this table: it needs the PIN."),
                      size=theme.SMALL)
    else:
        pick = _pick_button(ex)
        why = None
    return card(*present(
        ft.Text(tr("Import"), size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text(intro, size=theme.SMALL), why, _note_of(ex, "import"), pick))


def _pick_button(ex: ExchangeState) -> ft.Control:
    style = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=20, vertical=14),
                           shape=ft.RoundedRectangleBorder(radius=theme.RADIUS),
                           text_style=ft.TextStyle(size=theme.TEXT, weight=ft.FontWeight.W_600))
    # The file chooser opens on the device inside the tap itself (a browser opens one only
    # then); the file's bytes come back in the picker's on_result.
    action = (ft.PickFiles(ex.picker, file_type=ft.FilePickerFileType.CUSTOM,
                           allowed_extensions=["json"], with_data=True,
                           cancel_upload_on_window_blur=False)
              if ex.picker is not None else None)
    ctl = ft.OutlinedButton(content=tr("Choose a file to import"), icon=ft.Icons.UPLOAD_FILE,
                            action=action, disabled=ex.busy or ex.picker is None, style=style,
                            height=theme.TAP + 4, expand=True)
    return ft.Row([ft.Semantics(identifier="exchange-import", content=ctl, expand=True)])


@ft.component
def ExchangeScreen(ex: ExchangeState, access: AccessState) -> ft.Control:
    async def on_export() -> None:
        file = ex.prepare_export()
        if file is None:
            return
        try:
            await ex.picker.save_file(file_name=file.name, src_bytes=file.data)
        except Exception as exc:  # the edge: the browser refused the download: say so
            log.info("export not saved: %s", type(exc).__name__)
            ex.export_failed(exc)
            return
        ex.exported(file)

    return ft.Column(present(
        ft.Text(tr("Export and import"), size=26, weight=ft.FontWeight.BOLD),
        _export_part(ex, on_export),
        _import_part(ex, access),
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
