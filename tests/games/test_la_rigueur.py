"""La Rigueur (seed 002): Maison Tarot with spades as a second trump suit, one deal per rule."""

import numpy as np
import pytest
from tarot_helpers import C, legal, play, stacked

import kaartlib as kl
from kaartlib.players import RandomPlayer, play_out

LEAD = "1♠ 2♠ 3♠ T3 T5 5♥ 6♥ 7♥ 5♣ 6♣ 7♣ 8♣"  # seat 1, the voorhand, when seat 0 deals
VOID_SPADES = "T6 T7 Exc 1♥ 2♥ 1♣ 2♣ 3♣ 1♦ 2♦ 3♦ 4♦"
NO_SPADES_NO_TRUMPS = "1♥ 2♥ 3♥ 1♣ 2♣ 3♣ 1♦ 2♦ 3♦ 4♦ 5♦ 6♦"
SPADES_NO_TRUMPS = "9♠ 10♠ 1♥ 2♥ 3♥ 4♥ 1♦ 2♦ 3♦ 4♦ 5♦ 6♦"
REDS_ONLY = "1♥ 2♥ 3♥ 4♥ 8♥ 9♥ 1♦ 2♦ 3♦ 4♦ 5♦ 6♦"
HOLDS_CLUBS = "9♣ 9♠ T8 Exc 1♥ 2♥ 3♥ 1♦ 2♦ 3♦ 4♦ 5♦"
# Three players: seat 1 leads, then seat 2, then seat 0 (the dealer).
R1 = "K♥ 2♥ 3♥ 5♣ 6♣ K♣ 7♠ 8♠ T4 T10 T20 T21"
R2 = "1♦ 2♦ 3♦ 4♦ 1♣ 2♣ 1♠ K♠ T1 T2 Exc 3♣"
R0 = "4♥ 5♥ 4♣ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ 9♠ 10♠"


def test_defaults_and_players():
    game = kl.game("la_rigueur")
    assert (game.players, game.lang, game.options, game.name()) == (4, "nl", {}, "La Rigueur")
    assert kl.GAMES["la_rigueur"].variants() == [{}]
    for players in (2, 6):
        state = kl.game("la_rigueur", players=players).deal(seed=1)
        assert [len(h) for h in state.hands] == [12] * players
    with pytest.raises(ValueError):
        kl.game("la_rigueur", players=7)


def test_spades_rank_below_the_trumps_above_every_other_suit():
    order = kl.game("la_rigueur").order
    assert order.winner(C("K♥ 1♠")) == 1
    assert order.winner(C("K♥ 1♠ T1")) == 2
    assert order.winner(C("K♥ 9♠ 10♠")) == 2
    assert order.winner(C("5♠ K♥")) == 0 and order.winner(C("T1 K♠")) == 0
    assert order.winner(C("1♥ 10♥")) == 1  # natural order, reds too


def test_void_in_a_plain_suit_a_trump_or_a_spade_free_choice():
    state = play(stacked("la_rigueur", {1: R1, 2: R2, 0: R0}), "K♥")
    assert legal(state) == "1♠ K♠ Exc T1 T2"
    assert state.refusal("1♦") == ("Je hebt geen harten en moet troef of schoppen spelen "
                                   "(welke van de twee mag je kiezen).")  # fmt: skip
    assert state.refusal("1♦", "de").startswith("Du hast kein Herz")
    state.play("1♠")
    assert legal(state) == "4♥ 5♥"  # holding hearts: follow, no spade
    state.play("5♥")
    assert state.tricks == [0, 0, 1] and state.to_move == 2  # the spade took the trick


def test_void_in_a_plain_suit_with_spades_only():
    state = play(stacked("la_rigueur", {1: LEAD, 0: SPADES_NO_TRUMPS}), "5♣")
    assert legal(state) == "9♠ 10♠"


def test_void_in_a_plain_suit_with_neither_anything_goes():
    state = play(stacked("la_rigueur", {1: LEAD, 0: REDS_ONLY}), "5♣")
    assert len(state.legal_moves()) == 12


def test_holding_the_led_suit_no_spade_and_no_trump():
    state = play(stacked("la_rigueur", {1: LEAD, 0: HOLDS_CLUBS}), "5♣")
    assert legal(state) == "9♣ Exc"
    assert state.refusal("9♠").startswith("Kleur bekennen: je hebt klaveren")


def test_spades_led_and_void_must_trump():
    state = play(stacked("la_rigueur", {1: LEAD, 0: VOID_SPADES}), "1♠")
    assert legal(state) == "Exc T6 T7"
    assert state.refusal("1♥") == (
        "Er is schoppen gevraagd en je hebt geen schoppen: je moet troeven.")


def test_spades_led_void_and_no_trumps_anything_goes():
    state = play(stacked("la_rigueur", {1: LEAD, 0: NO_SPADES_NO_TRUMPS}), "1♠")
    assert len(state.legal_moves()) == 12


def test_trumps_led_and_void_no_duty_to_play_a_spade():
    state = play(stacked("la_rigueur", {1: LEAD, 0: SPADES_NO_TRUMPS}), "T3")
    assert len(state.legal_moves()) == 12


def test_the_same_deal_goes_the_other_way_in_maison_tarot():
    hearts = "1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ J♥ C♥ Q♥ K♥"
    spades = "1♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ C♠"
    results = {}
    for game_id in ("la_rigueur", "maison_tarot"):
        state = stacked(game_id, {1: hearts, 0: spades})
        while not state.is_over:
            state.play(state.legal_moves()[0])
        results[game_id] = state.result()
    # La Rigueur: seat 0, void in hearts, must play a spade and wins everything
    assert results["la_rigueur"]["tricks"] == [12, 0]
    assert results["la_rigueur"]["points"] == [4 + 3 + 2 + 1 + 2 + 1 + 12, -12]
    assert results["maison_tarot"]["tricks"] == [0, 12]
    assert results["maison_tarot"]["points"] == [-12, 4 + 3 + 2 + 1 + 2 + 1 + 12]


def test_points_and_the_match_as_in_maison_tarot():
    game = kl.game("la_rigueur")
    assert game.values == kl.game("maison_tarot").values
    state = play_out(game.deal(seed=3), [RandomPlayer()] * 4, np.random.default_rng(3))
    r = state.result()
    assert r["points"] == [p + c - 12 for p, c in zip(r["card_points"], r["cards_won"],
                                                       strict=True)]  # fmt: skip
    assert game.match_winners({"scores": [50, 3, 9, 12], "deals": 4}) == [0]
    assert game.match_winners({"scores": [49, 3, 9, 12], "deals": 4}) is None
    assert "schoppen als tweede troefkleur" in state.layout(0, "nl").trump_text
