"""Games that exist for the tests only: plugged into `rules.registry.GAMES` by a test (or by a
launcher script that starts the real app with one registered), never by the app itself."""
