"""Binage / Cinq Cents (seed 002, RULINGS.md Bezique family): one stacked-deck test per rule.

Seat 1 deals, so seat 0 (the first hand given to ``stack``) leads.
"""

from functools import partial

from bezique_helpers import deal as family_deal
from bezique_helpers import moves, play, play_stock

import kaartlib as kl
from kaartlib.games.bezique import BinageOptions

deal = partial(family_deal, game="binage")


HAND = "A♣ K♠ Q♠ J♦ 10♠ A♠ J♠ 7♦"
JUNK = "7♣ 8♦ 9♦ 8♠ 9♠ 7♠ 8♣ 9♣"


def test_defaults_are_the_rulings_reading():
    g = kl.game("binage")
    assert g.options == {"trump_seven_stock_only": False} and BinageOptions() == g.opts
    r = g.rules
    assert (r.packs, r.hand, r.melds_per_trick, r.reuse, r.end_melding, r.target) == (
        1, 8, 1, "free", False, 500)
    assert r.melds == {"sequence": 250, "suit_sequence": 120, "royal": 40, "marriage": 20,
                       "bezique": 40}
    assert r.points["last_card"] == 0 and g.meld_name("bezique") == "binage"


def test_one_pack_eight_each_a_turned_trump():
    s = deal(HAND, JUNK, "9♥")
    assert [len(h) for h in s.hands] == [8, 8] and s.stock_size == 16 and s.to_move == 0


def test_melds_of_binage_one_per_trick():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣")
    assert moves(s) == ["suit_sequence A♠ 10♠ K♠ Q♠ J♠", "marriage K♠ Q♠", "bezique J♦ Q♠",
                        "draw"]
    s.play("suit_sequence A♠ 10♠ K♠ Q♠ J♠")
    assert s.result()["melds"] == [120, 0] and s.stock_size == 14  # one meld: drawn at once


def test_no_four_of_a_kind():
    s = play(deal("A♣ K♠ K♥ K♦ K♣ 8♥ 7♥ 7♦", JUNK, "9♥"), "A♣", "7♣")
    assert not any(m.kind == "kings" for m in s.legal_moves())
    assert "bestaat niet in dit spel" in s.refusal("kings K♣ K♦ K♥ K♠")


def test_any_new_combination_scores_even_from_a_higher_meld():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣", "suit_sequence A♠ 10♠ K♠ Q♠ J♠", "7♦", "8♠")
    assert moves(s) == ["marriage K♠ Q♠", "bezique J♦ Q♠", "draw"]  # unlike Bezique


def test_dix_and_trump_seven():
    s = play(deal("A♣ 7♥ 8♥ 10♦ Q♦ 7♦ J♣ K♣", JUNK, "A♥"), "A♣", "7♣")
    assert moves(s) == ["dix 7♥", "draw"]
    s.play("dix 7♥")
    assert str(s.turned) == "7♥" and s.scores == [20, 0]


def test_end_phase_no_melding_no_last_card_bonus_last_trick_ten():
    s = play_stock(deal(HAND, JUNK, "9♥"))
    assert "er mag niet meer geroemd worden" in s.refusal("marriage K♠ Q♠")
    while not s.is_over:
        s.play(s.legal_moves()[0])
    res = s.result()
    assert sum(res["bonus"]) == 0 and sorted(res["last_trick"]) == [0, 10]
    assert sum(res["brisques"]) == 80 and sum(s.tricks) == 16


def test_game_to_500():
    g = kl.game("binage")
    assert g.match_winners({"scores": [510, 300], "deals": 4}) == [0]
    assert g.match_winners({"scores": [300, 499], "deals": 4}) is None
