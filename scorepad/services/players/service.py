"""Looking after the players: rename one (a typo), merge two names of one person, remove a
player who has no games.

Each change is one transaction; a refused change raises `PlayerError` with one sentence for a
person and changes nothing. Games, history and statistics read names through the seats' player
ids, so after a rename or a merge every game shows the new name and the statistics count the
merged games together.

>>> from scorepad.store.db import open_store
>>> from scorepad.services.games.service import GameService
>>> games = GameService(open_store("sqlite://"))
>>> _ = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
>>> players = PlayerService(games.store)
>>> players.rename("Cy", "Cyd")
'Cyd'
>>> [(p.name, p.games) for p in players.list_players()]
[('Ann', 1), ('Bob', 1), ('Cyd', 1)]
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from scorepad.errors import ScorepadError
from scorepad.names import name_problem, tidy_name
from scorepad.services import live
from scorepad.store import players_repo as prepo
from scorepad.store.db import Store, StoreError, describe_db_error
from scorepad.app_message import AppMessage, app_msg, app_msg_n


class PlayerError(ScorepadError, ValueError):
    """A change to the players that cannot be made; `message` is one sentence for a person."""

    @property
    def message(self) -> AppMessage | str:
        return self.args[0] if self.args else ""


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    name: str
    games: int
    last_played: datetime | None = None


class PlayerService:
    """The players of one store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _fail_db(self, exc: SQLAlchemyError, what: str):
        raise StoreError(f"could not {what}: {describe_db_error(exc)}") from None

    def list_players(self) -> list[PlayerInfo]:
        """Everyone in the store with their number of games, alphabetical."""
        try:
            with self.store.session() as s:
                return [PlayerInfo(r.name, r.games, r.last_played)
                        for r in prepo.player_rows(session=s)]
        except SQLAlchemyError as exc:
            self._fail_db(exc, "read the players")

    @staticmethod
    def _existing(s, name: object):
        if not isinstance(name, str) or not name:
            raise PlayerError(app_msg("Choose a player first."))
        player = prepo.find_player(session=s, name=name)
        if player is None:
            raise PlayerError(app_msg("There is no player called {name} any more.",
                                      name=repr(name)))
        return player

    def rename(self, old: str, new: str) -> str:
        """Give a player a new name; returns the name as stored (spaces tidied).

        Refused: an empty or over-long name, or the name of another player (merge them
        instead). Changing only the letters' case is a rename."""
        name = tidy_name(new if isinstance(new, str) else "")
        problem = name_problem(name)
        if problem:
            raise PlayerError(problem)
        try:
            with self.store.transaction() as s:
                player = self._existing(s, old)
                if name == player.name:
                    raise PlayerError(app_msg("{name} is already called that.", name=name))
                others = [p for p in prepo.find_player_folded(session=s, name=name)
                          if p.id != player.id]
                if others:
                    raise PlayerError(app_msg("{other} is already a player. If they are the same "
                                              "person, merge {name} into {other} instead.",
                                              other=others[0].name, name=player.name))
                prepo.rename_player(session=s, player_id=player.id, name=name)
                live.announce(s, None, live.PLAYERS)
        except IntegrityError:
            raise PlayerError(app_msg("{name} is already a player.", name=name)) from None
        except SQLAlchemyError as exc:
            self._fail_db(exc, "rename the player")
        live.events_for(self.store).publish(None, live.PLAYERS)
        return name

    def merge(self, source: str, into: str) -> PlayerInfo:
        """`source` and `into` are one person: every game of `source` becomes `into`'s, and
        `source` is gone. Refused when they sat in the same game (two seats of one game are
        two people)."""
        try:
            with self.store.transaction() as s:
                src = self._existing(s, source)
                dst = self._existing(s, into)
                if src.id == dst.id:
                    raise PlayerError(app_msg("Choose two different players to merge."))
                shared = prepo.shared_games(session=s, a=src.id, b=dst.id)
                if shared:
                    raise PlayerError(app_msg_n(
                        "{name} and {other} played in {n} game together, so they are two "
                        "people: they cannot be merged.",
                        "{name} and {other} played in {n} games together, so they are two "
                        "people: they cannot be merged.", len(shared), name=src.name,
                        other=dst.name))
                prepo.rename_in_changes(session=s, player_id=src.id, old=src.name,
                                        new=dst.name)
                prepo.move_seats(session=s, source=src.id, target=dst.id)
                if src.last_played is not None and (dst.last_played is None
                                                    or src.last_played > dst.last_played):
                    dst.last_played = src.last_played
                prepo.delete_player(session=s, player_id=src.id)
                s.flush()
                merged = PlayerInfo(dst.name, prepo.count_games(session=s, player_id=dst.id),
                                    dst.last_played)
                live.announce(s, None, live.PLAYERS)
        except SQLAlchemyError as exc:
            self._fail_db(exc, "merge the players")
        live.events_for(self.store).publish(None, live.PLAYERS)
        return merged

    def remove(self, name: str) -> None:
        """Remove a player who has no games (a player with games stays: merge or rename)."""
        try:
            with self.store.transaction() as s:
                player = self._existing(s, name)
                n = prepo.count_games(session=s, player_id=player.id)
                if n:
                    raise PlayerError(app_msg_n(
                        "{name} has {n} game, so stays on the list: only a player with "
                        "no games can be removed. To join two names of one person, use "
                        "Merge.",
                        "{name} has {n} games, so stays on the list: only a player with "
                        "no games can be removed. To join two names of one person, use "
                        "Merge.", n, name=player.name))
                prepo.delete_player(session=s, player_id=player.id)
                live.announce(s, None, live.PLAYERS)
        except SQLAlchemyError as exc:
            self._fail_db(exc, "remove the player")
        live.events_for(self.store).publish(None, live.PLAYERS)
