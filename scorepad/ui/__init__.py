"""Screens and components: functions of the app's state plus `on_*` callbacks.

They read `scorepad.state` objects and call their methods; they never touch the database or
the rules. Every interactive control carries a semantic identifier (docs/ui-identifiers.md).
"""
