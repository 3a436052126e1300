"""Persistence: one engine (db.py), the tables (models.py), keyword-only queries (repo.py),
and the Alembic migrations that bring any older database up to the tables (migrations/)."""
