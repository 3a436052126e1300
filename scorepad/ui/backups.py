"""The backups part of the Settings screen (issues 29 and 37): `backups-<k>` (*text*: when, why
it was taken (the game that finished), how many games), `backups-restore-<k>` asks whether to
put that one back (`BackupQuestion`, over the screen: `backups-question`, `backups-confirm`
puts it back, `backups-cancel` does not), `backups-note` says what was put back and how to
undo it. On a shared table a locked session is told it needs the PIN (its confirmation opens
the PIN prompt)."""

from __future__ import annotations

import flet as ft

from scorepad.state.options_text import when
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, card, error_box, heading, present, text_block
from scorepad.words import tr, tr_n


def why(b) -> str:
    """Why a backup was taken, in words ("" when its name does not say)."""
    if b.kind == "finished":
        if b.title and b.players:
            return tr("end of {game} ({players})", game=tr(b.title), players=", ".join(b.players))
        return tr("end of a game")
    if b.kind == "day":
        return tr("daily copy")
    if b.kind == "replaced":
        return tr("the games before a backup was put back")
    return ""


def label(b) -> str:
    """A backup in one line: when, why, how many games."""
    games = (tr_n("{n} game", "{n} games", b.games) if b.games is not None
             else tr("cannot be read"))
    return " · ".join(part for part in (when(b.taken), why(b), games) if part)


def question(b, on_restore, cancel) -> ft.Control:
    """Asked before anything is put back: a card over the screen (`BackupQuestion`)."""
    return text_block("backups-question", ft.Container(
        ft.Column(present(
            ft.Row([ft.Icon(ft.Icons.RESTORE, size=28),
                    ft.Text(tr("Put back the backup of {time}?", time=when(b.taken)),
                            size=theme.BIG, weight=ft.FontWeight.BOLD, expand=True)]),
            ft.Text(label(b), size=theme.SMALL),
            ft.Text(tr("Every game becomes as it was then. The games as they are now are kept "
                       "as a backup of their own: putting that one back undoes this."),
                    size=theme.TEXT),
            ft.Row([button("backups-cancel", tr("Cancel"), cancel, expand=True),
                    button("backups-confirm", tr("Put back"), act(on_restore, b.name),
                           danger=True, expand=True)], spacing=theme.GAP),
        ), spacing=12, tight=True),
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH, padding=18, border_radius=theme.RADIUS + 4,
        width=420, shadow=ft.BoxShadow(blur_radius=24, color=ft.Colors.with_opacity(
            0.35, ft.Colors.BLACK))))


@ft.component
def BackupQuestion(bs, on_restore) -> ft.Control:
    """The question of "Put back", over the screen (drawn by the shell as the PIN prompt is,
    so it is in view wherever the list was scrolled to); nothing while none is asked."""
    asked = next((b for b in bs.backups if b.name == bs.asking), None) if bs.asking else None
    if asked is None:
        return ft.Container(visible=False)
    # a dim layer: it takes the taps meant for the screen below (closed by an answer)
    return ft.Container(
        ft.Column([question(asked, on_restore, bs.cancel)], alignment=ft.MainAxisAlignment.START,
                  horizontal_alignment=ft.CrossAxisAlignment.CENTER, scroll=ft.ScrollMode.AUTO),
        bgcolor=ft.Colors.with_opacity(0.55, ft.Colors.BLACK),
        padding=ft.Padding.only(left=12, right=12, top=72, bottom=12),
        left=0, top=0, right=0, bottom=0)


def put_back_words(put) -> str:
    """What putting a backup back did (`PutBack`), and how to undo it."""
    return " ".join((
        tr("Put back: {backup}.", backup=label(put.put)),
        tr("The games as they were just before are now the backup of {time}: put it back to "
           "undo this.", time=when(put.kept.taken))))


@ft.component
def BackupsPart(bs, on_restore, *, shared: bool = False, locked: bool = False
                ) -> ft.Control | None:
    """`shared`: a table shared from a computer (its backups, not this phone's); `locked`:
    this session has not entered the PIN."""
    if not bs.available:
        return ft.Column([])
    rows = []
    for k, b in enumerate(bs.backups):
        # the words take what the button leaves (they wrap on a narrow phone, never the button)
        rows.append(ft.Row([
            ft.Semantics(identifier=f"backups-{k}", container=True, expand=True,
                         content=ft.Text(label(b), size=theme.TEXT)),
            button(f"backups-restore-{k}", tr("Put back"), act(bs.ask, b.name),
                   disabled=b.games is None),
        ], key=b.name))
        # what was put back, under the backup that undoes it (the newest: the top of the list)
        if bs.done and b.name == (bs.put.kept.name if bs.put is not None else bs.done):
            rows.append(ft.Column([text_block("backups-note", ft.Text(
                put_back_words(bs.put) if bs.put is not None
                else tr("The backup is back in place."), size=theme.TEXT,
                color=ft.Colors.PRIMARY))], key="note"))
    return card(*present(
        heading(tr("Backups of this table") if shared else tr("Backups on this device")),
        ft.Text(tr("One is kept after every finished game, and a copy on each day of play, "
                   "the newest 8. Putting one back shows the games as they were then; the "
                   "games as they are now are kept as a backup of their own."),
                size=theme.SMALL),
        ft.Text(tr("Putting a backup back changes the games of this table: it needs the PIN."),
                size=theme.SMALL) if locked and rows else None,
        *rows,
        ft.Text(tr("No backup yet: the first is made when a game ends."), size=theme.SMALL)
        if not rows else None,
        error_box(bs.error),
    ))
