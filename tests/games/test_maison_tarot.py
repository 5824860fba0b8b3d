"""Maison Tarot (seed 002) and the rules the tarot family shares, one stacked deal per rule."""

import numpy as np
import pytest
from tarot_helpers import C, events, legal, play, stacked

import kaartlib as kl
from kaartlib.cards import tarot_deck
from kaartlib.i18n import catalog
from kaartlib.players import RandomPlayer, play_out
from kaartlib.rules.follow import legal_cards

# Two-player hands; with seat 0 dealing, seat 1 is the voorhand and leads.
A = "1♣ 2♣ 3♣ K♥ 5♥ 9♥ 10♥ 1♦ T2 T3 T15 Exc"
B = "4♣ 5♣ K♣ 1♥ 2♥ 3♥ 4♥ Q♠ T4 T10 T20 T21"
NO_TRUMPS = "1♣ 2♣ 3♣ K♥ 5♥ 9♥ 10♥ 1♦ 2♦ 3♦ 4♦ Exc"
# Three-player hands: seat 1 leads, then seat 2, then seat 0 (the dealer).
S1 = "Exc Q♠ 4♣ 5♣ K♣ 1♥ 2♥ 3♥ 4♥ T4 T10 T20"
S2 = "6♣ 7♣ 8♣ 6♥ 7♥ 8♥ 1♦ 2♦ 3♦ T5 T9 T21"
S0 = "1♣ 2♣ 3♣ K♥ 5♥ 9♥ 10♥ 9♦ T2 T3 T15 T16"


def test_defaults_are_pinned():
    game = kl.game("maison_tarot")
    assert (game.players, game.lang, game.name()) == (4, "nl", "Maison Tarot")
    assert game.options == {"clockwise": False, "wild": False, "hand_size": 12}
    assert kl.game("maison_tarot", players=2).players == 2
    with pytest.raises(ValueError):
        kl.game("maison_tarot", players=7)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_twelve_cards_each_and_the_rest_lies_out_of_play_unseen(players):
    state = kl.game("maison_tarot", players=players).deal(seed=players)
    assert [len(h) for h in state.hands] == [12] * players
    assert len(state.rest) == 78 - 12 * players
    for seat in range(players):
        assert not set(state.rest) & state.view(seat).visible_cards()


def test_deal_order_blocks_from_the_voorhand_dealer_last_hands_sorted():
    deck = tarot_deck()
    state = kl.game("maison_tarot", players=4).deal(deck=deck, dealer=2)
    assert state.hands[3] == sorted(deck[0:12])  # the voorhand, at the dealer's right
    assert state.hands[0] == sorted(deck[12:24])
    assert state.hands[1] == sorted(deck[24:36])
    assert state.hands[2] == sorted(deck[36:48])  # the dealer last
    assert state.rest == deck[48:]
    assert state.to_move == state.leader == 3


def test_play_goes_seat_by_seat_counter_clockwise_and_the_deal_passes_on():
    state = stacked("maison_tarot", {1: S1, 2: S2, 0: S0})
    assert state.to_move == 1
    state.play("Q♠")
    assert state.to_move == 2
    state.play("T5")
    assert state.to_move == 0
    assert "tegen de klok in" in state.layout(0, "nl").status
    game = state.game
    assert game.next_dealer(game.initial_context(), 0) == 1  # to the voorhand


def test_clockwise_option_changes_only_the_direction_shown():
    a = stacked("maison_tarot", {1: A, 0: B})
    b = stacked("maison_tarot", {1: A, 0: B}, clockwise=True)
    assert legal(a) == legal(b) and a.to_move == b.to_move == 1
    assert "met de klok mee" in b.layout(0, "nl").status


def test_any_card_may_be_led_trumps_included():
    state = stacked("maison_tarot", {1: B, 0: A})
    assert legal(state) == " ".join(str(c) for c in sorted(C(B)))
    state.play("T4")
    assert legal(state) == "Exc T2 T3 T15"  # a trump lead must be followed with a trump


def test_must_follow_suit_excuse_always_allowed_refusal_explains():
    state = stacked("maison_tarot", {1: B, 0: A})
    state.play("4♣")
    assert legal(state) == "1♣ 2♣ 3♣ Exc"
    with pytest.raises(kl.IllegalMove, match="Kleur bekennen: je hebt klaveren"):
        state.play("T15")
    assert legal(state) == "1♣ 2♣ 3♣ Exc" and state.to_move == 0  # unchanged
    assert state.refusal("K♥", "de").startswith("Farbe bekennen")
    assert state.refusal("K♣") == "Je hebt klaveren heer niet in de hand."
    assert state.refusal("2♣") is None


def test_void_must_trump_and_the_excuse_still_allowed():
    state = play(stacked("maison_tarot", {1: B, 0: A}), "Q♠")
    assert legal(state) == "Exc T2 T3 T15"
    assert state.refusal("K♥") == "Je hebt geen schoppen meer en moet troeven."


def test_void_without_trumps_any_card_even_when_only_the_excuse_could_obey():
    state = play(stacked("maison_tarot", {1: B, 0: NO_TRUMPS}), "Q♠")
    assert legal(state) == " ".join(str(c) for c in sorted(C(NO_TRUMPS)))


def test_no_duty_to_overtrump():
    state = play(stacked("maison_tarot", {1: S1, 2: S2, 0: S0}), "Q♠")
    assert legal(state) == "T5 T9 T21"
    state.play("T9")
    assert legal(state) == "T2 T3 T15 T16"  # T2 and T3 stay under T9: allowed
    state.play("T3")
    assert state.tricks == [0, 0, 1]


def test_trick_winners_natural_order_in_every_suit():
    order = kl.game("maison_tarot").order
    assert order.winner(C("5♥ 10♥")) == 1 and order.winner(C("5♠ 10♠ 1♠")) == 1
    assert order.winner(C("K♠ Q♠ C♠ J♠")) == 0
    assert order.winner(C("2♣ K♥ 3♣")) == 2  # an off-suit king cannot win
    assert order.winner(C("K♣ T1")) == 1 and order.winner(C("T20 T21 T1")) == 1


def test_trick_winner_leads_the_next_trick():
    state = play(stacked("maison_tarot", {1: B, 0: A}), "4♣ 3♣")
    assert state.tricks == [0, 1] and state.to_move == 1
    state = play(stacked("maison_tarot", {1: B, 0: A}), "Q♠ T2")
    assert state.tricks == [1, 0] and state.to_move == 0 and state.won[0] == C("Q♠ T2")


def test_excuse_led_the_next_card_sets_the_suit_and_the_excuse_never_wins():
    state = play(stacked("maison_tarot", {1: S1, 2: S2, 0: S0}), "Exc")
    assert len(state.legal_moves()) == 12  # after an Excuse lead anything goes
    state.play("6♣")
    assert legal(state) == "1♣ 2♣ 3♣"  # clubs now
    state.play("3♣")
    assert state.tricks == [0, 0, 1]
    assert state.won[1] == C("Exc") and state.won[2] == C("6♣ 3♣")
    assert state.debts == [(1, 2)]
    assert "Speler 1 heeft nog geen lege kaart en betaalt Speler 2 zodra hij er een wint." in (
        events(state))


def test_excuse_owner_pays_an_empty_card_at_once_when_he_has_one():
    state = play(stacked("maison_tarot", {1: A, 0: B}), "10♥ 1♥ 1♣ 4♣ 5♣ Exc")
    assert state.won[1] == C("1♥ Exc")  # 10♥, the first empty card he won, went over
    assert state.won[0] == C("1♣ 4♣ 5♣ 10♥") and state.debts == []
    assert "Speler 1 geeft Speler 0 een lege kaart (harten tien) voor het excuus." in events(state)


def test_excuse_owner_pays_as_soon_as_he_wins_an_empty_card():
    state = play(stacked("maison_tarot", {1: A, 0: B}), "Exc K♣")
    assert state.debts == [(1, 0)] and state.won[1] == C("Exc")
    assert "Speler 1 is Speler 0 nog een lege kaart schuldig." in state.layout(1, "nl").status
    play(state, "1♥ K♥")
    assert state.debts == [] and state.won[1] == C("Exc K♥") and state.won[0] == C("K♣ 1♥")


def test_unpaid_at_the_end_the_cheapest_counting_card():
    leader = "Exc K♠ 1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣"
    other = "Q♠ T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21"
    state = play(stacked("maison_tarot", {1: leader, 0: other}), "Exc T11 Q♠ K♠")
    assert state.debts == [(1, 0)]  # K♠ and Q♠ both count: nothing empty to pay with
    while not state.is_over:
        state.play(state.legal_moves()[0])
    assert state.won[1] == C("Exc K♠") and C("Q♠")[0] in state.won[0]
    r = state.result()
    assert r["card_points"] == [7, 9] and r["cards_won"] == [22, 2] and r["points"] == [17, -1]
    assert "Speler 1 heeft aan het eind geen lege kaart en geeft Speler 0 een puntkaart " \
        "(schoppen vrouw) voor het excuus." in state.summary()


def test_with_nothing_but_the_excuse_its_owner_surrenders_it():
    leader = "Exc 1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ 1♦"
    other = "T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21"
    state = stacked("maison_tarot", {1: leader, 0: other})
    while not state.is_over:
        state.play(state.legal_moves()[0])
    assert state.won[1] == [] and len(state.won[0]) == 24
    assert state.result()["points"] == [4 + 5 + 12, -12]
    assert "Speler 1 heeft niets dan het excuus en moet het aan Speler 0 afstaan." in (
        state.summary())


def test_score_card_points_plus_cards_won_minus_twelve():
    strong = "T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21"
    hearts = "1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ J♥ C♥ Q♥ K♥"
    state = stacked("maison_tarot", {1: strong, 0: hearts})
    while not state.is_over:
        state.play(state.legal_moves()[0])
    r = state.result()
    assert r["tricks"] == [0, 12] and r["cards_won"] == [0, 24]
    assert r["card_points"] == [0, 4 + 4 + 3 + 2 + 1]  # T21, K, Q, C, J
    assert r["points"] == [-12, 14 + 12]
    assert "Speler 0: kaartpunten 0, kaarten 0 (-12), samen -12." in state.summary()


def test_card_points_table():
    values = kl.game("maison_tarot").values
    assert [values[c] for c in C("Exc T21 T1 K♣ Q♦ C♥ J♠ 10♠ 1♣ T2 T20")] == [
        5, 4, 4, 4, 3, 2, 1, 0, 0, 0, 0]  # fmt: skip
    assert sum(values.values()) == 53


@pytest.mark.parametrize("players", [2, 4, 6])
def test_cards_won_minus_twelve_sums_to_zero(players):
    game = kl.game("maison_tarot", players=players)
    for seed in range(5):
        state = play_out(game.deal(seed=seed), [RandomPlayer()] * players,
                         np.random.default_rng(seed))  # fmt: skip
        r = state.result()
        assert sum(r["cards_won"]) == 12 * players
        assert r["points"] == [p + c - 12 for p, c in zip(r["card_points"], r["cards_won"],
                                                           strict=True)]  # fmt: skip


def test_hand_size_option_changes_the_deal_and_the_comparison():
    game = kl.game("maison_tarot", players=4, hand_size=6)
    state = play_out(game.deal(seed=2), [RandomPlayer()] * 4, np.random.default_rng(2))
    r = state.result()
    assert sum(r["cards_won"]) == 24 and len(state.rest) == 54
    assert r["points"] == [p + c - 6 for p, c in zip(r["card_points"], r["cards_won"],
                                                      strict=True)]  # fmt: skip
    with pytest.raises(ValueError):
        kl.game("maison_tarot", players=6, hand_size=13)


def test_match_scores_add_up_and_the_first_to_fifty_wins():
    game = kl.game("maison_tarot")
    ctx = game.initial_context()
    assert ctx == {"scores": [0, 0, 0, 0], "deals": 0} and game.match_winners(ctx) is None
    assert game.match_winners({"scores": [49, 30, -3, 0], "deals": 4}) is None
    assert game.match_winners({"scores": [50, 49, 12, 0], "deals": 5}) == [0]
    assert game.match_winners({"scores": [55, 61, 12, 0], "deals": 5}) == [1]  # highest of two
    assert game.match_winners({"scores": [52, 52, 12, 0], "deals": 5}) == [0, 1]  # shared
    match = kl.Match(game, seed=4).play([game.rule_of_thumb() for _ in range(4)])
    final = match.standings[-1]
    assert max(final) >= 50 and match.winners == [s for s in range(4) if final[s] == max(final)]
    assert max(match.standings[-2]) < 50  # nobody had reached 50 one deal earlier


WILD_A = "7♣ 8♣ 9♣ 10♣ 1♦ 2♦ 3♦ 4♦ 5♦ 6♦ T8 T9"
WILD_B = "1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♦ 8♦ 9♦ 10♦ T10 T11"
WILD_PLAY = "7♣ 1♣ 8♣ 2♣ 9♣ 3♣ 10♣ 4♣ 1♦ 7♦ 8♦ 2♦ 9♦ 3♦ 10♦ 4♦ 5♣ T8 5♦ T10 6♣ T9 6♦ T11"


def test_wild_one_point_per_trick_and_the_best_takes_the_pot():
    strong = "T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21"
    hearts = "1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ J♥ C♥ Q♥ K♥"
    state = stacked("maison_tarot", {1: strong, 0: hearts}, wild=True)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    r = state.result()
    assert r["deal_points"] == [0, 14 + 12] and r["pot"] == 2
    assert r["pot_won"] == [0, 2] and r["points"] == [-1, 1]


def test_wild_ties_split_the_pot_and_a_round_is_the_match():
    state = play(stacked("maison_tarot", {1: WILD_A, 0: WILD_B}, wild=True), WILD_PLAY)
    r = state.result()
    assert state.is_over and r["tricks"] == [6, 6] and r["deal_points"] == [6, 6]
    assert r["pot_won"] == [1, 1] and r["points"] == [0, 0]
    game = state.game
    assert game.match_winners({"scores": [3, -3], "deals": 1}) is None
    assert game.match_winners({"scores": [3, -3], "deals": 2}) == [0]


def test_layout_shows_trick_piles_scores_and_turn():
    state = play(stacked("maison_tarot", {1: B, 0: A}), "Q♠ T2 1♣")
    lay = state.layout(0, "nl")
    assert lay.trick == [(0, C("1♣")[0])] and lay.last_trick == [(1, C("Q♠")[0]),
                                                                  (0, C("T2")[0])]  # fmt: skip
    assert lay.piles[0] == ("Speler 0: 2 kaarten gewonnen, met deze puntkaarten", C("Q♠"), 2)
    assert lay.piles[-1] == ("niet gedeeld", None, 54)
    assert lay.scores[0] == "totaal 0 · nu 3 kaartpunten in 2 kaarten"
    assert lay.status == "Er wordt tegen de klok in gespeeld." and "Troeven" in lay.trump_text


def test_fast_legal_moves_agree_with_the_follow_duties():
    for game_id, players in [("maison_tarot", 4), ("la_rigueur", 4), ("maison_troggen", 3),
                             ("triomphe_forcee", 5)]:  # fmt: skip
        game = kl.game(game_id, players=players)
        for seed in range(6):
            state, rng = game.deal(seed=seed), np.random.default_rng(seed)
            while not state.is_over:
                if state.phase == "play":
                    hand = state.hands[state.to_move]
                    cards, _ = legal_cards(hand, [c for _, c in state.trick], game.order,
                                           game.duties, always=C("Exc"))  # fmt: skip
                    assert [m.card for m in state.legal_moves()] == cards
                moves = state.legal_moves()
                state.play(moves[int(rng.integers(len(moves)))])


@pytest.mark.parametrize("area", ["tarot", "maison_tarot", "la_rigueur", "maison_troggen",
                                  "triomphe_forcee"])  # fmt: skip
def test_every_message_in_all_four_languages(area):
    keys = {lang: {k for k in catalog(lang) if k.startswith(area + ".")}
            for lang in ("nl", "de", "sv", "en")}  # fmt: skip
    assert keys["nl"] and keys["nl"] == keys["de"] == keys["sv"] == keys["en"]


def choose(state):
    """The rule-of-thumb player's move for the seat to move."""
    player = state.game.rule_of_thumb()
    return str(player.choose(state.view(state.to_move), state.legal_moves(),
                             np.random.default_rng(0)))  # fmt: skip


def test_rule_of_thumb_leads_a_king_throws_cheap_and_saves_points_with_the_excuse():
    assert choose(stacked("maison_tarot", {1: A, 0: B})) == "K♥"  # a king from a short suit
    state = play(stacked("maison_tarot", {1: B, 0: A}), "4♣")
    assert choose(state) == "1♣"  # cannot win: the cheapest card, the Excuse kept
    state = play(stacked("maison_tarot", {1: S1, 2: S2, 0: S0}), "Q♠ T21")
    assert choose(state) == "T2"  # nothing beats T21: the lowest trump
    hands = {1: "K♥ 4♣ 5♣ K♣ 1♥ 2♥ 3♥ 4♥ T4 T10 T20 3♦",
             0: "Exc C♥ Q♥ Q♦ 1♣ 2♣ 3♣ 9♦ T2 T3 T15 T16"}  # fmt: skip
    state = play(stacked("maison_tarot", hands), "K♥")
    assert legal(state) == "C♥ Q♥ Exc" and choose(state) == "Exc"  # saves the cavalier


def test_rule_of_thumb_dealer_lays_away_counting_cards_first():
    state = kl.game("maison_troggen").deal(seed=2, dealer=0)
    assert choose(state) == "discard J♦"  # the only court he may lay away
