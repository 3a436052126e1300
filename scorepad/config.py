"""Where Scorepad keeps its data: resolved once, from flags, the environment or a default.

Precedence, for each setting on its own: command-line flag > environment variable > default.

- data dir: ``--data-dir DIR`` > ``SCOREPAD_DATA_DIR`` > platformdirs' user data dir for
  "scorepad" (``~/.local/share/scorepad`` on Linux).
- database: ``--database-url URL`` > ``SCOREPAD_DATABASE_URL`` > a SQLite file,
  ``<data dir>/scorepad.sqlite``.

PostgreSQL URLs use the psycopg 3 driver; ``postgresql://`` and ``postgres://`` are accepted
and rewritten to ``postgresql+psycopg://``.

>>> s = resolve(data_dir="table-data", environ={})
>>> s.database_url.startswith("sqlite:///"), s.database_url.endswith("table-data/scorepad.sqlite")
(True, True)
>>> normalise_database_url("postgresql://u@localhost/db")
'postgresql+psycopg://u@localhost/db'
"""

from __future__ import annotations

import ipaddress
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping
from urllib.parse import unquote, unquote_plus

from scorepad.errors import ScorepadError

APP_NAME = "scorepad"
DB_FILE_NAME = "scorepad.sqlite"
ENV_DATA_DIR = "SCOREPAD_DATA_DIR"
ENV_DATABASE_URL = "SCOREPAD_DATABASE_URL"


class ConfigError(ScorepadError, ValueError):
    """A setting that cannot be used; the message is one sentence naming it."""


@dataclass(frozen=True, slots=True)
class Settings:
    data_dir: Path
    database_url: str
    #: where each setting came from ("flag", "environment", "default"), for messages
    data_dir_source: str = "default"
    database_source: str = "default"

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def database_label(self) -> str:
        """The database as a person should see it in any output (the server's first lines, a
        store's error): a SQLite file by its name and folder's role, never its machine path
        (`scorepad info`, asked, says where: `database_location`), or the URL without its
        password."""
        if not self.is_sqlite:
            return redact(self.database_url)
        path = sqlite_path(self.database_url)
        if path is None:
            return "a SQLite database in memory"
        where = "the data folder" if Path(path).parent == self.data_dir else "its own folder"
        return f"{Path(path).name} (SQLite) in {where}; `scorepad info` says where"

    @property
    def database_location(self) -> str:
        """Where the database is, for the one command that is asked (`scorepad info`): the
        SQLite file's path, or the URL without its password."""
        if self.is_sqlite:
            return sqlite_path(self.database_url) or self.database_url
        return redact(self.database_url)


def default_data_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*")
#: query parameters whose value is never shown (libpq's password, sslpassword, passfile, ...)
_SECRET_KEY = re.compile(r"pass|secret|token|pwd|sslkey", re.IGNORECASE)
_SECRET_PARAM = re.compile(r"(?P<key>(?:^|[?&;])[^=&;?#]*(?:pass|secret|token|pwd|sslkey)"
                           r"[^=&;?#]*=)[^&;#]*", re.IGNORECASE)
_HOST_NAME = re.compile(r"[A-Za-z0-9._%~!$'()*+-]*")
_SECRETS: set[str] = set()  # every password this run was given: scrubbed from any output


def normalise_database_url(url: str) -> str:
    """Check the URL's scheme and pick the driver; raises `ConfigError` for anything else.

    A PostgreSQL URL is checked part by part (user and password, host, port, database), so a
    malformed one is a message naming the part, never the driver's exception. No message
    quotes the password (nor any text that might be part of it).
    """
    url = url.strip()
    if not url:
        raise ConfigError("the database URL is empty")
    remember_secrets(url)
    scheme, sep, rest = url.partition("://")
    if not sep or not _SCHEME.fullmatch(scheme):
        raise ConfigError(
            "that is not a database URL: expected postgresql://USER@HOST/DB "
            "or sqlite:///PATH")
    scheme = scheme.lower()
    if scheme in ("postgresql", "postgres", "postgresql+psycopg"):
        if not rest or rest.startswith("/") and len(rest) == 1:
            raise ConfigError(f"{redact(url)!r} names no server or database")
        check_postgresql_url(rest)
        normal = f"postgresql+psycopg://{rest}"
        from sqlalchemy.engine import make_url
        from sqlalchemy.exc import ArgumentError

        try:  # the last word is SQLAlchemy's own reading, which the engine uses
            make_url(normal)
        except (ArgumentError, ValueError, TypeError):
            raise ConfigError("the database URL cannot be read: check its user, password, "
                              "host, port and database parts") from None
        return normal
    if scheme in ("sqlite", "sqlite+pysqlite"):
        return f"sqlite://{rest}"
    if scheme.startswith("postgresql+"):
        raise ConfigError(
            f"database driver {scheme.partition('+')[2]!r} is not supported: use "
            "postgresql:// (psycopg 3)")
    raise ConfigError(
        f"database kind {scheme!r} is not supported: use postgresql:// or sqlite:///PATH")


def check_postgresql_url(rest: str) -> None:
    """What follows ``postgresql://``: ``[user[:password]@][host][:port][,...][/db][?k=v&...]``.

    Raises `ConfigError` naming the part that is wrong. Special characters in the user name
    or password (``@ : / ? #``) must be percent-encoded, as libpq requires.
    """
    hint = "percent-encoded (@ as %40, : as %3A, / as %2F)"
    end = len(rest)
    for ch in "/?#":
        i = rest.find(ch)
        if i >= 0:
            end = min(end, i)
    authority, tail = rest[:end], rest[end:]
    path = tail.split("?", 1)[0].split("#", 1)[0]
    if authority.count("@") > 1:
        raise ConfigError(f"the database URL has more than one '@' before the host: an '@' in "
                          f"the user name or password must be {hint}")
    if "@" in path:
        raise ConfigError(f"the database URL has an '@' after the host (a '/' in the password?): "
                          f"a '/' in the user name or password must be {hint}")
    if path.count("/") > 1:
        raise ConfigError("the database name in the URL contains a '/': a database name is one "
                          "word after the host, e.g. postgresql://user@host/scorepad")
    hosts = authority.rpartition("@")[2]
    if "," in hosts:
        raise ConfigError("the database URL names several hosts: give one host")
    for hostport in (hosts,):
        if hostport.startswith("["):
            close = hostport.find("]")
            if close < 0:
                raise ConfigError("the database URL's host starts with '[' but has no closing "
                                  "']': an IPv6 address is written [::1]")
            address, after = hostport[1:close], hostport[close + 1:]
            try:
                ipaddress.IPv6Address(address.split("%", 1)[0])
            except ValueError:
                raise ConfigError("the database URL's host in [ ] is not an IPv6 address") from None
            if after and not after.startswith(":"):
                raise ConfigError("the database URL has text after the IPv6 address's ']': "
                                  "expected :PORT or /DATABASE")
            port = after[1:] if after else None
        else:
            if "]" in hostport:
                raise ConfigError("the database URL's host has a ']' but no opening '['")
            host, colon, port_text = hostport.partition(":")
            port = port_text if colon else None
            if not _HOST_NAME.fullmatch(host):
                raise ConfigError("the database URL's host name has characters a host name "
                                  "cannot have")
        if port is not None and not (port.isascii() and port.isdigit()
                                     and 0 < int(port) < 65536):
            raise ConfigError("the database URL's port (after the host and ':') is not a number "
                              f"from 1 to 65535 (a ':' in the password? it must be {hint})")


def sqlite_path(url: str) -> str | None:
    """The file of a SQLite URL (None for an in-memory database)."""
    rest = url.partition("://")[2]
    if not rest.startswith("/") or rest in ("/", "/:memory:"):
        return None
    return rest[1:].split("?", 1)[0]


def url_secrets(url: str) -> set[str]:
    """The passwords a URL carries (user:PASSWORD@, ?password=..., other secret parameters),
    as written and percent-decoded."""
    found: set[str] = set()
    rest = url.partition("://")[2] or url
    query_at = rest.find("?")
    before_query = rest if query_at < 0 else rest[:query_at]
    at = before_query.rfind("@")
    if at < 0:
        at = rest.rfind("@")
    if at >= 0:
        creds = rest[:at]
        user, colon, password = creds.partition(":")
        if colon:
            found.add(password)
        # with an unencoded '@' or '/', any piece of the credentials may be the secret
        for piece in re.split(r"[@:/]", creds)[1:]:
            found.add(piece)
    for m in _SECRET_PARAM.finditer(rest):
        found.add(m.group(0)[len(m.group("key")):])
    decoded = {unquote(s) for s in found} | {unquote_plus(s) for s in found}
    return {s for s in found | decoded if s}


def remember_secrets(url: str) -> None:
    """Remember this URL's passwords so that `scrub` removes them from any output."""
    _SECRETS.update(s for s in url_secrets(url) if len(s) >= 3)


def scrub(text: str) -> str:
    """`text` with every remembered password replaced by ***."""
    for secret in sorted(_SECRETS, key=len, reverse=True):
        if secret in text:
            text = text.replace(secret, "***")
    return text


class ScrubFilter(logging.Filter):
    """A logging filter that removes remembered passwords from each record."""

    def filter(self, record: logging.LogRecord) -> bool:
        if _SECRETS:
            try:
                message = record.getMessage()
            except Exception:  # the edge: a logging filter; a broken format: leave it to logging
                return True
            clean = scrub(message)
            if clean != message:
                record.msg, record.args = clean, ()
            if record.exc_info and not record.exc_text:
                record.exc_text = scrub(logging.Formatter().formatException(record.exc_info))
        return True


def install_log_scrubber(*names: str) -> None:
    """Scrub passwords from everything the handlers of the root logger (and of the loggers
    `names`) write."""
    handlers = [h for name in ("", *names) for h in logging.getLogger(name or None).handlers]
    for handler in handlers:
        if not any(isinstance(f, ScrubFilter) for f in handler.filters):
            handler.addFilter(ScrubFilter())


def redact(url: str) -> str:
    """The URL with its password (in ``user:pw@`` and in secret parameters) replaced by ***.

    When the credentials are malformed (an unencoded '@' or '/'), all of them but the user
    name are hidden.
    """
    scheme, sep, rest = url.partition("://")
    if not sep:
        return "***" if ("@" in url or "=" in url) else url
    query_at = rest.find("?")
    before_query = rest if query_at < 0 else rest[:query_at]
    at = before_query.rfind("@")
    if at < 0 and "@" in rest and not _SECRET_PARAM.search(rest):
        at = rest.rfind("@")
    if at >= 0:
        creds, host = rest[:at], rest[at + 1:]
        user, colon, _ = creds.partition(":")
        if any(c in user for c in "@/?#="):
            shown = "***"
        else:
            shown = user + (":***" if colon else "")
        rest = f"{shown}@{host}"
    rest = _SECRET_PARAM.sub(lambda m: m.group("key") + "***", rest)
    return f"{scheme}{sep}{rest}"


def resolve(*, data_dir: str | os.PathLike | None = None, database_url: str | None = None,
            environ: Mapping[str, str] | None = None) -> Settings:
    """The settings for this run: flags (the arguments) > environment > defaults."""
    env = os.environ if environ is None else environ
    if data_dir is not None and str(data_dir).strip():
        ddir, dsource = Path(data_dir), "flag"
    elif env.get(ENV_DATA_DIR, "").strip():
        ddir, dsource = Path(env[ENV_DATA_DIR].strip()), "environment"
    else:
        ddir, dsource = default_data_dir(), "default"
    ddir = ddir.expanduser()
    if ddir.exists() and not ddir.is_dir():
        raise ConfigError(f"data dir {str(ddir)!r} exists and is not a directory")
    ddir = ddir.resolve()

    if database_url is not None:
        url, usource = normalise_database_url(database_url), "flag"
    elif env.get(ENV_DATABASE_URL, "").strip():
        url, usource = normalise_database_url(env[ENV_DATABASE_URL]), "environment"
    else:
        url, usource = f"sqlite:///{ddir / DB_FILE_NAME}", "default"
    return Settings(data_dir=ddir, database_url=url, data_dir_source=dsource,
                    database_source=usource)
