"""The rules of the three games in the project's own words (English source).

`GAMES[game] = {section id: (title, (paragraph, ...))}`, one section per id of
`rules.rulebook.SECTIONS`; a game's own title is the engine's (`scorepad.words.game_title`). Every string is marked with `N_` for the "rulebook" catalogs
(scorepad/rulebook/locale/<code>.po, see scripts/i18n.py); `scorepad.rulebook.say()` translates
it where it is shown. Written for a table that looks a rule up when a trick is disputed: the
rulings of the project's rules digest are stated where they apply.
"""

from __future__ import annotations

from scorepad.words import N_

# Words of the Rules screen itself.
RULES = N_("Rules")
RULE_LINK = N_("Rule: {title}")
CHOOSE = N_("Choose a game to read its rules.")

GAMES: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = {
    "sixth-sense": {
        "deck": (N_("The cards"), (
            N_("70 cards: five colours (blue, green, purple, red and yellow), each with the "
               "values 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13 and 14. There is no 9: the 6 "
               "can stand for it."),
            N_("With two players, the table takes one whole colour out of the deck before "
               "dealing, and notes which one."),
        )),
        "setup": (N_("Set-up and rounds"), (
            N_("Rounds and cards per player depend on the number of players. 2 players: 6 "
               "rounds of 15 cards. 3 players: 6 rounds of 14. 4 players: 4 rounds of 14. "
               "5 players: 5 rounds of 13. 6 players: 6 rounds of 11."),
            N_("Each round the dealer moves one seat to the left, and the player left of the "
               "dealer leads the first trick. A round has one trick fewer than the cards "
               "dealt, because the prediction card leaves the hand."),
        )),
        "prediction": (N_("The prediction card"), (
            N_("After the deal, every player picks any card of their hand and lays it face "
               "down: its number is how many tricks they mean to win. It stays out of play "
               "for the whole round."),
            N_("A 0 aims at no trick at all. A 6 aims at 6 or at 9 tricks: either one meets "
               "it."),
        )),
        "trump": (N_("Trump colour"), (
            N_("After the deal, the top card of the cards left over is turned face up: its "
               "colour is trump for the round."),
            N_("Variants: with late trump, that card is turned only after everyone has chosen "
               "a prediction card. For novice players there is no trump at all."),
        )),
        "playing": (N_("Playing a trick"), (
            N_("The leader plays any card; its colour is the requested colour. Clockwise, "
               "every other player must play a card of that colour if they have one, and may "
               "play any card if they have none."),
            N_("Action cards obey the same duty: nobody may play a red 0 while holding a card "
               "of the requested yellow. The winner of a trick leads the next one."),
        )),
        "winning": (N_("Who wins the trick?"), (
            N_("If any trump card counts in the trick, the highest trump wins. If not, the "
               "highest card of the requested colour wins. A card of another colour never "
               "wins, however high its number."),
            N_("Every value exists once per colour, so there is never a tie. A blocked card "
               "does not count, and a reversal turns the order upside down."),
        )),
        "blocking": (N_("Blocking card (0 / X)"), (
            N_("A 0 is played either as an ordinary card worth 0, or to block one card that "
               "another player has already played in this trick. The blocked card and the "
               "blocking card then both stop counting in this trick, and a blocked action "
               "card loses its effect."),
            N_("A block may not lead a trick, a trick has at most one block, and nobody "
               "blocks their own card."),
            N_("When the lead card is blocked, the requested colour becomes the colour of the "
               "next card in playing order that still counts, whether it is already on the "
               "table or still to come. Each later player follows the requested colour as it "
               "stands at their turn, and a revoke is judged against that colour too."),
            N_("House rule: the French sheet allows one block per round rather than one per "
               "trick. The app offers this as a house rule; one block per trick is the "
               "default."),
        )),
        "reversal": (N_("Reversal card (4)"), (
            N_("If an odd number of 4s counts in the trick, whatever their colours, the "
               "lowest card wins instead of the highest. An even number of 4s cancels out."),
            N_("The order keeps its three tiers and is read from the bottom: if a card of a "
               "colour that is neither trump nor requested counts, the lowest such card "
               "wins; if there is none, the lowest card of the requested colour; if there is "
               "none, the lowest trump."),
            N_("When the lowest cards have the same value, the one played last wins. "
               "Example: blue is trump and the trick is blue 10, red 4, green 1, yellow 1: "
               "the yellow 1 wins."),
        )),
        "sixth-sense": (N_("6th Sense (6)"), (
            N_("Whoever plays a 6 says at once whether it counts as 6 or as 9 in this trick; "
               "the value they call decides who wins."),
            N_("As a prediction card, the 6 predicts 6 or 9 tricks: the prediction is met by "
               "winning either."),
        )),
        "peek": (N_("Peek card (8)"), (
            N_("If a trick was led with an 8 that still counts, the leader may look at the "
               "prediction card of the trick's winner once the trick is over. If the leader "
               "won the trick, there is nothing to look at."),
            N_("Only a block is forbidden as a lead: an 8 may lead a trick, and that is how a "
               "peek happens."),
            N_("House rule: some tables let a led 8 give the peek even when it is blocked, "
               "since it was played and the block only stops it counting. The app offers this "
               "as a house rule; by default a blocked 8 gives no peek."),
        )),
        "double": (N_("Double trick (12)"), (
            N_("If a 12 counts in the trick, the trick's winner may take it as two tricks. "
               "The choice is noted and stays final for the rest of the round."),
            N_("Several 12s in one trick still make one double trick, not more."),
        )),
        "void": (N_("Two players: a trick with no winner"), (
            N_("With two players a block leaves no card that counts, so nobody wins the "
               "trick. Both cards are out of play, and the player who led that trick leads "
               "the next trick (not a new round)."),
            N_("House rule: some tables read \"the next player starts\" as the other player "
               "leading the next trick. The app offers this as a house rule; by default the "
               "same player leads again."),
        )),
        "scoring": (N_("Scoring"), (
            N_("A prediction that is met scores its number: a prediction of 4 met scores 4, "
               "a prediction of 0 met scores 0, and a 6/9 prediction met with 9 tricks scores "
               "9, because the card is read as 9, just as when it is played as 9."),
            N_("A prediction that is missed costs the distance to its nearest target: a 4 "
               "with 6 tricks or with 2 tricks gives −2, a 6 with 7 or 8 tricks gives −1. "
               "Totals may fall below zero."),
            N_("House rule: some tables count a 6/9 prediction met with 9 tricks as 6, the "
               "number printed on the card. The app offers this as a house rule; 9 is the "
               "default."),
        )),
        "novice": (N_("Scoring for novice players"), (
            N_("Points follow the distance between the tricks won and the nearest target: a "
               "distance of 0 gives 6 points, 1 gives 4, 2 gives 3, 3 gives 2, 4 gives 1, "
               "and 5 or more gives nothing."),
        )),
        "target": (N_("Playing to a target score"), (
            N_("Instead of a fixed number of rounds, the table keeps playing, the dealer "
               "still moving left, until at least one total reaches the target at the end of "
               "a round. The highest total then wins; equal totals share the win."),
        )),
        "end": (N_("End of the game"), (
            N_("After the last round, the highest total wins. Players who share the highest "
               "total share the win."),
        )),
        "totals": (N_("Checking a round's tricks"), (
            N_("The tricks the players won in a round add up to the tricks played, minus the "
               "tricks nobody won (two players only), plus one for every trick taken "
               "double."),
            N_("There can be no more double tricks than 12s and no more tricks without a "
               "winner than 0s. The app explains a sum that cannot be right, and asks how "
               "many double or empty tricks there were when the sum needs them."),
        )),
        "revokes": (N_("Not following colour"), (
            N_("When a round is entered card by card, a player who did not follow a colour "
               "and later plays a card of that same colour in the round has revoked: a hand "
               "never gains cards."),
            N_("The rule sheet sets no penalty. The app points the revoke out and the table "
               "decides what to do."),
        )),
    },
    "nomination-whist": {
        "deck": (N_("The cards"), (
            N_("Two to four players use one ordinary deck of 52 cards without jokers. The ace "
               "is the highest card of each suit."),
        )),
        "rounds": (N_("Rounds and hand sizes"), (
            N_("The first round deals 7 cards to each player, every next round one card "
               "fewer down to 1, then one more each round back up to 7: 13 rounds in all. A "
               "short game plays only from 7 down to 1, in 7 rounds."),
            N_("The dealer moves one seat to the left every round."),
        )),
        "bidding": (N_("Bidding"), (
            N_("Starting left of the dealer and going clockwise, each player says how many "
               "tricks they expect to win. The dealer bids last."),
        )),
        "hook": (N_("The last bid"), (
            N_("The bids may never add up to the number of cards in each hand, so at least "
               "one player must miss. The dealer, bidding last, may have to pick another "
               "number than they wanted."),
        )),
        "zero-streak": (N_("Bidding zero"), (
            N_("A bid of 0 is allowed, but a player may bid 0 in at most three rounds in a "
               "row."),
        )),
        "trump": (N_("Trumps"), (
            N_("The highest bidder chooses trumps: one of the four suits, or no trumps. When "
               "several players share the highest bid, the first of them in bidding order "
               "chooses."),
            N_("In the round of one card nobody chooses: a card from the rest of the deck is "
               "turned over, and its suit is trumps."),
        )),
        "playing": (N_("Leading and following suit"), (
            N_("The player left of the dealer leads the first trick. Clockwise, each player "
               "must follow suit if they can, and may play any card if they cannot. The "
               "winner of a trick leads the next one."),
        )),
        "winning": (N_("Who takes the trick?"), (
            N_("The highest trump wins. Without a trump in the trick, the highest card of "
               "the suit that was led wins."),
        )),
        "scoring": (N_("Scoring"), (
            N_("A player who wins exactly the number of tricks they bid scores 10 points "
               "plus that number: a bid of 2 that is met scores 12. A player who misses "
               "scores 1 point for each trick won."),
        )),
        "end": (N_("End of the game"), (
            N_("After the last round the player with the most points wins."),
        )),
        "revokes": (N_("Not following suit"), (
            N_("When a round is entered card by card, a player who did not follow a suit and "
               "later plays a card of that suit in the same round has revoked. The app "
               "points it out and the table decides what to do."),
        )),
    },
    "shedding": {
        "deck": (N_("The cards"), (
            N_("110 cards: 90 numbered cards and 20 Special cards. Everyone gets 7 cards and "
               "holds them with the faces towards the other players, never looking at them."),
            N_("On your turn you take cards from the other players' hands and play them onto "
               "the discard pile. Whoever has no cards left first wins the game."),
        )),
        "numbered": (N_("Numbered cards"), (
            N_("Numbered cards come in three colours (purple, red, blue) and two symbols "
               "(hexagon, pentagram), from 1 to 15. Each numbered card exists only once."),
            N_("A numbered card goes on a card of another colour with the same number or a "
               "number one higher or lower. 15 and 1 count as neighbours."),
            N_("Your turn goes on while you can play. It ends when no card fits, when you "
               "play the same number, or when you play a Special card. If no card fits at the "
               "start of your turn, take the two top cards of the draw pile into your hand "
               "without looking."),
        )),
        "specials": (N_("Special cards"), (
            N_("Blind, Sight, Dilemma and Trickster, in purple, red, blue and gold: 20 cards. "
               "A Special card goes on any card of another colour, and ends the turn."),
            N_("Then the next player goes on as follows. Blind: plays any card from their "
               "own hand unseen. Sight: turns the top card of the draw pile onto the discard "
               "pile. Dilemma: plays any card of another colour. Trickster: takes three "
               "cards from the draw pile, and the player after them plays any card of "
               "another colour."),
            N_("After a Blind or a Sight any card may follow, whatever its colour. After a "
               "Dilemma or a Trickster a numbered card may follow if its colour is "
               "different."),
        )),
        "gold": (N_("Gold Special cards"), (
            N_("A gold Special card goes on any card, even on another gold Special card, and "
               "any card may go on a gold Special card."),
        )),
        "challenge": (N_("Challenge mode"), (
            N_("All the rules stay, but every card played must differ from the card beneath "
               "it in symbol as well as in colour."),
        )),
        "hand-value": (N_("Counting a hand"), (
            N_("At the end of each game every player counts the cards still in hand: a "
               "numbered card is worth its number and a Special card 20. An empty hand is "
               "worth 0."),
            N_("When the draw pile runs out, the player with the lowest hand wins that game; "
               "in Last Man Standing, the highest."),
        )),
        "classic": (N_("Classic scoring"), (
            N_("Play an agreed number of games and add up each player's hand values. The "
               "lowest total wins."),
        )),
        "last-man-standing": (N_("Last Man Standing"), (
            N_("Here you empty the other players' hands rather than your own. A player with "
               "no cards left is out, and the last player still holding cards wins the game. "
               "When a Special card is the last card of a hand, its effect passes to the "
               "next player."),
            N_("For the score, play to an agreed target: the first player whose total "
               "reaches it wins."),
        )),
    },
}
