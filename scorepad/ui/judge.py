"""The judge screen: pick the game (or the game it was opened from), then
- 6th Sense and nomination whist: the trick card by card, who is winning and why; a whole round
  trick after trick (leaders, tricks taken, revokes, points; fill the round's entry);
- the shedding game: may this card go on that one (Challenge mode), and why."""

from __future__ import annotations

import flet as ft

from scorepad.services import judging
from scorepad.state.judge import SIX, ZERO, JudgeState
from scorepad.ui import theme
from scorepad.ui.theme import CARD_COLOURS
from scorepad.ui.widgets import (act, button, card, chip, error_box, present, section,
                                 text_block, wrap)

#: nomination whist: colours for the card faces (the suit symbols are not in the app's font
#: offline: a card is written as GAMES.md writes it, "QH")
SUIT_FACES = {"S": ("#222222", "#FFFFFF"), "C": ("#222222", "#FFFFFF"),
              "H": ("#C62828", "#FFFFFF"), "D": ("#C62828", "#FFFFFF")}
SHED_FACES = {"purple": ("#7A3DB8", "#FFFFFF"), "red": ("#C62828", "#FFFFFF"),
              "blue": ("#1F5FD1", "#FFFFFF"), "gold": ("#B8860B", "#FFFFFF")}


def games_row(js: JudgeState) -> ft.Control | None:
    if js.attached:
        return None
    return section("Game", wrap([
        chip(f"judge-game-{g}", judging.TITLES[g], act(js.choose_game, g),
             selected=js.game == g, width=None, size=theme.TEXT, label=f"Judge {judging.TITLES[g]}")
        for g in judging.GAMES]))


def trump_chips(js: JudgeState) -> ft.Control:
    if js.whist:
        items = [chip(f"judge-trump-{s}", judging.SUIT_NAMES[s].capitalize(),
                      act(js.set_trump, s), selected=js.trump == s and js.trump_known,
                      width=None, size=16, label=f"Trump {judging.SUIT_NAMES[s]}")
                 for s in judging.SUITS]
    else:
        items = [chip(f"judge-trump-{c}", c.capitalize(), act(js.set_trump, c), colour=c,
                      selected=js.trump == c and js.trump_known, width=None, size=16,
                      label=f"Trump {c}") for c in js.colours]
    none = "No trump (not turned yet)" if js.attached and not js.whist else "No trump"
    items.append(chip("judge-trump-none", none, lambda: js.set_trump(None),
                      selected=js.trump is None and js.trump_known, width=None, size=16))
    return wrap(items)


def leaders_row(js: JudgeState, title: str) -> ft.Control:
    return section(title, wrap([
        chip(f"judge-leader-{s}", js.seat_name(s), act(js.set_leader, s),
             selected=js.leader == s, width=None, size=theme.TEXT, label=f"{js.seat_name(s)} led")
        for s in range(js.players)]))


def setup(js: JudgeState) -> list[ft.Control | None]:
    if js.shedding:
        return []
    if js.attached:
        parts: list[ft.Control | None] = [text_block("judge-context", ft.Text(
            f"Trick {js.trick_number} of the current round · {js.trump_text} · "
            f"{js.players} players", size=theme.TEXT))]
        if not js.trump_known:
            parts.append(card(
                ft.Text("The round's trump is not entered yet: which is it?", size=theme.TEXT,
                        weight=ft.FontWeight.BOLD),
                trump_chips(js)))
        if not js.done and not js.plays:
            parts.append(leaders_row(js, "Who led this trick"))
        return parts
    lo, hi = js.player_range
    parts = [
        section("Players", wrap([chip(f"judge-players-{n}", str(n), act(js.set_players, n),
                                      selected=js.players == n, label=f"{n} players")
                                 for n in range(lo, hi + 1)])),
        section("Trump", trump_chips(js)),
    ]
    if not js.whist and js.players == 2:
        parts.append(section("2 players: colour taken out", wrap(
            [chip(f"judge-removed-{c}", c.capitalize(), act(js.set_removed, c), colour=c,
                  selected=js.removed == c, width=None, size=16, label=f"Taken out: {c}")
             for c in judging.COLOURS])))
    if js.whist and not js.done:
        most = 52 // js.players
        parts.append(section("Cards each (tricks in the round)", wrap([
            chip(f"judge-hand-{n}", str(n), act(js.set_hand, n), selected=js.hand == n,
                 label=f"{n} cards each") for n in range(1, min(most, 13) + 1)])))
    if not js.done:
        parts.append(leaders_row(js, "Who led (first card)"))
    return parts


def _face(js: JudgeState, card_text: str) -> tuple[str, str, str]:
    """(big text, background, foreground) for a played card's face."""
    if js.whist:
        suit = card_text[-1]
        bg, fg = SUIT_FACES.get(suit, ("#888888", "#FFFFFF"))
        return card_text, bg, fg
    colour, value = card_text.split()[:2]
    bg, fg = CARD_COLOURS.get(colour, ("#888888", "#FFFFFF"))
    return value, bg, fg


def plays_list(js: JudgeState) -> ft.Control | None:
    if not js.plays:
        return None
    blocked = set((js.answer or {}).get("blocked") or [])
    winning = (js.answer or {}).get("winning_play")
    rows = []
    for i, p in enumerate(js.plays):
        seat = js.seat_of_play(i)
        big, bg, fg = _face(js, p.card)
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
            ft.Container(ft.Text(big, size=theme.BIG, weight=ft.FontWeight.BOLD, color=fg),
                         width=56, height=48, bgcolor=bg, alignment=ft.Alignment.CENTER,
                         border_radius=8),
            ft.Text(f"{js.seat_name(seat)}: {text}{mark}", size=theme.TEXT, expand=True,
                    weight=ft.FontWeight.BOLD if i == winning else None,
                    italic=i in blocked),
        ])))
    return ft.Column(rows, spacing=6)


def entry(js: JudgeState) -> ft.Control | None:
    if js.complete or js.round_over or (js.attached and not js.trump_known):
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
    if js.whist:
        suits = wrap([chip(f"judge-suit-{s}", f"{judging.SUIT_NAMES[s].capitalize()} ({s})",
                           act(js.pick_colour, s), selected=js.colour == s, width=None, size=16,
                           label=f"Suit {judging.SUIT_NAMES[s]}") for s in judging.SUITS])
        parts = [ft.Text(f"Card {len(js.plays) + 1}: {who}'s — suit, then rank", size=theme.TEXT,
                         weight=ft.FontWeight.BOLD), suits]
        if js.colour is not None:
            parts.append(wrap([chip(f"judge-rank-{r}", r, act(js.pick_value, r),
                                    disabled=js.played(js.colour, r),
                                    label=f"{r}{js.colour}") for r in judging.RANKS]))
        return card(*parts)
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


def round_panel(js: JudgeState) -> ft.Control | None:
    """The round so far: tricks kept, who led, tricks taken, revokes, points at the end."""
    if not js.done and not js.complete:
        return None
    lines: list[ft.Control] = []
    total = js.tricks_in_round
    lines.append(ft.Text(f"Round card by card: {len(js.done)} of {total} "
                         f"trick{'' if total == 1 else 's'} kept", size=theme.TEXT,
                         weight=ft.FontWeight.BOLD))
    if js.done:
        leaders = js.leaders
        taken, doubles = js.taken, js.doubles_by_seat
        for t, (plays, double) in enumerate(js.done):
            res = (js.round_answer or {}).get("tricks", [{}] * len(js.done))[t]
            won = ("void: nobody" if res.get("void") else js.seat_name(res.get("winner")))
            led = js.seat_name(leaders[t]) if t < len(leaders) else ""
            lines.append(ft.Text(f"Trick {t + 1}: {led} led · {won} took it"
                                 f"{' (double)' if double else ''}", size=theme.SMALL))
        counts = []
        for s in range(js.players):
            n = taken[s] if s < len(taken) else 0
            word = f"{n} trick{'' if n == 1 else 's'}"
            if doubles[s]:
                word += f" ({doubles[s]} double)"
            counts.append(f"{js.seat_name(s)} {word}")
        if js.voids:
            counts.append(f"{js.voids} void trick{'' if js.voids == 1 else 's'}")
        lines.append(text_block("judge-round-taken", ft.Text("Taken: " + " · ".join(counts),
                                                             size=theme.TEXT)))
        if js.revokes:
            lines.append(text_block("judge-revokes", ft.Column([
                ft.Text(r, size=theme.TEXT, color=ft.Colors.ERROR, weight=ft.FontWeight.W_600)
                for r in js.revokes] + [ft.Text("The sheet gives no penalty: the table decides.",
                                                size=theme.SMALL)], spacing=2)))
    if js.round_over:
        lines.append(calls_editor(js))
        pts = js.points
        if pts is not None:
            lines.append(text_block("judge-round-points", ft.Text(
                "Points: " + " · ".join(f"{js.seat_name(s)} {p}" for s, p in enumerate(pts)),
                size=theme.TEXT, weight=ft.FontWeight.BOLD)))
        if js.attached:
            lines.append(button("judge-use-round", "Entered in the round" if js.round_used
                                else "Use these counts for the round", js.use_round,
                                primary=True, icon=ft.Icons.DONE_ALL, full=True,
                                disabled=js.round_used))
    return card(*lines)


def calls_editor(js: JudgeState) -> ft.Control:
    """Predictions (6th Sense) or bids (whist) by seat, for the points."""
    word = "bid" if js.whist else "prediction"
    values = list(range(0, js.hand + 1)) if js.whist else [v for v in judging.VALUES]
    rows = []
    for s in range(js.players):
        current = js.calls[s] if s < len(js.calls) else None
        rows.append(section(f"{js.seat_name(s)}'s {word}" + ("" if current is None else
                                                              f": {current if js.whist or current != 6 else '6/9'}"),
                            wrap([chip(f"judge-call-{s}-{v}", "6/9" if (v == 6 and not js.whist)
                                       else str(v), act(js.set_call, s, v),
                                       selected=current == v, width=48, size=16,
                                       label=f"{js.seat_name(s)} {word} {v}")
                                  for v in values], spacing=4)))
    return ft.Column(rows, spacing=6)


def trick_actions(js: JudgeState) -> list[ft.Control | None]:
    if js.shedding:
        return []
    out: list[ft.Control | None] = []
    if js.can_take_double:
        out.append(chip("judge-take-double", "Taken as two tricks" if js.take_double
                        else "Take it as a double trick?", lambda: js.set_take_double(
                            not js.take_double), selected=js.take_double, width=None,
                        size=theme.TEXT))
    out.append(ft.Row([
        button("judge-undo", "Undo", js.undo, icon=ft.Icons.UNDO,
               disabled=not (js.plays or js.colour or js.question or js.done)),
        button("judge-clear", "New trick", js.clear, icon=ft.Icons.REFRESH),
    ], spacing=theme.GAP, wrap=True))
    if js.complete and not js.round_over:
        out.append(button("judge-next-trick", "Next trick (keep this one in the round)",
                          js.next_trick, primary=True, icon=ft.Icons.ARROW_FORWARD, full=True))
    if js.done:
        out.append(button("judge-new-round", "Start the round again", js.new_round,
                          icon=ft.Icons.RESTART_ALT, full=True))
    if js.attached:
        out.append(button("judge-save", "Saved with the game" if js.saved else "Save this trick "
                          "with the game", js.save, icon=ft.Icons.SAVE, full=True,
                          disabled=js.saved or not js.complete))
        out.append(text_block("judge-save-note", ft.Text(
            js.saved_note or ("Saving keeps this trick and the judge's answer in the game's "
                              "record; a void trick also counts in the round's void tricks. "
                              "The trick counts are entered on the round screen, or filled "
                              "from a whole round judged here."), size=theme.SMALL,
            color=ft.Colors.ON_SURFACE_VARIANT)))
    return out


# ---- the shedding game -----------------------------------------------------------------

def shed_face(text: str | None) -> ft.Control:
    if text is None:
        return ft.Container(ft.Text("?", size=theme.BIG), width=120, height=64,
                            alignment=ft.Alignment.CENTER, border_radius=8,
                            border=ft.Border.all(1, ft.Colors.OUTLINE))
    bg, fg = SHED_FACES.get(text.split()[0], ("#888888", "#FFFFFF"))
    return ft.Container(ft.Text(text, size=theme.TEXT, weight=ft.FontWeight.BOLD, color=fg,
                                text_align=ft.TextAlign.CENTER), width=120, height=64,
                        bgcolor=bg, alignment=ft.Alignment.CENTER, border_radius=8, padding=4)


def shedding(js: JudgeState) -> list[ft.Control | None]:
    slots = ft.Row([
        ft.Column([ft.Text("On the pile", size=theme.SMALL), shed_face(js.shed_on),
                   chip("judge-shed-on", "Pick" if js.shed_slot != "on" else "Picking",
                        act(js.pick_slot, "on"), selected=js.shed_slot == "on", width=None,
                        size=16, label="Pick the card on the pile")], spacing=4),
        ft.Column([ft.Text("Card played", size=theme.SMALL), shed_face(js.shed_card),
                   chip("judge-shed-card", "Pick" if js.shed_slot != "card" else "Picking",
                        act(js.pick_slot, "card"), selected=js.shed_slot == "card", width=None,
                        size=16, label="Pick the card played")], spacing=4),
    ], spacing=16, wrap=True)
    which = "the card on the pile" if js.shed_slot == "on" else "the card played on it"
    parts: list[ft.Control] = [
        ft.Text(f"Pick {which}: colour, then number and symbol, or a Special", size=theme.TEXT,
                weight=ft.FontWeight.BOLD),
        wrap([chip(f"judge-shed-colour-{c}", c.capitalize(), act(js.pick_shed_colour, c),
                   selected=js.shed_colour == c, width=None, size=16, label=f"Colour {c}")
              for c in judging.SHED_COLOURS])]
    if js.shed_colour is not None:
        if js.shed_colour in judging.SHED_NUMBER_COLOURS:
            parts.append(wrap([chip(f"judge-shed-number-{n}", str(n),
                                    act(js.pick_shed_number, n), selected=js.shed_number == n,
                                    width=48, size=16, label=f"{js.shed_colour} {n}")
                               for n in judging.SHED_NUMBERS], spacing=4))
            if js.shed_number is not None:
                parts.append(wrap([chip(f"judge-shed-symbol-{s}", s.capitalize(),
                                        act(js.pick_shed_symbol, s), width=None, size=16,
                                        label=f"{js.shed_colour} {js.shed_number} {s}")
                                   for s in judging.SHED_SYMBOLS]))
        parts.append(wrap([chip(f"judge-shed-special-{k}", f"{k.capitalize()} (Special)",
                                act(js.pick_shed_special, k), width=None, size=16,
                                label=f"{js.shed_colour} {k}") for k in judging.SHED_KINDS]))
    a = js.shed_answer
    result = None
    if a is not None:
        head = "Yes, it may go on it." if a.get("legal") else "No, it may not go on it."
        result = text_block("judge-result", ft.Container(ft.Column([
            ft.Text(head, size=24, weight=ft.FontWeight.BOLD,
                    color=ft.Colors.ON_PRIMARY_CONTAINER if a.get("legal")
                    else ft.Colors.ON_ERROR_CONTAINER),
            ft.Text(a.get("explanation") or "", size=theme.TEXT,
                    color=ft.Colors.ON_PRIMARY_CONTAINER if a.get("legal")
                    else ft.Colors.ON_ERROR_CONTAINER)], spacing=6),
            bgcolor=ft.Colors.PRIMARY_CONTAINER if a.get("legal") else ft.Colors.ERROR_CONTAINER,
            padding=14, border_radius=theme.RADIUS))
    return [
        _switch("judge-challenge", "Challenge mode (the symbol must differ too)", js.challenge,
               js.set_challenge),
        slots,
        result,
        card(*parts),
        button("judge-shed-clear", "Start again", js.clear_shed, icon=ft.Icons.REFRESH),
    ]


def _switch(ident: str, label: str, value: bool, on_change) -> ft.Control:
    """An on/off switch whose label wraps on a narrow phone; tapping the label flips it."""
    sw = ft.Switch(value=bool(value), on_change=lambda e: on_change(bool(e.control.value)))
    text = ft.Container(ft.Text(label, size=theme.TEXT), expand=True,
                        on_click=lambda: on_change(not value),
                        padding=ft.Padding.symmetric(vertical=6))
    return ft.Semantics(identifier=ident, container=True, content=ft.Row(
        [ft.Semantics(label=label, content=sw), text], spacing=8,
        vertical_alignment=ft.CrossAxisAlignment.CENTER))


@ft.component
def JudgeScreen(js: JudgeState) -> ft.Control:
    if js.shedding:
        return ft.Column(present(
            ft.Text(js.title, size=26, weight=ft.FontWeight.BOLD),
            games_row(js),
            error_box(js.error),
            *shedding(js),
        ), spacing=12)
    return ft.Column(present(
        ft.Text(js.title, size=26, weight=ft.FontWeight.BOLD),
        games_row(js),
        *setup(js),
        plays_list(js),
        verdict(js),
        error_box(js.error),
        entry(js),
        *trick_actions(js),
        round_panel(js),
    ), spacing=12)
