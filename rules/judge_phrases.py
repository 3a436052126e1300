"""The judge screen's phrases that differ by game (`rules.judge_form.JudgeForm.say`): the app
draws what the form says and names no game, colour or suit. Templates of `rules.message.msg`,
translated in rules/locale; a game's form gives its own where these do not fit (`phrases`).
"""

from __future__ import annotations


def N_(text: str) -> str:
    """A phrase of the judge screen, found by the catalogs (rules/locale) and said later."""
    return text


# The judge screen's phrases that differ by game, by what they say (`JudgeForm.say`). A form
# gives its own (`phrases`); the rest follow its words (`colour_word`, `call_word`).
COLOUR_PHRASES = {
    "not_trump": N_("{colour} is not a colour."),
    "not_in_game": N_("{colour} is not a colour in this game."),
    "pick_first": N_("Pick the card's colour first."),
    "trump_choice": N_("Trump {colour}"),
    "choice": N_("Colour {colour}"),
    "card_heading": N_("Card {number}: {player}'s — colour, then value"),
    "not_value": N_("{value} is not a card value in this game."),
}
SUIT_PHRASES = {
    "not_trump": N_("{suit} is not a suit."),
    "not_in_game": N_("{suit} is not a suit in this game."),
    "pick_first": N_("Pick the card's suit first."),
    "trump_choice": N_("Trump {suit}"),
    "choice": N_("Suit {suit}"),
    "card_heading": N_("Card {number}: {player}'s — suit, then rank"),
    "not_value": N_("{value} is not a rank (2 to 10, J, Q, K, A)."),
}
CALL_PHRASES = {
    "prediction": {"call": N_("{player}'s prediction"),
                   "call_is": N_("{player}'s prediction: {value}"),
                   "call_choice": N_("{player} prediction {value}")},
    "bid": {"call": N_("{player}'s bid"), "call_is": N_("{player}'s bid: {value}"),
            "call_choice": N_("{player} bid {value}")},
}
#: what a card raises as it is played, and the colour taken out, said with the form's values
FEATURE_PHRASES = {
    "block_question": N_("{player} played the {card}: as a plain {value}, or to block a card?"),
    "block_plain": N_("Plain {value}"),
    "block_plain_label": N_("Played as a plain {value}"),
    "declare_question": N_("{player} played the {card}: declared {first} or {second}?"),
    "declared": N_("Declared {value}"),
    "played_as": N_("{card} as {value}"),
    "removed_title": N_("{count} players: colour taken out"),
    "removed_choice": N_("Taken out: {colour}"),
}
