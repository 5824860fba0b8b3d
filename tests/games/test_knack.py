"""Knack (31): one stacked-deck test per rule of the rule text (seed 001) and RULINGS.md."""

import pytest

import kaartlib as kl
from kaartlib.games.knack import KnackOptions, hand_value

C = kl.parse_cards


def knack(players=4, **options):
    return kl.game("knack", players=players, **options)


def deal(game=None, dealer=0, context=None, **stack):
    game = game or knack()
    return game.deal(deck=game.deck_for(dealer=dealer, **stack), dealer=dealer, context=context)


def moves(state):
    return {str(m) for m in state.legal_moves()}


# -- hand values ---------------------------------------------------------------------------

@pytest.mark.parametrize("hand, value", [
    ("A♥ K♥ 10♥", 31), ("A♥ K♥ 7♠", 21), ("7♠ 8♣ 9♦", 9), ("A♠ 7♥ 8♥", 15),
    ("Q♣ Q♦ Q♥", 30.5), ("7♣ 7♦ 7♥", 30.5), ("A♣ A♦ A♥", 32), ("J♦ 9♦ 2♦", 21),
])  # fmt: skip
def test_hand_value_counts_one_suit_three_of_a_rank_and_feuer(hand, value):
    assert hand_value(C(hand)) == value


def test_defaults_follow_the_rulings():
    assert KnackOptions() == KnackOptions(cards=32, rule_789=False, strict=False, swimming=False)
    assert knack().players == 4 and knack().lang == "de"
    assert len(knack().new_deck()) == 32 and len(knack(cards=52).new_deck()) == 52


# -- the deal and the dealer's choice ------------------------------------------------------

def test_dealer_looks_at_one_hand_keeps_it_and_the_other_goes_face_up():
    s = deal(hands={0: "7♣ 8♦ 9♥"}, spare="A♠ K♠ Q♠")
    assert s.to_move == 0 and moves(s) == {"keep", "other"}
    s.play("keep")
    assert s.middle == C("A♠ K♠ Q♠") and s.hands[0] == C("7♣ 8♦ 9♥")


def test_dealer_may_take_the_other_hand_unseen_and_his_first_goes_to_the_middle():
    s = deal(hands={0: "7♣ 8♦ 9♥"}, spare="A♠ K♠ 8♠")
    s.play("other")
    assert s.hands[0] == C("A♠ K♠ 8♠") and s.middle == C("7♣ 8♦ 9♥")
    assert s.to_move == 1  # play runs clockwise from the dealer's left


def test_play_runs_clockwise_from_the_dealers_left():
    s = deal(dealer=2)
    s.play("keep")
    order = []
    for _ in range(4):
        order.append(s.to_move)
        s.play("push")
    assert order == [3, 0, 1, 2]


def test_the_dealers_second_hand_is_hidden_from_everyone():
    s = deal(hands={0: "7♣ 8♦ 9♥"}, spare="A♠ K♠ 8♠")
    for seat in range(4):
        assert not set(C("A♠ K♠ 8♠")) & s.view(seat).visible_cards()


# -- a turn ---------------------------------------------------------------------------------

def test_swap_one_card_with_the_middle():
    s = deal(hands={1: "7♣ 8♦ 9♥"}, spare="A♥ K♥ Q♥")
    s.play("keep").play("swap 7♣ A♥")
    assert s.hands[1] == C("A♥ 8♦ 9♥") and s.middle == C("7♣ K♥ Q♥")
    assert s.to_move == 2


def test_swap_all_three():
    s = deal(hands={1: "7♣ 8♦ 9♥"}, spare="A♥ K♥ 9♠")
    s.play("keep").play("swap3")
    assert s.hands[1] == C("A♥ K♥ 9♠") and s.middle == C("7♣ 8♦ 9♥")


def test_swapping_exactly_two_is_refused_with_the_reason_and_changes_nothing():
    s = deal(hands={1: "7♣ 8♦ 9♥"}, spare="A♥ K♥ Q♥").play("keep")
    before = (s.hands[1][:], s.middle[:], s.to_move)
    with pytest.raises(kl.IllegalMove, match="zwei Karten"):
        s.play("swap 7♣ A♥ 8♦ K♥")
    assert (s.hands[1], s.middle, s.to_move) == before
    assert "two cards" in s.refusal("swap 7♣ A♥ 8♦ K♥", lang="en")


def test_a_card_not_in_hand_or_middle_is_refused():
    s = deal(hands={1: "7♣ 8♦ 9♥"}, spare="A♥ K♥ Q♥").play("keep")
    assert "nicht auf der Hand" in s.refusal("swap 10♣ A♥")
    assert "nicht im Stock" in s.refusal("swap 7♣ 10♠")


def test_a_full_round_of_pushing_replaces_the_middle_from_the_stapel():
    s = deal(spare="7♥ 8♥ 9♥", stapel="A♠ K♠ Q♠").play("keep")
    for _ in range(3):
        s.play("push")
        assert s.middle == C("7♥ 8♥ 9♥")
    s.play("push")
    assert s.middle == C("A♠ K♠ Q♠") and s.discards == C("7♥ 8♥ 9♥") and s.to_move == 1


def test_too_few_cards_for_a_new_middle_means_showdown():
    g = knack(players=8)  # 24 + 3 cards dealt, 3 in the middle: five left in the stapel
    s = deal(g).play("keep")
    for _ in range(8):
        s.play("push")
    assert len(s.stapel) == 2 and not s.is_over
    for _ in range(8):
        s.play("push")
    assert s.is_over and s.result()["reason"] == "stapel"


# -- closing (passen) -----------------------------------------------------------------------

def test_knocking_gives_everyone_else_exactly_one_more_turn():
    s = deal(hands={1: "A♥ K♥ 9♥", 2: "7♣ 8♣ 9♦", 3: "7♦ 8♦ 9♠", 0: "10♣ 8♥ 7♠"}).play("keep")
    s.play("knock")
    assert s.closed_by == 1 and "knock" not in moves(s)
    for seat in (2, 3, 0):
        assert s.to_move == seat
        s.play("push")
    assert s.is_over and s.result()["reason"] == "closed"
    assert s.result()["losers"] == [0]  # 10 against 30, 15 and 15


def test_the_lowest_hand_loses_a_life():
    s = deal(hands={1: "A♥ K♥ 9♥", 2: "7♣ 8♣ 9♦", 3: "7♦ 8♦ 9♠", 0: "10♣ 8♥ 7♠"}).play("keep")
    s.play("knock").play("push").play("push").play("push")
    values = s.result()["points"]
    assert values == [10, 30, 15, 15]
    assert s.result()["lives_lost"] == [1, 0, 0, 0]


# -- 31 and Feuer ---------------------------------------------------------------------------

def test_reaching_31_ends_the_round_at_once():
    s = deal(hands={1: "A♥ K♥ 7♣", 2: "7♦ 8♦ 9♠"}, spare="10♥ 8♠ 9♣").play("keep")
    s.play("swap 7♣ 10♥")
    assert s.is_over and s.result()["reason"] == "knack"
    assert hand_value(s.hands[1]) == 31


def test_feuer_by_swapping_makes_every_other_player_lose_a_life():
    s = deal(hands={1: "A♥ A♠ 7♣"}, spare="A♣ 8♠ 9♦").play("keep")
    s.play("swap 7♣ A♣")
    r = s.result()
    assert r["reason"] == "feuer" and r["lives_lost"] == [1, 0, 1, 1]


def test_knack_from_the_deal_ends_the_round_but_the_dealer_may_still_choose():
    s = deal(hands={2: "A♥ K♥ 10♥", 0: "7♣ 8♦ 9♥"}, spare="A♠ K♠ 8♠")
    assert s.phase == "choose_final" and moves(s) == {"keep", "other"}
    s.play("other")
    r = s.result()
    assert s.is_over and r["reason"] == "deal" and r["points"][0] == 29


def test_feuer_from_the_deal():
    s = deal(hands={3: "A♥ A♠ A♣"}).play("keep")
    assert s.result()["reason"] == "feuer" and s.result()["lives_lost"] == [1, 1, 1, 0]


def test_the_dealer_keeping_31_ends_the_round():
    s = deal(hands={0: "A♦ K♦ Q♦"}).play("keep")
    assert s.is_over and s.result()["reason"] == "knack"


# -- ties -----------------------------------------------------------------------------------

def test_tied_lowest_hands_draw_and_the_lower_draw_loses():
    s = deal(knack(players=2), hands={1: "7♣ 8♦ 9♥", 0: "9♣ 7♦ 8♠"}, spare="A♥ K♥ Q♥",
             stapel="K♠ 7♥")
    s.play("keep").play("knock").play("push")
    r = s.result()
    assert r["points"] == [9, 9] and r["draws"] == "1:K♠ 0:7♥" and r["losers"] == [0]


def test_a_tied_draw_is_drawn_again():
    s = deal(knack(players=2), hands={1: "7♣ 8♦ 9♥", 0: "9♣ 7♦ 8♠"}, spare="A♥ K♥ Q♥",
             stapel="K♠ Q♣ 8♥ 10♦")
    s.play("keep").play("knock").play("push")
    assert s.result()["draws"] == "1:K♠ 0:Q♣ 1:8♥ 0:10♦" and s.result()["losers"] == [1]


# -- lives and the whole game ---------------------------------------------------------------

def test_three_lives_and_the_last_survivor_wins():
    g = knack(players=3)
    m = kl.Match(g, seed=4).play([g.rule_of_thumb() for _ in range(3)])
    assert m.is_over and len(m.winners) == 1
    lives = m.context["lives"]
    assert lives[m.winners[0]] > 0 and sorted(lives)[:2] == [0, 0]
    assert m.standings[0] == [3, 3, 3]


def test_players_out_of_the_game_are_skipped():
    g = knack(players=3)
    s = deal(g, context={"lives": [2, 0, 1]}, alive=[True, False, True]).play("keep")
    assert s.to_move == 2 and s.hands[1] == []
    assert g.next_dealer({"lives": [2, 0, 1]}, 0) == 2


def test_swimming_gives_an_extra_life():
    g = knack(swimming=True)
    assert g.alive({"lives": [0, 1, -1, 3]}) == [True, True, False, True]
    assert knack().alive({"lives": [0, 1, -1, 3]}) == [False, True, False, True]


# -- options --------------------------------------------------------------------------------

def test_rule_789_lets_the_player_to_move_ask_for_a_new_middle():
    stack = dict(hands={1: "A♥ K♥ Q♣"}, spare="7♠ 8♦ 9♣", stapel="A♣ K♣ 10♣")
    assert "new" not in moves(deal(**stack).play("keep"))
    assert "nicht vereinbart" in deal(**stack).play("keep").refusal("new")
    s = deal(knack(rule_789=True), **stack).play("keep")
    s.play("new")
    assert s.middle == C("A♣ K♣ 10♣") and s.to_move == 1  # still his turn
    s.play("swap Q♣ A♣")
    assert hand_value(s.hands[1]) == 21


def test_strict_mode_makes_the_player_call_knack():
    stack = dict(hands={1: "A♥ K♥ 7♣"}, spare="10♥ 8♠ 9♣")
    s = deal(knack(strict=True), **stack).play("keep").play("swap 7♣ 10♥")
    assert not s.is_over and moves(s) == {"knack", "silent"} and s.to_move == 1
    forgot = s.copy().play("silent")
    assert forgot.result()["losers"] == [1] and forgot.result()["reason"] == "silent"
    called = s.play("knack")
    assert called.result()["reason"] == "knack" and 1 not in called.result()["losers"]


def test_52_card_pack():
    s = knack(cards=52).deal(seed=1)
    assert len(s.cards()) == 52


def test_invalid_options_and_player_counts_are_refused_clearly():
    with pytest.raises(ValueError, match="unknown option"):
        knack(feuer=True)
    with pytest.raises(ValueError, match="must be one of"):
        knack(cards=40)
    with pytest.raises(ValueError, match="2 to 8 players"):
        knack(players=9)


def test_summary_names_the_loser_in_german():
    s = deal(hands={1: "A♥ K♥ 9♥", 2: "7♣ 8♣ 9♦", 3: "7♦ 8♦ 9♠", 0: "10♣ 8♥ 7♠"}).play("keep")
    s.play("knock").play("push").play("push").play("push")
    assert "Spieler 0 verliert ein Leben." in s.summary()
    assert "Player 0 loses a life." in s.summary("en")
