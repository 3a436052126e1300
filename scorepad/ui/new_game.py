"""New game: the game, the players in seat order (clockwise), the first dealer, the options."""

from __future__ import annotations

import flet as ft

from scorepad.state.app_state import AppState
from scorepad.state.new_game import NewGameState
from scorepad.ui import theme
from scorepad.limits import NAME_MAX
from scorepad.state.round import COLOURS, colour_name
from scorepad.ui.widgets import (act, button, chip, error_box, icon_button, present, section,
                                 switch, text_input, wrap)
from scorepad.words import tr


@ft.component
def NewGameScreen(app: AppState, ng: NewGameState) -> ft.Control:
    games = [chip(f"newgame-game-{g.id}", tr(g.title) if g.available
                  else tr("{game} (coming soon)", game=tr(g.title)),
                  act(ng.choose_game, g.id), selected=ng.game == g.id,
                  disabled=not g.available, width=None, size=theme.TEXT)
             for g in ng.games]
    seats = []
    for s, name in enumerate(ng.seats):
        seats.append(ft.Container(ft.Row([
            ft.Text(f"{s + 1}.", size=theme.TEXT, width=28),
            ft.Semantics(identifier=f"newgame-seat-{s}", container=True,
                         # the whole name, wrapped on a narrow phone: never "Ma…"
                         content=ft.Text(name, size=theme.TEXT, weight=ft.FontWeight.W_600),
                         expand=True),
            icon_button(f"newgame-seat-{s}-up", ft.Icons.ARROW_UPWARD,
                        tr("Move {name} up", name=name), act(ng.move, s, -1), disabled=s == 0),
            icon_button(f"newgame-seat-{s}-down", ft.Icons.ARROW_DOWNWARD,
                        tr("Move {name} down", name=name), act(ng.move, s, 1),
                        disabled=s == len(ng.seats) - 1),
            icon_button(f"newgame-seat-{s}-remove", ft.Icons.CLOSE,
                        tr("Remove {name}", name=name),
                        act(ng.remove, s)),
        ], spacing=2), padding=ft.Padding.only(left=8), border_radius=theme.RADIUS,
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)))
    known = [chip(f"newgame-known-{k}", f"+ {name}", act(ng.add_known, k), width=None,
                  size=theme.TEXT, label=tr("Add {name}", name=name))
             for k, name in ng.available_known]
    # Typed as a person types: the field keeps every key (widgets.TextInput); after each name
    # seated, a new, empty field takes its place (a new version).
    name_field = ft.Row([text_input(
        "newgame-name", ng.name, ng.set_name, label=tr("New player's name"),
        version=ng.name_field, on_submit=ng.add_name, error=ng.name_error,
        autofocus=ng.name_field > 0, words=True,
        helper=tr("Up to {n} characters", n=NAME_MAX), expand=True)], expand=True)
    dealers = [chip("newgame-dealer-random", tr("Draw at random"), lambda: ng.set_dealer(None),
                    selected=ng.dealer is None, width=None, size=theme.TEXT)]
    dealers += [chip(f"newgame-dealer-{s}", name, act(ng.set_dealer, s),
                     selected=ng.dealer == s, width=None, size=theme.TEXT,
                     label=tr("{name} deals first", name=name))
                for s, name in enumerate(ng.seats)]
    sixth = ng.game == "sixth-sense"
    return ft.Column(present(
        ft.Text(tr("New game"), size=26, weight=ft.FontWeight.BOLD),
        section(tr("Game"), wrap(games)),
        section(tr("Players in seat order, clockwise ({least}–{most})", least=ng.min_players,
                   most=ng.max_players),
                *seats,
                ft.Row([name_field, button("newgame-add", tr("Add"), ng.add_name,
                                           icon=ft.Icons.ADD)],
                       vertical_alignment=ft.CrossAxisAlignment.START),
                wrap(known) if known else None),
        section(tr("First dealer"), wrap(dealers)) if ng.seats else None,
        section(tr("Scoring"), wrap([
            chip("newgame-scoring-standard", tr("Standard"), lambda: ng.set_scoring("standard"),
                 selected=ng.scoring == "standard", width=None, size=theme.TEXT),
            chip("newgame-scoring-novice", tr("Novice (no trump)"),
                 lambda: ng.set_scoring("novice"),
                 selected=ng.scoring == "novice", width=None, size=theme.TEXT)])) if sixth else None,
        section(tr("End"), wrap([
            chip("newgame-ending-rounds", tr("After the table's rounds"),
                 lambda: ng.set_ending("rounds"), selected=ng.ending == "rounds", width=None,
                 size=theme.TEXT),
            chip("newgame-ending-target", tr("At a target score"),
                 lambda: ng.set_ending("target"),
                 selected=ng.ending == "target", width=None, size=theme.TEXT)]),
            text_input("newgame-target", ng.target, ng.set_target, label=tr("Target score"),
                       version=ng.form_version, number=True, width=200)
            if ng.ending == "target" else None) if sixth else None,
        switch("newgame-late-trump", tr("Late trump (after the predictions)"), ng.late_trump,
               ng.set_late_trump)
        if sixth and ng.scoring != "novice" else None,
        house_six(ng) if sixth else None,
        section(tr("2 players: the colour taken out"), wrap([
            chip(f"newgame-removed-{c}", _capital(colour_name(c)), act(ng.set_removed, c),
                 colour=c, selected=ng.removed == c, width=None, expand=False, size=16,
                 label=tr("Take out {colour}", colour=colour_name(c))) for c in COLOURS]))
        if sixth and len(ng.seats) == 2 else None,
        switch("newgame-short", tr("Short game (7 down to 1)"), ng.short, ng.set_short)
        if ng.game == "nomination-whist" else None,
        house_whist(ng) if ng.game == "nomination-whist" else None,
        shedding_options(ng) if ng.game == "shedding" else None,
        error_box(ng.error),
        summary(ng),
        button("newgame-start", tr("Start the game"), app.start_game, primary=True,
               icon=ft.Icons.PLAY_ARROW, full=True, disabled=not ng.can_start),
    ), spacing=16)


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


def house_six(ng: NewGameState) -> ft.Control:
    """House rule: the sheets' "the number on your prediction card" read for a 6/9 card met
    at 9 (standard scoring only; novice scores a met target 6 either way)."""
    return section(tr("House rule: a 6/9 card met at 9 tricks scores"), wrap([
        chip("newgame-house-six-at-nine-9", tr("9 (read as 9)"), lambda: ng.set_six_at_nine(9),
             selected=ng.six_at_nine == 9, width=None, size=theme.TEXT,
             label=tr("A 6/9 card met at 9 scores 9")),
        chip("newgame-house-six-at-nine-6", tr("6 (the number on the card)"),
             lambda: ng.set_six_at_nine(6), selected=ng.six_at_nine == 6, width=None,
             size=theme.TEXT, label=tr("A 6/9 card met at 9 scores 6"))]),
        ft.Text(tr("Novice scoring is not affected.") if ng.scoring == "novice" else
                tr("Standard scoring; the round's explanation says when it changes a score."),
                size=14, color=ft.Colors.ON_SURFACE_VARIANT))


def house_whist(ng: NewGameState) -> ft.Control:
    return section(tr("House rules"), *[switch(ident, label, value, setter)
        for ident, label, value, setter in (
            ("newgame-house-hook", tr("Hook: the bids may not add up to the hand size"),
             ng.hook, ng.set_hook),
            ("newgame-house-zero-streak", tr("Zero may be bid at most three rounds in a row"),
             ng.zero_streak, ng.set_zero_streak))])


def shedding_options(ng: NewGameState) -> ft.Control:
    classic = ng.shed_mode == "classic"
    if classic:
        number = text_input("newgame-shed-games", ng.shed_games, ng.set_shed_games,
                            label=tr("Number of games"), version=ng.form_version,
                            number=True, width=200)
    else:
        number = text_input("newgame-shed-target", ng.shed_target, ng.set_shed_target,
                            label=tr("Target score"), version=ng.form_version, number=True,
                            width=200)
    return ft.Column([
        section(tr("Mode"), wrap([
            chip("newgame-mode-classic", tr("Classic (lowest total wins)"),
                 lambda: ng.set_shed_mode("classic"), selected=classic, width=None,
                 size=theme.TEXT),
            chip("newgame-mode-last-man-standing", tr("Last Man Standing (to a target)"),
                 lambda: ng.set_shed_mode("last-man-standing"), selected=not classic,
                 width=None, size=theme.TEXT)]), number),
        switch("newgame-challenge", tr("Challenge (the symbol must change too)"),
               ng.challenge, ng.set_challenge),
    ], spacing=12)


def summary(ng: NewGameState) -> ft.Control:
    """Every choice the game starts with, right above Start (options stay from the last game:
    nothing of them is hidden below the fold), and a way back to the defaults."""
    lines = ng.summary
    said = "; ".join(lines)
    return ft.Row([ft.Container(ft.Column(present(
        ft.Semantics(identifier="newgame-summary", container=True,
                     label=tr("The game starts with: {choices}.", choices=said),
                     content=ft.Column([
                         ft.Text(tr("The game starts with"), size=theme.SMALL,
                                 weight=ft.FontWeight.W_600),
                         *[ft.Text(f"• {line}", size=theme.TEXT) for line in lines]],
                         spacing=2)),
        None if ng.is_default else button(
            "newgame-defaults", tr("Reset the options to the defaults"), ng.reset_options,

            icon=ft.Icons.RESTART_ALT, full=True),
    ), spacing=8), padding=12, border_radius=theme.RADIUS, expand=True,
        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))])
