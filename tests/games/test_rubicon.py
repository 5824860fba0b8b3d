"""Rubicon (seed 002, RULINGS.md Bezique family): one stacked-deck test per rule.

Seat 1 deals, so seat 0 (the first hand given to ``stack``) leads. Rubicon turns no trump: the
first marriage melded fixes it.
"""

from bezique_helpers import moves, play, play_stock

import kaartlib as kl
from kaartlib.cards import Suit
from kaartlib.games.bezique import RubiconOptions, settle

STANDARD = kl.tables.table("rubicon")["standard"]


def deal(first="", second="", stock="", **options):
    g = kl.game("rubicon", **options)
    return g.deal(deck=g.stack(first, second, None, stock), dealer=1)


JUNK = "7♣ 8♦ 9♦ 7♦ 8♠ 9♠ 7♠ 10♦ J♠"  # holds a court card: no carte blanche


def test_defaults_are_the_rulings_reading():
    g = kl.game("rubicon")
    assert g.options == {"bezique_pair": "fixed", "sequence_fixes_trump": False,
                         "standard_bonuses": False}
    assert RubiconOptions() == g.opts
    r = g.rules
    assert (r.packs, r.hand, r.packets, r.trump_by_meld, r.melds_per_trick, r.refill) == (
        4, 9, (3, 3, 3), True, 0, True)
    assert r.points == {"brisque": 0, "turned_seven": 0, "trump_seven": 0,
                        "trump_seven_once": False, "dix": 0, "last_trick": 50, "last_card": 0,
                        "all_end_tricks": 0, "carte_blanche": 50}
    assert r.melds["quadruple_bezique"] == 4500 and r.melds["tens"] == 90


def test_four_packs_nine_cards_no_trump_turned():
    s = deal("A♣ K♥ Q♥ J♦ Q♠ 7♥ 8♣ 9♣ 10♣", JUNK)
    assert len(s.game.new_deck()) == 128
    assert [len(h) for h in s.hands] == [9, 9] and s.stock_size == 110
    assert s.turned is None and s.trump is None and s.to_move == 0
    assert s.layout(0, "nl").trump_text == "Nog geen troef"


def test_the_first_marriage_fixes_trumps_and_scores_forty():
    s = play(deal("A♣ K♥ Q♥ J♦ Q♠ 7♥ 8♣ 9♣ 10♣", JUNK), "A♣", "7♣")
    assert moves(s) == ["royal K♥ Q♥", "bezique J♦ Q♠", "draw"]  # no plain marriage yet
    s.play("royal K♥ Q♥")
    assert s.trump is Suit.HEARTS and s.result()["melds"] == [40, 0]
    assert "Met deze roem maakt Speler 0 harten troef." in s.events_of(2, "nl")


def test_after_trumps_are_fixed_other_marriages_count_twenty():
    s = play(deal("A♣ K♥ Q♥ K♠ Q♠ A♦ 8♣ 9♣ 10♣", JUNK), "A♣", "7♣", "royal K♥ Q♥")
    assert moves(s) == ["marriage K♠ Q♠", "draw"]  # several melds after one trick


def test_no_points_for_cards_no_trump_seven_no_dix():
    s = play(deal("A♣ K♥ Q♥ 7♥ Q♠ A♦ 8♣ 9♣ 10♣", JUNK), "A♣", "10♦", "royal K♥ Q♥")
    assert s.result()["brisques"] == [0, 0] and s.scores == [40, 0]
    assert "dix" in s.refusal("dix 7♥")
    s.play("7♥")
    assert s.result()["sevens"] == [0, 0]


def test_a_card_may_serve_two_melds_of_one_turn_into_an_equal_or_higher_meld():
    s = play(deal("A♣ K♠ Q♠ J♦ 9♥ A♦ 8♣ 9♣ 10♣", JUNK), "A♣", "7♣", "royal K♠ Q♠")
    assert moves(s) == ["bezique J♦ Q♠", "draw"]  # the trump queen (40) into bezique (40)


ACES = "A♣ A♦ A♥ A♠ A♠ 9♥ 8♥ 9♣ 10♣"


def test_refill_a_meld_after_one_of_its_cards_was_played():
    s = play(deal(ACES, JUNK), "10♣", "7♣", "aces A♣ A♦ A♥ A♠")
    assert "aces A♣ A♦ A♥ A♠'" not in moves(s)
    assert "pas als een kaart daarvan gespeeld is" in s.refusal("aces A♣ A♦ A♥ A♠'")
    play(s, "A♠", "7♦")  # the melded A♠ is played: the four aces are broken
    assert "aces A♣ A♦ A♥ A♠'" in moves(s)
    s.play("aces A♣ A♦ A♥ A♠'")
    assert s.result()["melds"] == [200, 0]


def test_carte_blanche_fifty_and_again_for_each_non_court_drawn_until_a_court():
    s = deal("A♣ A♦ 9♥ 8♥ 9♣ 10♣ 8♣ 8♠ K♥", "7♣ 8♦ 9♦ 7♦ 8♠ 9♠ 7♠ 10♦ A♥",
             "7♥ 8♥ 9♦ K♣ 9♠ 10♠")
    assert s.result()["bonus"] == [0, 50]
    assert set(s.hands[1]) <= s.revealed  # the hand was shown
    play(s, "A♣", "7♣")  # seat 0 wins; seat 1 draws 8♥: no court, another 50
    assert s.result()["bonus"] == [0, 100]
    play(s, "A♦", "7♦")  # seat 1 draws K♣: a court ends it
    assert s.result()["bonus"] == [0, 100]
    play(s, "9♥", "7♠")  # seat 1 draws 10♠, but carte blanche is over
    assert s.result()["bonus"] == [0, 100]


def test_last_stock_trick_both_cards_hidden_then_nine_end_tricks_last_trick_fifty():
    s = play_stock(deal("A♣ K♥ Q♥ J♦ Q♠ 7♥ 8♣ 9♣ 10♣", JUNK))
    assert [len(h) for h in s.hands] == [9, 9] and s.turned is None
    tricks = sum(s.tricks)
    while not s.is_over:
        s.play(s.legal_moves()[0])
    assert sum(s.tricks) - tricks == 9
    assert sorted(s.result()["last_trick"]) == [0, 50]


def test_option_a_sequence_may_fix_trumps():
    hand = "A♦ 10♦ K♦ Q♦ J♦ A♣ 8♣ 9♣ 10♣"
    default = play(deal(hand, JUNK), "A♣", "7♣")
    assert moves(default)[:2] == ["suit_sequence A♦ 10♦ K♦ Q♦ J♦", "royal K♦ Q♦"]
    fixing = play(deal(hand, JUNK, sequence_fixes_trump=True), "A♣", "7♣")
    assert moves(fixing)[0] == "sequence A♦ 10♦ K♦ Q♦ J♦"
    fixing.play("sequence A♦ 10♦ K♦ Q♦ J♦")
    assert fixing.trump is Suit.DIAMONDS and fixing.scores == [250, 0]


def test_option_bezique_of_the_trump_queen_and_its_partner_jack():
    hand = "A♣ Q♣ J♥ J♦ Q♠ 9♥ 8♣ 9♣ 10♣"
    s = play(deal(hand, JUNK, bezique_pair="trump"), "A♣", "7♣")
    assert moves(s) == ["bezique J♥ Q♣", "bezique J♦ Q♠", "draw"]
    s.play("bezique J♥ Q♣")  # no trumps yet: the queen's suit becomes trumps
    assert s.trump is Suit.CLUBS


def test_option_standard_bonuses_settle_the_game():
    assert settle([1500, 1200], [5, 5], STANDARD) == ([800, 0], False)  # 500 + 1500 - 1200
    assert settle([1450, 1220], [5, 5], STANDARD) == ([700, 0], False)  # rounded to hundreds
    assert settle([1450, 1420], [5, 5], STANDARD) == ([530, 0], False)  # rounding decides nothing
    assert settle([1500, 800], [5, 10], STANDARD) == ([3620, 0], True)  # 1000+1500+800+320
    assert settle([950, 1500], [6, 5], STANDARD) == ([0, 1100], False)  # brisques: 1010, saved
    assert settle([1200, 1200], [10, 6], STANDARD) == ([600, 0], False)  # brisques break a tie
    assert settle([1200, 1200], [6, 6], STANDARD) == ([0, 0], False)


def test_one_deal_is_one_game():
    g = kl.game("rubicon")
    assert g.match_winners({"scores": [0, 0], "deals": 0}) is None
    assert g.match_winners({"scores": [900, 1700], "deals": 1}) == [1]
    assert g.match_winners({"scores": [900, 900], "deals": 1}) == [0, 1]
