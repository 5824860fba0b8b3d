"""Fildinski (seed 002, RULINGS.md Bezique family): one stacked-deck test per rule.

Seat 1 deals, so seat 0 (the first hand given to ``stack``) leads. The play rules shared with
Bezique (trick winner, drawing, end phase) are tested in ``test_bezique.py``; here the rules
that differ: melds from the pile of won cards.
"""

from functools import partial

from bezique_helpers import deal as family_deal
from bezique_helpers import moves, play, play_stock

import kaartlib as kl
from kaartlib.games.bezique import FildinskiOptions

deal = partial(family_deal, game="fildinski")


def test_defaults_are_the_rulings_reading():
    g = kl.game("fildinski")
    assert g.options == {"bezique_pair": "fixed", "trump_seven_stock_only": False}
    assert FildinskiOptions() == g.opts
    r = g.rules
    assert (r.packs, r.hand, r.meld_from, r.melds_per_trick, r.reuse, r.share_in_turn) == (
        2, 8, "won", 0, "free", False)
    assert r.target == 500 and r.melds["bezique"] == 40 and r.melds["double_bezique"] == 500
    assert g.meld_name("bezique") == "fildinski"


def test_won_cards_lie_face_up_with_the_winner_and_are_out_of_play():
    s = play(deal("J♦ 9♠ 9♠ 8♠ 8♠ 7♠ 10♠ 10♠", "7♦ 9♣ 9♣ 8♣ 8♣ 7♣ 10♣ 10♣", "9♥"), "J♦", "7♦")
    assert [str(c) for c in s.view(1).won[0]] == ["J♦", "7♦"]  # public
    assert "J♦" not in moves(s)
    assert "doen niet meer mee in de slagen" in s.refusal("J♦")


def test_melds_come_from_the_won_cards_not_from_the_hand():
    s = play(deal("K♥ K♠ Q♠ 9♠ 8♠ 7♠ 10♠ 10♠", "Q♥ 9♣ 9♣ 8♣ 8♣ 7♣ 10♣ 10♣", "9♥"), "K♥", "Q♥")
    assert moves(s) == ["royal K♥ Q♥", "draw"]  # the K♠ Q♠ marriage in hand does not count
    s.play("royal K♥ Q♥")
    assert s.result()["melds"] == [40, 0]


FIRST = "J♦ A♥ K♥ 9♠ 8♠ 7♠ 10♠ 10♠"
SECOND = "7♦ Q♥ Q♠ 8♣ 8♣ 7♣ 10♣ 10♣"  # diamonds trumps: spades, hearts, clubs plain


def three_tricks(*extra):
    """Seat 0 wins J♦ 7♦, then A♥ Q♥, then K♥ Q♠: its pile holds J♦ 7♦ A♥ Q♥ K♥ Q♠."""
    return play(deal(FIRST, SECOND, "9♦"), "J♦", "7♦", "A♥", "Q♥", "K♥", "Q♠", *extra)


def test_several_melds_after_one_trick_each_with_a_card_of_that_trick():
    s = three_tricks()
    assert moves(s) == ["marriage K♥ Q♥", "bezique J♦ Q♠", "draw"]
    play(s, "marriage K♥ Q♥", "bezique J♦ Q♠")
    assert s.result()["melds"] == [60, 0] and s.stock_size == 48 - 6


def test_a_meld_needs_a_card_of_the_trick_just_won():
    s = three_tricks("draw", "9♠", "8♣")  # seat 0 wins 9♠ 8♣: nothing to meld with them
    assert s.leader == 0 and s.stock_size == 48 - 8
    assert "Elke roem moet een kaart bevatten uit de slag" in s.refusal("marriage K♥ Q♥")


def test_no_card_in_two_melds_of_the_same_turn():
    s = play(deal("J♦ K♠ 9♥ 9♥ 8♥ 7♥ 10♥ 10♥", "7♦ Q♠ 8♣ 8♣ 7♣ 10♣ 10♣ 9♣", "9♠"),
             "J♦", "7♦", "K♠", "Q♠")
    assert moves(s) == ["royal K♠ Q♠", "bezique J♦ Q♠", "draw"]
    s.play("royal K♠ Q♠")  # the queen of spades is now used this turn: drawn at once
    assert s.stock_size == 48 - 4
    assert "niet tegelijk in twee combinaties" in s.refusal("bezique J♦ Q♠")


def test_the_same_card_set_only_once_but_a_card_may_return_in_a_new_set():
    s = three_tricks("marriage K♥ Q♥", "bezique J♦ Q♠", "9♠", "8♣")
    assert "dezelfde combinatie telt maar één keer" in s.refusal("marriage K♥ Q♥")
    s2 = play(deal("J♦ K♠ J♦ 9♥ 8♥ 7♥ 10♥ 10♥", "7♦ Q♠ 7♦ 8♣ 8♣ 7♣ 10♣ 10♣", "9♠"),
              "J♦", "7♦", "K♠", "Q♠", "royal K♠ Q♠", "J♦'", "7♦'")
    assert moves(s2) == ["bezique J♦' Q♠", "draw"]  # Q♠ of the royal marriage, a new J♦


def test_the_dix_comes_from_the_hand():
    s = play(deal("K♥ 7♥ 9♠ 9♠ 8♠ 8♠ 10♠ 10♠", "Q♥ 9♣ 9♣ 8♣ 8♣ 7♣ 10♣ 10♣", "A♥"), "K♥", "Q♥")
    assert moves(s) == ["royal K♥ Q♥", "dix 7♥", "draw"]
    s.play("dix 7♥")
    assert str(s.turned) == "7♥" and "A♥" in [str(c) for c in s.hands[0]]


def test_no_melding_after_the_last_card_is_drawn():
    s = play_stock(play(deal("K♥ 9♠ 9♠ 8♠ 8♠ 7♠ 10♠ 10♠", "Q♥ 9♣ 9♣ 8♣ 8♣ 7♣ 10♣ 10♣", "A♥"),
                        "K♥", "Q♥", "draw"))
    assert all(m.kind == "card" for m in s.legal_moves())
    assert "er mag niet meer geroemd worden" in s.refusal("meld K♥ Q♥")
    while not s.is_over:
        s.play(s.legal_moves()[0])
    assert sum(s.result()["last_trick"]) == 10 and sum(s.result()["brisques"]) == 160


def test_game_to_500_checked_at_the_end_of_a_deal():
    g = kl.game("fildinski")
    assert g.match_winners({"scores": [499, 300], "deals": 2}) is None
    assert g.match_winners({"scores": [520, 510], "deals": 2}) == [0]


def test_the_won_piles_lie_face_up_until_the_stock_is_gone():
    s = play(deal("J♦ 9♠ 9♠ 8♠ 8♠ 7♠ 10♠ 10♠", "7♦ 9♣ 9♣ 8♣ 8♣ 7♣ 10♣ 10♣", "9♥"), "J♦", "7♦")
    piles = {label: cards for label, cards, _ in s.layout(1, "nl").piles}
    assert [str(c) for c in piles["gewonnen door Speler 0"]] == ["J♦", "7♦"]
    play_stock(s)
    piles = {label: cards for label, cards, _ in s.layout(1, "nl").piles}
    assert piles["gewonnen door Speler 0"] is None
