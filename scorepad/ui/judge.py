"""The judge screen: pick the game (or the game it was opened from), then
- 6th Sense and nomination whist: the trick card by card, who is winning and why; a whole round
  trick after trick (leaders, tricks taken, revokes, points; fill the round's entry);
- the shedding game: may this card go on that one (Challenge mode), and why.

Every word shown goes through `scorepad.words` (`tr`, `tr_n`; the judge's explanations are the
engine's messages, said by `JudgeState.explanation`). Cards keep their written form (GAMES.md)
on the chips' screen-reader labels, as a person types them.

The rule link: an explanation that rests on a rule carries its id (`js.rule`,
`js.shed_rule`, from the engine message's `rule`); `rule_hook` puts the link
`judge-rule-link` to that section of the Rules screen under it (`on_rule` opens it)."""

from __future__ import annotations

from typing import Callable

import flet as ft

from scorepad.services import judging
from scorepad.state.judge import SIX, ZERO, JudgeState
from scorepad.ui import theme
from scorepad.ui.judge_common import cap, rule_hook, word
from scorepad.ui.judge_round import calls_editor, round_panel, trick_actions  # noqa: F401
from scorepad.ui.judge_shedding import SHED_FACES, shed_face, shedding  # noqa: F401
from scorepad.ui.theme import CARD_COLOURS
from scorepad.ui.widgets import (act, card, chip, error_box, present, section, text_block,
                                 wrap)
from scorepad.words import tr, tr_n

#: nomination whist: colours for the card faces (the suit symbols are not in the app's font
#: offline: a card is written as GAMES.md writes it, "QH")
SUIT_FACES = {"S": ("#222222", "#FFFFFF"), "C": ("#222222", "#FFFFFF"),
              "H": ("#C62828", "#FFFFFF"), "D": ("#C62828", "#FFFFFF")}


def games_row(js: JudgeState) -> ft.Control | None:
    if js.attached:
        return None
    return section(tr("Game"), wrap([
        chip(f"judge-game-{g}", tr(judging.TITLES[g]), act(js.choose_game, g),
             selected=js.game == g, width=None, size=theme.TEXT,
             label=tr("Judge {game}", game=tr(judging.TITLES[g])))
        for g in judging.GAMES]))


def trump_chips(js: JudgeState) -> ft.Control:
    if js.whist:
        items = [chip(f"judge-trump-{s}", cap(word(judging.SUIT_NAMES[s])),
                      act(js.set_trump, s), selected=js.trump == s and js.trump_known,
                      width=None, size=16, label=tr("Trump {suit}",
                                                    suit=word(judging.SUIT_NAMES[s])))
                 for s in judging.SUITS]
    else:
        items = [chip(f"judge-trump-{c}", cap(word(c)), act(js.set_trump, c), colour=c,
                      selected=js.trump == c and js.trump_known, width=None, size=16,
                      label=tr("Trump {colour}", colour=word(c))) for c in js.colours]
    none = (tr("No trump (not turned yet)") if js.attached and not js.whist
            else tr("No trump"))
    items.append(chip("judge-trump-none", none, lambda: js.set_trump(None),
                      selected=js.trump is None and js.trump_known, width=None, size=16))
    return wrap(items)


def leaders_row(js: JudgeState, title: str) -> ft.Control:
    return section(title, wrap([
        chip(f"judge-leader-{s}", js.seat_name(s), act(js.set_leader, s),
             selected=js.leader == s, width=None, size=theme.TEXT,
             label=tr("{player} led", player=js.seat_name(s)))
        for s in range(js.players)]))


def setup(js: JudgeState) -> list[ft.Control | None]:
    if js.shedding:
        return []
    if js.attached:
        parts: list[ft.Control | None] = [text_block("judge-context", ft.Text(
            tr_n("Trick {number} of the current round · {trump} · {n} player",
                 "Trick {number} of the current round · {trump} · {n} players", js.players,
                 number=js.trick_number, trump=js.trump_text), size=theme.TEXT))]
        if not js.trump_known:
            parts.append(card(
                ft.Text(tr("The round's trump is not entered yet: which is it?"),
                        size=theme.TEXT, weight=ft.FontWeight.BOLD),
                trump_chips(js)))
        if not js.done and not js.plays:
            parts.append(leaders_row(js, tr("Who led this trick")))
        return parts
    lo, hi = js.player_range
    parts = [
        section(tr("Players"), wrap([chip(f"judge-players-{n}", str(n), act(js.set_players, n),
                                          selected=js.players == n,
                                          label=tr_n("{n} player", "{n} players", n))
                                     for n in range(lo, hi + 1)])),
        section(tr("Trump"), trump_chips(js)),
    ]
    if not js.whist and js.players == 2:
        parts.append(section(tr("2 players: colour taken out"), wrap(
            [chip(f"judge-removed-{c}", cap(word(c)), act(js.set_removed, c), colour=c,
                  selected=js.removed == c, width=None, size=16,
                  label=tr("Taken out: {colour}", colour=word(c)))
             for c in judging.COLOURS])))
    if js.whist and not js.done:
        most = 52 // js.players
        parts.append(section(tr("Cards each (tricks in the round)"), wrap([
            chip(f"judge-hand-{n}", str(n), act(js.set_hand, n), selected=js.hand == n,
                 label=tr_n("{n} card each", "{n} cards each", n))
            for n in range(1, min(most, 13) + 1)])))
    if not js.done:
        parts.append(leaders_row(js, tr("Who led (first card)")))
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
        card = judging.card_words(p.card)  # in the table's language ("geel 1")
        text = (card if p.block is None
                else tr("{card} blocks {other}", card=card,
                        other=judging.card_words(js.plays[p.block].card)))
        if p.declared == 9:
            text = tr("{card} as 9", card=card)
        who = js.seat_name(seat)
        if i == winning:
            line = tr("{player}: {play} (winning)", player=who, play=text)
        elif i in blocked and p.block is not None:
            line = tr("{player}: {play} (both out of play)", player=who, play=text)
        elif i in blocked:
            line = tr("{player}: {play} (blocked)", player=who, play=text)
        else:
            line = tr("{player}: {play}", player=who, play=text)
        rows.append(text_block(f"judge-play-{i}", ft.Row([
            ft.Container(ft.Text(big, size=theme.BIG, weight=ft.FontWeight.BOLD, color=fg),
                         width=56, height=48, bgcolor=bg, alignment=ft.Alignment.CENTER,
                         border_radius=8),
            ft.Text(line, size=theme.TEXT, expand=True,
                    weight=ft.FontWeight.BOLD if i == winning else None,
                    italic=i in blocked),
        ])))
    return ft.Column(rows, spacing=6)


def entry(js: JudgeState) -> ft.Control | None:
    if js.complete or js.round_over or (js.attached and not js.trump_known):
        return None
    who = js.seat_name(js.next_seat)
    if js.question == ZERO:
        opts = [chip("judge-zero-plain", tr("Plain 0"), lambda: js.answer_zero(None), width=None,
                     size=theme.TEXT, label=tr("Played as a plain 0"))]
        for i in js.blockable:
            blocks = tr("Blocks {card}", card=judging.card_words(js.plays[i].card))
            opts.append(chip(f"judge-zero-block-{i}", blocks, act(js.answer_zero, i),
                             width=None, size=theme.TEXT, label=blocks))
        return card(ft.Text(tr("{player} played the {card}: as a plain 0, or to block a card?",
                               player=who, card=judging.card_words(js.pending)),
                            size=theme.TEXT, weight=ft.FontWeight.BOLD), wrap(opts))
    if js.question == SIX:
        return card(ft.Text(tr("{player} played the {card}: declared 6 or 9?", player=who,
                               card=judging.card_words(js.pending)), size=theme.TEXT, weight=ft.FontWeight.BOLD),
                    wrap([chip("judge-six-6", "6", lambda: js.answer_six(6),
                               label=tr("Declared 6")),
                          chip("judge-six-9", "9", lambda: js.answer_six(9),
                               label=tr("Declared 9"))]))
    if js.whist:
        suits = wrap([chip(f"judge-suit-{s}", tr("{suit} ({letter})",
                                                 suit=cap(word(judging.SUIT_NAMES[s])), letter=s),
                           act(js.pick_colour, s), selected=js.colour == s, width=None, size=16,
                           label=tr("Suit {suit}", suit=word(judging.SUIT_NAMES[s])))
                      for s in judging.SUITS])
        parts = [ft.Text(tr("Card {number}: {player}'s — suit, then rank",
                            number=len(js.plays) + 1, player=who), size=theme.TEXT,
                         weight=ft.FontWeight.BOLD), suits]
        if js.colour is not None:
            parts.append(wrap([chip(f"judge-rank-{r}", r, act(js.pick_value, r),
                                    disabled=js.played(js.colour, r),
                                    label=f"{r}{js.colour}") for r in judging.RANKS]))
        return card(*parts)
    colours = wrap([chip(f"judge-colour-{c}", cap(word(c)), act(js.pick_colour, c),
                         colour=c, selected=js.colour == c, width=None, size=16,
                         label=tr("Colour {colour}", colour=word(c))) for c in js.colours])
    parts = [ft.Text(tr("Card {number}: {player}'s — colour, then value",
                        number=len(js.plays) + 1, player=who), size=theme.TEXT,
                     weight=ft.FontWeight.BOLD), colours]
    if js.colour is not None:
        parts.append(wrap([chip(f"judge-value-{v}", str(v), act(js.pick_value, v),
                                disabled=js.played(js.colour, v), label=judging.card_words(f"{js.colour} {v}"))
                           for v in js.values]))
    return card(*parts)


def verdict(js: JudgeState, on_rule: Callable[[str], object] | None = None
            ) -> ft.Control | None:
    a = js.answer
    if a is None:
        return None
    if js.complete:
        if a.get("void"):
            head = tr("Void trick: nobody wins it; the same player leads again.")
        else:
            head = tr("{player} wins the trick.", player=js.seat_name(a.get("winner")))
        extra = []
        # whether the engine's explanation already says it: read in its English (any language)
        said = (a.get("explanation") or "").lower()
        if a.get("double") and "two tricks" not in said and "double" not in said:
            extra.append(tr("A 12 counts: the winner may take it as a double trick."))
        if a.get("peek") is not None and "look at" not in said and "peek" not in said:
            extra.append(tr("{player} led with an 8 and may look at the winner's prediction "
                            "card.", player=js.seat_name(a["peek"])))
        return _with_link(text_block("judge-result", ft.Container(ft.Column([
            ft.Text(head, size=24, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY_CONTAINER),
            ft.Text(js.explanation, size=theme.TEXT, color=ft.Colors.ON_PRIMARY_CONTAINER),
            *[ft.Text(t, size=theme.TEXT, weight=ft.FontWeight.W_600,
                      color=ft.Colors.ON_PRIMARY_CONTAINER) for t in extra]], spacing=6),
            bgcolor=ft.Colors.PRIMARY_CONTAINER, padding=14, border_radius=theme.RADIUS)),
            rule_hook(js.rule, on_rule))
    winner = a.get("winner")
    head = (tr("Nobody is winning yet.") if winner is None
            else tr("So far {player} is winning.", player=js.seat_name(winner)))
    return _with_link(text_block("judge-status", ft.Container(ft.Column([
        ft.Text(head, size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text(js.explanation, size=theme.TEXT)], spacing=4),
        padding=12, border_radius=theme.RADIUS, border=ft.Border.all(1, ft.Colors.OUTLINE))),
        rule_hook(js.rule, on_rule))


def _with_link(block: ft.Control, link: ft.Control | None) -> ft.Control:
    """The judge's answer, and under it the link to the rule it rests on (if any)."""
    return block if link is None else ft.Column([block, link], spacing=4)


@ft.component
def JudgeScreen(js: JudgeState, on_rule: Callable[[str], object] | None = None) -> ft.Control:
    """`on_rule` opens a section of the Rules screen (the link under an explanation)."""
    if js.shedding:
        return ft.Column(present(
            ft.Text(js.title, size=26, weight=ft.FontWeight.BOLD),
            games_row(js),
            error_box(js.error),
            *shedding(js, on_rule),
        ), spacing=12)
    return ft.Column(present(
        ft.Text(js.title, size=26, weight=ft.FontWeight.BOLD),
        games_row(js),
        *setup(js),
        plays_list(js),
        verdict(js, on_rule),
        error_box(js.error),
        entry(js),
        *trick_actions(js),
        round_panel(js),
    ), spacing=12)
