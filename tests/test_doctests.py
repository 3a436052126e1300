"""Every docstring example in the engine and in the app's pure modules runs (issue 12): an
example that no longer holds fails here, so the examples stay true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import rules

# The app's modules whose docstrings carry examples and that need no running app.
APP_MODULES = ("scorepad.words", "scorepad.names", "scorepad.state.options_text",
               "scorepad.store.limits", "scorepad.state.exchange",
               "scorepad.services.exchange.service", "scorepad.services.exchange.importing",
               "scorepad.services.figures.compute", "scorepad.services.figures.cache",
               "scorepad.figure_words", "scorepad.state.passing", "scorepad.store.backup")


def engine_modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(rules.__path__, "rules.")
                  if not m.name.endswith("__main__"))


@pytest.mark.parametrize("name", engine_modules() + list(APP_MODULES))
def test_docstring_examples_hold(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} docstring examples of {name} fail"


def test_the_engine_has_examples_to_run():
    found = sum(len(doctest.DocTestFinder().find(importlib.import_module(n)))
                for n in engine_modules())
    assert found > 50, f"only {found} docstrings with examples in rules/"
