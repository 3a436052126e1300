"""The big screen beside the table (issue 31, item 3): `/board` shows the game being played
(the active game changed last), `/board/<id>` a given one. It only reads: nothing here
changes a game, so it needs no PIN on a shared table.

After the end (issue 36, item 6) `/board` keeps the game just finished: its final scores and
who won, until another game moves. "The game just finished" is the game played last,
`GameService.played_last` (store/repo.py `last_played`): every game dated by what it last
became, an active game by its last change (started, a round saved, edited or undone), a
finished game by the moment it finished; the latest is shown. So a game that has just ended
stays on the screen until a new game starts or a round is saved, edited or undone in
another active game (an undo of its own last round puts it back into play). Correcting an
old finished game in the history does not take the screen (it keeps when it finished), nor
does importing games finished elsewhere. With no game at all, the screen says so.

It shows the round to be played (its number, dealer and who leads) and, while a phone enters
it, each player's call and tricks and the trump as entered so far (a `DraftShown` told by
that phone's session, scorepad/state/draft_feed.py: nothing stored, shown muted); else the
last saved round's trump, calls, tricks and points. Then every player's total, rank and the
leader's margin. `AppState.live` reloads it after any change on any device; a saved, edited
or undone round clears what was entered so far.

`board_of(view)` turns a `GameView` into a `Board`: plain values, every word said in the
session's language, the game's words (the call, the trump, what a round is called) taken from
the sheet's entry form as the round screen takes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import flet as ft

from rules.message import Listing
from rules.registry import scoresheet
from rules.scoresheet import CALL, TRICKS, TRUMP
from scorepad.state.errors import action_errors, message_of
from scorepad.state.game_word import call_word, counts_games
from scorepad.state.lead import lead_in, lead_words
from scorepad.state.options_text import when
from scorepad.services.live import DELETE, EDIT, FINISH, ROUND, START, UNDO
from scorepad.words import game_title, say, tr, tr_n

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.service import Games


#: changes that make their game the one shown: being played, or (a finish) just finished.
#: Not an edit: an edit of a finished game in the history keeps when it finished, so after
#: an edit the board asks which game was played last.
PLAYED = frozenset({START, ROUND, UNDO, FINISH})
#: changes after which what a phone had entered so far is no longer the round to be played
ENDS_DRAFT = PLAYED | {EDIT, DELETE}


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One player on the board, in seat order (the seat is a key, never shown)."""

    seat: int
    name: str
    total: int
    rank: int  # 1 for the best total; equal totals share a rank
    call: str  # the last saved round's call as its key is written ("" without calls)
    tricks: str  # ... the tricks taken ("" without tricks)
    points: int | None  # ... the points scored (None before the first round)
    ahead: bool  # holds the best total (or has won)
    entered: bool = False  # call and tricks are the round being entered (not saved yet)
    #: PLAYERS.md: "" at the table; else why not, said ("sitting out", "left after round 2")
    away: str = ""


@dataclass(frozen=True, slots=True)
class Board:
    game_id: str
    title: str  # the game's title
    heading: str  # "Round 4 of 10"; the game over line (who won) once it is over
    detail: str  # who deals, who leads (the round to be played); once over, the final scores
    last: str  # "Round 3 as saved": the heading of the call, tricks and points columns
    trump: str  # the last saved round's trump in words ("" without one)
    call_header: str  # the sheet's word for a call ("" without calls)
    tricks_header: str  # "" without tricks
    rows: tuple[BoardRow, ...]
    lead: str  # who is ahead ("" before the first round)
    margin: str  # by how much ("" when tied or before the first round)
    over: bool
    view: Any  # the GameView (the chart draws from it)
    entered: bool = False  # the columns show the round being entered, as entered so far
    then: str = ""  # a game over on a board that follows the table: what takes its place


def ranks(totals: tuple[int, ...], *, higher: bool) -> tuple[int, ...]:
    """Competition ranks: 1 for the best total, equal totals share one, the next skips.

    >>> ranks((5, 9, 5, 2), higher=True)
    (2, 1, 2, 4)
    >>> ranks((5, 9, 5, 2), higher=False)
    (2, 4, 2, 1)
    """
    def better(a: int, b: int) -> bool:
        return a > b if higher else a < b

    return tuple(1 + sum(better(o, t) for o in totals) for t in totals)


def round_title(plan: Any, *, games: bool, target: int) -> str:
    """"Round 3 of 10", "Game 2 · first to 100 points": the round to be played."""
    if games:
        if plan.rounds:
            return tr("Game {number} of {total}", number=plan.number, total=plan.rounds)
        return tr_n("Game {number} · first to {n} point", "Game {number} · first to {n} points",
                    target, number=plan.number)
    if plan.rounds:
        return tr("Round {number} of {total}", number=plan.number, total=plan.rounds)
    return tr_n("Round {number} · first to {n} point", "Round {number} · first to {n} points",
                target, number=plan.number)


def plan_detail(plan: Any, names: list[str], form: Any, *, bids: bool) -> str:
    """Who deals and who leads the round to be played, as the round screen says it."""
    dealer, leader = names[plan.dealer], names[plan.leader]
    if not form.has(TRICKS):
        return tr("{dealer} deals · {leader} starts", dealer=dealer, leader=leader)
    if bids:
        return tr_n("{dealer} deals {n} card each · {leader} bids first and leads",
                    "{dealer} deals {n} cards each · {leader} bids first and leads",
                    plan.cards, dealer=dealer, leader=leader)
    return tr("{dealer} deals {cards} cards each · {leader} leads · {tricks} tricks",
              dealer=dealer, cards=plan.cards, leader=leader, tricks=plan.tricks)


def margin_words(names: tuple[str, ...], totals: tuple[int, ...], *, higher: bool,
                 over: bool) -> str:
    """The leader's margin over the next best: "Ann leads Bob by 5 points." ("" when the
    lead is shared or there is nobody to lead)."""
    if len(totals) < 2:
        return ""
    best = max(totals) if higher else min(totals)
    leaders = [n for n, t in zip(names, totals) if t == best]
    if len(leaders) != 1:
        return ""
    rest = [t for t in totals if t != best]
    second = max(rest) if higher else min(rest)
    nexts = Listing(tuple(n for n, t in zip(names, totals) if t == second))
    n = abs(best - second)
    if over:
        return tr_n("{leader} won by {n} point over {next}.",
                    "{leader} won by {n} points over {next}.", n, leader=leaders[0],
                    next=nexts)
    return tr_n("{leader} leads {next} by {n} point.", "{leader} leads {next} by {n} points.",
                n, leader=leaders[0], next=nexts)


def final_words(view: Any, *, games: bool) -> str:
    """What a game over's scores are: "Final scores after 10 rounds · finished Mon 23 Nov
    2026, 22:40" (the finish time left out when unknown)."""
    n = len(view.rounds)
    said = (tr_n("Final scores after {n} game", "Final scores after {n} games", n) if games
            else tr_n("Final scores after {n} round", "Final scores after {n} rounds", n))
    if view.finished_at is not None:
        said += " · " + tr("finished {when}", when=when(view.finished_at))
    return said


def entered_of(form: Any, draft: Any, n: int) -> tuple[list[str], list[str], str]:
    """A draft's calls, tricks and trump as the board writes them ("" where nothing is
    entered; tricks with double tricks as the round screen counts them)."""
    calls = ([form.call_label(c) if c is not None else "" for c in draft.calls]
             if form.has(CALL) else [""] * n)
    tricks = [""] * n
    if form.has(TRICKS):
        tricks = ["" if t is None else str(t) for t in draft.tricks]
    trump = ""
    if form.has(TRUMP) and draft.trump is not None:
        chosen = form.trump_choice(draft.trump)
        if chosen is not None:
            words = form.trump_words
            trump = say(words.said(words.chosen, chosen.word))
    return calls, tricks, trump


def _away_words(view: Any, seat: int) -> str:
    """Why a seat is not at the table of the round to be played ("" when it is)."""
    state = view.state_of(seat) if getattr(view, "tables", None) else "in"
    if state == "away":
        return tr("sitting out")
    if state == "left":
        return tr("left after round {number}", number=view.left.get(seat, len(view.rounds)))
    return ""


def board_of(view: Any, draft: Any = None, *, following: bool = False) -> Board:
    """The board of a loaded game (a `GameView`): plain values in the session's language.
    `draft`: the round being entered on a phone (a `DraftShown`), shown when it is the round
    to be played of this game and something is entered. `following`: the board shows the
    game played last (`/board`): a game over there says the next game takes its place."""
    sheet = scoresheet(view.game)
    options = sheet.read_options(view.options)
    names = list(view.players)
    n = len(names)
    higher = sheet.higher_wins_for(options)
    games = counts_games(view.game)
    bids = call_word(view.game) == "bid"
    lead = lead_in(view)
    over = view.next_plan is None or view.is_over
    nxt = len(view.rounds)
    at_next = view.seats_at(nxt)  # the seats the round to be played is dealt to
    if over:
        heading = lead_words(lead) if lead is not None else tr("Game over.")
        detail = final_words(view, games=games)
    else:
        plan = view.next_plan
        form = sheet.entry_form(players=len(at_next), plan=plan,
                                options=sheet.read_options(view.options_at(nxt)))
        heading = round_title(plan, games=games,
                              target=getattr(options, "target_score", None) or 0)
        detail = plan_detail(plan, list(view.names_at(nxt)), form, bids=bids)
    entering = (not over and draft is not None and not draft.blank
                and draft.game_id == str(view.id) and draft.number == view.next_plan.number
                and len(draft.calls) == len(at_next))
    last = view.rounds[-1] if view.rounds else None
    calls, tricks, points = [""] * n, [""] * n, [None] * n
    trump = last_words = call_header = tricks_header = ""

    def spread(values: list[Any], seats: tuple[int, ...], blank: Any) -> list[Any]:
        """A round's values (its seats at the table) in the game's seats (`blank`: away)."""
        out = [blank] * n
        for seat, v in zip(seats, values):
            out[seat] = v
        return out

    if last is not None:
        form = sheet.entry_form(players=len(last.entry.seats), plan=last.plan,
                                options=sheet.read_options(view.options_at(last.index)))
        last_words = (tr("Game {number} as saved", number=last.plan.number) if games
                      else tr("Round {number} as saved", number=last.plan.number))
        if form.has(CALL):
            call_header = tr("Bid") if bids else tr("Says")
            calls = spread([form.call_label(s.call) for s in last.entry.seats], last.seats,
                           "–")
        if form.has(TRICKS):
            tricks_header = tr("Took")
            tricks = spread(["–" if s.tricks is None else str(s.tricks)
                             for s in last.entry.seats], last.seats, "–")
        if form.has(TRUMP) and last.entry.trump is not None:
            chosen = form.trump_choice(last.entry.trump)
            if chosen is not None:
                words = form.trump_words
                trump = say(words.said(words.chosen, chosen.word))
        points = spread(list(last.points), last.seats, None)
    if entering:
        form = sheet.entry_form(players=len(at_next), plan=view.next_plan,
                                options=sheet.read_options(view.options_at(nxt)))
        e_calls, e_tricks, trump = entered_of(form, draft, len(at_next))
        calls, tricks = spread(e_calls, at_next, "–"), spread(e_tricks, at_next, "–")
        points = [None] * n
        number = view.next_plan.number
        last_words = (tr("Game {number} · entered so far", number=number) if games
                      else tr("Round {number} · entered so far", number=number))
        call_header = (tr("Bid") if bids else tr("Says")) if form.has(CALL) else ""
        tricks_header = tr("Took") if form.has(TRICKS) else ""
    totals = tuple(view.totals) if view.rounds else (0,) * n
    ranked = sorted(view.in_game)  # a seat that left keeps its total, unranked
    place = dict(zip(ranked, ranks(tuple(totals[s] for s in ranked), higher=higher)))
    ahead = set(lead.names) if lead is not None else set()
    rows = tuple(BoardRow(seat=s, name=names[s], total=totals[s], rank=place.get(s, 0),
                          call=calls[s], tricks=tricks[s], points=points[s],
                          ahead=names[s] in ahead, entered=entering,
                          away=_away_words(view, s)) for s in range(n))
    return Board(game_id=view.id, title=game_title(view.game), heading=heading, detail=detail,
                 last=last_words, trump=trump, call_header=call_header,
                 tricks_header=tricks_header, rows=rows,
                 lead="" if lead is None or over else lead_words(lead),
                 margin=margin_words(tuple(names[s] for s in ranked),
                                     tuple(totals[s] for s in ranked), higher=higher,
                                     over=over) if view.rounds else "",
                 over=over, view=view, entered=entering,
                 then=tr("The next game shows here as soon as it starts.")
                 if over and following else "")


@ft.observable
@dataclass(eq=False)
class BoardState:
    """What the big screen shows: a game given by its id (`pinned`), else the game played
    last (being played, or just finished: see the module's docstring), found again after
    every change (a new game started elsewhere takes the screen)."""

    service: Games
    game_id: Any = None
    pinned: bool = False
    view: Any = None
    error: str | None = None
    draft: Any = None  # the round being entered on a phone (draft_feed.DraftShown), if told

    def entering(self, draft: Any) -> None:
        """A phone's round as entered so far: kept when it is of the game shown (told again
        on each of that phone's taps; nothing is read or stored)."""
        if self.view is not None and draft.game_id == str(self.game_id):
            self.draft = draft

    def show(self, game_id: Any = None) -> bool:
        """Show `game_id`, or (None) the game played last. False: no such game."""
        self.pinned = game_id is not None
        self.game_id = game_id
        self.view = self.draft = None
        return self.load()

    def load(self, game_id: Any = None) -> bool:
        """Read the game shown again (`game_id`: show that one, the game just changed)."""
        try:
            gid = (self.game_id if self.pinned else
                   game_id if game_id is not None else self.service.played_last())
            view = self.service.get(gid) if gid is not None else None
        except action_errors() as exc:  # a game deleted, a store that cannot be read
            self.view = None
            self.error = message_of(exc)
            return False
        if gid is None or str(gid) != str(self.game_id):
            self.draft = None  # another game: what was entered for the last one goes
        self.game_id, self.view, self.error = gid, view, None
        return True

    def live(self, change: Any) -> None:
        """A change on any device: the game shown is read again (or, following the game played
        last, which game that is). A round saved, edited or undone ends what was entered."""
        if change.what in ENDS_DRAFT and change.concerns(self.game_id):
            self.draft = None
        if self.pinned:
            if change.concerns(self.game_id):
                self.load()
        elif change.game_id is not None and change.what in PLAYED:
            self.load(change.game_id)  # the game changed (or finished) last is the one shown
        else:  # edited, deleted, a reload: which game was played last now?
            self.load()

    @property
    def board(self) -> Board | None:
        return (board_of(self.view, self.draft, following=not self.pinned)
                if self.view is not None else None)
