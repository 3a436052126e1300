"""The round screen's trump row: painted chips, or worded chips with who chooses, or the words
saying why there is none yet (a late trump, a trump turned up, none in this variant). Drawn
from the sheet's entry form (`RoundState.form`)."""

from __future__ import annotations

import flet as ft

from scorepad.state.round import TRUMP, RoundState
from scorepad.ui import theme
from scorepad.ui.widgets import act, chip, text_block, wrap
from scorepad.words import N_, tr


# Why a round has no trump row, by the sheet's `no_trump_reason` (whole phrases).
NO_TRUMP_NOTES = {"novice": N_("Novice: no trump.")}


def trump_row(rs: RoundState) -> ft.Control | None:
    form = rs.form
    if not rs.has_trump:
        note = NO_TRUMP_NOTES.get(form.no_trump_reason)
        return ft.Text(tr(note), size=theme.TEXT, italic=True, key="trump") if note else None
    chosen = form.trump_way in ("chosen", "turned-card")  # known once every call is in
    if not rs.show_trump:
        if chosen:
            # the 1-card round: nobody chooses, the turned card's suit is trump (from the start)
            ask = (tr("Trump: the turned card's suit, entered once every bid is in.")
                   if form.trump_way == "turned-card" else
                   tr("Trump: the highest bidder chooses once every bid is in."))
            return ft.Semantics(identifier="round-trump-prompt", container=True, key="trump",
                                content=ft.Text(ask, size=theme.SMALL, italic=True))
        return ft.Text(tr("Late trump: turn it after the predictions."), size=theme.TEXT,
                       italic=True, key="trump")
    words = tuple((c, rs.trump_word(c)) for c in rs.trump_choices)
    current = None if rs.trump is None else rs.trump_word(rs.trump)
    asked = rs.trump is None and rs.active_field == TRUMP
    if form.trump_word == "suit":
        return SuitRow(rs.trump, words, current, asked, form.trump_way == "turned-card",
                       rs.choose_trump, chooser_text(rs) if chosen else None, key="trump")
    return TrumpRow(rs.trump, words, current, asked, rs.choose_trump, key="trump")


# The parts below are memoised on plain values and bound methods (equal from one render to
# the next), so a tap rebuilds only the rows and the keypad it changes.


@ft.memo
@ft.component
def TrumpRow(trump, choices, current, asked, choose) -> ft.Control:
    chips = [chip(f"round-trump-{c}", _capital(word), act(choose, c),
                  colour=c, selected=trump == c, width=None, expand=True, size=15,
                  label=tr("Trump {colour}", colour=word))
             for c, word in choices]
    return ft.Column([
        ft.Text(tr("Trump — tap the colour turned up") if trump is None
                else tr("Trump: {colour}", colour=current),
                size=theme.SMALL, weight=ft.FontWeight.W_600,
                color=ft.Colors.PRIMARY if asked else None),
        ft.Row(chips, spacing=6),
    ], spacing=4)


def chooser_text(rs: RoundState) -> str:
    """Who chooses the trump, by name (equal highest bids: the first of them in bidding
    order, RULES.md)."""
    who = rs.trump_chooser
    if who is None:
        return tr("Trump — the highest bidder chooses")
    bids = [c for c in rs.calls if c is not None]
    tied = bool(bids) and bids.count(max(bids)) > 1
    return (tr("Trump — {name} chooses (first of the equal highest bids)", name=who) if tied
            else tr("Trump — {name} chooses (the highest bid)", name=who))


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


@ft.memo
@ft.component
def SuitRow(trump, choices, current, asked, turned, choose, chooser=None) -> ft.Control:
    # words, not suit symbols: the web client's font has no glyphs for them
    chips = [chip(f"round-suit-{c}", _capital(word), act(choose, c),
                  selected=trump == c, width=None, size=theme.TEXT,
                  label=tr("Trump {suit}", suit=word))
             for c, word in choices]
    ask = tr("Trump — the turned card's suit") if turned else \
        (chooser or tr("Trump — the highest bidder chooses"))
    return ft.Column([
        text_block("round-trump-prompt", ft.Text(
            ask if trump is None else tr("Trump: {suit}", suit=current),
            size=theme.SMALL, weight=ft.FontWeight.W_600,
            color=ft.Colors.PRIMARY if asked else None)),
        wrap(chips, spacing=6),
    ], spacing=6)
