"""6th Sense's house rules: a table's reading where the sheets' language versions differ
(JUDGE.md "House rules", the request's optional `house` object; RULES.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import RulesError
from rules.message import Listing, msg
from rules.request import describe as _describe


#: what a 6/9 card met at 9 tricks may score under standard scoring (house rule)
SIX_AT_NINE_CHOICES: tuple[int, ...] = (9, 6)


#: who leads after a 2-player void trick: the same leader (the ruling) or the other player
VOID_LEADER_CHOICES: tuple[str, ...] = ("same", "other")
#: whether a blocked led 8 still gives the peek: only a counting one (the ruling), or even so
PEEK_CHOICES: tuple[str, ...] = ("led", "led_even_blocked")
#: at most one block per trick (the ruling) or per round (the FR sheet: "par manche")
BLOCK_LIMIT_CHOICES: tuple[str, ...] = ("trick", "round")

#: each house rule's values (its default first) and the judge's kinds it applies to
CHOICES: dict[str, tuple] = {"six_at_nine": SIX_AT_NINE_CHOICES,
                             "void_leader": VOID_LEADER_CHOICES, "peek": PEEK_CHOICES,
                             "block_limit": BLOCK_LIMIT_CHOICES}
KINDS: dict[str, tuple[str, ...]] = {"six_at_nine": ("score", "round"),
                                     "void_leader": ("trick", "round"),
                                     "peek": ("trick", "round"), "block_limit": ("round",)}

@dataclass(frozen=True, slots=True)
class House:
    """A table's reading where the sheets' language versions differ (JUDGE.md `house`).

    >>> House.parse({"six_at_nine": 6})
    House(six_at_nine=6, void_leader='same', peek='led', block_limit='trick')
    >>> House.parse(None) == House(), House.parse({"peek": "led_even_blocked"}).as_json()
    (True, {'peek': 'led_even_blocked'})
    >>> House(void_leader="other", six_at_nine=6).as_json("trick")
    {'void_leader': 'other'}
    """

    six_at_nine: int = 9
    void_leader: str = "same"
    peek: str = "led"
    block_limit: str = "trick"

    KEYS = ("six_at_nine", "void_leader", "peek", "block_limit")

    @classmethod
    def parse(cls, value: object, at: str = "house", kind: str | None = None) -> "House":
        """A JSON `house` object; null or {} is the default (the digest's rulings). `kind`:
        the judge's kind it comes with (a key for another kind is an error at that key);
        None takes every key (a game's options)."""
        if value is None:
            return DEFAULT_HOUSE
        if not isinstance(value, dict):
            raise RulesError(msg("'house' must be an object like {example} (or null), "
                                 "got {got}", example='{"six_at_nine": 6}',
                                 got=_describe(value)), at)
        for key in value:
            if key not in cls.KEYS:
                raise RulesError(msg("unknown house rule {key}: the house rules are {keys}",
                                     key=_describe(key), keys=", ".join(cls.KEYS)),
                                 f"{at}.{key}")
            if kind is not None and kind not in KINDS[key] and value[key] is not None:
                raise RulesError(msg("the house rule {key} belongs to {kinds} requests, not a "
                                     "{kind}", key=repr(key),
                                     kinds=Listing(tuple(repr(k) for k in KINDS[key])),
                                     kind=repr(kind)), f"{at}.{key}")
        six = value.get("six_at_nine")
        found = {"six_at_nine": 9 if six is None else check_six_at_nine(six, f"{at}.six_at_nine")}
        for key in ("void_leader", "peek", "block_limit"):
            given = value.get(key)
            found[key] = CHOICES[key][0] if given is None else check_choice(key, given,
                                                                           f"{at}.{key}")
        house = cls(**found)
        return DEFAULT_HOUSE if house == DEFAULT_HOUSE else house

    @classmethod
    def of(cls, value: object) -> "House":
        """A stored `house` object read leniently: an unknown key or value is its default."""
        if not isinstance(value, dict):
            return DEFAULT_HOUSE
        found = {k: value[k] for k in cls.KEYS
                 if k in value and any(value[k] == c and type(value[k]) is type(c)
                                       for c in CHOICES[k])}
        house = cls(**found)
        return DEFAULT_HOUSE if house == DEFAULT_HOUSE else house

    def as_json(self, kind: str | None = None) -> dict:
        """The readings off the default, as a request's `house` writes them (those of `kind`
        only, when given)."""
        return {k: getattr(self, k) for k in self.KEYS
                if getattr(self, k) != CHOICES[k][0] and (kind is None or kind in KINDS[k])}

    @property
    def is_default(self) -> bool:
        return self == DEFAULT_HOUSE


def check_choice(key: str, value: object, at: str | None = None) -> str:
    """One of the readings of house rule `key` (void_leader, peek, block_limit)."""
    if type(value) is str and value in CHOICES[key]:
        return value
    got = _describe(value)
    if key == "void_leader":
        said = msg("'void_leader' is 'same' (the same leader leads again after a void trick) "
                   "or 'other' (the other player leads), got {got}", got=got)
    elif key == "peek":
        said = msg("'peek' is 'led' (only a led 8 that still counts gives the peek) or "
                   "'led_even_blocked' (a led 8 gives it even when blocked), got {got}", got=got)
    else:
        said = msg("'block_limit' is 'trick' (one block per trick) or 'round' (one block per "
                   "round), got {got}", got=got)
    raise RulesError(said, at or key)


def check_six_at_nine(value: object, at: str | None = "six_at_nine") -> int:
    """9 or 6: what a 6/9 card met at 9 tricks scores (standard scoring)."""
    if isinstance(value, bool) or not isinstance(value, int) or value not in SIX_AT_NINE_CHOICES:
        raise RulesError(msg("'six_at_nine' is 9 (a 6/9 prediction met with 9 tricks scores "
                             "9) or 6 (it scores the number on the card), got {got}",
                             got=_describe(value)), at)
    return value


DEFAULT_HOUSE = House()
