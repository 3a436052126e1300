"""No English on a translated screen (issue 38, item 2).

Every screen of the app is drawn without a browser (`tests.scorepad.controls.drawn`: each
component run as a session runs it, its hooks at their first values) over one store that holds
games of every kind, once in English and once in each of the seven other languages. A text a
person reads there (or a screen reader says) fails when it is

- shown on the same screen in English too: a message left untranslated, or words that never
  went through the catalogs (`SAME` lists what is rightly the same, with the reason);
- holding a phrase of an English message of the catalogs that the language translates
  otherwise: an English part filled into a translated sentence;
- naming an English word of the games that the language translates otherwise: a game's title,
  a colour, a suit, a card's kind or symbol (`rules.judge_form`: each game's words).

What is looked for is read from the catalogs and the games, never written here: a new message,
game or colour is covered with no change to this test.
"""

from __future__ import annotations

import re
import sys
import types
from functools import cache
from pathlib import Path

import pytest

from rules.judge_form import judge_form, judged_games
from rules.language import LANGUAGES, render
from rules.options import CHOICE, NUMBER, SWITCH
from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, SUIT, Trump
from scorepad.assemble import assemble
from scorepad.words import NATIVE_NAMES, speaking
from tests.scorepad.controls import render as draw
from tests.scorepad.controls import phone_page as phone_context
from tests.scorepad.controls import shown_texts

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "scripts"))  # i18n: the catalogs' domains
OTHERS = LANGUAGES[1:]
NAMES = ("Ann", "Bob", "Cy", "Di", "Eve")

#: texts rightly the same in English and a language, with the reason (`{n}`: a number)
SAME: dict[str, dict[str, str]] = {
    "nl": {"6th Sense": "the title the Dutch rule sheet keeps (GLOSSARY.md)",
           "6th Sense (6)": "the 6 card's heading, in English on the Dutch sheet",
           "CSV (spreadsheet)": "Dutch says spreadsheet too"},
    "fr": {"6th Sense (6)": "the 6 card's heading, in English on the French sheet",
           "Total": "the same word in French", "Pts": "French abbreviates points so",
           "{n} points": "the same words in French", "Mode": "the same word in French",
           "Standard": "the same word in French (standard scoring)"},
    "de": {"Standard": "the same word in German (standard scoring)",
           "Gold": "the same word in German (the colour)"},
    "es": {"Total": "the same word in Spanish", "Pts": "Spanish abbreviates puntos so"},
    "it": {"Home": "what Italian screens call the start page",
           "Standard": "the same word in Italian (standard scoring)"},
    "pt": {"6th Sense (6)": "the 6 card's heading, in English on the Portuguese sheet",
           "Total": "the same word in Portuguese", "Pts": "Portuguese abbreviates pontos so"},
    "da": {"6th Sense (6)": "the 6 card's heading, in English on the Danish sheet",
           "Total": "the same word in Danish",
           "Standard": "the same word in Danish (standard scoring)"},
}
#: English words of the games that are another word in a language, with the reason
WORDS_THERE: dict[str, dict[str, str]] = {
    "es": {"red": "Spanish for a network (\"la misma red\")"},
}
#: the same in every language
NEUTRAL = {
    "Scorepad": "the product's name, never translated",
    "PIN": "the word every language's phones use",
    "QR": "the code's name everywhere",
    "JSON": "a file format's name",
    "CSV": "a file format's name",
    **{name: "each language in its own words (the language list)"
       for name in NATIVE_NAMES.values()},
}


# ---- the store: games of every kind, finished and not -------------------------------------

def _sixth(*seats: tuple[int, int], trump: str | None = "red") -> RoundEntry:
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in seats),
                      trump=Trump(COLOUR, trump) if trump else None)


def _finish_whist(service, view):
    """Play a short nomination whist to its end (bids met by the first non-dealer)."""
    k = 0
    while view.next_plan is not None and k < 20:
        p = view.next_plan
        seats = [SeatEntry(call=0, tricks=0) for _ in view.players]
        taker = 0 if p.dealer == 1 else 1
        seats[taker] = SeatEntry(call=p.cards, tricks=p.cards)
        seats[p.dealer] = SeatEntry(call=1, tricks=0)  # never the hook's total
        view = service.record_round(view.id, RoundEntry(seats=tuple(seats),
                                                        trump=Trump(SUIT, "S")), index=k)
        k += 1
    return view


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """A store with an unfinished and a finished game of each kind, and a game from
    another device (its link) that this one does not hold."""
    from scorepad.services.games.service import GameService
    from scorepad.services.passing import service as passing
    from scorepad.store.db import open_store

    folder = tmp_path_factory.mktemp("no-english")
    store = open_store(f"sqlite:///{folder / 'scorepad.sqlite'}")
    service = GameService(store)
    ids = {}
    g = service.start_game(game="sixth-sense", players=list(NAMES[:4]), first_dealer=0,
                           options={"removed": None})
    service.record_round(g.id, _sixth((3, 3), (2, 4), (5, 5), (1, 1)), index=0)
    ids["sixth"] = g.id
    g = service.start_game(game="sixth-sense", players=list(NAMES[:3]), first_dealer=0,
                           options={"ending": "target", "target": 5, "scoring": "novice"})
    service.record_round(g.id, _sixth((5, 5), (0, 3), (6, 5), trump=None), index=0)
    ids["sixth-done"] = g.id
    service.save_judged_trick(game_id=g.id, round_index=0, request={
        "kind": "trick", "game": "sixth-sense", "players": 3, "trump": "red",
        "plays": ["red 1", "blue 2", "red 3"]}, answer={"winner": 2, "explanation": "."})
    g = service.start_game(game="nomination-whist", players=list(NAMES[:3]), first_dealer=0,
                           options={"short": True, "hook": False})
    ids["whist-done"] = _finish_whist(service, g).id
    g = service.start_game(game="nomination-whist", players=list(NAMES[:4]), first_dealer=1)
    service.record_round(g.id, RoundEntry(seats=(SeatEntry(call=3, tricks=3),
                                                 SeatEntry(call=2, tricks=2),
                                                 SeatEntry(call=0, tricks=1),
                                                 SeatEntry(call=1, tricks=1)),
                                          trump=Trump(SUIT, "H")), index=0)
    ids["whist"] = g.id
    g = service.start_game(game="shedding", players=list(NAMES[:3]), first_dealer=0,
                           options={"mode": "classic", "games": 3})
    service.record_round(g.id, RoundEntry(seats=(
        SeatEntry(hand=("blue 3 pentagram", "gold trickster")), SeatEntry(points=0),
        SeatEntry(points=12))), index=0)
    ids["shedding"] = g.id
    g = service.start_game(game="shedding", players=list(NAMES[:2]), first_dealer=1,
                           options={"mode": "last-man-standing", "target": 30,
                                    "challenge": True})
    service.record_round(g.id, RoundEntry(seats=(SeatEntry(points=35), SeatEntry(points=0))),
                         index=0)
    ids["shedding-done"] = g.id
    # the newest active game is the one being played (the board shows it)
    g = service.start_game(game="sixth-sense", players=list(NAMES[:2]), first_dealer=1,
                           options={"removed": "green"})
    service.record_round(g.id, _sixth((2, 2), (5, 12), trump="blue"), index=0)
    ids["sixth-two"] = g.id
    # a game another device passes on: not held here
    elsewhere = open_store(f"sqlite:///{folder / 'elsewhere.sqlite'}")
    other = GameService(elsewhere)
    g = other.start_game(game="nomination-whist", players=["Fay", "Gus"], first_dealer=0)
    g = other.record_round(g.id, RoundEntry(seats=(SeatEntry(call=3, tricks=3),
                                                   SeatEntry(call=3, tricks=4)),
                                            trump=Trump(SUIT, "D")), index=0)
    foreign = passing.link("http://192.0.2.7:8550/", g)
    elsewhere.close()
    yield types.SimpleNamespace(service=service, ids=ids, foreign=foreign)
    store.close()


@pytest.fixture(scope="module", autouse=True)
def page():
    """The session's page as the screens read it (`ft.context.page`): a phone's."""
    with phone_context() as fake:
        yield fake


# ---- the screens ------------------------------------------------------------------------

def _app(table, shared: bool = False):

    if not shared:
        return assemble(table.service)
    from scorepad.services.access.control import AccessControl
    from scorepad.state.access import ShareInfo

    return assemble(table.service,
                         ShareInfo(("http://192.0.2.7:8550/",), AccessControl("246810")))


def _shell(app) -> list[str]:
    from scorepad.ui.shell import App

    return shown_texts(draw(App, app))


def _new_game(app, table) -> dict[str, list[str]]:
    """New game with each game, its options as a fresh form has them and each changed."""
    from scorepad.state.options_text import option_specs

    out = {}
    ng = app.new_game
    app.open_new_game()
    for name in NAMES[:3]:
        ng.set_name(name)
        ng.add_name()
    for game in ("sixth-sense", "nomination-whist", "shedding"):
        ng.choose_game(game)
        out[f"new-{game}"] = _shell(app)
        for spec in option_specs(game):
            if spec.kind == SWITCH:
                ng.set_option(spec.key, not spec.default)
            elif spec.kind == CHOICE and spec.picks:
                other = [p.value for p in spec.picks if p.value != spec.default]
                if other:
                    ng.set_option(spec.key, other[-1])
            elif spec.kind == NUMBER:
                ng.set_option(spec.key, 3)
        out[f"new-{game}-options"] = _shell(app)
        ng.reset_options()
    ng.set_name("x" * 200)  # a name too long: refused as it is typed
    out["new-refused-name"] = _shell(app)
    ng.set_name("")
    ng.seat_table(["Ann"])
    ng.start()  # one player: refused, nothing written
    out["new-too-few"] = _shell(app)
    ng.seat_table(list(NAMES))
    ng.choose_game("nomination-whist")
    ng.start()  # five at a game of two to four: the service refuses, naming the game
    out["new-too-many"] = _shell(app)
    ng.seat_table([])
    return out


def _enter(rs, fields: int) -> None:
    """Up to `fields` entries as the keypad makes them (the active seat's field, a first
    choice; the trump where it is asked), then a seat's reasons opened once the round is
    whole. The round's flow is its own tests': here only what is drawn counts."""
    try:
        for _ in range(fields):
            seat, field = rs.active_seat, rs.active_field
            if seat is not None and field == "prediction":
                rs.enter_prediction(seat, rs.call_values[min(1, len(rs.call_values) - 1)])
            elif seat is not None and field == "tricks":
                rs.enter_tricks(seat, rs.trick_choices(seat)[0])
            elif seat is not None and field == "doubles":
                rs.enter_doubles(seat, 0)
            elif rs.has_trump and rs.trump is None and rs.trump_choices:
                rs.choose_trump_value(rs.trump_choices[0])
            else:
                break
        if rs.preview is not None:
            rs.toggle_why(rs.order[0])
    except Exception:  # noqa: BLE001 - a flow changed: the screens drawn still count
        pass


def _round_screens(app, table) -> dict[str, list[str]]:
    out = {}
    for key in ("sixth", "sixth-two", "whist", "shedding"):
        assert app.open_game(table.ids[key]), app.error
        out[f"round-{key}"] = _shell(app)
        rs = app.round_state()
        _enter(rs, 2)
        out[f"round-{key}-entering"] = _shell(app)
        _enter(rs, 20)
        out[f"round-{key}-whole"] = _shell(app)
        app.open_judge(attached=True)
        out[f"judge-attached-{key}"] = _shell(app)
        app.open_pass()
        out[f"pass-{key}"] = _shell(app)
        app.go_home()
    for key in ("sixth-done", "whist-done", "shedding-done"):
        assert app.open_game(table.ids[key]), app.error
        out[f"end-{key}"] = _shell(app)
        app.go_home()
    return out


def _judge_screens(app) -> dict[str, list[str]]:
    out = {}
    app.open_judge()
    js = app.judge
    out["judge"] = _shell(app)
    for game in judged_games():
        js.choose_game(game)
        out[f"judge-{game}"] = _shell(app)
    js.choose_game("sixth-sense")
    js.set_players(4)
    js.set_trump("blue")
    for colour, value in (("blue", 10), ("red", 4), ("green", 1), ("yellow", 6)):
        js.pick_colour(colour)
        js.pick_value(value)
    out["judge-six-question"] = _shell(app)  # 6 or 9?
    js.answer_six(6)
    out["judge-sixth-sense-played"] = _shell(app)
    js.next_trick()  # kept in the round: the round card by card
    js.set_hand(3)
    js.set_call(0, 1)
    js.pick_colour("red")
    js.pick_value(0)
    out["judge-sixth-sense-round"] = _shell(app)  # a 0: block or not?
    js.set_players(9)  # refused: said
    out["judge-refused"] = _shell(app)
    js.choose_game("nomination-whist")
    js.set_players(3)
    js.set_trump("S")
    for colour, value in (("H", 5), ("H", 11), ("S", 2)):
        js.pick_colour(colour)
        js.pick_value(value)
    out["judge-nomination-whist-played"] = _shell(app)
    js.choose_game("shedding")
    pile = js.pile
    for slot, colour, number, symbol in (("on", "red", 7, "hexagon"),
                                         ("card", "blue", 8, "pentagram")):
        pile.pick_slot(slot)
        pile.pick_colour(colour)
        pile.pick_number(number)
        pile.pick_symbol(symbol)
    out["judge-shedding-played"] = _shell(app)
    pile.pick_slot("card")
    pile.pick_colour("gold")
    pile.pick_special("trickster")
    out["judge-shedding-special"] = _shell(app)
    return out


def _other_screens(app, table) -> dict[str, list[str]]:
    out = {}
    app.go_home()
    app.storage_note = True
    out["home"] = _shell(app)
    app.storage_note = False
    app.open_history()
    out["history"] = _shell(app)
    for key in ("sixth-done", "whist-done", "shedding"):
        app.open_history_game(table.ids[key])
        out[f"history-{key}"] = _shell(app)
        app.back()
    app.open_players()
    out["players"] = _shell(app)
    app.players.start_remove(0)  # Ann has games: refused, said
    out["players-refused"] = _shell(app)
    app.open_stats()
    out["stats"] = _shell(app)
    app.stats.read_figures()  # what the screen does in the background
    out["stats-figures"] = _shell(app)
    for game in ("sixth-sense", "nomination-whist", "shedding"):
        app.stats.select_game(game)
        app.stats.read_figures()
        out[f"stats-{game}"] = _shell(app)
    app.stats.select_player("Zed")  # nobody of that name: said
    out["stats-refused"] = _shell(app)
    app.open_settings()
    out["settings"] = _shell(app)
    for row in app.screens:  # the table of screens (scorepad/screens.py): each row's
        assert app.open_screen(row)
        out[row.route] = _shell(app)
    app.open_share()
    out["share"] = _shell(app)
    app.open_exchange()
    out["exchange"] = _shell(app)
    assert app.open_board(), app.error
    out["board"] = _shell(app)
    app.open_board(table.ids["whist"])
    out["board-whist"] = _shell(app)
    app.go_home()
    app.receive(table.foreign)  # a game this device does not hold
    out["received-new"] = _shell(app)
    from scorepad.services.passing import service as passing
    app.receive(passing.link("http://192.0.2.7:8550/", table.service.get(table.ids["whist"])))
    out["received-held"] = _shell(app)
    app.receive("http://192.0.2.7:8550/#pass=AAAA")  # a damaged link
    out["received-damaged"] = _shell(app)
    app.open_rules()
    out["rules"] = _shell(app)
    for game in ("sixth-sense", "nomination-whist", "shedding"):
        app.open_rules(game)
        out[f"rules-{game}"] = _shell(app)
    app.go_home()
    app.toggle_languages()
    out["languages"] = _shell(app)
    app.toggle_languages()
    return out


def _shared_screens(table) -> dict[str, list[str]]:
    """A shared table: a phone that only views, then its PIN prompt with a wrong PIN."""
    app = _app(table, shared=True)
    app.go_home()
    out = {"shared-home": _shell(app)}
    app.open_game(table.ids["sixth"])
    out["shared-game"] = _shell(app)
    app.access.ask()
    app.access.set_pin_text("000000")
    app.access.unlock()
    out["shared-pin"] = _shell(app)
    app.open_share()
    out["shared-share"] = _shell(app)
    return out


@pytest.fixture(scope="module")
def drawn(table):
    """Every screen's texts in a language, drawn once per language."""

    @cache
    def screens(lang: str) -> dict[str, list[str]]:
        with speaking(lang):
            app = _app(table)
            app.language = lang
            out = _other_screens(app, table)
            out |= _new_game(app, table)
            out |= _round_screens(app, table)
            out |= _judge_screens(app)
            out |= _shared_screens(table)
        return out

    return screens


# ---- what English looks like in another language --------------------------------------


def _words(text: str) -> str:
    """The words of a text, without its quotes, signs and case: "‘6th Sense’" is "6th Sense"."""
    return " ".join(re.findall(r"[^\W_]+", text.casefold()))


@cache
def _same(lang: str) -> re.Pattern:
    """What `SAME` and `NEUTRAL` allow in `lang`, each a whole text; `{n}` stands for a
    number, `{name}` for anything."""
    allowed = [re.escape(t).replace(r"\{n\}", r"[\d.,\u2212-]+").replace(r"\{name\}", ".+")
               for t in {**NEUTRAL, **SAME[lang]}]
    return re.compile("|".join(allowed))


@cache
def english_phrases(lang: str) -> tuple[set[str], re.Pattern | None]:
    """The English messages of every catalog that `lang` translates otherwise: whole
    (a text equal to one is English) and their parts between placeholders of two words or
    more (a part found inside a text is English filled into it)."""
    import i18n

    whole: set[str] = set()
    parts: set[str] = set()
    for domain, (_source, folder, _kw) in i18n.DOMAINS.items():
        po = i18n.load(folder / f"{lang}.po", lang)
        for m in po:
            if not m.id:
                continue
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if not any(strings) or any(_words(s) in map(_words, ids) for s in strings):
                continue  # untranslated (test_catalogs says so) or the same words there
            for english in ids:
                if "{" not in english:
                    whole.add(english)
                for piece in re.split(r"\{[^}]*\}", english):
                    piece = piece.strip(" ,.;:·()")
                    if len(re.findall(r"[A-Za-z]{2,}", piece)) >= 2:
                        parts.add(piece)
    pattern = (re.compile("|".join(re.escape(p) for p in sorted(parts, key=len, reverse=True)))
               if parts else None)
    return whole, pattern


@cache
def english_terms(lang: str) -> dict[str, re.Pattern]:
    """The games' own words (titles, colours, suits, card kinds) that `lang` says otherwise."""
    from rules.registry import game_ids, game_title

    terms = {game_title(g) for g in game_ids()}
    for game in judged_games():
        form = judge_form(game)
        terms |= {form.named, *form.terms.values()}
    out = {}
    for term in terms:
        english = str(term)
        if english in WORDS_THERE.get(lang, {}):
            continue
        if render(term, lang=lang).casefold() != english.casefold():
            out[english] = re.compile(rf"(?<![\w-]){re.escape(english)}(?![\w-])", re.I)
    return out


def _names_out(text: str) -> str:
    for name in NAMES + ("Fay", "Gus", "Zed"):
        text = re.sub(rf"\b{name}\b", "", text)
    return text


def english_left(lang: str, english: set[str], shown: list[str]) -> list[tuple[str, str]]:
    """What `shown` (one screen in `lang`) has of English: (text, why)."""
    whole, parts = english_phrases(lang)
    terms = english_terms(lang)
    same = SAME[lang] | NEUTRAL
    allowed = _same(lang)
    found = []
    for text in dict.fromkeys(shown):
        text = text.removeprefix("• ")  # an item of a list: its words
        if allowed.fullmatch(text):
            continue
        bare = _names_out(text)
        if not re.search(r"[^\W\d_]{2,}", bare) or re.fullmatch(r"\S+://\S*|\S*#pass=\S+", text):
            continue  # names, numbers, signs, an address, a link: the same everywhere
        if text in english or text in whole:
            found.append((text, "as in English"))
            continue
        hit = parts.search(text) if parts is not None else None
        if hit and not any(hit.group(0) in s for s in same):
            found.append((text, f"English words: {hit.group(0)!r}"))
            continue
        for word, pattern in terms.items():
            if pattern.search(bare) and not any(word in s for s in same):
                found.append((text, f"the English term {word!r}"))
                break
    return found


@pytest.mark.parametrize("lang", OTHERS)
def test_no_screen_shows_english(drawn, lang):
    english, theirs = drawn("en"), drawn(lang)
    assert set(english) == set(theirs)
    left = {screen: found for screen in theirs
            if (found := english_left(lang, set(english[screen]), theirs[screen]))}
    assert not left, f"{lang}: English left on a translated screen:\n" + "\n".join(
        f"  {screen}: {text!r} ({why})" for screen, found in left.items()
        for text, why in found)


def test_the_check_finds_english_in_each_of_its_ways():
    # a whole message, a part filled in, a game's word; a translated line and names pass
    shown = ["New game", "Gewinner: Ann · full game (7 down to 1 and back to 7)",
             "Trumpffarbe blue", "Nomination whist", "Neues Spiel", "Ann, Bob", "3 · 5",
             "Standard", "http://192.0.2.7:8550/"]
    found = dict(english_left("de", {"Ann, Bob", "3 · 5"}, shown))
    assert set(found) == {"New game", "Gewinner: Ann · full game (7 down to 1 and back to 7)",
                          "Trumpffarbe blue", "Nomination whist"}, found
    assert "blue" in found["Trumpffarbe blue"]
    # what the Dutch sheet keeps is no English there, and is in German
    assert english_left("nl", {"6th Sense"}, ["6th Sense"]) == []
    assert english_left("de", {"6th Sense"}, ["6th Sense"])


def test_a_game_received_says_device_where_it_may_be_a_computer(drawn):
    # issue 38: a computer opening a passed game read "A game passed to this phone"
    for screen in ("received-new", "received-held", "received-damaged", "settings"):
        said = " ".join(drawn("en")[screen])
        assert "phone" not in said.lower(), (screen, said)
    assert "A game passed to this device" in drawn("en")["received-new"]
