"""The device's store as Settings shows it: where the games are kept, and the backups."""
