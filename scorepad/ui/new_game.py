"""New game: the game, the players in seat order (clockwise), the first dealer, the options."""

from __future__ import annotations

from typing import Callable

import flet as ft

from rules.grammar import capital
from rules.options import CHOICE, NUMBER, SWITCH, OptionSpec, holds
from scorepad.names import NAME_MAX
from scorepad.state.app_state import AppState
from scorepad.state.new_game import NewGameState
from scorepad.ui import theme
from scorepad.ui.widgets import (act, button, chip, error_box, icon_button, present, section,
                                 switch, text_input, wrap)
from scorepad.words import game_title, say, tr


@ft.component
def NewGameScreen(app: AppState, ng: NewGameState) -> ft.Control:
    games = [chip(f"newgame-game-{g.id}", game_title(g.id) if g.available
                  else tr("{game} (coming soon)", game=game_title(g.id)),
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
        *option_controls(ng),
        error_box(ng.error),
        summary(ng),
        button("newgame-start", tr("Start the game"), app.start_game, primary=True,
               icon=ft.Icons.PLAY_ARROW, full=True, disabled=not ng.can_start),
    ), spacing=16)


# ---- the game's options, as its sheet describes them (rules.options): no game known here --

def option_controls(ng: NewGameState) -> list[ft.Control]:
    """One control per option the game offers now, in the sheet's order: a choice as a row of
    chips under its title (a number that belongs to it inside), a switch beside its words,
    switches of one group under the group's title."""
    shown = ng.shown_options
    values = ng.values
    out: list[ft.Control] = []
    done: set[str] = set()
    for spec in shown:
        if spec.key in done or spec.under is not None and any(s.key == spec.under
                                                              for s in shown):
            continue
        if spec.kind == SWITCH and spec.group is not None:
            group = [s for s in shown if s.kind == SWITCH and s.group == spec.group]
            done.update(s.key for s in group)
            out.append(section(say(spec.group), *[_switch(ng, s, values) for s in group]))
            continue
        inner = [s for s in shown if s.under == spec.key]
        if spec.kind == SWITCH:
            out.append(_switch(ng, spec, values))
        elif spec.kind == CHOICE:
            out.append(section(say(spec.label), _chips(ng, spec, values),
                               *[_number(ng, s, values) for s in inner],
                               *_notes(spec, values)))
        elif spec.kind == NUMBER:
            out.append(section(None, _number(ng, spec, values), *_notes(spec, values)))
    return out


def _chips(ng: NewGameState, spec: OptionSpec, values: dict) -> ft.Control:
    return option_chips("newgame", spec, values.get(spec.key), ng.set_option, spec.key)


def option_chips(screen: str, spec: OptionSpec, chosen: object,
                 on_pick: Callable[..., object], *lead: object, sheet_marked: bool = False
                 ) -> ft.Control:
    """A choice's chips (`<screen>-<control>-<pick key>`), in the sheet's words; a tap calls
    `on_pick(*lead, value)` (an `act`: equal by value from one drawing to the next). The
    judge's house rules use them too; `sheet_marked`: the default's chip says it is the rule
    sheet's."""
    def text(words: str, p: object) -> str:
        return (tr("{choice} · rule sheet", choice=words)
                if sheet_marked and p == spec.default else words)

    return wrap([
        chip(f"{screen}-{spec.control}-{p.key}", text(capital(say(p.label)), p.value),
             act(on_pick, *lead, p.value), selected=chosen == p.value, width=None,
             paint=p.paint, expand=False,
             size=16 if spec.painted else theme.TEXT,
             label=text(say(p.tip), p.value) if p.tip is not None else None)
        for p in spec.picks])


def _number(ng: NewGameState, spec: OptionSpec, values: dict) -> ft.Control:
    return text_input(f"newgame-{spec.control}", str(values.get(spec.key) or ""),
                      lambda text, key=spec.key: ng.set_option(key, text),
                      label=say(spec.label), version=ng.form_version, number=True, width=200)


def _switch(ng: NewGameState, spec: OptionSpec, values: dict) -> ft.Control:
    return switch(f"newgame-{spec.control}", say(spec.label), bool(values.get(spec.key)),
                  lambda on, key=spec.key: ng.set_option(key, on))


def _notes(spec: OptionSpec, values: dict) -> list[ft.Control]:
    return [ft.Text(say(n.text), size=14, color=ft.Colors.ON_SURFACE_VARIANT)
            for n in spec.notes if holds(n.when, values)]


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
