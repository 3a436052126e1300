"""games.changed_at: when the game last changed (started, a round saved, edited or undone,
imported), so "the game being played" (the big screen's `/board`) stays the game a table just
touched, an undo included. Before, it was read from the newest round's time, and an undo that
removed that round could hand the screen to another active game.

Existing games take their newest round's time, else their start. The column stays nullable:
SQLite cannot add a NOT NULL column without a constant default, and batch mode would copy
`games` and, with foreign keys on, cascade the drop of the old table to its seats and rounds.
Every write sets it (repo.bump_version, a new game's default).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-27 18:10:00
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


revision: str = '0003'
down_revision: Union[str, None] = '0002'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('games', sa.Column('changed_at', sa.DateTime(timezone=True), nullable=True))
    op.execute('UPDATE games SET changed_at = COALESCE((SELECT MAX(rounds.recorded_at) '
               'FROM rounds WHERE rounds.game_id = games.id), created_at)')


def downgrade() -> None:
    op.execute('ALTER TABLE games DROP COLUMN changed_at')
