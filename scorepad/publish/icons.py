"""The site's icon font, cut to the icons the app can draw (what `flutter build` does with its
font-subset step, and flet-web, built for any app, does not: it ships all 8,625 glyphs).

    trimmed_font(files, root, log=...) -> bytes   # files: the site's, flet-web's client included

Kept: every icon Scorepad's code names (`ft.Icons.NAME`, found in the code under scorepad/), and
every icon Flet's client draws by itself (Flutter's own widgets: the back arrow, the drop-down
arrow, check boxes, the date picker's chevrons...; Flet's controls).

Both come from the client that is shipped, not from a Flutter source of some other version:
`ft.Icons.NAME` is an int (set 1 = Material, << 16 | index), and the client turns it into
Flutter's `IconData(codepoint)` through a table (Flet's `materialIcons` list, in the order of
`ft.Icons`), compiled in main.dart.js as a list of IconData constants. A constant that is used
anywhere else in main.dart.js is an icon the client's own code (Flutter's widgets after the web
build's tree shaking, Flet's) can draw.

Safety: if a name cannot be mapped (the client's table is not found or not of ft.Icons' length,
an icon is reached by a computed name, a codepoint is not in the font), the whole font is kept
and the reason logged: never a font missing an icon.
"""

from __future__ import annotations

import ast
import io
import re
from collections import Counter
from pathlib import Path

from scorepad.errors import ScorepadError

FONT = "assets/fonts/MaterialIcons-Regular.otf"
CLIENT = "main.dart.js"
MATERIAL_SET = 1  # ft.Icons' value >> 16 (2 is Cupertino's)
FLET_NAMES = {"ft", "flet"}
BUILDER = Path(__file__).resolve().parent  # scorepad/publish

# dart2js: `B.xyz=new A.a(57344,"MaterialIcons",null,!1)` (codepoint, family, package, mirrored)
_CONST = re.compile(rb'\n(B\.[\w$]+)=new A\.[\w$]+\((\d+(?:e\d+)?),"MaterialIcons",null,!?[01]\)')
_LIST = re.compile(rb"\[(B\.[\w$]+(?:,B\.[\w$]+){1000,})\]")
_REF = re.compile(rb"B\.[\w$]+")


class Unmapped(ScorepadError, RuntimeError):
    """An icon's codepoint cannot be established: the font is kept whole."""


def named_icons(root: Path) -> set[str]:
    """The names of `ft.Icons.NAME` in the code under `root`; Unmapped for any other use of
    ft.Icons (a computed name, `from flet import Icons`) the font could not follow. This
    package's own modules are skipped: they run at build time, never in the app."""
    names = set()
    for path in sorted(Path(root).rglob("*.py")):
        if BUILDER in path.resolve().parents:
            continue
        tree = ast.parse(path.read_text("utf-8"), str(path))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("flet") \
                    and any(a.name == "Icons" for a in node.names):
                raise Unmapped(f"{path.name}:{node.lineno} imports Icons by itself")
            if not (isinstance(node, ast.Attribute) and node.attr == "Icons"
                    and isinstance(node.value, ast.Name) and node.value.id in FLET_NAMES):
                continue
            parent = parents.get(node)
            if not (isinstance(parent, ast.Attribute) and parent.value is node):
                raise Unmapped(f"{path.name}:{node.lineno} uses ft.Icons otherwise than "
                               "as ft.Icons.NAME")
            names.add(parent.attr)
    return names


def client_table(js: bytes, size: int) -> tuple[list[int], set[int]]:
    """(the codepoint of each of ft.Icons' indexes, the codepoints the client draws by itself)."""
    consts = {m.group(1): int(float(m.group(2))) for m in _CONST.finditer(js)}
    tables = [m.group(1).split(b",") for m in _LIST.finditer(js)]
    tables = [t for t in tables if len(t) == size and all(c in consts for c in t)]
    if len(tables) != 1:
        raise Unmapped(f"{CLIENT} has {len(tables)} tables of {size} Material icons, not 1")
    table = tables[0]
    refs, listed = Counter(_REF.findall(js)), Counter(table)
    drawn = {cp for name, cp in consts.items() if refs[name] - 1 - listed[name] > 0}
    return [consts[c] for c in table], drawn


def codepoints(names: set[str], js: bytes) -> set[int]:
    """The codepoints of Scorepad's icons and of the client's own."""
    import flet as ft

    table, drawn = client_table(js, len(ft.Icons))
    wanted = set(drawn)
    for name in sorted(names):
        value = getattr(ft.Icons, name, None)
        if not isinstance(value, int) or int(value) >> 16 != MATERIAL_SET:
            raise Unmapped(f"ft.Icons.{name} is not a Material icon of flet {ft.__version__}")
        wanted.add(table[int(value) & 0xFFFF])
    return wanted


def subset(font: bytes, keep: set[int]) -> bytes:
    """The font with only the glyphs of `keep` (fontTools' subsetter), deterministic."""
    from fontTools import subset as fts
    from fontTools.ttLib import TTFont

    whole = TTFont(io.BytesIO(font), recalcTimestamp=False)
    missing = keep - set(whole.getBestCmap())
    if missing:
        raise Unmapped(f"the font has no glyph at {', '.join(sorted(map(hex, missing)))}")
    options = fts.Options()
    options.glyph_names = True  # as the whole font: a glyph says which icon it is
    subsetter = fts.Subsetter(options)
    subsetter.populate(unicodes=sorted(keep))
    subsetter.subset(whole)
    out = io.BytesIO()
    whole.save(out)
    return out.getvalue()


def trimmed_font(files: dict[str, bytes], root: Path, *, log=print) -> bytes:
    """The site's icon font: cut to the icons the app can draw, or whole if one cannot be mapped."""
    try:
        keep = codepoints(named_icons(root), files[CLIENT])
        return subset(files[FONT], keep)
    except Unmapped as exc:
        log(f"icon font kept whole ({len(files[FONT]):,} bytes): {exc}")
        return files[FONT]
