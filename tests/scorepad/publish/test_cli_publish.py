"""`scorepad publish`: the command's own checks, before anything is downloaded or written."""

from __future__ import annotations

from scorepad.cli import build_parser, main


def test_the_command_and_its_defaults():
    args = build_parser().parse_args(["publish"])
    assert (args.command, args.output, args.base, args.sources) == ("publish", "site", "/", False)


def test_a_folder_with_other_files_is_never_replaced(tmp_path, capsys):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep me")
    assert main(["publish", "-o", str(folder)]) == 1
    assert "is not a site 'scorepad publish' wrote" in capsys.readouterr().err
    assert (folder / "notes.txt").read_text() == "keep me"


def test_a_base_path_must_start_and_end_with_a_slash(tmp_path, capsys):
    assert main(["publish", "-o", str(tmp_path / "s"), "--base", "scorepad"]) == 1
    assert "starts and ends with '/'" in capsys.readouterr().err
    assert not (tmp_path / "s").exists()
