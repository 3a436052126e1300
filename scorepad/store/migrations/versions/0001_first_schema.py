"""First schema: players, games, game seats, rounds, round seats, judged tricks.

Revision ID: 0001
Revises: 
Create Date: 2026-11-22 21:50:47.069164
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


revision: str = '0001'
down_revision: Union[str, None] = None
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('games',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('game', sa.String(length=40), nullable=False),
    sa.Column('options', sa.JSON(), nullable=False),
    sa.Column('first_dealer', sa.Integer(), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('winners', sa.JSON(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('finished_at', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_games'))
    )
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.create_index('ix_games_created_at', ['created_at', 'id'], unique=False)
        batch_op.create_index('ix_games_status_created_at', ['status', 'created_at'], unique=False)

    op.create_table('players',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=60), nullable=False),
    sa.Column('last_played', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_players')),
    sa.UniqueConstraint('name', name=op.f('uq_players_name'))
    )
    op.create_table('game_seats',
    sa.Column('game_id', sa.String(length=36), nullable=False),
    sa.Column('seat', sa.Integer(), autoincrement=False, nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_game_seats_game_id_games'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_game_seats_player_id_players'), ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('game_id', 'seat', name=op.f('pk_game_seats'))
    )
    with op.batch_alter_table('game_seats', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_game_seats_player_id'), ['player_id'], unique=False)

    op.create_table('judged_tricks',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.String(length=36), nullable=True),
    sa.Column('round_index', sa.Integer(), nullable=True),
    sa.Column('game', sa.String(length=40), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('plays', sa.JSON(), nullable=False),
    sa.Column('request', sa.JSON(), nullable=False),
    sa.Column('answer', sa.JSON(), nullable=False),
    sa.Column('explanation', sa.String(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_judged_tricks_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_judged_tricks'))
    )
    with op.batch_alter_table('judged_tricks', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_judged_tricks_game_id'), ['game_id'], unique=False)

    op.create_table('rounds',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.String(length=36), nullable=False),
    sa.Column('index', sa.Integer(), nullable=False),
    sa.Column('dealer', sa.Integer(), nullable=False),
    sa.Column('trump', sa.String(length=16), nullable=True),
    sa.Column('voids', sa.Integer(), nullable=False),
    sa.Column('recorded_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_rounds_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_rounds')),
    sa.UniqueConstraint('game_id', 'index', name=op.f('uq_rounds_game_id_index'))
    )
    op.create_table('round_seats',
    sa.Column('round_id', sa.Integer(), autoincrement=False, nullable=False),
    sa.Column('seat', sa.Integer(), autoincrement=False, nullable=False),
    sa.Column('call', sa.Integer(), nullable=True),
    sa.Column('tricks', sa.Integer(), nullable=True),
    sa.Column('doubles', sa.Integer(), nullable=False),
    sa.Column('hand', sa.JSON(), nullable=True),
    sa.Column('hand_value', sa.Integer(), nullable=True),
    sa.Column('points', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['round_id'], ['rounds.id'], name=op.f('fk_round_seats_round_id_rounds'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('round_id', 'seat', name=op.f('pk_round_seats'))
    )


def downgrade() -> None:
    op.drop_table('round_seats')
    op.drop_table('rounds')
    with op.batch_alter_table('judged_tricks', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_judged_tricks_game_id'))

    op.drop_table('judged_tricks')
    with op.batch_alter_table('game_seats', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_game_seats_player_id'))

    op.drop_table('game_seats')
    op.drop_table('players')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_index('ix_games_status_created_at')
        batch_op.drop_index('ix_games_created_at')

    op.drop_table('games')
