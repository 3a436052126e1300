"""Only the modules the browser can import (issue 29: the first visit's bytes).

    pruned(app, stdlib_zip) -> (app, stdlib_zip)

The site's Python is the app archive's (archive.entries: Scorepad and its packages) and
Pyodide's standard library (python_stdlib.zip). Of their modules the site keeps those that
can be reached by an `import` from a root, and leaves the others out:
- the roots: every module of `rules/` and `scorepad/`, the archive's `main.py`, Pyodide's own
  packages (`_pyodide`, `pyodide`) and what its worker runs before `main.py` (unpacking the
  archive: `shutil`, `tarfile`, `compression.zstd`; `runpy`), and DYNAMIC: the modules found
  only by name at run time (a codec, SQLAlchemy's SQLite dialect, ...), found by tracing
  every import of the site's browser tests;
- an edge: any `import` or `from ... import` anywhere in a module, also inside a function or
  under `if TYPE_CHECKING:` (so a module a rare path imports stays), and a package's parents.
Files that are not modules (data, licences) stay. What goes: the codecs of other alphabets,
SQLAlchemy's extensions Scorepad never imports, Babel's command-line tools, the standard
library's servers and debuggers, ... (0.7 MB of the standard library's zip).
"""

from __future__ import annotations

import ast
import io
import zipfile

PACKAGES = "__pypackages__/"
BOOT = ("main", "_pyodide", "pyodide", "runpy", "shutil", "tarfile", "compression.zstd",
        "encodings.aliases", "encodings.utf_8", "site", "_sitebuiltins",
        "_sysconfigdata__emscripten_wasm32-emscripten")
# Imported by name, not by an import statement (sys.modules after the site's browser tests)
DYNAMIC = (
    # codecs, looked up by name: zip file names (cp437), files with a BOM, JSON's detection
    "encodings.utf_8_sig", "encodings.cp437", "encodings.utf_16", "encodings.utf_16_le",
    "encodings.utf_16_be", "encodings.utf_32", "encodings.utf_32_le", "encodings.utf_32_be",
    "encodings.ascii", "encodings.latin_1", "encodings.cp1252", "encodings.idna",
    "encodings.punycode", "encodings.raw_unicode_escape", "encodings.unicode_escape",
    "encodings.charmap",
    # create_engine("sqlite://...") loads its dialect by name
    "sqlalchemy.dialects.sqlite",
)


def module_name(path: str) -> tuple[str, bool] | None:
    """("a.b", is_package) for a module's file ("a/b.py", "a/b/__init__.py"), else None."""
    path = path.removeprefix(PACKAGES)
    if not path.endswith(".py"):
        return None
    parts = path[:-3].split("/")
    package = parts[-1] == "__init__"
    if package:
        parts = parts[:-1]
    return ".".join(parts), package


def imported(source: bytes, name: str, package: bool) -> set[str]:
    """Every module name an import of this module's source can mean (unresolved)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return set()
    base = name if package else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                parent = base
                for _ in range(node.level - 1):
                    parent = parent.rpartition(".")[0]
                module = f"{parent}.{module}" if module else parent
            out.add(module)
            out.update(f"{module}.{alias.name}" for alias in node.names)
    return out


def closure(sources: dict[str, tuple[bytes, bool]], roots) -> set[str]:
    """The modules of `sources` ({name: (source, is_package)}) reachable from `roots`."""
    seen: set[str] = set()
    todo = [r for r in roots if r in sources]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        source, package = sources[name]
        wanted = imported(source, name, package) | {name}
        for module in wanted:
            parts = module.split(".")
            for i in range(1, len(parts) + 1):  # importing a.b.c imports a and a.b
                candidate = ".".join(parts[:i])
                if candidate in sources and candidate not in seen:
                    todo.append(candidate)
    return seen


def roots_of(app: dict[str, bytes], stdlib_names) -> set[str]:
    ours = {module_name(n)[0] for n in app
            if n.startswith(("rules/", "scorepad/")) and module_name(n)}
    theirs = {n for n in stdlib_names if n.split(".")[0] in ("_pyodide", "pyodide")}
    return ours | theirs | set(BOOT) | set(DYNAMIC)


def pruned(app: dict[str, bytes], stdlib: bytes) -> tuple[dict[str, bytes], bytes]:
    """`app` (archive entries, sources) and `stdlib` (a zip of sources) without the modules no
    root reaches; every other file as it was."""
    with zipfile.ZipFile(io.BytesIO(stdlib)) as z:
        infos = [i for i in z.infolist() if not i.is_dir()]
        std = {i.filename: z.read(i) for i in infos}
    sources: dict[str, tuple[bytes, bool]] = {}
    for files in (std, app):
        for path, data in files.items():
            found = module_name(path)
            if found:
                sources[found[0]] = (data, found[1])
    keep = closure(sources, roots_of(app, [module_name(p)[0] for p in std if module_name(p)]))

    def kept(path: str) -> bool:
        found = module_name(path)
        return found is None or found[0] in keep

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        for info in infos:
            if kept(info.filename):
                z.writestr(info, std[info.filename])
    return {n: d for n, d in app.items() if kept(n)}, buffer.getvalue()
