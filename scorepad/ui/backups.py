"""The backups part of the Settings screen (issue 29, item 5): `backups-<k>` (*text*: when, how
many games), `backups-restore-<k>` puts that one back, `backups-note` says what happened. On a
shared table a locked session is told it needs the PIN (its tap opens the PIN prompt)."""

from __future__ import annotations

import flet as ft

from scorepad.state.options_text import when
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, card, error_box, heading, present, text_block
from scorepad.words import tr, tr_n


@ft.component
def BackupsPart(bs, on_restore, *, shared: bool = False, locked: bool = False
                ) -> ft.Control | None:
    """`shared`: a table shared from a computer (its backups, not this phone's); `locked`:
    this session has not entered the PIN."""
    if not bs.available:
        return ft.Column([])
    rows = []
    for k, b in enumerate(bs.backups):
        games = (tr_n("{n} game", "{n} games", b.games) if b.games is not None
                 else tr("cannot be read"))
        # the words take what the button leaves (they wrap on a narrow phone, never the button)
        rows.append(ft.Row([
            ft.Semantics(identifier=f"backups-{k}", container=True, expand=True,
                         content=ft.Text(f"{when(b.taken)} · {games}", size=theme.TEXT)),
            button(f"backups-restore-{k}", tr("Put back"), act(on_restore, b.name),
                   disabled=b.games is None),
        ], key=b.name))
    return card(*present(
        heading(tr("Backups of this table") if shared else tr("Backups on this device")),
        ft.Text(tr("One is kept after every finished game, the newest 8. Putting one back "
                   "shows the games as they were then; the games as they are now are kept "
                   "aside in a file, never deleted."), size=theme.SMALL),
        ft.Text(tr("Putting a backup back changes the games of this table: it needs the PIN."),
                size=theme.SMALL) if locked and rows else None,
        *rows,
        ft.Text(tr("No backup yet: the first is made when a game ends."), size=theme.SMALL)
        if not rows else None,
        text_block("backups-note", ft.Text(tr("The backup is back in place."), size=theme.TEXT,
                                           color=ft.Colors.PRIMARY)) if bs.done else None,
        error_box(bs.error),
    ))
