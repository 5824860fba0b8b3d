"""Knoesten: one stacked-deck test per rule of the Groesbeek rule text (seed 000), read as
RULINGS.md says, plus the options, the match, the player and the fast rule paths."""

import random
import tomllib
from pathlib import Path

import numpy as np
import pytest

import kaartlib as kl
from kaartlib.cards import STANDARD_SUITS, Suit
from kaartlib.games.knoesten import (
    DECK,
    ORDERS,
    Knoesten,
    proper_cards,
    stacked_deck,
    trick_winner,
)
from kaartlib.players import RandomPlayer, SearchPlayer, play_out
from kaartlib.rules.follow import KNOESTEN, legal_cards

C = kl.parse_cards

# Dealer 0; P1 = seat 1, P2 = seat 2, P3 = seat 3. Hearts are trumps (turned 10♥).
HANDS = ["A♥ K♥ 7♣ 8♣", "Q♥ A♣ K♣ 7♠ 8♠", "9♥ A♦ K♦ 9♣ 9♠", "J♥ A♠ K♠ 7♦ 8♦"]
TURNED = "10♥"


def deal(hands=HANDS, turned=TURNED, stock=(), dealer=0, context=None, **options):
    game = kl.game("knoesten", **options)
    deck = stacked_deck(hands, turned, stock, dealer)
    return game.deal(deck=deck, dealer=dealer, context=context)


def moves(state):
    return [str(m) for m in state.legal_moves()]


def names(cards):
    return " ".join(map(str, cards))


def play(state, *notations):
    for n in notations:
        state.play(n)
    return state


def all_join_keep(state):
    """Everyone joins and nobody exchanges: the play phase starts."""
    return play(state, "join", "join", "join", "keep", "keep", "keep", "keep")


def context(scores=(25, 25, 25, 25), passed=(False, False, False, False)):
    return {"scores": list(scores), "passed": list(passed)}


# -- cards and the deal ------------------------------------------------------------------------
def test_the_pack_is_32_cards_7_to_ace():
    game = kl.game("knoesten")
    assert len(game.new_deck()) == 32
    assert {c.rank for c in game.new_deck()} == set(range(7, 12)) | {13, 14, 15}


def test_deal_three_then_two_with_the_dealers_third_card_turned():
    deck = kl.game("knoesten").new_deck()
    state = kl.game("knoesten").deal(deck=deck, dealer=2)
    # P1 = seat 3, P2 = seat 0, P3 = seat 1, dealer = seat 2
    assert sorted(state.hands[3]) == sorted(deck[0:3] + deck[12:14])
    assert sorted(state.hands[0]) == sorted(deck[3:6] + deck[14:16])
    assert sorted(state.hands[1]) == sorted(deck[6:9] + deck[16:18])
    assert sorted(state.hands[2]) == sorted(deck[9:11] + deck[18:20])  # four cards in hand
    assert state.turned is deck[11] and state.trump is deck[11].suit
    assert state.stock == deck[20:] and len(state.stock) == 12


def test_natural_order_in_trumps_no_klaverjas_jack_or_nine():
    order = ORDERS[Suit.HEARTS]
    assert order.winner(C("J♥ 9♥ Q♥")) == 2  # queen above jack and nine
    assert order.winner(C("A♥ J♥")) == 0
    assert trick_winner(C("9♥ J♥ 7♥"), Suit.HEARTS) == 1


# -- joining ---------------------------------------------------------------------------------
def test_join_is_asked_p1_p2_p3_in_order_and_the_dealer_always_plays():
    state = deal()
    assert state.phase == "join" and state.to_move == 1
    assert moves(state) == ["join", "pass"]
    state.play("pass")
    assert state.to_move == 2
    state.play("join")
    assert state.to_move == 3
    state.play("pass")
    assert state.phase == "exchange" and state.to_move == 0  # the dealer was never asked
    assert state.active == [True, False, True, False]
    assert state.obliged[0] == "dealer"


def test_p3_must_play_after_two_passes():
    state = play(deal(), "pass", "pass")
    assert moves(state) == ["join"]
    with pytest.raises(kl.IllegalMove, match="twee spelers voor jou hebben gepast"):
        state.play("pass")
    state.play("join")
    assert state.obliged[3] == "third"
    assert "moet meespelen" in state.events_of(2)[0]


def test_no_two_passes_in_a_row():
    state = deal(context=context(passed=(False, True, False, False)))
    assert moves(state) == ["join"]
    with pytest.raises(kl.IllegalMove, match="vorige spel al"):
        state.play("pass")


def test_at_five_points_or_fewer_one_may_not_pass():
    state = deal(context=context(scores=(25, 5, 6, 25)))
    assert moves(state) == ["join"]
    with pytest.raises(kl.IllegalMove, match="op 5 punten"):
        state.play("pass")
    state.play("join")
    assert moves(state) == ["join", "pass"]  # 6 points: free to pass


def test_a_passers_hand_is_dead_and_his_score_stays():
    state = play(deal(), "pass", "join", "join", "keep", "keep", "keep")
    assert state.hands[1] == [] and names(state.dead[1]) == "K♣ A♣ Q♥ 7♠ 8♠"
    assert state.in_play == [2, 3, 0] and state.to_move == 2  # P2 leads: P1 is out
    players = [kl.game("knoesten").rule_of_thumb() for _ in range(4)]
    play_out(state, players, np.random.default_rng(0))
    assert state.result()["points"][1] == 0 and state.result()["passed"] == [
        False, True, False, False]  # fmt: skip
    assert state.summary().count("gepast") == 1


# -- exchanging --------------------------------------------------------------------------------
def test_exchange_dealer_first_then_clockwise_once_each():
    state = play(deal(), "join", "pass", "join")
    order = []
    while state.phase == "exchange":
        order.append(state.to_move)
        state.play("keep")
    assert order == [0, 1, 3]
    assert state.phase == "play"


def test_exchange_limits_five_and_the_dealer_four_with_the_trump_card_out():
    state = play(deal(), "join", "join", "join")
    assert state.to_move == 0 and state.exchange_max == 4
    assert len(state.legal_moves()) == 16  # keep + every non-empty subset of 4 cards
    with pytest.raises(kl.IllegalMove, match="troefkaart"):
        state.play("exchange 10♥")
    state.play("exchange A♥ K♥ 7♣ 8♣")
    assert state.exchange_max == 5 and len(state.legal_moves()) == 32
    assert state.turned == C(TURNED)[0] and C(TURNED)[0] not in state.hands[0]


def test_replacements_come_from_the_top_of_the_stock():
    state = play(deal(stock="10♠ 7♥ 8♥"), "join", "join", "join")
    assert state.find_move("exchange 8♣ 7♣") == state.find_move("exchange 7♣ 8♣")  # any order
    state.play("exchange 8♣ 7♣")
    assert names(state.hands[0]) == "7♥ K♥ A♥ 10♠" and names(state.discards[0]) == "7♣ 8♣"
    assert state.stock[0] == C("8♥")[0]
    assert "2 van de stok" in state.events_of(3)[0]


def test_an_empty_stock_is_refilled_at_random_from_others_discards_never_ones_own():
    state = play(deal(), "join", "join", "join", "exchange A♥ K♥ 7♣ 8♣",
                 "exchange Q♥ A♣ K♣ 7♠ 8♠")  # fmt: skip
    assert len(state.stock) == 3
    own = C("9♥ A♦ K♦ 9♣ 9♠")
    stock = list(state.stock)
    state.play("exchange 9♥ A♦ K♦ 9♣ 9♠")
    hand = state.hands[2]
    assert set(stock) <= set(hand) and not set(own) & set(hand)
    pool = C("A♥ K♥ 7♣ 8♣ Q♥ A♣ K♣ 7♠ 8♠")
    assert len(set(hand) & set(pool)) == 2 and state.from_others[2] == 2
    assert sorted(state.cards()) == sorted(DECK)
    again = play(deal(), "join", "join", "join", "exchange A♥ K♥ 7♣ 8♣",
                 "exchange Q♥ A♣ K♣ 7♠ 8♠", "exchange 9♥ A♦ K♦ 9♣ 9♠")  # fmt: skip
    assert again.hands[2] == hand  # reproducible from the deal's chance seed


def test_the_dealer_takes_the_turned_trump_when_play_starts_and_p1_leads():
    state = all_join_keep(deal())
    assert state.turned is None and C(TURNED)[0] in state.hands[0]
    assert len(state.hands[0]) == 5 and state.to_move == 1 and state.leader == 1
    assert "troefkaart" in state.events_of(6)[-1]


# -- playing -----------------------------------------------------------------------------------
def test_must_follow_suit():
    state = all_join_keep(deal())
    state.play("A♣")  # P1 leads clubs
    assert moves(state) == ["9♣"]  # P2 holds one club
    with pytest.raises(kl.IllegalMove, match="Kleur bekennen"):
        state.play("A♦")


def test_void_must_trump():
    hands = ["A♥ K♥ 7♣ 8♣", "Q♥ A♣ K♣ 7♠ 8♠", "9♥ A♦ K♦ 10♦ 9♠", "J♥ A♠ K♠ 7♦ 8♦"]
    state = all_join_keep(deal(hands))
    state.play("A♣")
    assert moves(state) == ["9♥"]  # no clubs: the trump is forced
    with pytest.raises(kl.IllegalMove, match="geen klaveren meer en moet troeven"):
        state.play("A♦")


def test_overtrump_a_trump_in_the_trick_else_undertrump():
    hands = ["8♥ 10♠ 7♣ 8♣", "Q♥ A♣ K♣ 7♠ 8♠", "J♥ 9♥ A♦ 10♦ 9♠", "7♥ A♠ K♠ 7♦ 8♦"]
    state = all_join_keep(deal(hands, turned="K♥"))
    state.play("A♣")  # P1
    assert moves(state) == ["9♥", "J♥"]  # P2 void: either trump (no trump in the trick yet)
    state.play("J♥")
    assert moves(state) == ["7♥"]  # P3 void, cannot overtrump: must undertrump
    state.play("7♥")
    assert moves(state) == ["7♣", "8♣"]  # the dealer holds clubs and follows
    hands = ["8♥ 10♠ 7♣ 8♣", "Q♥ A♣ K♣ 7♠ 8♠", "J♥ 9♥ A♦ 10♦ 9♠", "A♥ 7♥ K♠ 7♦ 8♦"]
    state = all_join_keep(deal(hands, turned="K♥"))
    play(state, "A♣", "9♥")
    assert moves(state) == ["A♥"]  # P3 void and able to overtrump the nine: must
    with pytest.raises(kl.IllegalMove, match="overtroeven"):
        state.play("7♥")


def test_on_a_trump_lead_beat_the_highest_trump_if_able():
    hands = ["A♥ 7♣ 8♣ 9♣", "9♥ A♣ K♣ 7♠ 8♠", "J♥ 7♥ A♦ 10♦ 9♠", "8♥ A♠ K♠ 7♦ 8♦"]
    state = all_join_keep(deal(hands, turned="K♥"))
    state.play("9♥")  # P1 leads a trump
    assert moves(state) == ["J♥"]
    with pytest.raises(kl.IllegalMove, match="hogere troef"):
        state.play("7♥")
    state.play("J♥")
    assert moves(state) == ["8♥"]  # cannot beat the jack: any trump
    state.play("8♥")
    assert moves(state) == ["K♥", "A♥"]  # both beat the jack


def test_a_plain_lead_need_not_be_beaten_and_void_without_trump_plays_anything():
    hands = ["A♥ K♥ 7♣ A♣", "Q♥ K♣ 8♣ 7♠ 8♠", "9♦ A♦ K♦ 10♦ 9♠", "J♥ A♠ K♠ 9♣ 8♦"]
    state = all_join_keep(deal(hands, turned="10♥"))
    state.play("8♣")  # P1
    assert moves(state) == ["9♦", "10♦", "K♦", "A♦", "9♠"]  # no clubs, no trump: anything
    state.play("9♠")
    assert moves(state) == ["9♣"]  # P3 holds a club: following beats trumping
    state.play("9♣")
    assert moves(state) == ["7♣", "A♣"]  # the dealer may play under: no duty to beat


def test_highest_trump_else_highest_of_the_led_suit_wins_and_the_winner_leads():
    state = all_join_keep(deal())
    play(state, "A♣", "9♣", "J♥", "7♣")  # P3 ruffs the clubs with the trump jack
    assert state.tricks == [0, 0, 0, 1] and state.to_move == 3 and state.leader == 3
    assert "ingetroefd" in state.events_of(10)[0]
    assert state.last_trick == [(1, C("A♣")[0]), (2, C("9♣")[0]), (3, C("J♥")[0]),
                                (0, C("7♣")[0])]  # fmt: skip
    play(state, "A♠", "K♥", "7♠", "9♠")  # the dealer is void in spades and ruffs
    assert state.tricks == [1, 0, 0, 1] and state.to_move == 0


def test_only_the_last_trick_can_be_looked_at():
    state = all_join_keep(deal())
    play(state, "A♣", "9♣", "J♥", "7♣", "A♠", "K♥", "7♠", "9♠")
    view = state.view(2)
    assert [c for _, c in view.last_trick] == C("A♠ K♥ 7♠ 9♠")
    assert view.trick == []


def test_a_trick_takes_a_point_off_as_it_is_won():
    state = all_join_keep(deal())
    play(state, "A♣", "9♣", "J♥", "7♣")
    assert state.scores == [25, 25, 25, 24]


def test_no_trick_is_a_knoest_of_five_points_passers_excepted():
    state = play(deal(), "join", "pass", "join", "keep", "keep", "keep")
    players = [kl.game("knoesten").rule_of_thumb() for _ in range(4)]
    play_out(state, players, np.random.default_rng(3))
    r = state.result()
    assert sum(r["tricks"]) == 5 and r["ended"] == "played"
    for s in range(4):
        expected = 0 if r["passed"][s] else -r["tricks"][s] + (5 if r["tricks"][s] == 0 else 0)
        assert r["points"][s] == expected
        assert r["knoest"][s] == int(r["active"][s] and r["tricks"][s] == 0)
    assert r["knoest"][2] == 0 and r["points"][2] == 0


def test_knoest_for_a_player_without_a_trick():
    hands = ["A♥ K♥ Q♥ A♣", "7♣ 8♣ 9♣ 7♠ 8♠", "9♥ A♦ K♦ 9♦ A♠", "J♥ 10♣ K♠ 7♦ 8♦"]
    state = all_join_keep(deal(hands, turned="10♥"))
    players = [kl.game("knoesten").rule_of_thumb() for _ in range(4)]
    play_out(state, players, np.random.default_rng(0))
    r = state.result()
    assert r["tricks"][1] == 0 and r["knoest"][1] == 1 and r["points"][1] == 5
    assert r["scores"][1] == 30 and "knoest" in state.summary()


def test_the_first_to_zero_wins_at_once():
    state = all_join_keep(deal(context=context(scores=(25, 25, 25, 1))))
    play(state, "A♣", "9♣", "J♥", "7♣")
    assert state.is_over and state.ended == "zero" and state.winners == [3]
    assert state.result()["scores"][3] == 0 and state.hands[0]  # cards stay unplayed
    assert "wint het spel" in state.summary()
    game = kl.game("knoesten")
    assert game.match_winners(game.next_context(game.initial_context(), state)) == [3]


def test_option_settle_at_the_end_of_the_deal():
    state = all_join_keep(deal(context=context(scores=(25, 25, 25, 1)), settle_at_end=True))
    play(state, "A♣", "9♣", "J♥", "7♣")
    assert not state.is_over
    players = [kl.game("knoesten").rule_of_thumb() for _ in range(4)]
    play_out(state, players, np.random.default_rng(0))
    r = state.result()
    assert r["ended"] == "played" and r["scores"][3] <= 0 and r["winners"] == [3]


def test_illegal_cards_are_refused_by_default_and_cost_a_knoest_in_table_mode():
    state = all_join_keep(deal())
    state.play("A♣")
    with pytest.raises(kl.IllegalMove):
        state.play("A♦")
    assert state.scores == [25] * 4 and len(state.hands[2]) == 5
    state = all_join_keep(deal(table_mode=True))
    state.play("A♣")
    assert moves(state) == ["9♣", "K♦", "A♦", "9♥", "9♠"]  # every card is accepted
    state.play("A♦")  # P2 holds 9♣ and does not follow: a knoest at once
    assert state.scores[2] == 30 and state.penalties[2] == 1
    assert "knoest" in state.events_of(8)[0]
    play(state, "J♥", "7♣")
    assert state.penalties == [0, 0, 1, 0] and state.tricks == [0, 0, 0, 1]
    players = [kl.game("knoesten").rule_of_thumb() for _ in range(4)]
    play_out(state, players, np.random.default_rng(0))
    assert state.result()["penalties"] == [0, 0, 1, 0]  # the player keeps to the duties
    assert "Fout gespeeld: 1×" in state.summary()


def test_option_defaults_are_the_rulings_reading():
    game = kl.game("knoesten")
    assert game.options == {"settle_at_end": False, "table_mode": False}
    assert game.players == 4 and game.lang == "nl"
    assert {frozenset(v.items()) for v in Knoesten.variants()} == {
        frozenset(), frozenset({("settle_at_end", True)}), frozenset({("table_mode", True)})}
    with pytest.raises(ValueError):
        kl.game("knoesten", players=3)


def test_table_values_come_from_data():
    with Path("data/knoesten.toml").open("rb") as f:
        data = tomllib.load(f)
    assert data["start_score"] == 25 and data["knoest"] == 5 and data["must_play_at"] == 5
    assert data["exchange"] == {"limit": 5, "dealer_limit": 4}
    assert kl.game("knoesten").initial_context()["scores"] == [25] * 4


# -- match -------------------------------------------------------------------------------------
def test_the_match_carries_scores_and_passes_and_rotates_the_dealer():
    game = kl.game("knoesten")
    state = play(deal(), "pass", "join", "join", "keep", "keep", "keep")
    players = [game.rule_of_thumb() for _ in range(4)]
    play_out(state, players, np.random.default_rng(0))
    ctx = game.next_context(game.initial_context(), state)
    assert ctx["passed"] == [False, True, False, False]
    assert ctx["scores"] == state.result()["scores"]
    assert game.next_dealer(ctx, 0) == 1 and game.match_winners(ctx) is None
    nxt = game.deal(seed=1, dealer=0, context=ctx)
    assert moves(nxt) == ["join"]  # seat 1 passed last time: must play now


def test_a_whole_match_ends_with_someone_at_zero():
    game = kl.game("knoesten")
    match = kl.Match(game, seed=4).play([game.rule_of_thumb() for _ in range(4)])
    assert match.winners and min(match.context["scores"]) == 0
    assert match.standings[-1][match.winners[0]] == 0
    assert len(match.deals) >= 5


# -- views, notation, words ----------------------------------------------------------------------
def test_views_hide_other_hands_discards_dead_hands_and_the_stock():
    state = play(deal(), "pass", "join", "join", "exchange A♥ K♥ 7♣ 8♣")
    view = state.view(2)
    seen = view.visible_cards()
    assert not seen & (set(state.hands[0]) | set(state.stock) | set(state.discards[0])
                       | set(state.dead[1]))  # fmt: skip
    assert view.discard_sizes == [4, 0, 0, 0] and view.stock_size == 8
    assert str(view.history[-1][1]) == "swapped 4"
    assert view.history[-1][1].label("nl") == "geruild (aantal: 4)"
    assert str(state.view(0).history[-1][1]) == "exchange 7♣ 8♣ K♥ A♥"


def test_move_labels_and_layout_read_in_dutch():
    state = play(deal(), "join", "join", "join")
    labels = [m.label("nl") for m in state.legal_moves()]
    assert labels[:2] == ["niets ruilen", "ruilen: klaveren zeven"]
    assert labels[-1] == "ruilen: klaveren zeven, klaveren acht, harten heer, harten aas"
    layout = state.layout(0, "nl")
    assert layout.trump == C(TURNED)[0] and layout.trump_text == "Troef: harten"
    assert layout.status == "Speler 0 mag ruilen (hoogstens 4 kaarten)."
    assert layout.piles[0] == ("stok", None, 12)


@pytest.mark.parametrize("lang", ["nl", "de", "sv", "en"])
def test_every_language_has_the_same_keys(lang):
    def keys(code):
        path = Path(kl.i18n.LOCALES) / code / "knoesten.toml"
        with path.open("rb") as f:
            return set(tomllib.load(f))

    assert keys(lang) == keys("nl")
    state = all_join_keep(deal())
    play(state, "A♣", "9♣", "J♥", "7♣")
    assert state.events_of(10, lang)[0]
    assert state.refusal("K♦", lang)


# -- the fast rule paths agree with the shared ones ----------------------------------------
def test_proper_cards_and_trick_winner_agree_with_follow_knoesten_and_trick_order():
    rng = random.Random(7)
    for _ in range(20_000):
        cards = rng.sample(DECK, 9)
        k = rng.randint(1, 5)
        hand, trick = cards[:k], cards[k : k + rng.randint(1, 3)]
        trump = rng.choice(STANDARD_SUITS)
        assert proper_cards(hand, trick, trump) == legal_cards(hand, trick, ORDERS[trump],
                                                               KNOESTEN)[0]  # fmt: skip
        full = cards[:4]
        assert trick_winner(full, trump) == ORDERS[trump].winner(full)


# -- players ------------------------------------------------------------------------------------
def test_rule_of_thumb_joins_strong_hands_passes_weak_and_keeps_trumps_and_aces():
    player = kl.game("knoesten").rule_of_thumb()
    rng = np.random.default_rng(0)
    state = deal()
    assert str(player.choose(state.view(1), state.legal_moves(), rng)) == "join"  # Q♥ A♣
    weak = ["A♥ K♥ 7♣ 8♣", "7♠ 8♠ 9♣ 10♣ J♣", "9♥ A♦ K♦ 9♦ 9♠", "J♥ A♠ K♠ 7♦ 8♦"]
    state = deal(weak)
    assert str(player.choose(state.view(1), state.legal_moves(), rng)) == "pass"
    state = play(deal(), "join", "join", "join", "keep")
    assert str(player.choose(state.view(1), state.legal_moves(), rng)) == "exchange K♣ 7♠ 8♠"


def test_search_random_and_rule_of_thumb_players_finish_deals():
    game = kl.game("knoesten")
    rng = np.random.default_rng(2)
    for seed in range(5):
        players = [SearchPlayer(samples=2), RandomPlayer(), game.rule_of_thumb(), RandomPlayer()]
        state = play_out(game.deal(seed=seed), players, rng)
        assert state.is_over


def test_a_deal_is_played_at_the_table_by_buttons_selection_and_clicks():
    from kaartlib.widgets import Replay, Table

    table = Table(kl.game("knoesten"), seat=1, delay=0, seed=2)
    assert set(table.buttons) == {"join", "pass"}
    table.press("join")
    assert table.state.phase == "exchange" and table.state.to_move == 1
    give = table.hand[:2]
    for card in give:
        table.click(card)
    assert table.confirm_button.description == "ruilen: " + ", ".join(c.name("nl") for c in give)
    table.confirm_button.click()
    assert (1, kl.Move("exchange", tuple(give))) in table.state.history
    player, rng = table.game.rule_of_thumb(), np.random.default_rng(0)
    while not table.state.is_over:
        state = table.state
        assert table.play(player.choose(state.view(1), state.legal_moves(), rng)), table.message
    assert table.state.summary().splitlines()[0] in table.summary_html.value
    replay = Replay(table.state)
    replay.go(len(replay.moves))
    assert any("knoest" in line or "slagen" in line for line in replay.explain())
