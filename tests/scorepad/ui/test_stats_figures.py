"""The charts of the figures (scorepad/ui/stats_figures.py) speak of each game's calls in its
own word, as the Statistics tiles do: a whist player's charts say bids, a 6th Sense player's
say predictions, in each of the eight languages (the catalogs' whole phrases)."""

from __future__ import annotations

import pytest

import scorepad.words as words
from rules.language import LANGUAGES
from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.assemble import assemble
from scorepad.figure_words import figure_phrases
from scorepad.services.games.service import GameService
from scorepad.state.stats import StatsState
from scorepad.store.db import open_store
from scorepad.ui.stats_figures import figures_section
from rules.trump import COLOUR, SUIT, Trump


def _labels(control) -> dict[str, str]:
    """identifier -> label of every labelled Semantics under `control`."""
    out, todo = {}, [control]
    while todo:
        c = todo.pop()
        if getattr(c, "identifier", None) and getattr(c, "label", None):
            out[c.identifier] = c.label
        todo += [x for x in [getattr(c, "content", None)] if x is not None]
        todo += list(getattr(c, "controls", None) or ())
    return out


@pytest.fixture(scope="module")
def state(tmp_path_factory):
    store = open_store(f"sqlite:///{tmp_path_factory.mktemp('figs')}/s.sqlite")
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                       options={"ending": "target", "target": 5})
    six = RoundEntry(seats=(SeatEntry(call=5, tricks=5), SeatEntry(call=0, tricks=3),
                            SeatEntry(call=3, tricks=5)), trump=Trump(COLOUR, "red"))
    assert svc.record_round(g.id, six, index=0).status == "finished"
    v = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"], first_dealer=0,
                       options={"short": True})
    k = 0
    while v.next_plan is not None and k < 20:
        p = v.next_plan
        seats = [SeatEntry(call=0, tricks=0) for _ in range(3)]
        taker = 0 if p.dealer == 1 else 1
        seats[taker] = SeatEntry(call=p.cards, tricks=p.cards)
        seats[p.dealer] = SeatEntry(call=1, tricks=0)  # never the hook's total
        v = svc.record_round(v.id, RoundEntry(seats=tuple(seats), trump=Trump(SUIT, "S")), index=k)
        k += 1
    assert v.status == "finished"
    ss = assemble(svc).stats
    ss.load()
    ss.select_player("Ann")
    ss.read_figures()  # what the screen does in the background
    yield ss
    store.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whist_chart_says_bids_and_a_sixth_sense_chart_predictions(state, lang):
    with words.speaking(lang):
        whist = _labels(figures_section(state, "nomination-whist"))
        sixth = _labels(figures_section(state, "sixth-sense"))
        bids, predictions = figure_phrases("nomination-whist"), figure_phrases("sixth-sense")
        word = {g: (figure_phrases(g).met, figure_phrases(g).hand_title("x"))
                for g in ("nomination-whist", "sixth-sense")}
    assert bids.word == "bid" and predictions.word == "prediction"
    assert word["nomination-whist"] != word["sixth-sense"]  # two words in every language
    for labels, game, mine, other in ((whist, "nomination-whist", bids, predictions),
                                      (sixth, "sixth-sense", predictions, bids)):
        with words.speaking(lang):
            title = state.game_title(game)
            hand = mine.hand_label("Ann", title, "")
            seat = mine.seat_label(3, "Ann", title, "")
            met, other_met = mine.met, other.met
        # the label up to its numbers: the whole phrase of the game's own word
        assert labels[f"stats-chart-hand-{game}"].startswith(hand[:hand.index(title)]), lang
        assert labels[f"stats-chart-seat-{game}"].startswith(seat[:seat.index(title)]), lang
        assert met in labels[f"stats-chart-versus-{game}"], lang
        assert other_met not in labels[f"stats-chart-versus-{game}"], lang
    if lang == "en":
        assert whist["stats-chart-hand-nomination-whist"].startswith(
            "Chart of bids met by hand size, Ann, Nomination whist. 1: 0 of 1 met; ")
        assert sixth["stats-chart-seat-sixth-sense"].startswith(
            "Chart of predictions met by seat from the dealer")
        assert "Bids met: Ann" in whist["stats-chart-versus-nomination-whist"]
        assert "Predictions met: Ann 100%" in sixth["stats-chart-versus-sixth-sense"]
    if lang == "de":
        assert whist["stats-chart-hand-nomination-whist"].startswith(
            "Diagramm der richtigen Ansagen nach Handgröße, Ann,")
        assert sixth["stats-chart-hand-sixth-sense"].startswith(
            "Diagramm der richtigen Voraussagen nach Handgröße, Ann,")
