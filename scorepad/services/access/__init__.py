"""Who may change a shared table: the PIN and sessions (control), the services as a session
sees them (guarded)."""
