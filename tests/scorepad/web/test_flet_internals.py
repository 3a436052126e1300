"""scorepad/web/flet_internals.py: the one module that reaches into Flet (issue 30, item 6)."""

from __future__ import annotations

import ast
import logging
import re
from importlib.metadata import version
from pathlib import Path

from scorepad.web import flet_internals as fi

APP = Path(__file__).resolve().parents[3] / "scorepad"
HOME = APP / "web" / "flet_internals.py"


def test_flet_is_the_version_the_patches_were_checked_against():
    recheck = "\n".join(f"- {p.target}: {p.why} (would go with: {p.public_hook})"
                        for p in fi.PATCHES)
    for package in ("flet", "flet-web"):
        assert version(package) == fi.CHECKED_AGAINST, (
            f"{package} is {version(package)}, the patches of scorepad/web/flet_internals.py "
            f"were checked against {fi.CHECKED_AGAINST}. Recheck each, then update "
            f"CHECKED_AGAINST:\n{recheck}")


def test_every_patch_says_why_and_what_would_replace_it():
    assert fi.PATCHES
    for p in fi.PATCHES:
        assert p.target and len(p.why) > 20 and len(p.public_hook) > 10, p


def flet_private_uses(path: Path) -> list[str]:
    """Imports of a private Flet name, Flet's internal modules reached by a private name, and
    name-mangled attributes (`_FletApp__x`, `Session._Session__x`) in one file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hits = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module \
                and node.module.split(".")[0] in ("flet", "flet_web"):
            hits += [f"{node.lineno}: {node.module}.{a.name}" for a in node.names
                     if a.name.startswith("_")]
            if node.module.count("."):  # a module below flet's public top level
                hits.append(f"{node.lineno}: {node.module}")
        elif isinstance(node, ast.Import):
            hits += [f"{node.lineno}: {a.name}" for a in node.names
                     if a.name.split(".")[0] in ("flet", "flet_web") and "." in a.name]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and re.fullmatch(r"_(FletApp|Session|Page)__\w+", node.value):
            hits.append(f"{node.lineno}: {node.value}")
        elif isinstance(node, ast.Attribute) and re.fullmatch(r"_(FletApp|Session|Page)__\w+",
                                                              node.attr):
            hits.append(f"{node.lineno}: .{node.attr}")
    return hits


def test_flet_internals_are_reached_from_one_module_only():
    found = {str(p.relative_to(APP.parent)): flet_private_uses(p)
             for p in sorted(APP.rglob("*.py")) if p != HOME}
    found = {k: v for k, v in found.items() if v}
    assert not found, "Flet's internals outside scorepad/web/flet_internals.py:\n" + \
        "\n".join(f"{k}:{hit}" for k, hits in found.items() for hit in hits)
    assert flet_private_uses(HOME)  # the walk does see them where they are


def test_the_walk_sees_each_way_of_reaching_in(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("from flet.controls.context import _context_page\nimport flet.utils.browser\n"
                 "x = getattr(a, '_FletApp__session')\ny = s._Session__index\n")
    assert len(flet_private_uses(f)) == 5


def test_the_session_language_comes_from_flets_public_page():
    """words finds the session's page through `ft.context.page`: outside a session, none."""
    import flet as ft

    from scorepad import words

    assert words._page() is None
    token = None
    from flet.controls import context as c  # the test may reach in: it plays Flet's part

    page = object.__new__(ft.Page)
    token = c._context_page.set(page)
    try:
        assert words._page() is page
        assert ft.context.page is page
    finally:
        c._context_page.reset(token)


def test_a_tab_gone_while_sending_is_no_traceback_in_the_log(caplog):
    """Flet's receive loop logs starlette's "not connected" after a failed send (a tab that
    went away) as a warning with a traceback: the server keeps it out of the log; any other
    error stays."""
    from starlette.websockets import WebSocketDisconnected

    from scorepad.web.flet_internals import GoneSocket

    flet_log = logging.getLogger("flet_web.fastapi.test-gone-socket")
    flet_log.addFilter(GoneSocket())
    with caplog.at_level(logging.WARNING):
        for exc in (WebSocketDisconnected('WebSocket is not connected. Need to call "accept" '
                                          'first.'), ValueError("a real error")):
            try:
                raise exc
            except Exception as e:
                flet_log.warning(f"Receive loop error: {e}", exc_info=True)
    kept = [r.getMessage() for r in caplog.records if r.name == flet_log.name]
    assert kept == ["Receive loop error: a real error"]
