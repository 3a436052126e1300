"""scorepad/app.py's command line (`python -m scorepad.app`): what it cannot start with is one
line, never a traceback (its settings' catch names what can really happen; the outermost one
is the process's edge)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("data_dir", ["~no-such-user-of-scorepad/games", "{file}"])
def test_a_data_folder_that_cannot_be_used_is_one_line(data_dir, tmp_path, capsys, monkeypatch):
    from scorepad import app

    monkeypatch.delenv("SCOREPAD_DATA_DIR", raising=False)
    monkeypatch.delenv("SCOREPAD_DATABASE_URL", raising=False)
    a_file = tmp_path / "a file"
    a_file.write_text("not a folder")
    assert app._cli(["--data-dir", data_dir.format(file=a_file)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scorepad: ") and err.count("\n") == 1 and "Traceback" not in err
