"""The screen of a damaged database on a device (scorepad/state/repair.py): one sentence, and
"Restore the newest backup" when there is one."""

from __future__ import annotations

from typing import Any

import flet as ft

from scorepad.state.repair import Repair
from scorepad.ui import theme
from scorepad.ui.widgets import button, text_block
from scorepad.words import PRODUCT, tr


def repair_main(error: Any):
    """A Flet `main` for `run()` when the store is damaged (`DamagedStore`)."""

    def main(page: ft.Page) -> None:
        from scorepad import words

        words.use(words.browser_language(), page)
        page.title = PRODUCT
        page.padding = 16
        theme.page_themes(page)
        repair = Repair.of(error)
        column = ft.Column(spacing=16)

        def draw() -> None:
            column.controls = [
                ft.Row([ft.Icon(ft.Icons.WARNING_AMBER, size=32, color=ft.Colors.ERROR),
                        ft.Text(PRODUCT, size=theme.BIG, weight=ft.FontWeight.BOLD)]),
                text_block("repair-said", ft.Text(repair.said, size=theme.TEXT)),
                text_block("repair-offer", ft.Text(repair.offer, size=theme.TEXT)),
            ]
            if repair.can_restore:
                column.controls.append(button("repair-restore", tr("Restore the newest backup"),
                                              restore, primary=True, icon=ft.Icons.RESTORE))

        def restore(_e: Any = None) -> None:
            repair.restore()
            draw()
            page.update()

        draw()
        page.add(ft.SafeArea(column))

    return main
