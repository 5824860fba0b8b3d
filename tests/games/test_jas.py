"""Vijfhonderden and Smousjas: one stacked-deck test per rule of the rule text (seed 002) as
RULINGS.md reads it. Seat 0 is the non-dealer (dealer 1) and leads the first trick."""

import tomllib
from fractions import Fraction
from math import comb
from pathlib import Path

import numpy as np
import pytest

import kaartlib as kl
from kaartlib.analysis.jas import end_position, exact_chances, stacked_deal
from kaartlib.cards import Suit, piquet_deck
from kaartlib.games.jas import JasOptions, beats, find_melds
from kaartlib.rules.follow import JAS_END, legal_cards
from kaartlib.tables import table

C = kl.parse_cards
BOTH = ["vijfhonderden", "smousjas"]


def stack(game_id, first, second, turned, stock="", context=None, **options):
    return stacked_deal(game_id, first, second, turned, stock, context, **options)


def to_second_part(game_id, mine, theirs, turned, **options):
    state = end_position(game_id, mine, theirs, turned, **options)
    assert sorted(state.hands[0]) == sorted(C(mine)) and sorted(state.hands[1]) == sorted(C(theirs))
    assert state.phase == 2 and state.to_move == 0
    return state


def moves(state, kind="card"):
    return sorted(str(m) for m in state.legal_moves() if m.kind == kind)


def cards(text):
    return sorted(str(c) for c in C(text))


# -- tables ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id, total, last", [("vijfhonderden", 141, 5), ("smousjas", 152, 10)])
def test_card_points_total_and_last_trick(game_id, total, last):
    rules = kl.game(game_id).rules
    for trump in (Suit.CLUBS, Suit.HEARTS):
        assert sum(rules.points[trump].values()) == total
    assert rules.last_trick == last
    jas, nel = kl.parse_card("J♥"), kl.parse_card("9♥")
    assert rules.points[Suit.HEARTS][jas] == 20 and rules.points[Suit.HEARTS][nel] == 14
    assert rules.points[Suit.CLUBS][jas] == (1 if game_id == "vijfhonderden" else 2)


@pytest.mark.parametrize("game_id, total", [("vijfhonderden", 146), ("smousjas", 162)])
def test_a_whole_deal_hands_out_every_card_point_and_the_last_trick(game_id, total):
    game = kl.game(game_id)
    rng = np.random.default_rng(4)
    for seed in range(5):
        state = kl.players.play_out(game.deal(seed=seed), [game.rule_of_thumb()] * 2, rng)
        result = state.result()
        assert sum(result["card_points"]) == total
        assert result["tricks"][0] + result["tricks"][1] == 16


def test_meld_values_from_the_tables():
    vijf, smous = kl.game("vijfhonderden").rules, kl.game("smousjas").rules
    value = {m.cards: m.value for m in vijf.by_cards.values()}
    assert value[tuple(C("J♣ J♦ J♥ J♠"))] == 200 and value[tuple(C("10♣ 10♦ 10♥ 10♠"))] == 100
    assert tuple(C("9♣ 9♦ 9♥ 9♠")) not in value  # no carré of nines in Vijfhonderden
    assert value[tuple(C("Q♥ J♥ 10♥"))] == 20 and value[tuple(C("K♥ Q♥ J♥ 10♥"))] == 50
    assert value[tuple(C("K♥ Q♥ J♥ 10♥ 9♥"))] == 100
    assert value[tuple(C("A♥ K♥ Q♥ J♥ 10♥"))] == 120
    assert value[tuple(C("A♥ K♥ Q♥ J♥ 10♥ 9♥"))] == 120  # five or more with the ace on top
    assert value[tuple(C("K♥ Q♥"))] == 20  # Stuk
    assert tuple(C("K♥ Q♠")) not in value  # no Brok in Vijfhonderden
    value = {m.cards: m.value for m in smous.by_cards.values()}
    assert value[tuple(C("9♣ 9♦ 9♥ 9♠"))] == 140 and value[tuple(C("7♣ 7♦ 7♥ 7♠"))] == 100
    assert value[tuple(C("K♥ Q♥"))] == 40 and value[tuple(C("Q♦ Q♠"))] == 40
    assert value[tuple(C("K♥ Q♠"))] == 20 and tuple(C("K♥ Q♦")) not in value  # Brok: red-black


def test_defaults_are_pinned():
    assert JasOptions().lives is False
    assert kl.game("vijfhonderden").variants() == [{}, {"lives": True}]
    for game_id in BOTH:
        rules = kl.game(game_id).rules
        assert (rules.target, rules.onder_jan, rules.uit) == (500, 250, 480)


def test_locales_have_the_same_keys_in_every_language():
    root = Path(kl.__file__).parent / "locales"
    for name in ("jas", *BOTH):
        keys = [set(tomllib.loads((root / lang / f"{name}.toml").read_text())) for lang in
                ("nl", "de", "sv", "en")]  # fmt: skip
        assert all(k == keys[0] for k in keys), name


# -- the deal and trumps --------------------------------------------------------------------------
@pytest.mark.parametrize("game_id, packets", [("vijfhonderden", [3, 3, 3]),
                                              ("smousjas", [3, 2, 3])])  # fmt: skip
def test_deal_in_packets_non_dealer_first_then_turned_trump(game_id, packets):
    game = kl.game(game_id)
    deck = piquet_deck()
    state = game.deal(deck=deck, dealer=1)
    first, second, at = [], [], 0
    for size in packets:
        first += deck[at:at + size]
        second += deck[at + size:at + 2 * size]
        at += 2 * size
    assert state.hands == [first, second]
    assert state.turned is deck[at] and state.trump is deck[at].suit
    assert state.stock == deck[at + 1:] and state.to_move == 0
    assert game.deal(deck=deck, dealer=0).to_move == 1  # the non-dealer always leads
    assert table(game_id)["deal"] == packets


def test_trump_order_jas_nel_and_plain_order():
    state = stack("vijfhonderden", "A♥ 10♠ 7♣ 8♣ 9♦ 7♦ 8♦ 10♦ J♦",
                  "9♥ A♠ K♣ Q♣ J♣ 10♣ 9♣ A♦ K♦", "7♥")
    state.play("A♥").play("9♥")  # the Nel beats the trump ace
    assert state.to_move == 1 and state.won[1] == C("A♥ 9♥")
    state.play("K♦").play("J♦")  # plain suits: the jack is below the king
    assert state.to_move == 1
    state.play("10♣").play("7♣")
    state.play("J♣").play("8♣")  # plain: J above 10 (A K Q J 10 9 8 7)
    assert state.won[1][-2:] == C("J♣ 8♣")


# -- the first part -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", BOTH)
def test_first_part_no_duty_to_follow_and_winner_draws_first(game_id):
    state = stack(game_id, "A♠ 7♣ 8♣ 9♣ 7♦ 8♦ 9♦ 10♦ Q♦", "K♠ Q♠ 7♥ 8♥ 9♥ 10♥ J♦ 8♠ 7♠",
                  "J♥", "A♣ K♣")
    state.play("A♠")
    assert moves(state) == sorted(map(str, state.hands[1]))  # spades held, yet free choice
    assert len(state.hands[1]) == state.rules.hand_size  # spades held, yet free choice
    state.play("7♥")  # a small trump takes the ace
    assert state.to_move == 1 and state.hands[1][-1] == C("A♣")[0]
    assert state.hands[0][-1] == C("K♣")[0]


def test_the_trump_seven_may_be_swapped_while_the_trump_card_lies_open():
    state = stack("vijfhonderden", "7♥ A♠ 7♣ 8♣ 9♣ 7♦ 8♦ 9♦ 10♦", "K♠ Q♠ 8♥ 9♥ 10♥ J♦ 8♠ A♣ K♣",
                  "J♥")
    assert moves(state, "swap") == ["swap 7♥ J♥"]
    state.play("swap 7♥ J♥")
    assert C("J♥")[0] in state.hands[0] and state.turned == C("7♥")[0]
    assert C("J♥")[0] in state.revealed  # everybody saw which card he took
    assert moves(state, "swap") == []
    state.play("A♠")
    assert moves(state, "swap") == []  # seat 1 does not hold the trump seven
    assert "troef 7" in state.refusal("swap 7♥ J♥", "nl")


def test_a_seven_just_declared_in_a_meld_is_not_swapped_away():
    state = stack("vijfhonderden", "9♥ 8♥ 7♥ A♠ 7♣ 9♣ 7♦ 9♦ J♦", "K♠ Q♠ 10♥ J♥ 8♠ A♣ K♣ 10♦ 8♦",
                  "A♥")
    state.play("declare 9♥ 8♥ 7♥")
    assert moves(state, "swap") == []
    state.play("A♠").play("8♠").play("accept")
    assert moves(state, "swap") == ["swap 7♥ A♥"]


def test_turned_seven_cannot_be_swapped():
    state = stack("vijfhonderden", "A♠ 7♣ 8♣ 9♣ 7♦ 8♦ 9♦ 10♦ J♦", "K♠ Q♠ 8♥ 9♥ 10♥ J♥ 8♠ A♣ K♣",
                  "7♥")
    assert moves(state, "swap") == []


def test_leader_declares_carres_and_sequences_follower_only_mariages():
    state = stack("vijfhonderden", "J♣ J♦ J♥ J♠ 9♦ 8♦ 7♦ A♣ K♠", "K♥ Q♥ A♠ K♣ Q♣ 10♠ 9♠ 8♠ 10♦",
                  "7♥")
    assert moves(state, "declare") == sorted(["declare 9♦ 8♦ 7♦", "declare J♣ J♦ J♥ J♠"])
    state.play("declare J♣ J♦ J♥ J♠").play("declare 9♦ 8♦ 7♦").play("J♣")
    assert moves(state, "declare") == ["declare K♥ Q♥"]  # Stuk only: not the spade sequence
    assert "alleen wie uitkomt" in state.refusal("declare 10♠ 9♠ 8♠", "nl")


def test_the_other_player_hears_only_the_kind_until_the_cards_are_shown():
    state = stack("vijfhonderden", "J♣ J♦ J♥ J♠ 9♦ 8♦ 7♦ A♣ K♠", "K♥ Q♥ A♠ K♣ Q♣ 10♠ 9♠ 8♠ 10♦",
                  "7♥")
    state.play("declare 7♦ 9♦ 8♦")  # any card order is understood
    state.play("declare J♣ J♦ J♥ J♠").play("A♣")
    seen = [str(m) for _, m in state.view(1).history]
    assert seen == ["announce seq3-9", "announce carre", "A♣"]
    assert state.events_of(0, "nl") == ["Speler 0 roemt 3 op een rij."]  # no cards named
    assert state.layout(1, "nl").status.endswith("Speler 0 roemt: 3 op de negen, carré.")
    assert not set(C("J♣ J♠ 9♦ 8♦ 7♦")) & state.revealed
    state.play("K♣")  # now the melds are shown
    assert set(C("J♣ J♦ J♥ J♠ 9♦ 8♦ 7♦")) <= state.revealed


STUK = "K♥ Q♥ A♣ 9♣ 7♣ 9♠ 7♠ 10♦ 8♦"
OTHER = "A♠ K♠ Q♠ J♠ 10♠ J♦ J♥ 7♦ 8♣"


def test_declaring_stuk_is_public_at_once_and_never_rejected():
    state = stack("vijfhonderden", STUK, OTHER, "7♥")
    state.play("declare K♥ Q♥")
    assert state.meld_points == [20, 0] and set(C("K♥ Q♥")) <= state.revealed
    assert [str(m) for _, m in state.view(1).history] == ["declare K♥ Q♥"]
    state.play("7♣").play("8♣")
    assert state.step == "play"  # no rejection step for a mariage
    assert state.shown == [(0, "stuk", tuple(C("K♥ Q♥")), 20, "scored")]


def test_smousjas_mariages_dubbel_and_brok_by_either_player():
    state = stack("smousjas", "Q♦ Q♠ K♥ 7♣ 9♣ 7♦ 9♦ J♣", "K♣ Q♥ A♠ 10♠ J♠ 9♠ 8♥ 7♠", "7♥")
    assert moves(state, "declare") == sorted(["declare Q♦ Q♠", "declare K♥ Q♠"])
    state.play("declare Q♦ Q♠").play("declare K♥ Q♠").play("7♣")
    assert state.meld_points == [60, 0]
    assert moves(state, "declare") == ["declare K♣ Q♥"]  # the follower's Brok (black K, red Q)
    state.play("declare K♣ Q♥").play("K♣")
    assert state.meld_points == [60, 20]


def test_a_card_may_not_serve_two_melds_of_one_kind_at_once_but_may_later():
    state = stack("smousjas", "K♥ Q♠ Q♣ 7♣ 9♣ 7♦ 9♦ J♦", "K♣ Q♥ A♠ K♠ 10♠ J♠ 9♠ 8♥", "7♥",
                  "A♥ 10♦")
    state.play("declare K♥ Q♠")
    assert moves(state, "declare") == []
    assert "tegelijk" in state.refusal("declare K♥ Q♣", "nl")
    state.play("7♣").play("10♠")  # seat 0 wins and leads again
    assert moves(state, "declare") == ["declare K♥ Q♣"]


@pytest.mark.parametrize("game_id", BOTH)
def test_each_meld_counts_once(game_id):
    state = stack(game_id, STUK, OTHER, "7♥", "Q♦ K♦")
    state.play("declare K♥ Q♥").play("A♣").play("7♦")
    assert state.to_move == 0
    assert moves(state, "declare") == []
    assert "al gemeld" in state.refusal("declare K♥ Q♥", "nl")


def test_sequences_in_a_suit_only_ascend():
    state = stack("vijfhonderden", "K♠ Q♠ J♠ 10♠ 9♠ A♣ 7♣ A♦ 7♦", "A♥ K♥ 8♣ 9♦ 8♠ 7♠ 10♣ J♦ Q♣",
                  "7♥", "8♦ 9♣")
    state.play("declare Q♠ J♠ 10♠")
    assert "declare K♠ Q♠ J♠" not in moves(state, "declare")
    assert "reeksen in dezelfde kleur" in state.refusal("declare K♠ Q♠ J♠", "nl")
    state.play("A♣").play("8♣").play("accept")
    assert state.to_move == 0 and state.meld_points == [20, 0]
    declare = moves(state, "declare")
    assert "declare K♠ Q♠ J♠" in declare  # 3 op de heer is higher than 3 op de vrouw
    assert "declare Q♠ J♠ 10♠ 9♠" in declare  # a four ranks above any three
    assert "declare J♠ 10♠ 9♠" not in declare  # 3 op de boer is lower
    assert "omhoog" in state.refusal("declare J♠ 10♠ 9♠", "nl")
    assert "al gemeld" in state.refusal("declare Q♠ J♠ 10♠", "nl")


# -- rejecting (afkeuren) -------------------------------------------------------------------------
def meld(game_id, text):
    return kl.game(game_id).rules.by_cards[tuple(C(text))]


def test_rejection_compares_cards_then_top_then_trump_never_points():
    m = lambda text: meld("smousjas", text)  # noqa: E731
    hearts = Suit.HEARTS
    assert beats(m("K♠ Q♠ J♠ 10♠ 9♠"), m("J♣ J♦ J♥ J♠"), hearts)  # five cards beat four
    assert beats(m("Q♣ Q♦ Q♥ Q♠"), m("J♣ J♦ J♥ J♠"), hearts)  # 100 rejects 200: top card
    assert beats(m("A♦ K♦ Q♦ J♦"), m("K♣ K♦ K♥ K♠"), hearts)
    assert not beats(m("9♣ 9♦ 9♥ 9♠"), m("10♣ 10♦ 10♥ 10♠"), hearts)  # 140 loses to 100
    assert beats(m("Q♥ J♥ 10♥"), m("Q♠ J♠ 10♠"), hearts)  # equal: the trump sequence
    assert not beats(m("Q♠ J♠ 10♠"), m("Q♥ J♥ 10♥"), hearts)
    assert not beats(m("Q♣ J♣ 10♣"), m("Q♠ J♠ 10♠"), hearts)  # equal: the leader keeps it
    assert beats(m("K♥ Q♥ J♥ 10♥"), m("K♣ K♦ K♥ K♠"), hearts)  # trump sequence beats a carré
    assert not beats(m("K♣ K♦ K♥ K♠"), m("K♠ Q♠ J♠ 10♠"), hearts)


JACKS = "J♣ J♦ J♥ J♠ 7♣ 9♣ 7♦ 9♦ A♦"
QUEENS = "Q♣ Q♦ Q♥ Q♠ A♠ K♠ 9♠ 8♠ 10♦"


def test_follower_rejects_after_both_cards_and_his_meld_counts_instead():
    state = stack("vijfhonderden", JACKS, QUEENS, "7♥", "K♦ 10♣")
    state.play("declare J♣ J♦ J♥ J♠").play("7♣")
    assert state.step == "play" and state.to_move == 1
    state.play("8♠")
    assert state.step == "reject" and moves(state, "reject") == ["reject Q♣ Q♦ Q♥ Q♠"]
    assert moves(state, "accept") == ["accept"]
    assert "keur je de roem" in state.refusal("A♠", "nl")
    state.play("reject Q♣ Q♦ Q♥ Q♠")
    assert state.meld_points == [0, 100]  # 100 rejects 200
    assert (0, "carre", tuple(C("J♣ J♦ J♥ J♠")), 0, "rejected") in state.shown
    assert state.step == "play" and state.to_move == 0  # 7♣ beats the off-suit 8♠


def test_a_rejected_meld_may_be_declared_again_later():
    state = stack("vijfhonderden", JACKS, QUEENS, "7♥", "K♦ 10♣")
    state.play("declare J♣ J♦ J♥ J♠").play("7♣").play("8♠").play("reject Q♣ Q♦ Q♥ Q♠")
    assert state.to_move == 0
    assert "declare J♣ J♦ J♥ J♠" in moves(state, "declare")
    state.play("declare J♣ J♦ J♥ J♠").play("9♣").play("9♠")
    assert moves(state, "reject") == []  # the queens are used up
    state.play("accept")
    assert state.meld_points == [200, 100]


THREE = "Q♣ J♣ 10♣ 7♦ 9♦ A♠ 8♠ K♦ A♣"


def test_no_rejection_with_an_equal_meld_and_the_reason_is_given():
    state = stack("vijfhonderden", THREE, "Q♠ J♠ 10♠ 7♠ 9♣ 8♣ 10♦ 8♦ A♥", "7♥")
    state.play("declare Q♣ J♣ 10♣").play("7♦").play("8♣")
    assert state.step == "reject" and moves(state, "reject") == []
    assert "niet hoger" in state.refusal("reject Q♠ J♠ 10♠", "nl")
    state.play("accept")
    assert state.meld_points == [20, 0]


def test_mariage_cannot_reject():
    state = stack("vijfhonderden", THREE, "K♥ Q♥ 9♣ 8♣ K♣ 10♦ 9♠ 8♥ 7♣", "7♥")
    state.play("declare Q♣ J♣ 10♣").play("7♦").play("8♣")
    assert "mariage" in state.refusal("reject K♥ Q♥", "nl")


# -- the end of the stock and the second part -----------------------------------------------------
@pytest.mark.parametrize("game_id, tricks", [("vijfhonderden", 7), ("smousjas", 8)])
def test_last_hidden_card_and_turned_trump_winner_chooses(game_id, tricks):
    game = kl.game(game_id)
    state = game.deal(deck=piquet_deck(), dealer=1)
    for _ in range(tricks):
        assert state.phase == 1 and state.step == "play"
        state.play(moves(state)[0])
        state.play(moves(state)[0])
    assert state.step == "choose" and len(state.stock) == 1
    winner = state.to_move
    hidden, turned = state.stock[0], state.turned
    assert moves(state, "hidden") == ["hidden"] and moves(state, "turned") == ["turned"]
    assert "kies eerst" in state.refusal(str(state.hands[winner][0]), "nl")
    state.play("turned")
    assert turned in state.hands[winner] and hidden in state.hands[1 - winner]
    assert hidden in state.revealed  # the face-down card is shown before it is taken
    assert state.phase == 2 and state.turned is None and state.to_move == winner
    assert len(state.hands[0]) == len(state.hands[1]) == game.rules.hand_size


MINE = "J♥ 9♥ A♥ A♠ K♠ 7♠ A♣ 7♦ 8♦"
THEIRS = "7♥ K♥ 10♥ 10♠ 9♠ Q♣ J♣ 9♦ 10♦"


def test_second_part_follow_suit():
    state = to_second_part("vijfhonderden", MINE, THEIRS, "7♥")
    state.play("A♠")
    assert moves(state) == cards("10♠ 9♠")
    assert "Kleur bekennen" in state.refusal("Q♣", "nl")


def test_second_part_void_must_trump():
    state = to_second_part("vijfhonderden", MINE, THEIRS, "7♥")
    state.play("7♦").play("10♦").play("9♦")  # seat 1 wins with 10♦ and leads 9♦
    assert state.to_move == 0
    assert moves(state) == cards("8♦")
    state.play("8♦")
    assert state.to_move == 1
    state.play("Q♣").play("A♣")
    state.play("K♠")
    assert moves(state) == cards("10♠ 9♠")
    state.play("9♠")
    state.play("7♠").play("10♠")
    state.play("J♣")
    # seat 0 holds no clubs now: he must trump
    assert moves(state) == cards("J♥ 9♥ A♥")
    assert "moet troeven" in state.refusal("A♠", "nl")


def test_second_part_trump_lead_overtrump_if_able_else_undertrump():
    state = to_second_part("vijfhonderden", MINE, THEIRS, "7♥")
    state.play("A♥")
    assert moves(state) == cards("7♥ K♥ 10♥")  # none beats the ace: any trump (undertrump)
    state.play("7♥")
    state.play("A♠").play("9♠")
    state.play("9♥")
    assert moves(state) == cards("K♥ 10♥")
    state = to_second_part("vijfhonderden", "7♥ 9♥ A♥ A♠ K♠ 7♠ A♣ 7♦ 8♦",
                           "J♥ K♥ 10♥ 10♠ 9♠ Q♣ J♣ 9♦ 10♦", "10♥")
    state.play("A♥")
    assert moves(state) == cards("J♥")  # the Jas beats the ace: overtrump
    assert "hogere troef" in state.refusal("K♥", "nl")


def test_void_of_suit_and_trumps_plays_any_card():
    state = to_second_part("vijfhonderden", "J♥ 9♥ A♥ K♥ 10♥ Q♥ 8♥ 7♥ A♣",
                           "A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 7♦", "7♥")
    state.play("A♣")
    assert moves(state) == cards("A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 7♦")


def test_second_part_declarations_only_in_its_first_trick():
    state = to_second_part("vijfhonderden", "J♥ 9♥ A♥ A♠ K♠ Q♠ A♣ 7♦ 8♦",
                           "7♥ K♥ Q♥ 10♠ 9♠ Q♣ J♣ 9♦ 10♦", "7♥")
    assert moves(state, "declare") == ["declare A♠ K♠ Q♠"]
    state.play("declare A♠ K♠ Q♠").play("A♣")
    assert moves(state, "declare") == ["declare K♥ Q♥"]  # the follower's Stuk
    state.play("declare K♥ Q♥").play("Q♣").play("accept")
    assert state.meld_points == [20, 20] and state.to_move == 0
    assert moves(state, "declare") == []
    assert "eerste slag" in state.refusal("declare A♠ K♠ Q♠", "nl")


@pytest.mark.parametrize("game_id, bonus", [("vijfhonderden", 5), ("smousjas", 10)])
def test_last_trick_bonus_and_end_of_deal(game_id, bonus):
    state = kl.game(game_id).deal(deck=piquet_deck(), dealer=1)
    while state.to_move is not None:
        state.play(state.legal_moves()[0])
    result = state.result()
    assert state.last_winner is not None
    pts = state.rules.points[state.trump]
    won = [sum(pts[c] for c in pile) for pile in state.won]
    won[state.last_winner] += bonus
    assert result["card_points"] == won
    assert result["points"] == [won[s] + state.meld_points[s] for s in (0, 1)]
    assert state.summary("nl") and state.legal_moves() == []


# -- the game to 500, onder Jan, Uit, lives -------------------------------------------------------
class Deal:
    """A finished deal with the given result, for the match rules."""

    def __init__(self, a, b, uit=None):
        self._result = {"points": [a, b], "uit": uit}

    def result(self):
        return self._result


def test_first_to_500_after_a_deal_wins():
    game = kl.game("vijfhonderden")
    ctx = game.initial_context()
    ctx = game.next_context(ctx, Deal(300, 200))
    assert game.match_winners(ctx) is None and ctx["scores"] == [300, 200]
    ctx = game.next_context(ctx, Deal(150, 310))
    assert game.match_winners(ctx) == [1]  # 450 - 510
    assert ctx["onder_jan"] is False and ctx["games"] == [0, 1]


def test_both_over_500_the_higher_wins_equal_replays_the_deal():
    game = kl.game("smousjas")
    ctx = game.next_context(game.initial_context(), Deal(450, 460))
    won = game.next_context(ctx, Deal(100, 60))
    assert game.match_winners(won) == [0]  # 550 - 520
    tie = game.next_context(ctx, Deal(70, 60))  # 520 - 520
    assert tie["replay"] and tie["scores"] == [450, 460] and game.match_winners(tie) is None
    assert game.next_dealer(tie, 1) == 1 and game.next_dealer(won, 1) == 0


def test_onder_jan_gives_an_extra_game_point():
    game = kl.game("vijfhonderden")
    ctx = game.next_context(game.initial_context(), Deal(520, 240))
    assert ctx["onder_jan"] and ctx["games"] == [2, 0]
    ctx = game.next_context(game.initial_context(), Deal(520, 250))
    assert not ctx["onder_jan"] and ctx["games"] == [1, 0]


@pytest.mark.parametrize("game_id", BOTH)
def test_uit_standing_at_480_and_declaring_stuk_wins_at_once(game_id):
    context = kl.game(game_id).initial_context() | {"scores": [480, 300]}
    state = stack(game_id, STUK, OTHER, "7♥", context=context)
    assert "uit" not in moves(state, "uit")
    assert "480" in state.refusal("uit", "nl")
    state.play("declare K♥ Q♥")
    assert moves(state, "uit") == ["uit"]
    state.play("uit")
    assert state.is_over and state.result()["uit"] == 0
    game = state.game
    assert game.match_winners(game.next_context(context, state)) == [0]
    low = kl.game(game_id).initial_context() | {"scores": [479, 300]}
    state = stack(game_id, STUK, OTHER, "7♥", context=low)
    state.play("declare K♥ Q♥")
    assert moves(state, "uit") == []


def test_lives_and_the_kip():
    game = kl.game("vijfhonderden", lives=True)
    ctx = game.initial_context()
    assert ctx["lives"] == [5, 5] and game.standings(ctx) == [5.0, 5.0]
    ctx = game.next_context(ctx, Deal(510, 100))  # onder Jan: two lives
    assert ctx["lives"] == [5, 3] and ctx["scores"] == [0, 0] and game.match_winners(ctx) is None
    ctx = game.next_context(ctx, Deal(510, 300))
    ctx = game.next_context(ctx, Deal(510, 300))
    ctx = game.next_context(ctx, Deal(510, 300))
    assert ctx["lives"] == [5, 0] and ctx["kip"] == 1 and game.match_winners(ctx) is None
    ctx = game.next_context(ctx, Deal(300, 510))
    assert ctx["lives"] == [4, 0]
    out = game.next_context(ctx, Deal(510, 300))
    assert out["out"] == 1 and game.match_winners(out) == [0]


def test_the_kip_is_worthless_at_one_life_onder_jan():
    game = kl.game("vijfhonderden", lives=True)
    ctx = game.initial_context() | {"lives": [5, 1]}
    ctx = game.next_context(ctx, Deal(510, 200))
    assert ctx["lives"] == [5, -1] and ctx["kip"] is None and game.match_winners(ctx) == [0]


def test_only_one_kip():
    game = kl.game("vijfhonderden", lives=True)
    ctx = game.initial_context() | {"lives": [1, 0], "kip": 1}
    ctx = game.next_context(ctx, Deal(300, 510))
    assert ctx["out"] == 0 and game.match_winners(ctx) == [1]


def test_a_whole_match_to_500():
    game = kl.game("vijfhonderden")
    match = kl.Match(game, seed=3).play([game.rule_of_thumb()] * 2)
    winner = match.winners[0]
    assert max(match.context["scores"]) >= 500
    assert match.context["scores"][winner] == max(match.context["scores"])


# -- engine details -------------------------------------------------------------------------------
def test_fast_follow_rule_agrees_with_rules_follow():
    game = kl.game("smousjas")
    rng = np.random.default_rng(0)
    checked = 0
    for seed in range(30):
        state = game.deal(seed=seed)
        while not state.is_over:
            if state.phase == 2 and state.trick and state.step == "play":
                hand = state.hands[state.to_move]
                legal, _ = legal_cards(hand, [state.trick[0][1]], state.order, JAS_END)
                assert moves(state) == sorted(map(str, legal))
                checked += 1
            legal_moves = state.legal_moves()
            state.play(legal_moves[int(rng.integers(len(legal_moves)))])
    assert checked > 100


def test_find_melds_lists_every_sub_sequence():
    rules = kl.game("vijfhonderden").rules
    found = {m.cards for m in find_melds(rules, C("A♠ K♠ Q♠ J♠ 7♥"), Suit.HEARTS)}
    expected = {tuple(C(" ".join(x))) for x in
                [("A♠", "K♠", "Q♠"), ("K♠", "Q♠", "J♠"), ("A♠", "K♠", "Q♠", "J♠")]}  # fmt: skip
    assert found == expected  # every run of three or more, and only consecutive ones


def test_records_replay_with_declarations_and_rejections():
    state = stack("vijfhonderden", JACKS, QUEENS, "7♥", "K♦ 10♣")
    state.play("declare J♣ J♦ J♥ J♠").play("7♣").play("8♠").play("reject Q♣ Q♦ Q♥ Q♠")
    replayed = kl.load_record(state.to_json())
    assert replayed.meld_points == state.meld_points == [0, 100]
    assert replayed.events_of(3, "nl") == state.events_of(3, "nl")
    assert "keurt af" in state.events_of(3, "nl")[0]


def test_exact_chances_of_a_dealt_hand():
    total = comb(32, 9)
    exact = exact_chances("vijfhonderden")
    assert exact["carre"] == Fraction(5 * comb(28, 5) - 10 * comb(24, 1), total)
    assert "dubbel" not in exact and "brok" not in exact  # Smousjas mariages only
    smous = exact_chances("smousjas")
    assert smous["dubbel"] == Fraction(comb(30, 6), comb(32, 8))
    # Stuk: the king and queen of the turned card's suit; by symmetry over the turned card
    stuk = Fraction(0)
    for j in range(2, 9):
        stuk += Fraction(comb(6, j - 2) * comb(24, 9 - j) * (8 - j) * 4, total * 23)
    assert exact["stuk"] == stuk
