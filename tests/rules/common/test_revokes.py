"""Revoke tracking (JUDGE.md): one entry per seat and colour, first failure, play order."""

from rules.common.revokes import Revoke, RevokeTracker


def test_a_failure_is_proved_by_a_later_play_of_that_colour():
    t = RevokeTracker()
    assert t.play(seat=1, trick=2, colour="H", obligation="S") is None
    assert t.play(seat=1, trick=4, colour="S", obligation=None) == Revoke(1, 4, "S", 2)


def test_one_entry_per_seat_and_colour_with_the_first_failure():
    t = RevokeTracker()
    t.play(seat=0, trick=0, colour="H", obligation="S")
    t.play(seat=0, trick=1, colour="D", obligation="S")
    t.play(seat=0, trick=2, colour="S", obligation="S")
    t.play(seat=0, trick=3, colour="S", obligation=None)
    assert t.revokes == [Revoke(0, 2, "S", 0)]


def test_following_or_being_free_is_no_failure():
    t = RevokeTracker()
    t.play(seat=2, trick=0, colour="S", obligation="S")
    t.play(seat=2, trick=1, colour="H", obligation=None)
    t.play(seat=2, trick=2, colour="H", obligation="H")
    assert t.revokes == []


def test_a_failure_is_per_seat():
    t = RevokeTracker()
    t.play(seat=0, trick=0, colour="H", obligation="S")
    t.play(seat=1, trick=1, colour="S", obligation=None)
    assert t.revokes == []


def test_revokes_are_listed_in_play_order_and_written_as_json():
    t = RevokeTracker()
    t.play(seat=3, trick=0, colour="H", obligation="S")
    t.play(seat=1, trick=0, colour="H", obligation="S")
    t.play(seat=1, trick=1, colour="S", obligation=None)
    t.play(seat=3, trick=1, colour="S", obligation="S")
    assert [r.seat for r in t.revokes] == [1, 3]
    assert t.revokes[0].as_json() == {"seat": 1, "trick": 1, "colour": "S", "failed_at": 0}
