"""The judge screen: pick the game (or the game it was opened from), then what that game's
judge form asks for (`rules.judge_form`, `JudgeState.form`):
- a trick card by card, who is winning and why; a whole round trick after trick (leaders,
  tricks taken, revokes, points; fill the round's entry);
- or may this card go on that one, and why (scorepad/ui/judge/pile.py).

Every word shown goes through `scorepad.words` (`tr`, `tr_n`; the judge's explanations are the
engine's messages, said by `JudgeState.explanation`; the cards' words are the engine's for the
card itself, `js.table.card_words`). The identifiers of the card choices follow the form's
words: `judge-colour-<c>` / `judge-suit-<s>`, `judge-value-<v>` / `judge-rank-<r>`.

The rule link: an explanation that rests on a rule carries its id (`js.trick.rule`,
`js.shed_rule`, from the engine message's `rule`); `rule_hook` puts the link
`judge-rule-link` to that section of the Rules screen under it (`on_rule` opens it)."""

from __future__ import annotations

from typing import Callable

import flet as ft

from rules.trump import NO_TRUMP
from scorepad.state.judge import (EARLIER, IN_TRICK, SIX, ZERO, JudgeState, RoundJudge,
                                  TrickJudge)
from scorepad.ui import theme
from scorepad.ui.judge.common import cap, face_colours, rule_hook
from scorepad.ui.judge.house import house_part
from scorepad.ui.judge.pile import PileParts
from scorepad.ui.judge.whole_round import calls_editor, round_panel, trick_actions  # noqa: F401
from scorepad.ui.widgets import (act, card, chip, error_box, present, section, text_block,
                                 wrap)
from scorepad.words import tr, tr_n


def games_row(js: JudgeState) -> ft.Control | None:
    if js.attached:
        return None
    titles = js.table.game_titles
    return section(tr("Game"), wrap([
        chip(f"judge-game-{g}", title, act(js.choose_game, g),
             selected=js.table.game == g, width=None, size=theme.TEXT,
             label=tr("Judge {game}", game=title))
        for g, title in titles.items()]))


def _chip_paint(js: JudgeState, key: str):
    """The paint of a colour choice, where the form paints its choices."""
    return js.table.paint(key) if js.form.painted else None


def trump_chips(js: JudgeState) -> ft.Control:
    items = [chip(f"judge-trump-{t.name}", cap(js.table.term(t.name)), act(js.set_trump, t),
                  selected=js.table.trump == t and js.trump_known, width=None, size=16,
                  label=js.table.words("trump_choice", colour=js.table.term(t.name)),
                  paint=_chip_paint(js, t.name))
             for t in js.table.trump_choices]
    none = (tr("No trump (not turned yet)") if js.attached and js.form.late_trump
            else tr("No trump"))
    items.append(chip("judge-trump-none", none, act(js.set_trump, NO_TRUMP),
                      selected=js.table.trump == NO_TRUMP and js.trump_known, width=None, size=16))
    return wrap(items)


def leaders_row(js: JudgeState, title: str) -> ft.Control:
    return section(title, wrap([
        chip(f"judge-leader-{s}", js.table.seat_name(s), act(js.set_leader, s),
             selected=js.trick.leader == s, width=None, size=theme.TEXT,
             label=tr("{player} led", player=js.table.seat_name(s)))
        for s in range(js.table.players)]))


def setup(js: JudgeState) -> list[ft.Control | None]:
    if not js.tricks_judged:
        return []
    if js.attached:
        parts: list[ft.Control | None] = [text_block("judge-context", ft.Text(
            tr_n("Trick {number} of the current round · {trump} · {n} player",
                 "Trick {number} of the current round · {trump} · {n} players", js.table.players,
                 number=js.round.trick_number, trump=js.trump_text), size=theme.TEXT)),
            house_part(js)]
        if not js.trump_known:
            parts.append(card(
                ft.Text(tr("The round's trump is not entered yet: which is it?"),
                        size=theme.TEXT, weight=ft.FontWeight.BOLD),
                trump_chips(js)))
        if not js.round.done and not js.trick.plays:
            parts.append(leaders_row(js, tr("Who led this trick")))
        return parts
    lo, hi = js.table.player_range
    parts = [
        section(tr("Players"), wrap([chip(f"judge-players-{n}", str(n), act(js.set_players, n),
                                          selected=js.table.players == n,
                                          label=tr_n("{n} player", "{n} players", n))
                                     for n in range(lo, hi + 1)])),
        section(tr("Trump"), trump_chips(js)),
    ]
    form = js.form
    if js.table.players == form.removable:
        parts.append(section(js.table.words("removed_title", count=js.table.players), wrap(
            [chip(f"judge-removed-{c}", cap(js.table.term(c)), act(js.set_removed, c),
                  selected=js.table.removed == c, width=None, size=16,
                  label=js.table.words("removed_choice", colour=js.table.term(c)),
                  paint=_chip_paint(js, c))
             for c in form.colours])))
    parts.append(house_part(js))
    most = form.most_cards(js.table.players)
    if most is not None and not js.round.done:
        parts.append(section(tr("Cards each (tricks in the round)"), wrap([
            chip(f"judge-hand-{n}", str(n), act(js.set_hand, n), selected=js.round.hand == n,
                 label=tr_n("{n} card each", "{n} cards each", n))
            for n in range(1, min(most, 13) + 1)])))
    if not js.round.done:
        parts.append(leaders_row(js, tr("Who led (first card)")))
    return parts


def _face(js: JudgeState, card: object) -> tuple[str, str, str]:
    """(big text, background, foreground) for a played card's face (the engine's card): its
    colour, and its value, or the whole card as written where the form says so."""
    colour, value = js.form.parts(card) or (None, card)
    bg, fg = face_colours(js.table.paint(colour))
    return (str(card) if js.form.face == "card" else str(value)), bg, fg


def plays_list(js: JudgeState) -> ft.Control | None:
    if not js.trick.plays:
        return None
    ruling = js.trick.ruling
    blocked = set(ruling.blocked) if ruling is not None else set()
    winning = ruling.winning_play if ruling is not None else None
    rows = []
    for i, p in enumerate(js.trick.plays):
        seat = js.seat_of_play(i)
        big, bg, fg = _face(js, p.card)
        card = js.table.card_words(p.card)  # in the table's language ("geel 1")
        text = (card if p.block is None
                else tr("{card} blocks {other}", card=card,
                        other=js.table.card_words(js.trick.plays[p.block].card)))
        if p.declared is not None:
            text = js.table.words("played_as", card=card, value=p.declared)
        who = js.table.seat_name(seat)
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
    who = js.table.seat_name(js.next_seat)
    form = js.form
    if js.trick.question == ZERO:
        block = form.block_value
        opts = [chip("judge-zero-plain", js.table.words("block_plain", value=block),
                     lambda: js.answer_zero(None), width=None, size=theme.TEXT,
                     label=js.table.words("block_plain_label", value=block))]
        for i in js.trick.blockable:
            blocks = tr("Blocks {card}", card=js.table.card_words(js.trick.plays[i].card))
            opts.append(chip(f"judge-zero-block-{i}", blocks, act(js.answer_zero, i),
                             width=None, size=theme.TEXT, label=blocks))
        return card(ft.Text(js.table.words("block_question", player=who,
                                     card=js.table.card_words(js.trick.pending), value=block),
                            size=theme.TEXT, weight=ft.FontWeight.BOLD), wrap(opts))
    if js.trick.question == SIX:
        first, second = (tuple(form.declare_as) + (None, None))[:2]
        return card(ft.Text(js.table.words("declare_question", player=who,
                                     card=js.table.card_words(js.trick.pending), first=first,
                                     second=second), size=theme.TEXT,
                            weight=ft.FontWeight.BOLD),
                    wrap([chip(f"judge-six-{v}", str(v), act(js.answer_six, v),
                               label=js.table.words("declared", value=v))
                          for v in form.declare_as]))
    colours = wrap([chip(f"judge-{form.colour_word}-{c}", _colour_text(js, c),
                         act(js.pick_colour, c), selected=js.trick.colour == c, width=None,
                         size=16, label=js.table.words("choice", colour=js.table.term(c)),
                         paint=_chip_paint(js, c))
                    for c in js.table.colours])
    heading = js.table.words("card_heading", number=len(js.trick.plays) + 1, player=who)
    parts: list[ft.Control | None] = [ft.Text(heading, size=theme.TEXT,
                                              weight=ft.FontWeight.BOLD), colours]
    if js.trick.colour is not None:
        where = {v: js.trick.where_played(js.table.card_of(js.trick.colour, v), js.round)
                 for v in js.table.values}
        parts.append(wrap([chip(f"judge-{form.value_word}-{v}", str(v), act(js.pick_value, v),
                                disabled=where[v] is not None,
                                label=card_label(js, js.table.card_of(js.trick.colour, v),
                                                 where[v]))
                           for v in js.table.values]))
        parts.append(greyed_note(where))
    return card(*present(*parts))


def card_label(js: JudgeState, card: object, where: str | None) -> str:
    """A value chip's words for a screen reader: the card, and why it is greyed if it is."""
    words = js.table.card_words(card)  # in the table's language ("de blauwe 5")
    if where == EARLIER:
        return tr("{card}, already played in an earlier trick", card=words)
    if where == IN_TRICK:
        return tr("{card}, already in this trick", card=words)
    return words


def greyed_note(where: dict[object, str | None]) -> ft.Control | None:
    """Under the value chips, which are greyed and why (`judge-greyed`): the values already in
    this trick, and those played in an earlier trick of the round; nothing when none is."""
    from rules.message import Listing

    in_trick = tuple(str(v) for v, why in where.items() if why == IN_TRICK)
    earlier = tuple(str(v) for v, why in where.items() if why == EARLIER)
    lines = []
    if in_trick:
        lines.append(tr_n("Greyed out, already in this trick: {values}.",
                          "Greyed out, already in this trick: {values}.", len(in_trick),
                          values=Listing(in_trick)))
    if earlier:
        lines.append(tr_n("Greyed out, already played in an earlier trick of this round: "
                          "{values}.",
                          "Greyed out, already played in earlier tricks of this round: {values}.",
                          len(earlier), values=Listing(earlier)))
    if not lines:
        return None
    return text_block("judge-greyed", ft.Column(
        [ft.Text(t, size=theme.SMALL, color=ft.Colors.ON_SURFACE_VARIANT) for t in lines],
        spacing=2))


def _colour_text(js: JudgeState, key: str) -> str:
    """A colour chip's text: the word, and the letter a card is written with when that is
    not the word (a suit named, then its letter)."""
    word = cap(js.table.term(key))
    english = str(js.form.term(key))
    if english.lower() == key.lower():
        return word
    return tr("{suit} ({letter})", suit=word, letter=key)


def verdict(js: JudgeState, on_rule: Callable[[str], object] | None = None
            ) -> ft.Control | None:
    a = js.trick.ruling
    if a is None:
        return None
    if js.complete:
        # a house rule passes the lead
        if a.void and a.next_leader not in (None, js.trick.leader):
            head = tr("Void trick: nobody wins it; {player} leads the next trick.",
                      player=js.table.seat_name(a.next_leader))
        elif a.void:
            head = tr("Void trick: nobody wins it; the same player leads again.")
        else:
            head = tr("{player} wins the trick.", player=js.table.seat_name(a.winner))
        # the engine's explanation says all the trick raises (a double, a peek): one source;
        # a card of this trick that proves a revoke is said here too
        extra = js.revokes_now
        return _with_link(text_block("judge-result", ft.Container(ft.Column([
            ft.Text(head, size=24, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY_CONTAINER),
            ft.Text(js.explanation, size=theme.TEXT, color=ft.Colors.ON_PRIMARY_CONTAINER),
            *[ft.Text(t, size=theme.TEXT, weight=ft.FontWeight.W_600,
                      color=ft.Colors.ON_PRIMARY_CONTAINER) for t in extra]], spacing=6),
            bgcolor=ft.Colors.PRIMARY_CONTAINER, padding=14, border_radius=theme.RADIUS)),
            rule_hook(js.trick.rule, on_rule))
    winner = a.winner
    head = (tr("Nobody is winning yet.") if winner is None
            else tr("So far {player} is winning.", player=js.table.seat_name(winner)))
    return _with_link(text_block("judge-status", ft.Container(ft.Column([
        ft.Text(head, size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text(js.explanation, size=theme.TEXT),
        *[ft.Text(t, size=theme.TEXT, weight=ft.FontWeight.W_600) for t in js.revokes_now]],
        spacing=4),
        padding=12, border_radius=theme.RADIUS, border=ft.Border.all(1, ft.Colors.OUTLINE))),
        rule_hook(js.trick.rule, on_rule))


def _with_link(block: ft.Control, link: ft.Control | None) -> ft.Control:
    """The judge's answer, and under it the link to the rule it rests on (if any)."""
    return block if link is None else ft.Column([block, link], spacing=4)


@ft.component
def JudgeScreen(js: JudgeState, on_rule: Callable[[str], object] | None = None) -> ft.Control:
    """`on_rule` opens a section of the Rules screen (the link under an explanation). The
    screen's observable owns smaller ones; each is handed to the part that shows it, so a
    change to any of them redraws that part."""
    if not js.tricks_judged:
        return ft.Column(present(
            ft.Text(js.table.title, size=26, weight=ft.FontWeight.BOLD),
            games_row(js),
            error_box(js.error),
            PileParts(js.pile, on_rule),
        ), spacing=12)
    return TrickParts(js, js.trick, js.round, on_rule)


@ft.component
def TrickParts(js: JudgeState, trick: TrickJudge, rnd: RoundJudge,
               on_rule: Callable[[str], object] | None = None) -> ft.Control:
    """The trick and the round: handed the trick's and the round's observables (owned by
    `js`), it redraws when either changes."""
    return ft.Column(present(
        ft.Text(js.table.title, size=26, weight=ft.FontWeight.BOLD),
        games_row(js),
        *setup(js),
        plays_list(js),
        verdict(js, on_rule),
        error_box(js.error),
        entry(js),
        *trick_actions(js),
        round_panel(js),
    ), spacing=12)
