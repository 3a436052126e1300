"""games.changes: the changes of the table between rounds (PLAYERS.md: a player joins, sits
out, comes back or leaves; 6th Sense's number of rounds), as a JSON list in the export's form.

Existing games have none (null reads as an empty list): every seat at the table in every
round, exactly as before. A nullable column, for the reason 0003 gives (SQLite's batch mode).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-28 18:00:00
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


revision: str = '0004'
down_revision: Union[str, None] = '0003'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('games', sa.Column('changes', sa.JSON(), nullable=True))


def downgrade() -> None:
    op.execute('ALTER TABLE games DROP COLUMN changes')
