"""The app's tests mirror its source as tests/rules mirrors rules/ (issue 39, item 6).

Under each folder of `MIRRORED`, a test file names the module it tests: `test_<module>.py` or
`test_<module>_<aspect>.py` in the folder of tests/scorepad that matches the module's folder of
scorepad/ (tests/scorepad/state/judge/test_pile.py for scorepad/state/judge/pile.py). A
package's `__init__.py` counts as the package's name in its own folder
(tests/scorepad/state/judge/test_judge.py for scorepad/state/judge/__init__.py). A test that is
truly about a whole layer stays in a file of `ACROSS`, each with its reason; an entry there that
names no file fails too.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "scorepad"
TESTS = ROOT / "tests" / "scorepad"

#: the folders of scorepad/ whose tests mirror them (tests/scorepad/<folder>)
MIRRORED = ("state", "ui", "services")

#: test files across a layer, relative to tests/scorepad: why each names no one module
ACROSS = {
    "state/test_composition.py": "walks every module under scorepad/state for mixins and hosts",
    "state/test_fourth_game.py": "plays a test-only game through the new-game and round states: "
                                 "a game plugs in with nothing under scorepad/ knowing it",
    "state/test_fifth_game.py": "plays the test-only Prism through the new-game, round, judge, "
                                "what-if and statistics states (the same claim, a whole game)",
    "ui/test_no_english_left.py": "draws every screen in each of the eight languages",
    "services/test_service_protocol.py": "holds every service to the protocol the state layer "
                                         "calls (scorepad/state/service.py)",
}


def names_in(folder: Path) -> set[str]:
    """The names a test file in the matching test folder may start with: each module of
    `folder`, and the package's own name for its `__init__.py`."""
    names = {path.stem for path in folder.glob("*.py") if path.stem != "__init__"}
    if (folder / "__init__.py").is_file():
        names.add(folder.name)
    return names


def names_a_module(stem: str, names: set[str]) -> bool:
    """Whether a test file's name (without .py) is test_<name> or test_<name>_<aspect>."""
    rest = stem.removeprefix("test_")
    return any(rest == name or rest.startswith(name + "_") for name in names)


def strays(source: Path, tests: Path, folders=MIRRORED, across=ACROSS) -> list[str]:
    """Each test file under tests/<folder> that names no module of source/<folder>, and each
    entry of `across` that names no test file, as a sentence."""
    found = []
    for top in folders:
        for path in sorted((tests / top).rglob("test_*.py")):
            where = path.relative_to(tests).as_posix()
            if where in across:
                continue
            folder = source / path.parent.relative_to(tests)
            if not folder.is_dir():
                found.append(f"{where}: no folder {folder.relative_to(source.parent).as_posix()}"
                             " to mirror")
            elif not names_a_module(path.stem, names_in(folder)):
                found.append(f"{where}: names no module of "
                             f"{folder.relative_to(source.parent).as_posix()}")
    found += [f"{where}: listed as across a layer, but no such test file"
              for where in sorted(across) if not (tests / where).is_file()]
    return found


def test_the_state_and_ui_tests_mirror_their_source():
    assert strays(SOURCE, TESTS) == []


def test_each_file_across_a_layer_says_why():
    assert all(reason.strip() for reason in ACROSS.values())


def test_the_check_finds_a_stray_test_file(tmp_path):
    source, tests = tmp_path / "app", tmp_path / "tests"
    for name in ("state/board.py", "state/stats_view.py", "state/judge/__init__.py",
                 "state/judge/pile.py", "ui/home.py", "other/thing.py"):
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        (source / name).write_text("")
    for name in ("state/test_board.py", "state/test_board_words.py", "state/test_stats_view.py",
                 "state/judge/test_judge.py", "state/judge/test_pile_house.py",
                 "state/judge/conftest.py", "state/test_whole_app.py",
                 # strays
                 "state/test_boards.py", "state/test_judge.py", "state/judge/test_board.py",
                 "state/round/test_state.py", "ui/test_stats_view.py", "ui/test_fourth_game.py",
                 # not a mirrored folder
                 "other/test_anything.py"):
        (tests / name).parent.mkdir(parents=True, exist_ok=True)
        (tests / name).write_text("")
    across = {"state/test_whole_app.py": "every state", "ui/test_gone.py": "every screen"}

    assert strays(source, tests, ("state", "ui"), across) == [
        "state/judge/test_board.py: names no module of app/state/judge",
        "state/round/test_state.py: no folder app/state/round to mirror",
        "state/test_boards.py: names no module of app/state",
        "state/test_judge.py: names no module of app/state",
        "ui/test_fourth_game.py: names no module of app/ui",
        "ui/test_stats_view.py: names no module of app/ui",
        "ui/test_gone.py: listed as across a layer, but no such test file",
    ]
