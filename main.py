"""Entry point for `flet build` (apk, ipa, desktop bundles): Scorepad on the device itself.

On a phone the app keeps its database in the folder Flet gives it (FLET_APP_STORAGE_DATA);
elsewhere the usual settings apply (see scorepad/config.py). People at a computer use the
`scorepad` command instead.
"""

import os

from scorepad.app import run
from scorepad.config import resolve

# flet build runs this file as the app's script: start right away (no __main__ guard).
run(settings=resolve(data_dir=os.environ.get("FLET_APP_STORAGE_DATA") or None), view="desktop")
