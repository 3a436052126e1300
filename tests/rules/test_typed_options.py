"""Typed, frozen options per game (issue 12, item 4): parsed at the boundary, stored as before,
read back from a stored game (a house rule it predates reads as its default), and described by
specs that name a control for every option."""

from __future__ import annotations

import dataclasses
import json

import pytest

from rules.errors import RulesError
from rules.options import CHOICE, KINDS, NUMBER, GameOptions
from rules.registry import game_ids, scoresheet
from rules.shedding.options import SheddingOptions
from rules.sixth_sense.options import SixthSenseOptions
from rules.whist.options import WhistOptions

SHEETS = [scoresheet(g) for g in game_ids()]


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda s: s.game)
def test_options_are_typed_frozen_and_stored_as_before(sheet):
    players = 2 if sheet.min_players == 2 else sheet.min_players
    raw = {"removed": "red"} if sheet.game == "sixth-sense" else {}
    opts = sheet.options(players, raw)
    assert isinstance(opts, GameOptions) and isinstance(opts, sheet.options_type)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(opts, dataclasses.fields(opts)[0].name, None)
    stored = opts.to_dict()
    assert type(stored) is dict and dict(opts) == stored == opts
    assert json.loads(json.dumps(stored)) == stored  # what the store and the export write
    assert sheet.options(players, stored) == opts  # a stored game parses back the same
    assert sheet.read_options(stored) == opts and hash(sheet.read_options(stored)) == hash(opts)


def test_the_stored_keys_are_those_of_before():
    # the judge's house rules (issue 31) come after the keys of before, which do not move
    assert list(SixthSenseOptions.parse(3)) == ["scoring", "ending", "target", "late_trump",
                                                "removed", "six_at_nine", "void_leader", "peek",
                                                "block_limit"]
    assert WhistOptions.parse(3).to_dict() == {"short": False, "hook": True, "zero_streak": True}
    assert SheddingOptions.parse(3).to_dict() == {"mode": "classic", "games": 5, "target": None,
                                                  "challenge": False}


def test_a_game_stored_before_a_house_rule_reads_as_its_default():
    old = WhistOptions.of({"short": True})
    assert (old.short, old.hook, old.zero_streak) == (True, True, True)
    assert SixthSenseOptions.of({"scoring": "novice", "ending": "rounds"}).six_at_nine == 9
    assert SheddingOptions.of({"mode": "last-man-standing"}).target_score == 100


def test_attributes_say_what_string_keys_said():
    o = SixthSenseOptions.parse(4, {"scoring": "novice", "ending": "target", "target": 60})
    assert (o.novice, o.has_trump, o.fixed_rounds, o.target_score) == (True, False, False, 60)
    assert SixthSenseOptions.parse(4, {"ending": "rounds"}).target_score is None
    lms = SheddingOptions.parse(3, {"mode": "last-man-standing", "target": 150})
    assert (lms.higher_wins, lms.games_to_play, lms.target_score) == (True, None, 150)
    classic = SheddingOptions.parse(3, {"games": 3})
    assert (classic.higher_wins, classic.games_to_play, classic.target_score) == (False, 3, None)


@pytest.mark.parametrize("game, players, raw, at", [
    ("sixth-sense", 3, {"scoring": "expert"}, "scoring"),
    ("sixth-sense", 3, {"ending": "target"}, "target"),
    ("sixth-sense", 3, {"target": 50}, "target"),
    ("sixth-sense", 2, {}, "removed"),
    ("sixth-sense", 3, {"removed": "red"}, "removed"),
    ("sixth-sense", 3, {"six_at_nine": 7}, "six_at_nine"),
    ("sixth-sense", 3, {"colour": "red"}, "colour"),
    ("nomination-whist", 3, {"hook": "no"}, "hook"),
    ("nomination-whist", 3, {"short": 1}, "short"),
    ("shedding", 3, {"games": 0}, "games"),
    ("shedding", 3, {"mode": "last-man-standing", "games": 3}, "games"),
    ("shedding", 3, {"mode": "sudden-death"}, "mode"),
])
def test_bad_values_are_refused_at_the_boundary_naming_the_option(game, players, raw, at):
    with pytest.raises(RulesError) as caught:
        scoresheet(game).options(players, raw)
    assert caught.value.at == at and caught.value.message


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda s: s.game)
def test_every_option_has_a_spec_with_a_control_and_words(sheet):
    specs = sheet.option_specs
    fields = [f.name for f in dataclasses.fields(sheet.options_type)]
    assert sorted(s.key for s in specs) == sorted(fields)
    controls = [s.control for s in specs]
    assert len(set(controls)) == len(controls)
    for spec in specs:
        assert spec.kind in KINDS and spec.label is not None and spec.said is not None
        if spec.kind == CHOICE:
            assert spec.picks and len({p.key for p in spec.picks}) == len(spec.picks)
            assert spec.required or spec.allows(spec.default)
        if spec.kind == NUMBER:
            # a number suggests a value, or may be left empty (its default: the rounds)
            assert "{typed}" in spec.refusal and (spec.suggested or spec.blank)
        # the default a spec names is the parsed default, where the option exists by default
        default = sheet.options(3).to_dict()
        if spec.exists_with(default, 3):
            # (an optional key left at its default is not stored: rules.options.OPTIONAL)
            assert default.get(spec.key) in (spec.default, spec.suggested), spec.key
