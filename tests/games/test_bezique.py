"""Bezique (seed 002, RULINGS.md Bezique family): one stacked-deck test per rule.

Every deal here has seat 1 as dealer, so seat 0 (the hand given first to ``stack``) leads.
"""

import pytest
from bezique_helpers import deal, moves, play, play_stock

import kaartlib as kl
from kaartlib.cards import Suit
from kaartlib.games.bezique import BeziqueOptions

C = kl.parse_cards


def text(cards):
    return " ".join(map(str, cards))


# -- options, pack and deal --------------------------------------------------------------------
def test_defaults_are_the_rulings_reading():
    g = kl.game("bezique")
    assert g.options == {"bezique_pair": "fixed", "trump_seven_stock_only": False}
    assert BeziqueOptions() == g.opts
    assert g.lang == "nl" and g.players == 2
    r = g.rules
    assert (r.packs, r.hand, r.melds_per_trick, r.reuse, r.target) == (2, 8, 1, "higher", 1000)
    assert r.melds == {"sequence": 250, "aces": 100, "kings": 80, "queens": 60, "jacks": 40,
                       "royal": 40, "marriage": 20, "bezique": 40, "double_bezique": 500}


def test_two_piquet_packs_with_physical_copies():
    pack = kl.game("bezique").new_deck()
    assert len(pack) == 64 and len(set(pack)) == 64
    queens = [c for c in pack if c.face is C("Q♠")[0]]
    assert [str(c) for c in queens] == ["Q♠", "Q♠'"]


def test_deal_eight_each_in_packets_turn_a_trump_non_dealer_leads():
    g = kl.game("bezique")
    deck = g.stack("A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣", "A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦", "9♥", "8♥ 7♥")
    assert text(deck[:10]) == "A♣ 10♣ K♣ A♦ 10♦ K♦ Q♣ J♣ Q♦ J♦"
    s = g.deal(deck=deck, dealer=1)
    assert text(s.hands[0]) == "A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣"
    assert str(s.turned) == "9♥" and s.trump is Suit.HEARTS
    assert s.stock_size == 64 - 16 and s.to_move == 0 and s.leader == 0


def test_turned_seven_scores_ten_for_the_dealer():
    s = deal(turned="7♠")
    assert s.scores == [0, 10] and s.result()["sevens"] == [0, 10]
    assert deal(turned="8♠").scores == [0, 0]


# -- play while the stock lasts ----------------------------------------------------------------
def test_while_the_stock_lasts_any_card_may_be_played():
    s = play(deal("A♣ 9♦ 9♦ 10♦ 10♦ 8♦ 8♦ 7♦", "K♣ 10♣ 7♠ 8♠ 9♠ J♥ Q♥ K♥", "9♥"), "A♣")
    assert sorted(moves(s)) == sorted(str(c) for c in s.hands[1])  # no duty to follow or trump


@pytest.mark.parametrize("lead, follow, winner", [
    ("K♣", "A♣", 1),    # higher card of the led suit
    ("10♣", "K♣", 0),   # the ten ranks above the king
    ("A♣", "7♥", 1),    # any trump beats a plain suit
    ("8♥", "A♣", 0),    # a plain card never beats a trump
    ("A♣", "A♦", 0),    # another suit cannot win
    ("Q♠", "Q♠", 0),    # identical cards: the leader wins (Q♠ against Q♠')
])
def test_trick_winner(lead, follow, winner):
    s = deal(lead + " 9♦ 9♦ 8♦ 8♦ 7♦ 7♦ 9♠", follow + " 9♣ 9♣ 8♣ 8♣ 7♣ 7♣ 8♠", "9♥")
    play(s, s.hands[0][0], s.hands[1][0])
    assert s.leader == winner


def test_winner_draws_first_then_the_loser():
    s = deal("A♣ 9♦ 9♦ 8♦ 8♦ 7♦ 7♦ 9♠", "7♣ 9♣ 9♣ 8♣ 8♣ 7♣ 10♣ 8♠", "9♥", "J♠ K♦")
    play(s, "A♣", "7♣")
    assert str(s.hands[0][-1]) == "J♠" and str(s.hands[1][-1]) == "K♦"
    assert s.to_move == 0 and s.stock_size == 46


def test_brisques_score_ten_each_for_the_winner():
    s = play(deal("10♣ 9♦ 9♦ 8♦ 8♦ 7♦ 7♦ 9♠", "A♣ 9♣ 9♣ 8♣ 8♣ 7♣ 7♣ 8♠", "9♥"), "10♣", "A♣")
    assert s.scores == [0, 20] and s.result()["brisques"] == [0, 20]


def test_playing_a_trump_seven_scores_ten_even_when_the_trick_is_lost():
    s = play(deal("A♥ 9♦ 9♦ 8♦ 8♦ 7♦ 7♦ 9♠", "7♥ 9♣ 9♣ 8♣ 8♣ 7♣ 7♣ 8♠", "9♥"), "A♥", "7♥")
    assert s.result()["sevens"] == [0, 10] and s.result()["brisques"] == [10, 0]


# -- melds -------------------------------------------------------------------------------------
HAND = "A♣ K♥ Q♥ J♦ Q♠ 7♥ 8♣ 9♣"
JUNK = "7♣ 8♦ 9♦ 7♦ 8♠ 9♠ 7♠ 10♦"


def test_the_trick_winner_is_offered_his_melds_before_drawing():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣")
    assert moves(s) == ["royal K♥ Q♥", "bezique J♦ Q♠", "dix 7♥", "draw"]
    assert s.to_move == 0 and s.stock_size == 48  # nothing drawn yet


def test_the_loser_of_the_trick_may_not_meld():
    s = play(deal(JUNK, HAND, "9♥"), "8♦", "8♣")  # seat 0 wins; seat 1 holds the melds
    assert s.to_move == 0 and s.stock_size == 46
    s.play("7♣")
    assert all(m.kind == "card" for m in s.legal_moves())  # seat 1 only plays a card


def test_no_melding_once_drawn():
    s = play(deal(JUNK, HAND, "9♥"), "7♣", "8♣", "draw")  # seat 1 won the trick and drew
    assert s.to_move == 1
    assert "Roemen mag alleen direct nadat je een slag hebt gewonnen" in s.refusal("royal K♥ Q♥")


def test_without_a_meld_the_winner_draws_at_once():
    s = play(deal("A♣ 9♦ J♠ 8♦ 8♥ 7♦ 10♠ 9♠", JUNK, "9♥"), "A♣", "7♣")
    assert s.stock_size == 46 and moves(s) == [str(c) for c in s.hands[0]]


def test_one_meld_per_trick_but_the_dix_may_come_on_top():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣", "bezique J♦ Q♠")
    assert moves(s) == ["dix 7♥", "draw"]
    assert "maar één combinatie" in s.refusal("royal K♥ Q♥")
    s.play("dix 7♥")
    assert s.stock_size == 46  # nothing left to declare: drawn at once
    assert s.result()["melds"] == [50, 0]


def test_meld_scores_and_melded_cards_lie_face_up_and_stay_playable():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣", "meld Q♥ K♥")  # any order, keyword "meld"
    assert s.scores == [10 + 40, 0]
    assert [str(c) for c in s.shown[0]] == ["K♥", "Q♥"]
    assert [str(c) for c in s.view(1).shown[0]] == ["K♥", "Q♥"]  # the opponent sees them
    s.play("draw")
    assert "Q♥" in moves(s)
    s.play("Q♥")
    assert [str(c) for c in s.shown[0]] == ["K♥"]


def test_the_same_combination_only_once():
    s = play(deal("A♣ A♦ K♣ Q♣ 9♦ 9♦ 8♦ 8♦", "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♥"),
             "A♣", "7♣", "marriage K♣ Q♣", "A♦", "7♦")
    assert "marriage K♣ Q♣" not in moves(s)
    assert "dezelfde combinatie telt maar één keer" in s.refusal("marriage K♣ Q♣")


def test_a_melded_card_may_move_up_into_a_higher_meld():
    s = play(deal("A♣ A♦ K♠ Q♠ J♦ 9♦ 8♦ 8♦", "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♥"),
             "A♣", "7♣", "marriage K♠ Q♠", "A♦", "7♦")
    assert "bezique J♦ Q♠" in moves(s)  # the queen of the marriage (20) into bezique (40)


def test_a_melded_card_may_not_go_down_into_a_lower_meld():
    queens = "Q♠ Q♥ Q♣ Q♦ J♦ A♣ A♦ 9♦"
    s = play(deal(queens, "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♥"),
             "A♣", "7♣", "queens Q♣ Q♦ Q♥ Q♠", "A♦", "7♦")
    assert "bezique J♦ Q♠" not in moves(s)
    msg = s.refusal("bezique J♦ Q♠")
    assert "60 punten" in msg and "minstens evenveel" in msg


def test_a_melded_card_may_not_score_twice_in_the_same_kind():
    s = play(deal("A♣ A♦ K♣ Q♣ K♣ J♦ Q♠ 8♦", "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♥"),
             "A♣", "7♣", "marriage K♣ Q♣", "A♦", "7♦")
    assert moves(s) == ["bezique J♦ Q♠", "draw"]  # K♣' with the melded Q♣ is not offered
    assert "nieuwe kaarten" in s.refusal("marriage K♣' Q♣")


def test_royal_marriage_then_sequence_but_not_back():
    s = play(deal("A♥ 10♥ K♥ Q♥ J♥ A♣ A♦ 9♦", "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♥"),
             "A♣", "7♣")
    assert moves(s) == ["sequence A♥ 10♥ K♥ Q♥ J♥", "royal K♥ Q♥", "draw"]
    play(s, "royal K♥ Q♥", "A♦", "7♦", "sequence A♥ 10♥ K♥ Q♥ J♥")
    assert s.result()["melds"] == [290, 0]
    s2 = play(deal("A♥ 10♥ K♥ Q♥ J♥ A♣ A♦ 9♦", "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♥"),
              "A♣", "7♣", "sequence A♥ 10♥ K♥ Q♥ J♥", "A♦", "7♦")
    assert "250 punten" in s2.refusal("royal K♥ Q♥")


def test_double_bezique_after_a_single_one():
    s = play(deal("J♦ Q♠ J♦ Q♠ A♣ A♦ 9♦ 8♦", "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♥"), "A♣", "7♣")
    assert "double_bezique J♦ J♦' Q♠ Q♠'" in moves(s)
    assert "bezique J♦' Q♠" in moves(s)  # each physical pair is its own combination
    play(s, "bezique J♦ Q♠", "A♦", "7♦", "double_bezique J♦ J♦' Q♠ Q♠'")
    assert s.result()["melds"] == [540, 0]


def test_four_of_a_kind_any_suits():
    s = play(deal("K♣ K♣ K♥ K♠ A♣ 9♦ 8♦ 8♦", "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♥"), "A♣", "7♣")
    assert moves(s) == ["kings K♣ K♥ K♠ K♣'", "draw"]


def test_the_dix_exchanges_the_trump_seven_for_the_turned_card():
    s = play(deal("A♣ 7♥ J♠ 9♦ 8♦ 10♦ 7♦ 9♠", JUNK, "A♥"), "A♣", "7♣")
    assert moves(s) == ["dix 7♥", "draw"]
    s.play("dix 7♥")
    assert str(s.turned) == "7♥" and "A♥" in [str(c) for c in s.hands[0]]
    assert s.result()["melds"] == [10, 0]


def test_the_dix_needs_a_trump_seven_and_a_turned_card():
    s = play(deal("A♣ K♥ Q♥ J♠ 9♦ 8♦ 10♦ 9♠", JUNK, "9♥"), "A♣", "7♣")
    assert "Voor de dix heb je een troefzeven nodig (harten zeven)" in s.refusal("dix 7♥")
    assert "dix" in deal(game="rubicon").refusal("dix 7♥")


def test_refusals_explain_the_turn_order():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣")
    assert "roem eerst, of trek een kaart" in s.refusal("K♥")
    s.play("draw")
    assert "Trekken doe je alleen na een gewonnen slag" in s.refusal("draw")
    assert s.refusal("A♠") == "Je hebt geen schoppen aas in de hand."


# -- end of the stock and the end phase --------------------------------------------------------
END_FIRST = "A♠ 8♠ 7♥ J♦ 9♦ 8♣ 9♣ K♣"  # the first seven stay in hand for the end phase
END_SECOND = "10♠ 7♠ K♦ 7♦ 8♦ Q♦ 9♠ Q♣"


def end_phase():
    """Seat 0 leads the end phase holding A♠ 8♠ 7♥ J♦ 9♦ 8♣ 9♣ A♠' against
    10♠ 7♠ K♦ 7♦ 8♦ Q♦ 9♠ 8♥; hearts are trumps."""
    s = play_stock(deal(END_FIRST, END_SECOND, "8♥"))
    assert text(s.hands[0]) == "A♠ 8♠ 7♥ J♦ 9♦ 8♣ 9♣ A♠'"
    assert text(s.hands[1]) == "10♠ 7♠ K♦ 7♦ 8♦ Q♦ 9♠ 8♥"
    assert s.to_move == 0
    return s


def test_last_stock_trick_winner_takes_the_hidden_card_loser_the_turned_trump():
    s = deal(END_FIRST, END_SECOND, "8♥")
    while s.stock_size > 2:
        play_stock_step(s)
    hidden = s.stock[0]
    while s.stock_phase:
        play_stock_step(s)
    w = s.leader
    assert s.hands[w][-1] is hidden and str(s.hands[1 - w][-1]) == "8♥"
    assert s.turned is None and s.stock_size == 0


def play_stock_step(s):
    if "draw" in moves(s):
        s.play("draw")
    else:
        s.play(s.hands[s.to_move][-1])


def test_end_phase_melded_cards_return_to_hand_and_no_more_melding():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣", "royal K♥ Q♥", "draw")
    play_stock(s)
    assert s.shown == [[], []]
    assert all(m.kind == "card" for m in s.legal_moves())
    assert "er mag niet meer geroemd worden" in s.refusal("meld J♦ Q♠")


@pytest.mark.parametrize("lead, legal", [
    ("8♠", ["10♠", "9♠"]),         # follow suit and beat the lead
    ("A♠", ["10♠", "7♠", "9♠"]),   # follow suit, even though nothing beats the ace
    ("J♦", ["K♦", "Q♦"]),          # the queen beats the jack, the 7 and 8 do not
    ("8♣", ["8♥"]),                # void in the suit led: trump
    ("7♥", ["8♥"]),                # trumps led: follow and beat
])
def test_end_phase_follow_and_beat_else_trump(lead, legal):
    s = end_phase()
    s.play(lead)
    assert moves(s) == legal


def test_end_phase_refusals_name_the_duty():
    s = end_phase()
    s.play("8♠")
    assert "overnemen" in s.refusal("7♠")
    assert "Kleur bekennen" in s.refusal("K♦")
    s = end_phase()
    s.play("8♣")
    assert "moet troeven" in s.refusal("K♦")


def test_end_phase_leading_is_free():
    s = end_phase()
    assert moves(s) == [str(c) for c in s.hands[0]]


def test_last_trick_scores_ten_and_the_deal_ends():
    s = end_phase()
    while not s.is_over:
        s.play(s.legal_moves()[0])
    last_winner = s.leader
    assert s.result()["last_trick"][last_winner] == 10
    assert s.result()["last_trick"][1 - last_winner] == 0
    assert sum(s.result()["brisques"]) == 16 * 10  # every brisque of both packs was won
    assert s.legal_moves() == [] and s.hands == [[], []]
    assert s.summary().count("punten") >= 2


def test_option_trump_seven_only_while_the_stock_lasts():
    for only, expected in ((False, 10), (True, 0)):
        s = play_stock(deal("A♦ 7♥ 9♦ 9♦ 8♦ 8♦ 7♦ 9♠", "7♣ 9♣ 9♣ 8♣ 8♣ 7♣ 10♣ 8♠", "9♥",
                            trump_seven_stock_only=only))
        seat = next(p for p in (0, 1) if C("7♥")[0] in s.hands[p])
        base = s.result()["sevens"][seat]
        while C("7♥")[0] in s.hands[seat]:
            legal = s.legal_moves()
            pick = next((m for m in legal if str(m) == "7♥"), legal[0])
            s.play(pick)
        assert s.result()["sevens"][seat] - base == expected


def test_option_klaverjas_pair_makes_clubs_jack_and_hearts_queen_the_bezique():
    hand = "J♣ Q♥ J♦ Q♠ A♣ 9♦ 9♥ 10♥"
    spades = play(deal(hand, JUNK, "9♠", bezique_pair="klaverjas"), "A♣", "7♣")
    assert "bezique J♣ Q♥" in moves(spades) and "bezique J♦ Q♠" not in moves(spades)
    clubs = play(deal(hand, JUNK, "9♣", bezique_pair="klaverjas"), "A♣", "7♣")
    assert "bezique J♦ Q♠" in moves(clubs) and "bezique J♣ Q♥" not in moves(clubs)


# -- a whole game ------------------------------------------------------------------------------
def test_game_to_1000_checked_at_the_end_of_a_deal():
    g = kl.game("bezique")
    assert g.match_winners({"scores": [990, 600], "deals": 3}) is None
    assert g.match_winners({"scores": [1010, 600], "deals": 3}) == [0]
    assert g.match_winners({"scores": [1010, 1200], "deals": 3}) == [1]
    assert g.match_winners({"scores": [1100, 1100], "deals": 3}) is None  # equal: play on
    s = deal()
    while not s.is_over:
        s.play(s.legal_moves()[0])
    ctx = g.next_context(g.initial_context(), s)
    assert ctx == {"scores": s.result()["points"], "deals": 1}


def test_a_match_plays_to_the_target():
    g = kl.game("bezique")
    match = kl.Match(g, seed=2).play([g.rule_of_thumb(), g.rule_of_thumb()])
    scores = match.context["scores"]
    assert max(scores) >= 1000 and match.winners == [scores.index(max(scores))]


def test_messages_in_every_language():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣")
    for lang, word in (("nl", "roemen"), ("de", "melden"), ("sv", "melda"), ("en", "meld")):
        assert word in s.legal_moves()[0].label(lang)
        assert s.refusal("K♥", lang)


def test_a_melded_card_may_move_into_an_equal_meld_of_another_kind():
    s = play(deal("A♣ A♦ K♠ Q♠ J♦ 9♦ 8♦ 8♥", "7♣ 7♦ 7♠ 8♠ 9♠ 7♠ 8♣ 9♣", "9♠"),
             "A♣", "7♣", "royal K♠ Q♠", "A♦", "7♦")
    assert "bezique J♦ Q♠" in moves(s)  # the trump queen (royal, 40) into bezique (40)


def test_the_table_shows_trumps_stock_and_face_up_melds():
    s = play(deal(HAND, JUNK, "9♥"), "A♣", "7♣", "royal K♥ Q♥")
    view = s.layout(1, "nl")
    assert view.trump_text == "Troef: harten" and str(view.trump) == "9♥"
    assert ("roem van Speler 0", C("K♥ Q♥"), 2) in view.piles
    assert view.piles[0] == ("stok", None, 47)
    assert view.scores[0].startswith("50") and "bezique" not in view.status
    assert [str(c) for c in s.view(1).hand] == [str(c) for c in s.hands[1]]
