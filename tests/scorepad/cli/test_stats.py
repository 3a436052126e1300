"""`scorepad stats` (../shared/STATS.md): the figures of a seeded table's history, imported
with `scorepad import` into a real SQLite file, against a computation written here from the
export documents alone (no code of scorepad.services.figures.compute), plus the flags and the
errors."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from scorepad import cli
from tests.scorepad.services.figure_games import table_history

REPO = Path(__file__).resolve().parents[3]


def scorepad(capsys, *args):
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def history(tmp_path_factory):
    """The seeded history: (its export documents, the data dir it was imported into)."""
    root = tmp_path_factory.mktemp("figures")
    text = table_history(seed=31, games=15)
    (root / "history.json").write_text(text)
    done = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir", str(root / "data"),
                           "import", str(root / "history.json")],
                          capture_output=True, text=True, cwd=REPO, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(text), root / "data"


# -- the figures, computed again from the documents ----------------------------------------

def _nearest(call: int, tricks: int, game: str) -> int:
    if game == "sixth-sense" and call == 6:  # the 6/9 card: 6 up to 7, 9 from 8
        return 6 if tricks <= 7 else 9
    return call


def _judged(docs: list[dict]) -> dict:
    out = {"tricks": 0, "reversals": 0, "blocks": 0, "doubles": 0, "declared_6": 0,
           "declared_9": 0, "peeks": 0}

    def count(plays, answer):
        if answer.get("complete") is False:
            return
        out["tricks"] += 1
        out["reversals"] += answer.get("reversed") is True
        out["blocks"] += len(answer.get("blocked") or []) > 0
        out["doubles"] += answer.get("double") is True
        out["peeks"] += answer.get("peek") is not None
        for p in plays:
            card = p["card"] if isinstance(p, dict) else p
            if card.endswith(" 6"):
                out[f"declared_{p.get('as', 6) if isinstance(p, dict) else 6}"] += 1

    for d in docs:
        rounds = {}
        for t in d["judged_tricks"]:
            if t["kind"] == "trick":
                count(t["request"]["plays"], t["answer"])
            else:
                rounds[t["round_index"]] = t  # in the order kept: the last one is the round
        for t in rounds.values():
            for asked, answer in zip(t["request"]["tricks"], t["answer"]["tricks"]):
                count(asked["plays"], answer)
    return out


def expected(docs: list[dict], player: str | None = None) -> dict:
    games: dict[str, dict] = {}
    for d in docs:
        if d["status"] != "finished" or (player is not None and player not in d["players"]):
            continue
        g = d["game"]
        calls = g != "shedding"
        e = games.setdefault(g, {"games": 0, "rounds": 0, "players": {}, "docs": []})
        e["games"] += 1
        e["rounds"] += len(d["rounds"])
        e["docs"].append(d)
        n = len(d["players"])
        for name in d["players"]:
            p = e["players"].setdefault(name, defaultdict(int, by_hand_size={}, by_seat={},
                                                          six_nine=defaultdict(int)))
            p["games"] += 1
            p["wins"] += name in d["winners"]
        for r in d["rounds"]:
            dealer = d["players"].index(r["dealer"])
            for seat in r["seats"]:
                p = e["players"][seat["player"]]
                p["rounds"] += 1
                p["points"] += seat["points"]
                p["doubles"] += seat["doubles"]
                p["rounds_out"] += seat["points"] == 0
                if not calls:
                    continue
                call, tricks = seat["call"], seat["tricks"]
                met = tricks in ((6, 9) if g == "sixth-sense" and call == 6 else (call,))
                p["met"] += met
                p["error"] += tricks - _nearest(call, tricks, g)
                from_dealer = (d["players"].index(seat["player"]) - dealer) % n or n
                for key, table in ((str(r["cards"]), p["by_hand_size"]),
                                   (str(from_dealer), p["by_seat"])):
                    cell = table.setdefault(key, [0, 0])
                    cell[0] += met
                    cell[1] += 1
                if g == "sixth-sense" and call == 6:
                    p["six_nine"]["held"] += 1
                    p["six_nine"]["met_at_6"] += tricks == 6
                    p["six_nine"]["met_at_9"] += tricks == 9
    out = {}
    for g, e in games.items():
        players = {}
        for name, p in e["players"].items():
            if player is not None and name != player:
                continue
            f = {"games": p["games"], "wins": p["wins"], "rounds": p["rounds"],
                 "points": p["points"], "points_per_round": round(p["points"] / p["rounds"], 2)}
            if g != "shedding":
                f.update(calls_met=p["met"], met_rate=round(p["met"] / p["rounds"], 3),
                         mean_error=round(p["error"] / p["rounds"], 2),
                         by_hand_size=dict(sorted(p["by_hand_size"].items(),
                                                  key=lambda kv: int(kv[0]))),
                         by_seat_from_dealer=dict(sorted(p["by_seat"].items(),
                                                         key=lambda kv: int(kv[0]))))
            if g == "sixth-sense":
                f["six_nine"] = {k: p["six_nine"][k] for k in ("held", "met_at_6", "met_at_9")}
                f["doubles"] = p["doubles"]
            if g == "shedding":
                f["rounds_out"] = p["rounds_out"]
            players[name] = f
        out[g] = {"games": e["games"], "rounds": e["rounds"], "players": players}
        if g == "sixth-sense":
            out[g]["judged"] = _judged(e["docs"])
        elif g == "nomination-whist":
            out[g]["judged"] = {"tricks": _judged(e["docs"])["tricks"]}
    return {"games": out}


def _json(capsys, data, *args):
    code, out, err = scorepad(capsys, "--data-dir", str(data), "stats", "--format", "json", *args)
    assert code == 0 and err == ""
    return json.loads(out)


def test_the_history_has_what_the_figures_need(history):
    docs, _ = history
    done = [d for d in docs if d["status"] == "finished"]
    assert {d["game"] for d in done} == {"sixth-sense", "nomination-whist", "shedding"}
    assert any(d["status"] == "active" for d in docs)
    judged = _judged([d for d in done if d["game"] == "sixth-sense"])
    assert judged["tricks"] > 5 and judged["reversals"] and judged["blocks"] and judged["peeks"]
    assert judged["declared_6"] and judged["declared_9"] and judged["doubles"]
    kinds = [t["kind"] for d in done for t in d["judged_tricks"]]
    assert kinds.count("round") > 1  # a whole round kept after each trick: counted once
    seats = [s for d in done if d["game"] == "sixth-sense" for r in d["rounds"]
             for s in r["seats"]]
    assert any(s["call"] == 6 and s["tricks"] in (6, 9) for s in seats)
    assert any(s["doubles"] for s in seats)


def test_the_json_is_the_figures_computed_independently(capsys, history):
    docs, data = history
    got = _json(capsys, data)
    want = expected(docs)
    assert list(got["games"]) == ["sixth-sense", "nomination-whist", "shedding"]
    for g in want["games"]:
        assert got["games"][g] == want["games"][g], g
    assert got == want


@pytest.mark.parametrize("game", ["sixth-sense", "nomination-whist", "shedding"])
def test_game_keeps_one_game(capsys, history, game):
    docs, data = history
    got = _json(capsys, data, "--game", game)
    assert list(got["games"]) == [game]
    assert got["games"][game] == expected(docs)["games"][game]


def test_player_keeps_one_player_in_the_games_they_sat_in(capsys, history):
    docs, data = history
    got = _json(capsys, data, "--player", "Ann")
    assert got == expected(docs, player="Ann")
    assert all(list(g["players"]) == ["Ann"] for g in got["games"].values())
    both = _json(capsys, data, "--player", "Bob", "--game", "shedding")
    assert both["games"]["shedding"] == expected(docs, "Bob")["games"]["shedding"]


def test_unknown_player_has_no_games(capsys, history):
    _, data = history
    assert _json(capsys, data, "--player", "Nobody") == {"games": {}}
    code, out, _ = scorepad(capsys, "--data-dir", str(data), "stats", "--player", "Nobody")
    assert code == 0 and len(out.strip().splitlines()) == 1


def test_unknown_game_id_is_one_line_and_exit_2(history):
    _, data = history
    done = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir", str(data), "stats",
                           "--game", "poker"], capture_output=True, text=True, cwd=REPO,
                          timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "poker" in done.stderr and "sixth-sense" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_bad_format_is_one_line_and_exit_2(capsys, history):
    _, data = history
    code, out, err = scorepad(capsys, "--data-dir", str(data), "stats", "--format", "xml")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_an_empty_store(capsys, tmp_path):
    assert _json(capsys, tmp_path / "empty") == {"games": {}}
    code, out, err = scorepad(capsys, "--data-dir", str(tmp_path / "empty"), "stats")
    assert code == 0 and err == "" and len(out.strip().splitlines()) == 1
    assert "No finished games" in out


def test_the_text_names_every_player_and_figure(capsys, history):
    docs, data = history
    code, out, err = scorepad(capsys, "--data-dir", str(data), "stats")
    assert code == 0 and err == ""
    want = expected(docs)["games"]
    sections = out.strip().split("\n\n")  # one block per game, in the JSON's order
    assert len(sections) == len(want)
    for section, (g, e) in zip(sections, want.items()):
        assert str(e["rounds"]) in section.splitlines()[0]
        for name, p in e["players"].items():
            row = next(line for line in section.splitlines()
                       if line.split() and line.split()[0] == name
                       and len(line.split()) >= 6 and line.split()[1] == str(p["games"]))
            assert f"{p['points_per_round']:.2f}".replace("-", "−") in row
    assert "Points per round" in out and "by seat from the dealer" in out
    sixth = want["sixth-sense"]["judged"]
    assert f"{sixth['tricks']} tricks judged" in out and f"{sixth['peeks']} peek" in out


def test_the_text_speaks_the_language_of_lang(capsys, history, monkeypatch):
    _, data = history
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    code, out, _ = scorepad(capsys, "--data-dir", str(data), "stats", "--game", "shedding")
    assert code == 0 and "Punkte pro Runde" in out


def test_the_text_says_each_games_own_call_word(capsys, history, monkeypatch):
    """Whist's figures speak of bids, 6th Sense's of predictions (as the Statistics tiles do),
    in English and under LANG=de."""
    _, data = history
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    said = {}
    for lang in ("en", "de"):
        if lang == "de":
            monkeypatch.setenv("LANG", "de_DE.UTF-8")
        for g in ("nomination-whist", "sixth-sense", "shedding"):
            code, out, _ = scorepad(capsys, "--data-dir", str(data), "stats", "--game", g)
            assert code == 0
            said[lang, g] = out
    assert "Bids met" in said["en", "nomination-whist"]
    assert "bids met by hand size" in said["en", "nomination-whist"]
    assert "Bids met: the bid made exactly" in said["en", "nomination-whist"]
    assert "Predictions met" in said["en", "sixth-sense"]
    assert "predictions met by seat from the dealer" in said["en", "sixth-sense"]
    for g, other in (("nomination-whist", "redict"), ("sixth-sense", "Bid")):
        assert other not in said["en", g] and "Calls met" not in said["en", g]
    assert "Richtige Ansagen" in said["de", "nomination-whist"]
    assert "Richtige Voraussagen" in said["de", "sixth-sense"]
    assert "Voraussage" not in said["de", "nomination-whist"]
    assert not any(w in said["en", "shedding"] for w in ("Bids met", "Predictions met"))
