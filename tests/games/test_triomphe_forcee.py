"""Triomphe Forcée (seed 002): stakes, Death, honours, one point per trick, the pot."""

import numpy as np
import pytest
from tarot_helpers import C, events, legal, play, stacked

import kaartlib as kl
from kaartlib.cards import tarot_deck
from kaartlib.players import RandomPlayer, play_out

SPECIAL = set(C("T13 Exc T1 T11"))


def filled(hands, players, size=12, dealer=0):
    """A stacked deal: each seat holds the cards named for it, topped up with plain cards
    (never Death or an honour) in pack order."""
    named = {c for h in hands.values() for c in C(h)}
    spare = iter(c for c in tarot_deck() if c not in named and c not in SPECIAL)
    full = {}
    for seat in range(players):
        own = C(hands.get(seat, ""))
        full[seat] = " ".join(str(c) for c in own + [next(spare) for _ in range(size - len(own))])
    return stacked("triomphe_forcee", full, dealer=dealer)


def test_defaults_players_and_hand_sizes():
    game = kl.game("triomphe_forcee")
    assert (game.players, game.lang, game.options) == (4, "nl", {})
    assert game.name() == "Triomphe Forcée"
    sizes = {n: kl.game("triomphe_forcee", players=n).hand_size() for n in range(2, 11)}
    assert sizes == {2: 12, 3: 12, 4: 12, 5: 12, 6: 12, 7: 11, 8: 9, 9: 8, 10: 7}
    state = kl.game("triomphe_forcee", players=10).deal(seed=1)
    assert [len(h) for h in state.hands] == [7] * 10 and len(state.rest) == 8
    for players in (1, 11):
        with pytest.raises(ValueError):
            kl.game("triomphe_forcee", players=players)


def test_everyone_stakes_into_the_empty_pot():
    state = filled({}, 4)
    assert state.pot == 4 and state.paid == [1, 1, 1, 1] and state.death is None
    assert state.to_move == 1


def test_death_takes_the_whole_pot_and_ends_the_deal():
    state = filled({2: "T13"}, 4)
    assert state.is_over and state.legal_moves() == [] and state.history == []
    assert state.death == 2 and state.result()["points"] == [-1, -1, 3, -1]
    assert state.declared == [(2, C("T13")[0])] and C("T13")[0] in state.revealed
    assert "Speler 2 heeft de Dood (troef 13) en neemt de hele pot (4); het spel is meteen uit." \
        in events(state)
    assert state.summary().startswith("Speler 2 heeft de Dood")


def test_death_left_undealt_play_goes_on():
    state = filled({}, 2)
    assert C("T13")[0] in state.rest and not state.is_over


def test_honours_claim_stakes_from_the_pot_and_are_shown():
    state = filled({1: "Exc", 2: "T11", 3: "T1"}, 4)
    assert state.received == [0, 1, 2, 1] and state.pot == 0 + 4  # emptied, everyone stakes
    assert state.paid == [2, 2, 2, 2]
    assert [(s, str(c)) for s, c in state.declared] == [(1, "Exc"), (2, "T11"), (3, "T1")]
    assert set(C("Exc T11 T1")) <= state.revealed
    assert set(C("Exc T11 T1")) <= state.view(0).visible_cards()
    assert "Speler 2 roemt troef 11 en neemt 2 inzet(ten) uit de pot." in events(state)


def test_a_claim_bigger_than_the_pot_is_completed_after_everyone_stakes_again():
    state = filled({1: "T11", 0: "Exc T1"}, 2)
    assert state.received == [2, 2] and state.paid == [3, 3] and state.pot == 2


def test_red_numerals_reversed_and_a_trump_when_void():
    order = kl.game("triomphe_forcee").order
    assert order.winner(C("10♦ 1♦")) == 1 and order.winner(C("10♣ 1♣")) == 0
    state = play(filled({1: "5♠", 0: "T12"}, 2), "5♠")
    assert "T12" in legal(state) and all(c.suit in (kl.Suit.SPADES, kl.Suit.TRUMP)
                                         for c in (m.card for m in state.legal_moves()))


def test_most_tricks_take_the_pot():
    strong = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T12 T14 T15"
    weak = "1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ 1♦ 2♦"
    state = stacked("triomphe_forcee", {1: strong, 0: weak})
    while not state.is_over:
        state.play(state.legal_moves()[0])
    r = state.result()
    assert r["tricks"] == [0, 12] and r["points"] == [-1, 1] and state.pot_winners == [1]
    assert state.layout(0, "nl").piles[1] == ("Speler 1 – slagen: 12", None, 24)
    assert "Speler 1 krijgt 2 uit de pot van 2." in events(state)


def test_equal_tricks_share_the_pot():
    a = "7♣ 8♣ 9♣ 10♣ 1♠ 2♠ 3♠ 4♠ 5♠ 6♠ T8 T9"
    b = "1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♠ 8♠ 9♠ 10♠ T10 T12"
    moves = "7♣ 1♣ 8♣ 2♣ 9♣ 3♣ 10♣ 4♣ 1♠ 7♠ 8♠ 2♠ 9♠ 3♠ 10♠ 4♠ 5♣ T8 5♠ T10 6♣ T9 6♠ T12"
    state = play(stacked("triomphe_forcee", {1: a, 0: b}), moves)
    r = state.result()
    assert state.is_over and r["tricks"] == [6, 6] and r["points"] == [0, 0]
    assert state.pot_winners == [0, 1] and r["received"] == [1, 1]


def test_the_excuse_returns_and_counts_no_trick():
    state = play(filled({1: "Exc", 0: "T12"}, 2), "Exc T12")
    assert state.tricks == [1, 0] and C("Exc")[0] in state.won[1]


def test_money_is_conserved_and_the_match_is_one_round():
    game = kl.game("triomphe_forcee", players=5)
    for seed in range(6):
        state = play_out(game.deal(seed=seed), [RandomPlayer()] * 5, np.random.default_rng(seed))
        assert abs(sum(state.result()["points"])) < 1e-9 and state.pot == 0
    assert game.match_winners({"scores": [3, -1, -1, 0, -1], "deals": 4}) is None
    assert game.match_winners({"scores": [3, -1, -1, 0, -1], "deals": 5}) == [0]
    match = kl.Match(game, seed=2).play([game.rule_of_thumb() for _ in range(5)])
    assert len(match.deals) == 5 and abs(sum(match.standings[-1])) < 1e-9
