"""The tables' classes: their pydantic validators are built only when one is asked for (a start
in the browser pays for none of them), and a row still validates when asked (issue 29)."""

import json
import subprocess
import sys

from scorepad.store import models

TABLES = (models.Player, models.Game, models.GameSeat, models.Round, models.RoundSeat,
          models.JudgedTrick)

PROBE = """
import json
from scorepad.store import models
tables = [models.Player, models.Game, models.GameSeat, models.Round, models.RoundSeat,
          models.JudgedTrick]
print(json.dumps({t.__name__: bool(t.__pydantic_complete__) for t in tables}))
"""


def test_importing_the_tables_builds_no_validator():
    # a fresh interpreter: this one may have validated a row already
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         timeout=120, check=True)
    built = json.loads(out.stdout)
    assert set(built) == {t.__name__ for t in TABLES}
    assert not any(built.values()), built


def test_a_row_still_validates_when_asked(store):
    game = models.Game.model_validate({"id": "g-1", "game": "sixth-sense", "options": {"a": 1},
                                       "first_dealer": 2, "status": "active"})
    assert (game.id, game.first_dealer, game.options, game.version) == ("g-1", 2, {"a": 1}, 0)
    assert models.Game.__pydantic_complete__
    seat = models.RoundSeat.model_validate({"round_id": 1, "seat": 0, "points": "7"})
    assert seat.points == 7 and seat.doubles == 0


def test_rows_made_by_the_store_read_back(store):
    from scorepad.services.games.service import GameService

    service = GameService(store)
    view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=1)
    with store.session() as s:
        row = s.get(models.Game, view.id)
        assert (row.game, row.first_dealer, row.status) == ("sixth-sense", 1, "active")
