"""scorepad/publish/icons.py: the site's icon font, cut to the icons the app can draw, built from
flet-web's real client and font (nothing downloaded)."""

from __future__ import annotations

import io

import flet as ft
import pytest
from fontTools.ttLib import TTFont

from scorepad.publish import icons, project_root, site

SCOREPAD = project_root() / "scorepad"

# icons Flutter's Material widgets draw by themselves on the web (packages/flutter/lib/src/material:
# BackButtonIcon, CloseButton, DropdownButton, Checkbox, the date and time pickers, ExpansionTile,
# DrawerButton, PopupMenuButton, the text selection toolbar's overflow, SearchBar's clear)
FLUTTER_OWN = ("ARROW_BACK", "CLOSE", "ARROW_DROP_DOWN", "CHEVRON_LEFT", "CHEVRON_RIGHT",
               "EXPAND_MORE", "MENU", "MORE_VERT", "CALENDAR_TODAY", "EDIT_OUTLINED",
               "KEYBOARD_OUTLINED", "ACCESS_TIME", "CLEAR", "CANCEL")


@pytest.fixture(scope="module")
def files():
    return site.flet_files(site.flet_web_dir())


@pytest.fixture(scope="module")
def built(files):
    logged = []
    font = icons.trimmed_font(files, SCOREPAD, log=logged.append)
    assert logged == []  # nothing kept whole: every icon was mapped
    return font


def cmap(font: bytes) -> dict[int, str]:
    return TTFont(io.BytesIO(font)).getBestCmap()


def codepoint(files, name: str) -> int:
    table, _ = icons.client_table(files[icons.CLIENT], len(ft.Icons))
    return table[int(getattr(ft.Icons, name)) & 0xFFFF]


def test_every_icon_scorepad_names_is_in_the_built_font(files, built):
    names = icons.named_icons(SCOREPAD)
    # found in the code: the home screen's and the game screen's, among others
    assert {"HOME", "SETTINGS", "UNDO", "ADD", "GAVEL", "QR_CODE_2", "SHARE"} <= names
    kept, whole = cmap(built), cmap(files[icons.FONT])
    for name in sorted(names):
        cp = codepoint(files, name)
        assert cp in kept, f"ft.Icons.{name} ({cp:#x}) is not in the site's font"
        # the client's table and the font agree: the glyph there is named after the icon
        # (ft.Icons.COPY is Flutter's alias of content_copy)
        assert kept[cp] == whole[cp] and name.lower() in kept[cp], (name, kept[cp])


def test_the_icons_flutters_own_widgets_draw_are_kept(files, built):
    _, drawn = icons.client_table(files[icons.CLIENT], len(ft.Icons))
    kept = cmap(built)
    assert drawn <= set(kept)
    for name in FLUTTER_OWN:
        assert codepoint(files, name) in drawn, name
        assert codepoint(files, name) in kept, name


def test_the_font_is_cut_and_the_cut_is_the_same_at_every_build(files, built):
    assert len(cmap(files[icons.FONT])) > 8000
    assert len(cmap(built)) < 200
    assert len(built) < len(files[icons.FONT]) // 20
    assert icons.trimmed_font(files, SCOREPAD, log=lambda _: None) == built
    # a font Flutter can load: the same outlines format and metrics as the whole font
    font = TTFont(io.BytesIO(built))
    assert "CFF " in font and font["head"].unitsPerEm == 512


def test_names_are_found_in_the_code(tmp_path):
    (tmp_path / "a.py").write_text("import flet as ft\nx = ft.Icons.ADD\ny = [ft.Icons.HOME]\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.py").write_text("import flet\nz = flet.Icons.UNDO.value\n")
    assert icons.named_icons(tmp_path) == {"ADD", "HOME", "UNDO"}


@pytest.mark.parametrize("code", [
    "import flet as ft\nicon = getattr(ft.Icons, 'HO' + 'ME')\n",
    "import flet as ft\nicon = ft.Icons['HOME']\n",
    "from flet import Icons\nicon = Icons.HOME\n",
    "import flet as ft\nicon = ft.Icons.NOT_AN_ICON_AT_ALL\n",
    "import flet as ft\nicon = ft.Icons.random()\n",
])
def test_an_icon_that_cannot_be_mapped_keeps_the_whole_font(files, tmp_path, code):
    (tmp_path / "screen.py").write_text(code)
    logged = []
    assert icons.trimmed_font(files, tmp_path, log=logged.append) == files[icons.FONT]
    assert len(logged) == 1 and "kept whole" in logged[0]


def test_a_client_whose_table_is_not_found_keeps_the_whole_font(files):
    logged = []
    other = {**files, icons.CLIENT: files[icons.CLIENT].replace(b'"MaterialIcons"', b'"Other"')}
    assert icons.trimmed_font(other, SCOREPAD, log=logged.append) == files[icons.FONT]
    assert "tables" in logged[0]
