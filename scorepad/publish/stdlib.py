"""What of Pyodide's standard library (`python_stdlib.zip`) the site carries (issue 29: the
first visit's bytes).

Left out: the modules a page's Python never runs (debuggers, profilers, the REPL, test
frameworks, mail and FTP clients, process pools: a browser has no processes or sockets of its
own). None of the rest imports them at its top level (`top_imports`, checked by the tests):
only behind a function nobody calls here (`breakpoint()`, `help()`, an `ftp://` URL, a
`ProcessPoolExecutor`), which would then raise ImportError.
"""

from __future__ import annotations

import ast
import io
import zipfile

UNUSED = ("_pyrepl", "pdb", "bdb", "pydoc", "doctest", "unittest", "multiprocessing", "mailbox",
          "imaplib", "ftplib", "smtplib", "poplib", "xmlrpc", "wsgiref", "pstats", "profile",
          "cProfile", "trace", "modulefinder", "wave", "pickletools", "tabnanny", "zipapp")
# and within packages kept (concurrent.futures loads its process pool only when it is asked for)
UNUSED_FILES = ("concurrent/futures/process.py",)


def top_name(name: str) -> str:
    """The top-level module a file of the zip belongs to ("asyncio/base_events.py": asyncio)."""
    return name.split("/", 1)[0].removesuffix(".py").removesuffix(".pyc")


def trimmed(data: bytes) -> bytes:
    """`data` (a zip) without the UNUSED modules and files; the others' entries as they were."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as old, zipfile.ZipFile(buffer, "w") as new:
        for info in old.infolist():
            if top_name(info.filename) not in UNUSED and info.filename not in UNUSED_FILES:
                new.writestr(info, old.read(info))
    return buffer.getvalue()


def top_imports(source: bytes) -> set[str]:
    """The modules a source imports when it is imported (not those inside functions)."""
    out: set[str] = set()
    todo = list(ast.parse(source).body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.add(node.module)
        elif isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
            continue  # run as a program only
        elif isinstance(node, (ast.If, ast.Try, ast.With, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))
        elif isinstance(node, ast.ExceptHandler):
            todo.extend(node.body)
    return out
