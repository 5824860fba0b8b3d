"""Maison Troggen (seed 002): three players, the dealer's discard, counting in threes."""

import numpy as np
import pytest
from tarot_helpers import C, events, legal, play

import kaartlib as kl
from kaartlib.cards import tarot_deck
from kaartlib.players import RandomPlayer, play_out

# Seat 0 deals: seat 1 (the voorhand) gets 25 cards, seat 2 the 25 left over, seat 0 28.
DEALER = "Exc 2♣ 3♣ 4♣ K♣ K♦ K♥ " + " ".join(f"T{n}" for n in range(1, 22))
VOORHAND = "5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ C♣ Q♣ 1♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ C♦ Q♦ 1♥ 2♥ 3♥"


def troggen(voorhand=VOORHAND, dealer=DEALER):
    """A stacked Maison Troggen deal with seat 0 dealing; seat 2 holds the rest of the pack."""
    taken = set(C(voorhand)) | set(C(dealer))
    middle = " ".join(str(c) for c in tarot_deck() if c not in taken)
    return kl.game("maison_troggen").deal_hands({1: voorhand, 2: middle, 0: dealer})


def test_three_players_only_and_no_options():
    game = kl.game("maison_troggen")
    assert (game.players, game.lang, game.options, game.name()) == (3, "nl", {}, "Maison Troggen")
    for players in (2, 4):
        with pytest.raises(ValueError):
            kl.game("maison_troggen", players=players)


def test_deal_25_25_28_in_blocks_dealer_last_and_nothing_left():
    deck = tarot_deck()
    state = kl.game("maison_troggen").deal(deck=deck, dealer=1)
    assert state.hands[2] == sorted(deck[:25]) and state.hands[0] == sorted(deck[25:50])
    assert state.hands[1] == sorted(deck[50:]) and state.rest == []
    assert state.phase == "discard" and state.to_move == 1  # the dealer lays away first


def test_the_discard_holds_no_king_no_trump_and_not_the_excuse():
    state = troggen()
    assert legal(state) == "discard 2♣ discard 3♣ discard 4♣"
    assert state.refusal("discard K♣") == (
        "In de skart mogen geen heren, troeven of het excuus, dus ook niet klaveren heer.")
    assert state.refusal("discard T5").endswith("dus ook niet troef 5.")
    assert state.refusal("2♣") == "Eerst legt Speler 0 als gever nog 3 kaart(en) weg."
    assert state.refusal("discard 5♣") == "Je hebt klaveren vijf niet in de hand."


def test_after_three_cards_the_voorhand_leads_with_25_cards_each():
    state = play(troggen(), "discard 2♣ discard 3♣")
    assert state.to_move == 0 and state.refusal("discard 4♣") is None
    state.play("discard 4♣")
    assert state.phase == "play" and state.to_move == 1
    assert [len(h) for h in state.hands] == [25, 25, 25] and state.discard == C("2♣ 3♣ 4♣")
    assert state.refusal("discard 5♣") == "De skart ligt al; nu wordt er gespeeld."
    assert "Speler 0 heeft 3 kaarten weggelegd; ze tellen aan het eind voor hem." in events(state)


def test_the_discard_is_hidden_from_the_others():
    state = play(troggen(), "discard 2♣ discard 3♣ discard 4♣")
    assert state.layout(0, "nl").piles[-1] == ("skart van de gever", C("2♣ 3♣ 4♣"), 3)
    assert state.layout(1, "nl").piles[-1] == ("skart van de gever", None, 3)
    assert not set(C("2♣ 3♣ 4♣")) & state.view(1).visible_cards()
    assert [str(m) for _, m in state.view(1).history] == ["skart"] * 3
    assert [str(m) for _, m in state.view(0).history][0] == "discard 2♣"


def test_with_no_permitted_card_left_any_card_may_be_laid_away():
    dealer = "Exc 2♣ 3♣ K♣ K♦ K♥ K♠ " + " ".join(f"T{n}" for n in range(1, 22))
    state = play(troggen(VOORHAND, dealer), "discard 2♣ discard 3♣")
    assert len(state.legal_moves()) == 26


def test_red_numerals_run_backwards_black_ones_forwards():
    order = kl.game("maison_troggen").order
    assert order.winner(C("10♥ 1♥")) == 1 and order.winner(C("1♦ K♦")) == 1
    assert order.winner(C("J♥ 1♥")) == 0 and order.winner(C("1♠ 10♠")) == 1
    assert order.winner(C("K♣ 5♥ T1")) == 2


def test_follow_then_trump_and_the_excuse_paid_from_the_discard():
    state = play(troggen(), "discard 2♣ discard 3♣ discard 4♣ 5♣")
    assert legal(state) == "1♣"
    state.play("1♣")
    assert legal(state) == "K♣ Exc"
    state.play("Exc")
    assert state.won[1] == C("5♣ 1♣ 2♣") and state.won[0] == C("Exc")
    assert state.discard == C("3♣ 4♣") and state.debts == []


def test_won_cards_pay_before_the_discard():
    state = play(troggen(), "discard 2♣ discard 3♣ discard 4♣ 1♦ 4♥ K♦ Exc 6♣ 1♣")
    assert state.won[0] == C("4♥ K♦ Exc") and state.discard == C("2♣ 3♣ 4♣")
    assert state.won[1] == C("6♣ 1♣ 1♦")


def test_counting_in_threes():
    game = kl.game("maison_troggen")
    assert game.pile_points(C("2♣ 3♣ 4♣")) == 1
    assert game.pile_points(C("Q♠ 2♣ 3♣")) == 4
    assert game.pile_points(C("Exc 2♣ 3♣")) == 3
    assert game.pile_points(C("K♠ T21 T1")) == 5 + 5 + 5 - 2
    assert game.pile_points(C("J♠ C♠ 2♣ 3♣ 4♣ 5♣")) == (2 - 1) + (3 - 1) + 2  # two sets


def test_every_deal_totals_76_and_the_discard_counts_for_the_dealer():
    game = kl.game("maison_troggen")
    for seed in range(8):
        state = play_out(game.deal(seed=seed, dealer=seed % 3), [RandomPlayer()] * 3,
                         np.random.default_rng(seed))  # fmt: skip
        r = state.result()
        assert sum(r["points"]) == 76 and sum(r["cards_won"]) == 78
        assert all(c in state.piles()[state.dealer] for c in state.discard)
        assert r["points"] == [game.pile_points(p) for p in state.piles()]


def test_summary_explains_the_count():
    state = play_out(kl.game("maison_troggen").deal(seed=4), [RandomPlayer()] * 3,
                     np.random.default_rng(4))  # fmt: skip
    r = state.result()
    line = state.summary().splitlines()[0]
    assert line == (f"Speler 0: {r['points'][0] - r['sets'][0]} uit de puntkaarten + "
                    f"{r['sets'][0]} voor de drietallen ({r['cards_won'][0]} kaarten) = "
                    f"{r['points'][0]}.")  # fmt: skip


def test_a_round_of_three_deals_highest_total_wins():
    game = kl.game("maison_troggen")
    assert game.match_winners({"scores": [40, 50, 62], "deals": 2}) is None
    assert game.match_winners({"scores": [80, 70, 78], "deals": 3}) == [0]
    assert game.match_winners({"scores": [80, 80, 68], "deals": 3}) == [0, 1]
    match = kl.Match(game, seed=1).play([game.rule_of_thumb() for _ in range(3)])
    assert len(match.deals) == 3 and [d.dealer for d in match.deals] == [0, 1, 2]
    assert sum(match.standings[-1]) == 3 * 76
