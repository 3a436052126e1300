"""The examples in the whist modules' docstrings hold."""

import doctest
import importlib

import pytest

MODULES = ["cards", "trick", "bidding", "scoring", "setup"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(f"rules.whist.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
