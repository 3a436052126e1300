"""About (`/about`, a screen of the table of screens: scorepad/screens.py), opened from
Settings (`settings-about`): which Scorepad this is and what it keeps scores of.

- the version (`about-version`, *text*; a copy with no installed version says so);
- the games (`about-games`): each one's title opening its rule sheet on the Rules screen
  (`about-rules-<game>`), how many it seats and whether the judge rules its tricks;
- where the rules are found (`about-rules-help`, *text*): Home's Rules button, and the links
  a ruling or a problem carries to the section it rests on.

Nothing of the machine is shown: no data folder, no path, no address.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorepad.rulebook import rules_label
from scorepad.state.about import AboutState, GameAbout
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, card, heading, present, text_block
from scorepad.words import PRODUCT, game_title, tr

if TYPE_CHECKING:
    from scorepad.state.app_state import AppState


def version_words(about: AboutState) -> str:
    if about.version is None:
        return tr("This copy does not say which version it is.")
    return tr("This is version {version}.", version=about.version)


def game_words(game: GameAbout) -> list[str]:
    """What is said under a game's title."""
    said = [tr("{fewest} to {most} players", fewest=game.fewest, most=game.most)]
    if game.judged:
        said.append(tr("The judge rules its tricks card by card."))
    return said


def _game(app: AppState, game: GameAbout) -> ft.Control:
    title = game_title(game.game)
    return ft.Column(present(
        button(f"about-rules-{game.game}", title, act(app.open_rules, game.game),
               icon=ft.Icons.MENU_BOOK, full=True) if game.rules else heading(title),
        *[ft.Text(w, size=theme.SMALL) for w in game_words(game)],
    ), spacing=4, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


@ft.component
def AboutScreen(app: AppState, about: AboutState) -> ft.Control:
    return ft.Column([
        ft.Text(PRODUCT, size=26, weight=ft.FontWeight.BOLD),
        ft.Text(tr("Scores and rulings for the card table"), size=theme.TEXT),
        text_block("about-version", ft.Text(version_words(about), size=theme.TEXT)),
        card(heading(tr("The games and their rules")),
             text_block("about-games", ft.Column([_game(app, g) for g in about.games],
                                                 spacing=14))),
        card(heading(tr("Where the rules are")),
             text_block("about-rules-help", ft.Column([
                 ft.Text(tr("The {rules} button on Home opens the rules of every game.",
                            rules=rules_label()), size=theme.TEXT),
                 ft.Text(tr("A ruling or a problem that rests on a rule carries a link to "
                            "that section of the rules."), size=theme.TEXT),
             ], spacing=6))),
    ], spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
