"""Sharing a table (issue 11): the "Share this table" screen, its button, the keep-awake
switch of an open game and sharing a finished game's result.

- `ShareScreen`: the address other phones open (`share-url`), its QR code (`share-qr`, a PNG
  made with segno) and, for an unlocked session only, the PIN (`share-pin`).
- `table_tools`: under a game's screen: "Share this table" (`share-open`, when shared) and
  the switch `round-keep-awake` (on by default, remembered per device; where the browser
  cannot keep the screen on, it says why and is off); Settings shows the same switch.
- `ShareResult`: the end screen's `end-share`: a short text through the system share sheet,
  else copied to the clipboard, with a confirmation; where the browser allows neither (WebKit
  over plain http), the result (`end-share-text`) and the game's link (`end-share-link`) are
  shown to be selected and copied by hand, beside the link's QR code (`end-share-qr`).
"""

from __future__ import annotations

import base64
import io
import logging

import flet as ft

from scorepad import runtime
from scorepad.state.access import AWAKE_KEY, AccessState
from scorepad.ui import theme
from scorepad.ui.passing import link_qr
from scorepad.ui.widgets import button, card, present, selectable, switch, text_block
from scorepad.ui.winners import winners_text
from scorepad.words import game_title, tr

log = logging.getLogger("scorepad.ui.share")


def qr_png(text: str, scale: int = 8) -> bytes:
    """A QR code of `text` as PNG bytes (segno; quiet zone of 4 modules, as scanners want)."""
    import segno

    buf = io.BytesIO()
    segno.make(text, error="m", micro=False).save(buf, kind="png", scale=scale, border=4,
                                                  dark="#000000", light="#FFFFFF")
    return buf.getvalue()


def share_open_button(open_share) -> ft.Control:
    return button("share-open", tr("Share this table"), open_share, icon=ft.Icons.QR_CODE_2,
                  full=True)


def share_intro(access: AccessState) -> str:
    """The share screen's first words: how other phones follow this table, or why they cannot
    (a server on this computer only; in the browser alone, no server at all: issue 21)."""
    if access.shared:
        return tr("Other phones on the same network scan the code or open the address: they "
                  "follow the game; changing it needs the PIN.")
    if runtime.in_browser():  # no server: every phone keeps its own games (issue 21)
        return tr("Here Scorepad runs in this browser alone and keeps the games on this device: "
                  "another device that opens this address gets Scorepad with games of its own, "
                  "not this table. To follow one game on several phones, a computer runs: "
                  "{command}. To move games, use Export and import in History.",
                  command="scorepad web --share")
    return tr("This server answers on this computer only. To let other phones at the "
              "table follow the game, start it with: {command}",
              command="scorepad web --share")


@ft.component
def ShareScreen(access: AccessState) -> ft.Control:
    url = access.share_url
    png = ft.use_memo(lambda: base64.b64encode(qr_png(url)).decode("ascii"), [url])
    intro = share_intro(access)
    pin = access.pin
    if pin is not None:
        pin_part = text_block("share-pin", ft.Column([
            ft.Text(tr("PIN to edit"), size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Text(" ".join(pin), size=34, weight=ft.FontWeight.BOLD,
                    semantics_label=tr("PIN {pin}", pin=pin)),
            ft.Text(tr("Give it only to those who keep the score."), size=theme.SMALL),
        ], spacing=2))
    elif access.shared:
        pin_part = ft.Column([
            ft.Text(tr("Ask the person keeping the score for the PIN to change scores."),
                    size=theme.TEXT),
        ])
    else:
        pin_part = None
    return ft.Column(present(
        ft.Text(intro, size=theme.SMALL),
        card(
            # plain text: a selectable Text is not read out by the accessibility tree
            text_block("share-url", ft.Text(url, size=theme.BIG, weight=ft.FontWeight.W_600)),
            ft.Row([ft.Semantics(identifier="share-qr",
                                 label=tr("QR code of {address}", address=url),
                                 container=True, content=ft.Container(
                                     ft.Image(src=png, width=240, height=240,
                                              fit=ft.BoxFit.CONTAIN,
                                              filter_quality=ft.FilterQuality.NONE),
                                     bgcolor=ft.Colors.WHITE, padding=4,
                                     border_radius=theme.RADIUS))],
                   alignment=ft.MainAxisAlignment.CENTER),
        ),
        card(pin_part) if pin_part is not None else None,
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


# ---- keep the screen awake while a game is open --------------------------------------------

async def load_keep_awake(access: AccessState) -> None:
    """This device's choice (remembered in its browser); on when never set."""
    try:
        value = await ft.SharedPreferences().get(AWAKE_KEY)
    except Exception as exc:  # the edge: the browser's storage cannot be read
        log.warning("could not read the keep-awake choice: %s", type(exc).__name__)
        return
    if isinstance(value, bool):
        access.set_keep_awake(value)


class WakeHolder:
    """A session's wake lock: one `ft.Wakelock` made at the session's start (a reference is
    kept here for the session's life: Flet drops a service nobody references), turned on and
    off in the background so that no tap waits for the browser's answer."""

    def __init__(self) -> None:
        self.lock = ft.Wakelock()
        self.on = False
        self.wanted = False

    def want(self, page: ft.Page, value: bool) -> None:
        self.wanted = bool(value)
        if self.wanted != self.on:
            page.run_task(self._apply)

    async def _apply(self) -> None:
        value = self.wanted
        if value == self.on:
            return
        try:
            await (self.lock.enable() if value else self.lock.disable())
            self.on = value
        except Exception as exc:  # the edge: the browser refused (the switch says so)
            log.info("wake lock %s refused: %s", "on" if value else "off", type(exc).__name__)


@ft.component
def KeepAwake(access: AccessState, ident: str = "round-keep-awake",
              hold: bool = True) -> ft.Control:
    """The switch `round-keep-awake`, drawn on a game's screen, and the wake lock it drives:
    on while this switch is on the screen and on; off when it goes off or the game's screen is
    left (the effect's cleanup). Settings shows the same choice (`settings-keep-awake`,
    `hold=False`): it holds no lock there, no game being open."""
    page = ft.context.page
    possible = access.awake_possible
    want = bool(access.keep_awake and possible)
    holder = access.wake
    prefs = ft.use_memo(ft.SharedPreferences, [])  # kept while the switch is shown

    def setup():
        if hold and holder is not None:
            holder.want(page, want)

    def cleanup():
        if hold and holder is not None:
            holder.want(page, False)

    ft.use_effect(setup, [want], cleanup=cleanup)

    async def remember(value: bool) -> None:
        try:
            await prefs.set(AWAKE_KEY, bool(value))
        except Exception as exc:  # the edge: the browser's storage refused
            log.warning("could not keep the keep-awake choice: %s", type(exc).__name__)

    def changed(value: bool) -> None:  # (switch() calls it plainly: the saving is a task)
        access.set_keep_awake(value)
        page.run_task(remember, value)

    label = tr("Keep the screen on") if possible else tr("Keep the screen on: not here")
    return ft.Column([
        switch(ident, label, want, changed, disabled=not possible),
        ft.Text(access.awake_note, size=theme.SMALL, color=ft.Colors.ON_SURFACE_VARIANT),
    ], spacing=0)


def table_tools(access: AccessState, open_share) -> ft.Control:
    """Below a game's screen: share the table (when shared), keep the screen on."""
    return ft.Column(present(
        share_open_button(open_share) if access.shared else None,
        KeepAwake(access),
    ), spacing=8)


# ---- share a finished game's result --------------------------------------------------------

def result_text(view) -> str:
    """A short text of a finished game: the game, the date, the winner(s), the totals."""
    from scorepad.state.options_text import when

    names = list(view.players)
    order = sorted(range(len(names)), key=lambda k: -view.totals[k])
    created = getattr(view, "created_at", None)
    head = (tr("{game}, {date}", game=game_title(view.game), date=when(created)) if created
            else game_title(view.game))
    lines = [head, winners_text(view)]
    lines += [tr("{name}: {points}", name=names[k], points=view.totals[k]) for k in order]
    lines.append(tr("Scored with Scorepad"))
    return "\n".join(lines)


@ft.component
def ShareResult(rs) -> ft.Control:
    said, set_said = ft.use_state(None)
    by_hand, set_by_hand = ft.use_state(None)  # (result, link) to select: nothing else works
    kept = ft.use_ref(None)  # the share/clipboard service, alive while it works

    async def share():
        from scorepad.state.passing import link_for

        result = text = result_text(rs.view)
        link = link_for(getattr(ft.context.page, "url", "") or "", rs.view)
        if link:  # the game itself goes along: the link opens its sheet (issue 29, item 4)
            text += "\n" + link
        set_by_hand(None)
        shared = False
        if _has_share_sheet():
            try:
                kept.current = ft.Share()
                answer = await kept.current.share_text(text, subject=game_title(rs.view.game))
                status = str(getattr(answer, "status", "") or "").lower()
                shared = "unavailable" not in status and "dismiss" not in status
                if "dismiss" in status:
                    set_said(tr("Not shared."))
                    return
            except Exception as exc:  # the edge: the device's share sheet failed
                log.info("share sheet failed: %s", type(exc).__name__)
        if shared:
            set_said(tr("Shared."))
            return
        try:
            kept.current = ft.Clipboard()
            await kept.current.set(text)
            set_said(tr("The result and the game's link were copied: paste them in a "
                        "message.") if link else
                     tr("The result was copied: paste it in a message."))
        except Exception as exc:  # the edge: the browser's clipboard refused
            log.info("clipboard failed: %s", type(exc).__name__)
            set_said(tr("This browser allows neither sharing nor copying here: select the "
                        "result and the link below and copy them, or let another phone scan "
                        "the code.") if link else
                     tr("This browser allows neither sharing nor copying here: select the "
                        "result below and copy it."))
            set_by_hand((result, link))

    return ft.Column(present(
        button("end-share", tr("Share the result"), share, icon=ft.Icons.SHARE, full=True),
        text_block("end-share-message", ft.Text(said, size=theme.TEXT, color=ft.Colors.PRIMARY))
        if said else None,
        by_hand_part(*by_hand) if by_hand else None,
    ), spacing=4)


def by_hand_part(result: str, link: str) -> ft.Control:
    """The result and the game's link as text to select, beside the link's QR code."""
    png = link_qr(link) if link else ""
    return card(ft.Column(present(
        ft.Row([ft.Semantics(identifier="end-share-qr", label=tr("QR code of this game"),
                             container=True, content=ft.Container(
                                 ft.Image(src=png, width=240, height=240, fit=ft.BoxFit.CONTAIN,
                                          filter_quality=ft.FilterQuality.NONE),
                                 bgcolor=ft.Colors.WHITE, padding=4,
                                 border_radius=theme.RADIUS))],
               alignment=ft.MainAxisAlignment.CENTER) if png else None,
        selectable("end-share-text", result, label=tr("The result")),
        selectable("end-share-link", link, label=tr("The game's link")) if link else None,
    ), spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH))


def _has_share_sheet() -> bool:
    """A system share sheet exists on phones (Android, iOS); a desktop browser has none, and
    there the text is copied instead."""
    page = ft.context.page
    try:
        return bool(page.platform) and page.platform.value in ("android", "ios")
    except Exception:  # the edge: Flet, a page whose platform is not known
        return False
