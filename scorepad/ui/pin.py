"""The PIN prompt and the "Unlock to edit" control of a shared table (issue 11).

The prompt is drawn over the screen (a Stack in the shell) while `AccessState.prompt_open`:
a locked control's action opened it (the guarded service said `Locked`), or the top bar's
"Unlock to edit". An unlocked tab keeps a random token in the browser's storage of this site
(SharedPreferences), so a reload unlocks it again; the PIN itself is never stored.
"""

from __future__ import annotations

import logging

import flet as ft

from scorepad.state.access import TOKEN_KEY, AccessState
from scorepad.ui import theme
from scorepad.ui.widgets import button, present, text_block
from scorepad.words import tr

log = logging.getLogger("scorepad.ui.pin")


async def remember_token(token: str | None) -> None:
    """Keep an unlocked session's token in this browser (for a reload of the tab)."""
    if not token:
        return
    try:
        await ft.SharedPreferences().set(TOKEN_KEY, token)
    except Exception as exc:  # the edge: the browser's storage refused (private mode):
        # unlocked until the tab closes
        log.warning("could not keep the unlock token in the browser: %s", type(exc).__name__)


async def restore_unlock(access: AccessState) -> None:
    """At the start of a session: a token this tab was given unlocks it again."""
    if not access.shared or access.unlocked:
        return
    try:
        token = await ft.SharedPreferences().get(TOKEN_KEY)
    except Exception as exc:  # the edge: the browser's storage cannot be read
        log.warning("could not read the unlock token: %s", type(exc).__name__)
        return
    if token:
        access.restore(token)


@ft.component
def UnlockBar(access: AccessState) -> ft.Control:
    """Under the top bar of a locked session: it only views; "Unlock to edit" (`pin-open`)."""
    if not access.shared or access.unlocked:
        return ft.Container(visible=False)
    return ft.Container(
        ft.Row([
            ft.Icon(ft.Icons.VISIBILITY, color=ft.Colors.ON_SECONDARY_CONTAINER),
            ft.Text(tr("Viewing only"), size=theme.SMALL, expand=True,
                    color=ft.Colors.ON_SECONDARY_CONTAINER),
            ft.Semantics(identifier="pin-open", content=ft.FilledTonalButton(
                content=tr("Unlock to edit"), icon=ft.Icons.LOCK_OPEN, on_click=access.ask,
                height=theme.TAP - 4)),
        ], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER),
        bgcolor=ft.Colors.SECONDARY_CONTAINER, border_radius=theme.RADIUS,
        padding=ft.Padding.only(left=12, right=6, top=4, bottom=4))


@ft.component
def PinLayer(access: AccessState) -> ft.Control:
    """The PIN prompt over the screen while it is open; nothing otherwise."""
    if not access.prompt_open or access.unlocked:
        return ft.Container(visible=False)
    return PinPrompt(access)


@ft.component
def PinField(access: AccessState, on_submit) -> ft.Control:
    """The PIN field: digits only, hidden as typed (with an eye to show them), each key kept
    (the value is taken from the live field, as widgets.TextInput does)."""
    drawn = ft.use_ref(None)
    live = drawn.current.value if drawn.current is not None else ""

    async def submit(e) -> None:  # Enter: the same as "Unlock" (awaited: it is async)
        await on_submit()

    field = ft.TextField(
        value=live, label=tr("PIN"), password=True, can_reveal_password=True,
        keyboard_type=ft.KeyboardType.NUMBER, input_filter=ft.NumbersOnlyInputFilter(),
        text_size=theme.BIG, autofocus=True,
        on_change=lambda e: access.set_pin_text(e.control.value or ""),
        on_submit=submit)
    drawn.current = field
    return ft.Semantics(identifier="pin-field", content=field)


@ft.component
def PinPrompt(access: AccessState) -> ft.Control:
    async def unlock():
        token = access.unlock()
        if token:
            await remember_token(token)

    message = None
    if access.message:
        colour = ft.Colors.PRIMARY if access.good else ft.Colors.ERROR
        message = text_block("pin-message", ft.Text(access.message, size=theme.TEXT,
                                                     color=colour))
    card = ft.Container(
        ft.Column(present(
            ft.Row([ft.Icon(ft.Icons.LOCK, size=28),
                    ft.Text(tr("Unlock to edit"), size=theme.BIG, weight=ft.FontWeight.BOLD,
                            expand=True)]),
            ft.Text(tr("This device can see the game. To change scores, enter the table's PIN "
                       "(the person keeping the score has it on the Share screen)."),
                    size=theme.SMALL),
            PinField(access, unlock, key=f"pin-field@{access.version}"),
            message,
            ft.Row([button("pin-cancel", tr("Not now"), access.close, expand=True),
                    button("pin-unlock", tr("Unlock"), unlock, primary=True, expand=True,
                           icon=ft.Icons.LOCK_OPEN)], spacing=theme.GAP),
        ), spacing=12, tight=True),
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH, padding=18, border_radius=theme.RADIUS + 4,
        width=420, shadow=ft.BoxShadow(blur_radius=24, color=ft.Colors.with_opacity(
            0.35, ft.Colors.BLACK)))
    # A dim layer over the screen: it takes the taps meant for the screen below (closed by
    # "Not now" or by unlocking).
    return ft.Container(
        ft.Column([card], alignment=ft.MainAxisAlignment.START,
                  horizontal_alignment=ft.CrossAxisAlignment.CENTER, scroll=ft.ScrollMode.AUTO),
        bgcolor=ft.Colors.with_opacity(0.55, ft.Colors.BLACK),
        padding=ft.Padding.only(left=12, right=12, top=72, bottom=12),
        left=0, top=0, right=0, bottom=0)
