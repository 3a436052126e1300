"""scorepad/publish/archive.py: the app archive is trimmed and the same bytes every time."""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

from scorepad.publish import archive, project_root
from scorepad.publish.archive import babel_locales, keep_file, pack

LOCALES = babel_locales(["en_GB", "nl", "fr", "de", "es", "it", "pt", "da"])


def test_the_same_files_pack_to_the_same_bytes_whatever_their_order():
    files = {"b/x.py": b"x = 1\n", "a.py": b"", "b/c/d.txt": b"d"}
    first = pack(files)
    assert pack(dict(reversed(list(files.items())))) == first
    import zstandard

    with tarfile.open(fileobj=io.BytesIO(zstandard.decompress(first)), mode="r:") as tar:
        members = tar.getmembers()
    assert [m.name for m in members] == ["a.py", "b", "b/c", "b/c/d.txt", "b/x.py"]
    assert {m.mtime for m in members} == {archive.FIXED_MTIME}
    assert {(m.uid, m.gid, m.uname, m.gname) for m in members} == {(0, 0, "", "")}
    assert first[:4] == b"\x28\xb5\x2f\xfd"  # one Zstandard frame (shutil's "zstdtar")


def test_a_different_file_gives_a_different_archive():
    assert pack({"a.py": b"1"}) != pack({"a.py": b"2"})


def test_a_kept_archive_is_the_same_bytes_and_a_changed_file_is_packed_anew(tmp_path):
    first = pack({"a.py": b"1"}, cache=tmp_path)
    assert [p.suffixes for p in tmp_path.iterdir()] == [[".tar", ".zst"]]
    assert pack({"a.py": b"1"}, cache=tmp_path) == first == pack({"a.py": b"1"})
    assert pack({"a.py": b"2"}, cache=tmp_path) == pack({"a.py": b"2"}) != first
    assert len(list(tmp_path.iterdir())) == 2


def test_babel_keeps_the_eight_languages_and_their_parents_only():
    assert {"root", "en", "en_001", "en_GB", "nl", "fr", "de", "es", "it", "pt", "da"} <= LOCALES
    assert "ja" not in LOCALES and "pt_BR" not in LOCALES
    assert keep_file("__pypackages__/babel/locale-data/nl.dat", locales=LOCALES)
    assert not keep_file("__pypackages__/babel/locale-data/ja.dat", locales=LOCALES)


def test_caches_stubs_and_wheel_records_stay_out_but_compiled_modules_stay_in():
    assert not keep_file("scorepad/__pycache__/app.cpython-311.pyc", locales=LOCALES)
    assert not keep_file("__pypackages__/flet-1.0.5.dist-info/RECORD", locales=LOCALES)
    assert not keep_file("__pypackages__/pydantic_core/core_schema.pyi", locales=LOCALES)
    so = "__pypackages__/pydantic_core/_pydantic_core.cpython-314-wasm32-emscripten.so"
    assert keep_file(so, locales=LOCALES)
    assert keep_file("__pypackages__/flet-1.0.5.dist-info/METADATA", locales=LOCALES)


def test_the_project_files_are_the_engine_and_the_app_without_tests_assets_or_the_builder():
    names = [name for name, _data in archive.project_files(project_root())]
    assert "scorepad/browser.py" in names and "rules/cli.py" in names
    assert "scorepad/store/migrations/env.py" in names  # migrations run in the browser too
    assert "scorepad/locale/nl.po" in names
    assert not [n for n in names if n.startswith(("scorepad/assets/", "scorepad/publish/"))]
    assert not [n for n in names if "__pycache__" in n or n.startswith("tests/")]
    assert "scorepad/cli/publish.py" not in names


def test_what_the_browser_never_runs_stays_out_but_licenses_and_sqlite_stay_in():
    for name in ("sqlalchemy/dialects/postgresql/base.py", "sqlalchemy/testing/suite/__init__.py",
                 "alembic/ddl/mysql.py", "pydantic/v1/main.py", "flet/testing/__init__.py",
                 "platformdirs-4.14.7.dist-info/sboms/x.json"):
        assert not keep_file(f"__pypackages__/{name}", locales=LOCALES), name
    for name in ("sqlalchemy/dialects/sqlite/base.py", "sqlalchemy/dialects/__init__.py",
                 "alembic/ddl/sqlite.py", "pydantic/main.py",
                 "flet-1.0.5.dist-info/licenses/LICENSE"):
        assert keep_file(f"__pypackages__/{name}", locales=LOCALES), name


SERVER_ONLY = ("scorepad.publish", "scorepad.cli", "scorepad.store.migrations",
               "scorepad.web.server", "scorepad.__main__")


def test_the_trimmed_packages_still_open_and_migrate_a_sqlite_store_from_the_zip(tmp_path):
    """The archive's SQLAlchemy and SQLModel imported from __pypackages__.zip, Alembic and Mako
    from the folder, first on sys.path, in this Python (sources: the bytecode is 3.14's)."""
    import subprocess
    import sys

    from rules.language import LOCALES as APP_LOCALES
    from scorepad.publish import default_cache, wheels

    fetched = wheels.fetch(default_cache() / "wheels", log=lambda *_: None)
    files = archive.entries(project_root(), fetched, locales=babel_locales(APP_LOCALES.values()))
    assert files[archive.ALEMBIC_DDL] == archive.ALEMBIC_DDL_SQLITE
    files = archive.with_zip(files, ours=True)  # the app's own code in the zip too: it can be
    gone = ("__pypackages__/sqlalchemy/", "__pypackages__/flet/")
    assert not [n for n in files if n.startswith(gone)]
    assert "__pypackages__/babel/locale-data/nl.dat" in files  # read through __file__
    (tmp_path / archive.ZIP).write_bytes(files[archive.ZIP])
    for name, data in files.items():
        on_disk = tuple(f"__pypackages__/{p}/" for p in ("alembic", "mako", "markupsafe"))
        if name.startswith(on_disk):
            (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / name).write_bytes(data)
    from rules.language import catalog
    from scorepad import rulebook, words

    # what the project's folders say (this process), translated: the zip must say the same
    said = (catalog("de").gettext("seat {number}"),
            catalog("nl", words.APP_LOCALE).gettext("Cancel"), rulebook.say("Rules", "fr"))
    assert said != ("seat {number}", "Cancel", "Rules")
    script = (
        "import sys, sqlalchemy, sqlmodel, alembic.command, scorepad, rules\n"
        f"assert sqlalchemy.__file__.startswith({str(tmp_path / archive.ZIP)!r})\n"
        f"assert alembic.__file__.startswith({str(tmp_path / archive.PACKAGES)!r})\n"
        # the app's own code from the zip too, reading its data there (importlib.resources)
        f"assert scorepad.__file__.startswith({str(tmp_path / archive.ZIP)!r})\n"
        f"assert rules.__file__.startswith({str(tmp_path / archive.ZIP)!r})\n"
        "from rules.language import catalog\n"
        "from scorepad import rulebook, words\n"
        f"assert catalog('de').gettext('seat {{number}}') == {said[0]!r}\n"
        f"assert catalog('nl', words.APP_LOCALE).gettext('Cancel') == {said[1]!r}\n"
        f"assert rulebook.say('Rules', 'fr') == {said[2]!r}\n"
        "from scorepad.store import migrate\n"
        f"engine = sqlalchemy.create_engine('sqlite:///{tmp_path}/s.db')\n"
        "migrate.upgrade(engine)\n"  # Alembic reads a copy of the zip's migrations
        "assert migrate.stored_revision(engine) == migrate.script_head() is not None\n"
        "assert not [m for m in sys.modules if 'postgresql' in m or 'mysql' in m]\n"
        # every module the browser may import, at the top level (server-only parts aside)
        "import importlib, pkgutil, scorepad, rules\n"
        "for pkg in (scorepad, rules):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        if not m.name.startswith(SERVER_ONLY):\n"
        "            importlib.import_module(m.name)\n")
    script = f"SERVER_ONLY = {SERVER_ONLY!r}\n" + script
    path = f"{tmp_path / archive.PACKAGES}:{tmp_path / archive.ZIP}"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=tmp_path, env={"PYTHONPATH": path, "PATH": "/usr/bin:/bin"},
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_zip_is_the_same_bytes_for_the_same_files():
    files = {"__pypackages__/six.py": b"x = 1\n", "__pypackages__/babel/core.py": b"",
             "__pypackages__/sqlmodel/__init__.py": b"y = 2\n", "main.py": archive.MAIN,
             "scorepad/app.pyc": b"z", "rules/locale/nl.po": b"msgid", "rules/__init__.pyc": b""}
    import zipfile

    # the site's: the app's own code stays files
    assert sorted(archive.with_zip(files)) == [
        "__pypackages__.zip", "__pypackages__/babel/core.py", "main.py", "rules/__init__.pyc",
        "rules/locale/nl.po", "scorepad/app.pyc"]
    # with `ours` (bench/bench_unpack.py), in the zip too, in one order whatever the input's
    first = archive.with_zip(files, ours=True)
    assert archive.with_zip(dict(reversed(list(files.items()))), ours=True) == first
    assert sorted(first) == ["__pypackages__.zip", "__pypackages__/babel/core.py", "main.py"]
    with zipfile.ZipFile(io.BytesIO(first[archive.ZIP])) as z:
        assert z.namelist() == ["rules/__init__.pyc", "rules/locale/nl.po", "scorepad/app.pyc",
                                "six.py", "sqlmodel/__init__.py"]


def test_babel_formats_every_language_alike_from_the_trimmed_locale_data(tmp_path, monkeypatch):
    """What Scorepad asks of Babel (rules/language.py, scorepad/words.py) gives the same words
    from the archive's trimmed locale files as from Babel's own."""
    import datetime
    from decimal import Decimal

    import babel
    from babel import Locale, localedata
    from babel.dates import format_skeleton
    from babel.lists import format_list
    from babel.numbers import format_decimal

    from rules.language import LOCALES as APP_LOCALES

    def words():
        localedata._cache.clear()
        moment = datetime.datetime(2026, 11, 25, 14, 5)
        out = []
        for code in APP_LOCALES.values():
            locale = Locale.parse(code)
            out.append((format_decimal(Decimal("-1234.5"), locale=locale),
                        format_list(["Ann", "Bob", "Cy"], locale=locale),
                        format_skeleton("yMMMEd", moment, locale=locale),
                        format_skeleton("Hm", moment, locale=locale),
                        locale.datetime_formats["medium"], locale.plural_form(2),
                        locale.number_symbols["latn"]["decimal"]))
        return out

    expected = words()
    source = Path(babel.__file__).parent / "locale-data"
    trimmed = tmp_path / "locale-data"
    trimmed.mkdir()
    for path in source.glob("*.dat"):
        if path.stem in LOCALES:
            (trimmed / path.name).write_bytes(archive.babel_trimmed(path.read_bytes()))
    assert sum(p.stat().st_size for p in trimmed.iterdir()) < \
        sum((source / p.name).stat().st_size for p in trimmed.iterdir()) / 4
    monkeypatch.setattr(localedata, "_dirname", str(trimmed))
    try:
        assert words() == expected
        import pytest

        with pytest.raises(KeyError):  # what was taken out is really out
            Locale.parse("fr").languages["fr"]
    finally:
        localedata._cache.clear()


def test_the_site_knows_its_version_as_an_installed_copy_does(tmp_path):
    """The About screen reads the version from the package's metadata, which the archive
    carries under __pypackages__ (on the browser's sys.path)."""
    import importlib.metadata
    import tomllib

    name, data = archive.own_metadata(project_root())
    folder = tmp_path / name
    folder.parent.mkdir(parents=True)
    folder.write_bytes(data)
    [found] = importlib.metadata.distributions(name="scorepad", path=[str(tmp_path / archive.PACKAGES)])
    pyproject = tomllib.loads((project_root() / "pyproject.toml").read_text(encoding="utf-8"))
    assert found.version == pyproject["project"]["version"]
    assert name in archive.entries(project_root(), {}, locales=set())


def test_the_orm_comes_in_the_later_archive_and_the_rest_in_the_first():
    """archive.split_later: every file of the LATER packages (their records too) goes to the
    second archive; what Home needs (Flet, Babel, msgpack, the app) stays in the first."""
    from rules.language import LOCALES as APP_LOCALES
    from scorepad.publish import default_cache, wheels

    fetched = wheels.fetch(default_cache() / "wheels", log=lambda *_: None)
    files = archive.entries(project_root(), fetched, locales=babel_locales(APP_LOCALES.values()))
    start, later = archive.split_later(files)
    assert set(start) | set(later) == set(files) and not set(start) & set(later)
    tops = {n.split("/")[1].split("-")[0].lower() for n in later}
    assert tops == {t for t in archive.LATER}  # each of them, and only they
    assert any(n.startswith("__pypackages__/pydantic_core/") for n in later)
    assert any(".dist-info/" in n and "sqlalchemy" in n.lower() for n in later)
    for kept in ("__pypackages__/flet/", "__pypackages__/babel/", "__pypackages__/msgpack/",
                 "scorepad/", "rules/"):
        assert any(n.startswith(kept) for n in start) and not any(n.startswith(kept) for n in later)
    assert start["main.py"] == archive.MAIN and b"later=" in archive.MAIN
    packed = archive.with_zip(later, name=archive.LATER_ZIP)
    assert archive.LATER_ZIP in packed and archive.ZIP not in packed
    import zipfile

    with zipfile.ZipFile(io.BytesIO(packed[archive.LATER_ZIP])) as z:
        assert "sqlalchemy/__init__.py" in z.namelist()
