"""Versions: games.version counts the changes of a game's rounds; rounds.version is the game
version that wrote the round (unique within a game), so an edit or undo can say which state of
a round the device saw (issue 10: many devices on one game).

Existing rounds are numbered 1..n in round order and each game's version set to the highest
of them, so the versions of a game's rounds are unique and none above the game's.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23 02:30:00
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


revision: str = '0002'
down_revision: Union[str, None] = '0001'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('version', sa.Integer(), server_default='0',
                                      nullable=False))
    with op.batch_alter_table('rounds', schema=None) as batch_op:
        batch_op.add_column(sa.Column('version', sa.Integer(), server_default='0',
                                      nullable=False))
    # One statement each, the same on SQLite and PostgreSQL (quoted: "index" is a keyword).
    op.execute('UPDATE rounds SET version = "index" + 1')
    op.execute('UPDATE games SET version = (SELECT COALESCE(MAX(rounds.version), 0) '
               'FROM rounds WHERE rounds.game_id = games.id)')


def downgrade() -> None:
    # Plain ALTER TABLE ... DROP COLUMN (SQLite 3.35+ and PostgreSQL), not batch mode: batch
    # mode copies the table and drops the old one, and with foreign keys on, dropping `games`
    # or `rounds` would cascade to their seats and rounds.
    op.execute('ALTER TABLE rounds DROP COLUMN version')
    op.execute('ALTER TABLE games DROP COLUMN version')
