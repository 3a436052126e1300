"""Looking after the players: rename, merge, remove."""
