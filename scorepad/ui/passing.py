"""Passing a game from phone to phone (issue 29, item 3).

- `pass_button`: "Pass this game" (`pass-open`) under a game's screen, finished or not.
- `PassScreen`: the game's link as text (`pass-link`), its QR code (`pass-qr`), a button that
  copies the link (`pass-copy`); where the browser allows no copying, the link becomes a
  read-only field to select it by hand (issue 37).
- `ReceivedScreen`: a game opened from a link, shown as a read-only sheet; what keeping it
  would do; `pass-keep` keeps it; then `pass-continue` opens it. A link that cannot be read:
  one sentence (`pass-error`), nothing stored.
"""

from __future__ import annotations

import base64
import logging

import flet as ft

from scorepad.ui import theme
from scorepad.ui.widgets import button, card, error_box, present, selectable, text_block
from scorepad.ui.winners import winners_text
from scorepad.words import game_title, tr, tr_n

log = logging.getLogger("scorepad.ui.passing")


def pass_button(open_pass) -> ft.Control:
    return button("pass-open", tr("Pass this game"), open_pass, icon=ft.Icons.SEND_TO_MOBILE,
                  full=True)


def link_qr(link: str) -> str:
    """The link's QR code as base64 PNG; "" when no code holds it (the link still works)."""
    import io

    import segno

    buf = io.BytesIO()
    # the smallest code that holds the link; segno raises the error correction while the
    # size stays the same (a screen is clean: L is enough, more when it costs nothing)
    try:
        segno.make(link, error="l", micro=False, boost_error=True).save(
            buf, kind="png", scale=4, border=4, dark="#000000", light="#FFFFFF")
    except Exception as exc:  # the edge: segno (DataOverflowError: longer than a code holds)
        log.info("no QR code for a link of %d characters: %s", len(link), type(exc).__name__)
        return ""
    return base64.b64encode(buf.getvalue()).decode("ascii")


@ft.component
def PassScreen(app, passing) -> ft.Control:
    link = passing.link
    png = ft.use_memo(lambda: link_qr(link) if link else "", [link])
    said, set_said = ft.use_state(None)
    by_hand, set_by_hand = ft.use_state(False)  # no copying here: the link to select (issue 37)
    kept = ft.use_ref(None)  # the clipboard service, alive while it works

    async def copy():
        try:
            kept.current = ft.Clipboard()
            await kept.current.set(link)
            set_said(tr("The link was copied: send it in a message."))
        except Exception as exc:  # the edge: the browser's clipboard refused
            log.info("clipboard failed: %s", type(exc).__name__)
            set_said(tr("This browser does not allow copying here: select the link instead."))
            set_by_hand(True)

    return ft.Column(present(
        ft.Text(tr("Another phone scans this code with its camera, or opens the link: the "
                   "whole game goes along inside the link, to no server. There it can be "
                   "kept, and carried on."), size=theme.SMALL),
        error_box(passing.error),
        card(
            ft.Row([ft.Semantics(identifier="pass-qr", label=tr("QR code of this game"),
                                 container=True, content=ft.Container(
                                     ft.Image(src=png, width=320, height=320,
                                              fit=ft.BoxFit.CONTAIN,
                                              filter_quality=ft.FilterQuality.NONE),
                                     bgcolor=ft.Colors.WHITE, padding=4,
                                     border_radius=theme.RADIUS))],
                   alignment=ft.MainAxisAlignment.CENTER) if png else None,
            selectable("pass-link", link, label=tr("The game's link")) if by_hand else
            text_block("pass-link", ft.Text(link, size=theme.SMALL, selectable=False)),
        ),
        button("pass-copy", tr("Copy the link"), copy, icon=ft.Icons.COPY, full=True),
        text_block("pass-copy-message", ft.Text(said, size=theme.TEXT, color=ft.Colors.PRIMARY))
        if said else None,
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


def plan_words(plan, games: bool, done: bool = False) -> str:
    """What keeping the received game does, or did (`Kept`)."""
    if plan is None:
        return ""
    if plan.what == "new":
        return tr("Kept on this device.") if done else tr("This device does not have this game yet.")
    if plan.what == "same":
        return tr("This device already has every round of this game.") if not games \
            else tr("This device already has every game of this match.")
    if plan.what == "added" and not plan.added:  # only the players at the table changed
        return tr_n("{n} newer change of the players at the table is added to the game on "
                    "this device.",
                    "{n} newer changes of the players at the table are added to the game on "
                    "this device.", getattr(plan, "changes", 0))
    if plan.what == "added":
        return (tr_n("{n} newer game is added to the one on this device.",
                     "{n} newer games are added to the one on this device.", plan.added)
                if games else
                tr_n("{n} newer round is added to the game on this device.",
                     "{n} newer rounds are added to the game on this device.", plan.added))
    if plan.differs_at is None:
        return tr("This device has another version of this game, with other players or "
                  "options: both are kept.")
    return (tr("This device has another version of this match, different from game {number}: "
               "both are kept.", number=plan.differs_at + 1) if games else
            tr("This device has another version of this game, different from round {number}: "
               "both are kept.", number=plan.differs_at + 1))


@ft.component
def ReceivedScreen(app, passing) -> ft.Control:
    from scorepad.ui.chart import _games, round_table

    if passing.waiting:
        return ft.Column([ft.Text(tr("Opening the game passed to this device…"),
                                  size=theme.TEXT)])
    received = passing.received
    if received is None:
        return ft.Column(present(
            error_box(passing.error or tr("No game was passed to this device."), "pass-error"),
            button("pass-home", tr("Home"), app.go_home, icon=ft.Icons.HOME, full=True),
        ), spacing=12)
    view = received.view
    games = _games(view)
    kept = passing.kept
    over = view.standing.over
    head = tr("{game}: {players}", game=game_title(view.game), players=", ".join(view.players))
    return ft.Column(present(
        text_block("pass-received", ft.Text(head, size=theme.BIG, weight=ft.FontWeight.W_600)),
        text_block("pass-result", ft.Text(winners_text(view), size=theme.TEXT)) if over else
        ft.Text(tr_n("Not finished: {n} game played.", "Not finished: {n} games played.",
                     len(view.rounds)) if games else
                tr_n("Not finished: {n} round played.", "Not finished: {n} rounds played.",
                     len(view.rounds)), size=theme.TEXT),
        card(round_table(view, "pass-table")) if view.rounds else None,
        error_box(passing.error),
        text_block("pass-plan", ft.Text(plan_words(kept or passing.plan, games, kept is not None),
                                        size=theme.TEXT,
                                        color=ft.Colors.PRIMARY if kept else None)),
        # keyed: one button goes, another comes (not the same control patched)
        ft.Column([button("pass-keep", tr("Keep it on this device") if over
                          else tr("Keep it on this device and carry on"), app.keep_received,
                          icon=ft.Icons.DOWNLOAD, primary=True, full=True)],
                  key="keep", horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        if kept is None else None,
        ft.Column([button("pass-continue", tr("Open the game"), app.carry_on,
                          icon=ft.Icons.PLAY_ARROW, primary=True, full=True)],
                  key="continue", horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        if kept is not None else None,
        ft.Text(tr("Nothing is kept on this device unless you keep it."), size=theme.SMALL)
        if kept is None else None,
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
