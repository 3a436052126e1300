#!/usr/bin/env bash
# Install everything the test suite needs, then run it.
#   bash scripts/test.sh [pytest args...]
# - Python side: a venv (.venv unless one is active) with scorepad and its test, peer and
#   postgres extras.
# - Browsers: Debian's chromium through apt-get on Debian (elsewhere Playwright's own download);
#   Debian's firefox-esr, and WebKitGTK's webkit2gtk-driver with xvfb, python3-gi and
#   gir1.2-webkit2-4.1 (the engine of every iPhone browser).
# - Database: Debian's postgresql server package (the tests start a throwaway server on loopback).
# Whatever cannot be installed is named, and the run stops: a missing browser or database is a
# failure, never a silent skip.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1m[scorepad tests]\033[0m %s\n' "$*"; }
die() { printf '\033[31m[scorepad tests] %s\033[0m\n' "$*" >&2; exit 1; }

SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; fi
is_debian() { [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq || return 1
    apt_updated=1
  fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# 1. Python environment
if [ -z "${VIRTUAL_ENV:-}" ]; then
  if [ ! -x .venv/bin/python ] && ! python3 -m venv .venv 2>/dev/null; then
    rm -rf .venv
    if is_debian; then
      say "installing Debian's python3-venv"
      apt_install python3-venv || die "cannot create a venv: install python3-venv (need root or sudo)"
    fi
    python3 -m venv .venv || die "cannot create a venv (install python3-venv)"
  fi
  # shellcheck disable=SC1091
  . .venv/bin/activate
fi
say "installing scorepad with its test, peer and postgres extras into $VIRTUAL_ENV"
python -m pip install -q --disable-pip-version-check -e ".[test,peer,postgres]" || die "pip install failed"

# 2. A browser for the end-to-end tests
chromium_bin=""
for c in "${SCOREPAD_CHROMIUM:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$c" ] && [ -x "$c" ]; then chromium_bin="$c"; break; fi
done
if [ -z "$chromium_bin" ]; then
  if is_debian; then
    say "installing Debian's chromium"
    apt_install chromium fonts-dejavu-core || die "could not install chromium with apt-get (need root or sudo)"
    chromium_bin=/usr/bin/chromium
  else
    say "not Debian: downloading Playwright's own chromium"
    python -m playwright install chromium || die "no browser: install chromium, or let 'playwright install chromium' download one"
  fi
fi
[ -n "$chromium_bin" ] && export SCOREPAD_CHROMIUM="$chromium_bin"

# 2b. The other engines (issue 29): Firefox ESR (driven over WebDriver BiDi, which it speaks
# itself) and WebKitGTK (Debian's WebKitWebDriver under Xvfb, driving a small WebKitGTK browser
# written with PyGObject: tests/e2e/webkit_browser.py, run by Debian's python3).
engines_ok() {
  [ -x "${SCOREPAD_FIREFOX:-/usr/bin/firefox-esr}" ] && command -v WebKitWebDriver >/dev/null 2>&1 \
    && command -v Xvfb >/dev/null 2>&1 \
    && /usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2" >/dev/null 2>&1
}
if ! engines_ok; then
  if is_debian; then
    say "installing Debian's firefox-esr, webkit2gtk-driver, xvfb, python3-gi, gir1.2-webkit2-4.1"
    apt_install firefox-esr webkit2gtk-driver xvfb python3-gi gir1.2-webkit2-4.1 \
      || die "could not install firefox-esr / webkit2gtk-driver / xvfb with apt-get (need root or sudo)"
  fi
  engines_ok || die "Firefox ESR, WebKitWebDriver, Xvfb or WebKit2 4.1 for Python is missing: install Debian's firefox-esr, webkit2gtk-driver, xvfb, python3-gi and gir1.2-webkit2-4.1"
fi

# 2c. Node.js: the site's builder (`scorepad publish`, which the browser tests run) compiles its
# Python to bytecode with Pyodide run by Node.js (scorepad/publish/bytecode.py)
if ! command -v node >/dev/null 2>&1; then
  if is_debian; then
    say "installing Debian's nodejs"
    apt_install nodejs || die "could not install nodejs with apt-get (need root or sudo)"
  else
    die "Node.js is missing: install it (the published site's bytecode is compiled with it)"
  fi
fi

# 3. PostgreSQL server binaries (the tests start their own server on 127.0.0.1)
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "${SCOREPAD_TEST_DATABASE_URL:-}" ] && [ -z "$(pg_bin)" ] && ! command -v initdb >/dev/null 2>&1; then
  if is_debian; then
    say "installing Debian's postgresql"
    apt_install postgresql || die "could not install postgresql with apt-get (need root or sudo)"
  else
    die "PostgreSQL server binaries (initdb, pg_ctl) are missing: install PostgreSQL, or set SCOREPAD_TEST_DATABASE_URL"
  fi
fi

if [ -z "${SCOREPAD_TEST_DATABASE_URL:-}" ] && [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
  die "PostgreSQL refuses to run as root and there is no 'postgres' user to run it as: install Debian's postgresql package, or set SCOREPAD_TEST_DATABASE_URL"
fi
if [ -n "${SCOREPAD_TEST_DATABASE_URL:-}" ]; then pg_what="the server in SCOREPAD_TEST_DATABASE_URL"
else pg_what="$(pg_bin || true), a throwaway server on 127.0.0.1"; fi
say "browsers: ${SCOREPAD_CHROMIUM:-the one Playwright downloaded}, ${SCOREPAD_FIREFOX:-/usr/bin/firefox-esr}, $(command -v WebKitWebDriver); PostgreSQL: $pg_what"
# 4. The run. Given test paths, pytest runs them as asked. Given none (the whole suite, as CI
# runs it), in two parts: the tests without a browser on every core (pytest-xdist: they are
# independent, each with its own files, ports and databases), then the browser tests one at a
# time (they share a server and a built site per module and time what they see).
only_options=1
for a in "$@"; do case "$a" in -*) ;; *) only_options=0 ;; esac; done
if [ "$only_options" = 0 ]; then
  say "running pytest $*"
  exec python -m pytest "$@"
fi
cores=$(python -c "import os; print(max(1, len(os.sched_getaffinity(0))))")
say "running the tests without a browser on $cores cores"
unit=0
python -m pytest -n "$cores" --ignore=tests/e2e "$@" || unit=$?
say "running the browser tests (tests/e2e)"
e2e=0
python -m pytest tests/e2e "$@" || e2e=$?
say "without a browser: exit $unit; browser tests: exit $e2e"
[ "$unit" = 0 ] && [ "$e2e" = 0 ]
