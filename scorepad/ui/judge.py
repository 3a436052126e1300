""""Who won the trick?": set-up (or the round's), then the trick card by card."""

from __future__ import annotations



import flet as ft

from scorepad.state.judge import SIX, ZERO, JudgeState
from scorepad.ui import theme
from scorepad.ui.widgets import (act, button, card, chip, error_box, present, section,
                                 text_block, wrap)


def setup(js: JudgeState) -> list[ft.Control | None]:
    if js.attached:
        trump = js.trump or "none"
        return [ft.Text(f"Trick of the current round · trump {trump} · "
                        f"{js.players} players", size=theme.TEXT),
                section("Who led this trick", wrap([
                    chip(f"judge-leader-{s}", js.seat_name(s), act(js.set_leader, s),
                         selected=js.leader == s, width=None, size=theme.TEXT,
                         label=f"{js.seat_name(s)} led") for s in range(js.players)]))]
    return [
        section("Players", wrap([chip(f"judge-players-{n}", str(n), act(js.set_players, n),
                                      selected=js.players == n, label=f"{n} players")
                                 for n in range(2, 7)])),
        section("Trump", wrap(
            [chip(f"judge-trump-{c}", c.capitalize(), act(js.set_trump, c), colour=c,
                  selected=js.trump == c, width=None, size=16, label=f"Trump {c}")
             for c in js.colours]
            + [chip("judge-trump-none", "No trump", lambda: js.set_trump(None),
                    selected=js.trump is None, width=None, size=16)])),
        section("2 players: colour taken out", wrap(
            [chip(f"judge-removed-{c}", c.capitalize(), act(js.set_removed, c), colour=c,
                  selected=js.removed == c, width=None, size=16, label=f"Taken out: {c}")
             for c in ("blue", "green", "purple", "red", "yellow")])) if js.players == 2 else None,
        section("Who led (first card)", wrap([
            chip(f"judge-leader-{s}", js.seat_name(s), act(js.set_leader, s),
                 selected=js.leader == s, width=None, size=theme.TEXT, label=f"{js.seat_name(s)} led")
            for s in range(js.players)])),
    ]


def plays_list(js: JudgeState) -> ft.Control | None:
    if not js.plays:
        return None
    blocked = set((js.answer or {}).get("blocked") or [])
    winning = (js.answer or {}).get("winning_play")
    rows = []
    for i, p in enumerate(js.plays):
        seat = js.seat_of_play(i)
        colour = p.card.split()[0]
        from scorepad.ui.theme import CARD_COLOURS

        bg, fg = CARD_COLOURS.get(colour, ("#888888", "#FFFFFF"))
        text = p.card if p.block is None else f"{p.card} blocks {js.plays[p.block].card}"
        if p.declared == 9:
            text = f"{p.card} as 9"
        if i == winning:
            mark = " (winning)"
        elif i in blocked:
            mark = " (both out of play)" if p.block is not None else " (blocked)"
        else:
            mark = ""
        rows.append(text_block(f"judge-play-{i}", ft.Row([
            ft.Container(ft.Text(p.card.split()[1], size=theme.BIG, weight=ft.FontWeight.BOLD,
                                 color=fg), width=48, height=48, bgcolor=bg,
                         alignment=ft.Alignment.CENTER, border_radius=8),
            ft.Text(f"{js.seat_name(seat)}: {text}{mark}", size=theme.TEXT, expand=True,
                    weight=ft.FontWeight.BOLD if i == winning else None,
                    italic=i in blocked),
        ])))
    return ft.Column(rows, spacing=6)


def entry(js: JudgeState) -> ft.Control | None:
    if js.complete:
        return None
    who = js.seat_name(js.next_seat)
    if js.question == ZERO:
        opts = [chip("judge-zero-plain", "Plain 0", lambda: js.answer_zero(None), width=None,
                     size=theme.TEXT, label="Played as a plain 0")]
        for i in js.blockable:
            opts.append(chip(f"judge-zero-block-{i}", f"Blocks {js.plays[i].card}",
                             act(js.answer_zero, i), width=None, size=theme.TEXT,
                             label=f"Blocks {js.plays[i].card}"))
        return card(ft.Text(f"{who} played the {js.pending}: as a plain 0, or to block a card?",
                            size=theme.TEXT, weight=ft.FontWeight.BOLD), wrap(opts))
    if js.question == SIX:
        return card(ft.Text(f"{who} played the {js.pending}: declared 6 or 9?", size=theme.TEXT,
                            weight=ft.FontWeight.BOLD),
                    wrap([chip("judge-six-6", "6", lambda: js.answer_six(6), label="Declared 6"),
                          chip("judge-six-9", "9", lambda: js.answer_six(9), label="Declared 9")]))
    colours = wrap([chip(f"judge-colour-{c}", c.capitalize(), act(js.pick_colour, c),
                         colour=c, selected=js.colour == c, width=None, size=16,
                         label=f"Colour {c}") for c in js.colours])
    parts = [ft.Text(f"Card {len(js.plays) + 1}: {who}'s — colour, then value", size=theme.TEXT,
                     weight=ft.FontWeight.BOLD), colours]
    if js.colour is not None:
        parts.append(wrap([chip(f"judge-value-{v}", str(v), act(js.pick_value, v),
                                disabled=js.played(js.colour, v), label=f"{js.colour} {v}")
                           for v in js.values]))
    return card(*parts)


def verdict(js: JudgeState) -> ft.Control | None:
    a = js.answer
    if a is None:
        return None
    if js.complete:
        if a.get("void"):
            head = "Void trick: nobody wins it; the same player leads again."
        else:
            head = f"{js.seat_name(a.get('winner'))} wins the trick."
        extra = []
        said = js.explanation.lower()
        if a.get("double") and "two tricks" not in said and "double" not in said:
            extra.append("A 12 counts: the winner may take it as a double trick.")
        if a.get("peek") is not None and "look at" not in said and "peek" not in said:
            extra.append(f"{js.seat_name(a['peek'])} led with an 8 and may look at the "
                         "winner's prediction card.")
        return text_block("judge-result", ft.Container(ft.Column([
            ft.Text(head, size=24, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY_CONTAINER),
            ft.Text(js.explanation, size=theme.TEXT, color=ft.Colors.ON_PRIMARY_CONTAINER),
            *[ft.Text(t, size=theme.TEXT, weight=ft.FontWeight.W_600,
                      color=ft.Colors.ON_PRIMARY_CONTAINER) for t in extra]], spacing=6),
            bgcolor=ft.Colors.PRIMARY_CONTAINER, padding=14, border_radius=theme.RADIUS))
    winner = a.get("winner")
    head = ("Nobody is winning yet." if winner is None
            else f"So far {js.seat_name(winner)} is winning.")
    return text_block("judge-status", ft.Container(ft.Column([
        ft.Text(head, size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text(js.explanation, size=theme.TEXT)], spacing=4),
        padding=12, border_radius=theme.RADIUS, border=ft.Border.all(1, ft.Colors.OUTLINE)))


@ft.component
def JudgeScreen(js: JudgeState) -> ft.Control:
    return ft.Column(present(
        ft.Text("Who won the trick?", size=26, weight=ft.FontWeight.BOLD),
        *setup(js),
        plays_list(js),
        verdict(js),
        error_box(js.error),
        entry(js),
        ft.Row([button("judge-undo", "Undo", js.undo, icon=ft.Icons.UNDO,
                       disabled=not (js.plays or js.colour or js.question)),
                button("judge-clear", "New trick", js.clear, icon=ft.Icons.REFRESH)],
               spacing=theme.GAP, wrap=True),
        button("judge-save", "Saved with the game" if js.saved else "Save with the game",
               js.save, primary=True, icon=ft.Icons.SAVE, full=True,
               disabled=js.saved or not js.complete) if js.attached else None,
    ), spacing=12)
