"""A game's flow over the rules engine and the store: the service, its views, errors, set-up,
the table's changes, the replay around a round, the site's first reads and what-if re-scoring."""
