"""The templates issue 38 (item 3) rewrote whole, rendered in all eight languages with
realistic values: what a native card player of each language writes, in full. Each case failed
on the wording it replaces (named beside it)."""

from __future__ import annotations

import io
import json

import pytest

from rules.judge import main
from rules.language import LANGUAGES

SIX = {"kind": "trick", "game": "sixth-sense"}


def said(request: dict, lang: str, key: str = "explanation") -> str:
    out = io.StringIO()
    main(["--lang", lang], stdin=io.StringIO(json.dumps(request)), stdout=out)
    return json.loads(out.getvalue())[key]


# Red is trump, a blue 5 led: no trump card has been played yet (was "No trump is in play",
# which reads as if the round had no trump).
NO_TRUMP_CARD_YET = {
    "en": "No card of the trump colour (red) has been played yet, so the highest card of the "
          "requested colour (blue) is winning: blue 5, seat 0.",
    "nl": "Er is nog geen kaart van de troefkleur (rood) gespeeld, dus de hoogste kaart van de "
          "gevraagde kleur (blauw) staat voor: de blauwe 5, speler 0.",
    "fr": "Aucune carte de la couleur d’atout (rouge) n’a encore été jouée, donc la carte la "
          "plus haute de la couleur demandée (bleu) gagne pour l’instant\u00a0: le 5 bleu, le "
          "joueur 0.",
    "de": "Es wurde noch keine Karte der Trumpffarbe (Rot) gespielt, also liegt die höchste "
          "Karte der ausgespielten Farbe (Blau) vorn: die blaue 5, Spieler 0.",
    "es": "Todavía no se ha jugado ninguna carta del color triunfo (rojo), así que va ganando "
          "la carta más alta del color solicitado (azul): el 5 azul, el jugador 0.",
    "it": "Non è ancora stata giocata nessuna carta del colore briscola (rosso), quindi per ora "
          "vince la carta più alta del colore richiesto (blu): il 5 blu, il giocatore 0.",
    "pt": "Ainda não foi lançada nenhuma carta da cor do trunfo (vermelho), por isso está a "
          "ganhar a carta mais alta da cor solicitada (azul): o 5 azul, o jogador 0.",
    "da": "Der er endnu ikke spillet noget trumfkort (rød), så det højeste kort i den gældende "
          "kulør (blå) fører: den blå 5, spiller 0.",
}

# The only trump card played is the blocking red 0: no card of the trump colour counts.
TRUMP_BLOCKED = {
    "en": "No card of the trump colour (red) counts, so the highest card of the requested "
          "colour (green) wins: green 3, seat 2.",
    "nl": "Er telt geen kaart van de troefkleur (rood) mee, dus de hoogste kaart van de "
          "gevraagde kleur (groen) wint: de groene 3, speler 2.",
    "fr": "Aucune carte de la couleur d’atout (rouge) ne compte, donc la carte la plus haute de "
          "la couleur demandée (vert) gagne\u00a0: le 3 vert, le joueur 2.",
    "de": "Keine Karte der Trumpffarbe (Rot) zählt, also gewinnt die höchste Karte der "
          "ausgespielten Farbe (Grün): die grüne 3, Spieler 2.",
    "es": "No cuenta ninguna carta del color triunfo (rojo), así que gana la carta más alta del "
          "color solicitado (verde): el 3 verde, el jugador 2.",
    "it": "Nessuna carta del colore briscola (rosso) conta, quindi vince la carta più alta del "
          "colore richiesto (verde): il 3 verde, il giocatore 2.",
    "pt": "Nenhuma carta da cor do trunfo (vermelho) conta, por isso ganha a carta mais alta da "
          "cor solicitada (verde): o 3 verde, o jogador 2.",
    "da": "Intet trumfkort (rød) tæller, så det højeste kort i den gældende kulør (grøn) "
          "vinder: den grønne 3, spiller 2.",
}

# Two reversals cancel out, then the only trump wins: "{trump} is trump" with the colour a noun
# as the language says it (was French "Violet est la couleur d’atout", Spanish "Morado es
# triunfo", Italian "Viola è briscola", Portuguese "Roxo é a cor do trunfo").
ONLY_TRUMP = {
    "en": "The reversals (yellow 4, green 4) cancel out; purple is trump and purple 3 is the "
          "only trump, so seat 0 wins.",
    "nl": "De omkeerkaarten (de gele 4 en de groene 4) heffen elkaar op; paars is de troefkleur "
          "en de paarse 3 is de enige troefkaart, dus speler 0 wint.",
    "fr": "Les cartes Inversion (le 4 jaune et le 4 vert) s’annulent\u00a0; le violet est "
          "l’atout et le 3 violet est le seul atout, donc le joueur 0 gagne.",
    "de": "Die Umkehrkarten (die gelbe 4 und die grüne 4) heben sich auf; Lila ist "
          "Trumpffarbe und die lila 3 die einzige Trumpfkarte, also gewinnt Spieler 0.",
    "es": "Las cartas de inversión (el 4 amarillo y el 4 verde) se anulan entre sí; el morado "
          "es el color triunfo y el 3 morado es el único triunfo, así que gana el jugador 0.",
    "it": "Le inversioni (il 4 giallo e il 4 verde) si annullano; il viola è briscola e il 3 "
          "viola è l’unica briscola, quindi vince il giocatore 0.",
    "pt": "As cartas de inversão (o 4 amarelo e o 4 verde) anulam-se; o roxo é a cor do trunfo "
          "e o 3 roxo é o único trunfo, por isso o jogador 0 ganha.",
    "da": "Vendekortene (den gule 4 og den grønne 4) ophæver hinanden; lilla er trumf, og den "
          "lilla 3 er det eneste trumfkort, så spiller 0 vinder.",
}
# ... and opening the sentence: "Le rouge est l’atout", not "Rouge est la couleur d’atout"
ONLY_TRUMP_OPENS = {"en": "Red is trump and", "nl": "Rood is de troefkleur en",
                    "fr": "Le rouge est l’atout et", "de": "Rot ist Trumpffarbe und",
                    "es": "El rojo es el color triunfo y", "it": "Il rosso è briscola e",
                    "pt": "O vermelho é a cor do trunfo e", "da": "Rød er trumf, og"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_trick_with_no_trump_card_yet_says_the_round_has_a_trump(lang):
    request = {**SIX, "players": 3, "trump": "red", "plays": ["blue 5"]}
    assert said(request, lang) == NO_TRUMP_CARD_YET[lang]
    done = said({**request, "plays": ["blue 5", "blue 7", "green 3"]}, lang)
    assert said(request, "de").count("(Rot)") == 1
    if lang == "en":
        assert done.startswith("No card of the trump colour (red) was played, so the highest "
                               "card of the requested colour (blue) wins: blue 7, seat 1.")
    assert "trump is in play" not in done.lower()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_blocked_trump_card_does_not_count(lang):
    request = {**SIX, "players": 3, "trump": "red",
               "plays": ["blue 5", {"card": "red 0", "block": 0}, "green 3"]}
    assert said(request, lang).endswith(TRUMP_BLOCKED[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trump_colour_is_named_as_the_language_names_a_colour(lang):
    request = {**SIX, "players": 3, "trump": "purple", "leader": 1,
               "plays": ["yellow 4", "green 4", "purple 3"]}
    assert said(request, lang) == ONLY_TRUMP[lang]
    opening = said({**SIX, "players": 4, "trump": "red",
                    "plays": ["purple 8", "purple 12", "red 3", "purple 2"]}, lang)
    assert opening.startswith(ONLY_TRUMP_OPENS[lang]), opening
