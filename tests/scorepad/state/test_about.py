"""The About screen's state (scorepad/state/about.py): this copy's version as installed, and
every game of the registry with how many it seats, whether the judge rules it and whether the
Rules screen has its rule sheet."""

from __future__ import annotations

import tomllib
from pathlib import Path

from rules.registry import GAMES
from scorepad.state.about import AboutState, GameAbout, version_of

ROOT = Path(__file__).resolve().parents[3]


def test_the_version_is_the_one_the_project_declares():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    about = AboutState()
    assert about.load() is True
    assert about.version == declared


def test_a_copy_installed_without_its_metadata_has_no_version():
    assert version_of("scorepad-no-such-distribution") is None


def test_every_game_is_told_with_what_the_app_does_for_it():
    about = AboutState()
    about.load()
    assert [g.game for g in about.games] == list(GAMES)
    by_id = {g.game: g for g in about.games}
    # as the sheets seat them: nomination whist 2 to 4, 6th Sense and the shedding game 2 to 6
    assert by_id["nomination-whist"] == GameAbout("nomination-whist", 2, 4, True, True)
    assert (by_id["sixth-sense"].fewest, by_id["sixth-sense"].most) == (2, 6)
    assert (by_id["shedding"].fewest, by_id["shedding"].most) == (2, 6)
    assert all(g.judged and g.rules for g in about.games)


def test_it_is_read_once_a_session():
    about = AboutState()
    about.load()
    about.version = "changed"
    assert about.load() is True and about.version == "changed"
