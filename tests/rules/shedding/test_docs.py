"""The examples in the shedding modules' docstrings hold."""

import doctest
import importlib

import pytest

MODULES = ["cards", "legality", "setup"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(f"rules.shedding.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
