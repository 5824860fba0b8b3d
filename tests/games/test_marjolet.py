"""Marjolet (seed 002, RULINGS.md Bezique family): one stacked-deck test per rule.

Seat 1 deals, so seat 0 (the first hand given to ``stack``) leads.
"""

from functools import partial

from bezique_helpers import deal as family_deal
from bezique_helpers import moves, play, play_stock

import kaartlib as kl
from kaartlib.games.bezique import MarjoletOptions

deal = partial(family_deal, game="marjolet")


def play_cards(state):
    """Play the deal out, always the first legal card (never melding)."""
    while not state.is_over:
        state.play(next(m for m in state.legal_moves() if m.kind == "card"))
    return state


# Seat 0 wins every stock trick: it plays 7♥ 8♥ A♠ K♠ Q♠ A♦ 10♦ J♦ K♣ against
# 7♠ 9♠ 10♠ J♠ 10♣ K♦ Q♦ 9♦ J♣, takes Q♣ as the last hidden card and seat 1 the turned 9♥.
# The end phase: A♥ 10♥ K♥ Q♥ J♥ Q♣ (seat 0 leads) against 7♣ 8♣ 9♣ 7♦ 8♦ 9♥.
SWEEP = ("A♥ 10♥ K♥ Q♥ J♥ A♣", "7♣ 8♣ 9♣ 7♦ 8♦ 8♠", "9♥",
         "7♥ 7♠ 8♥ 9♠ A♠ 10♠ K♠ J♠ Q♠ 10♣ A♦ K♦ 10♦ Q♦ J♦ 9♦ K♣ J♣ Q♣")


def sweep(**options):
    s = play_stock(deal(*SWEEP, **options))
    assert [str(c) for c in s.hands[0]] == ["A♥", "10♥", "K♥", "Q♥", "J♥", "Q♣"]
    assert [str(c) for c in s.hands[1]] == ["7♣", "8♣", "9♣", "7♦", "8♦", "9♥"]
    assert s.to_move == 0
    return s


def test_defaults_are_the_rulings_reading():
    g = kl.game("marjolet")
    assert g.options == {"end_melding": True, "marias_jack": False, "last_card_to": "loser",
                         "trump_seven_stock_only": False}
    assert MarjoletOptions() == g.opts
    r = g.rules
    assert (r.packs, r.hand, r.packets, r.melds_per_trick, r.reuse, r.target) == (
        1, 6, (3, 3), 0, "free", 500)
    assert r.melds == {"aces": 100, "tens": 80, "kings": 60, "queens": 40, "royal": 40,
                       "marriage": 20, "trump_marjolet": 40, "marjolet": 20}


def test_one_pack_six_cards_each_a_turned_trump():
    s = deal("A♣ J♥ Q♥ K♥ Q♠ 7♦", "7♣ 8♦ 9♦ 8♠ 9♠ 7♠", "9♥")
    assert len(s.game.new_deck()) == 32 and [len(h) for h in s.hands] == [6, 6]
    assert s.stock_size == 20 and str(s.turned) == "9♥" and s.to_move == 0


def test_marjolets_and_several_melds_sharing_cards_after_one_trick():
    s = play(deal("A♣ J♥ Q♥ K♥ Q♠ 7♦", "7♣ 8♦ 9♦ 8♠ 9♠ 7♠", "9♥"), "A♣", "7♣")
    assert moves(s) == ["royal K♥ Q♥", "trump_marjolet J♥ Q♥", "marjolet J♥ Q♠", "draw"]
    play(s, "royal K♥ Q♥", "trump_marjolet J♥ Q♥", "marjolet J♥ Q♠")
    assert s.result()["melds"] == [100, 0]


def test_any_new_card_set_scores_the_same_set_once():
    s = play(deal("A♣ J♥ Q♥ Q♠ Q♦ 7♦", "7♣ 8♦ 9♦ 8♠ 9♠ 7♠", "9♥"), "A♣", "7♣",
             "marjolet J♥ Q♠", "draw", "7♦", "8♠")
    assert "marjolet J♥ Q♦" in moves(s) and "marjolet J♥ Q♠" not in moves(s)


def test_four_of_a_kind_with_tens_but_no_jacks_or_sequences():
    s = play(deal("10♣ 10♦ 10♥ 10♠ A♣ 7♦", "J♣ J♦ J♥ J♠ 9♠ 7♣", "9♥"), "A♣", "7♣")
    assert moves(s) == ["tens 10♣ 10♦ 10♥ 10♠", "draw"]
    assert "bestaat niet in dit spel" in s.refusal("jacks J♣ J♦ J♥ J♠")


def test_the_drawer_of_the_last_card_scores_ten():
    s = sweep()
    assert s.result()["bonus"] == [0, 10]  # seat 1 lost the last stock trick and drew 9♥
    assert sweep(last_card_to="winner").result()["bonus"] == [10, 0]


def test_taking_all_six_end_tricks_scores_forty_on_top_of_the_last_trick():
    s = play_cards(sweep())
    assert s.end_tricks == [6, 0]
    assert s.result()["bonus"] == [40, 10] and s.result()["last_trick"] == [10, 0]


def test_melding_goes_on_in_the_end_phase():
    s = play(sweep(), "A♥", "9♥")
    assert moves(s) == ["royal K♥ Q♥", "marjolet J♥ Q♣", "trump_marjolet J♥ Q♥",
                        "10♥", "K♥", "Q♥", "J♥", "Q♣"]  # leading ends the melding
    assert "er valt niets meer te trekken" in s.refusal("draw")
    s.play("royal K♥ Q♥")
    assert s.shown == [[], []] and s.result()["melds"] == [40, 0]


def test_option_no_melding_in_the_end_phase():
    s = play(sweep(end_melding=False), "A♥", "9♥")
    assert all(m.kind == "card" for m in s.legal_moves())
    assert "er mag niet meer geroemd worden" in s.refusal("royal K♥ Q♥")


def test_the_trump_seven_scores_once_per_deal():
    turned = play_cards(play_stock(deal("A♣ J♥ Q♥ K♥ Q♠ 7♦", "7♣ 8♦ 9♦ 8♠ 9♠ 7♠", "7♥")))
    assert turned.result()["sevens"] == [0, 10]  # for the dealer; played later it earns nothing
    s = play(deal("A♣ 7♥ 8♦ 10♦ Q♠ 7♦", "7♣ 8♣ 9♦ 8♠ 9♠ 7♠", "9♥"), "A♣", "7♣")
    assert moves(s) == ["dix 7♥", "draw"]
    play_cards(play_stock(play(s, "dix 7♥")))
    assert s.result()["melds"][0] == 10 and s.result()["sevens"] == [0, 0]


def test_option_marias_of_jack_and_queen():
    hand = "A♣ J♠ Q♠ K♠ 8♦ 7♦"
    default = play(deal(hand, "7♣ 8♣ 9♦ 8♠ 9♠ 7♠", "9♥"), "A♣", "7♣")
    assert moves(default) == ["marriage K♠ Q♠", "draw"]
    jacks = play(deal(hand, "7♣ 8♣ 9♦ 8♠ 9♠ 7♠", "9♥", marias_jack=True), "A♣", "7♣")
    assert moves(jacks) == ["marriage J♠ Q♠", "draw"]


def test_game_to_500():
    g = kl.game("marjolet")
    assert g.match_winners({"scores": [480, 300], "deals": 5}) is None
    assert g.match_winners({"scores": [480, 505], "deals": 6}) == [1]
