"""Knektpass: one stacked-deck test per rule of the seed text (readings: RULINGS.md)."""

import itertools
import math

import numpy as np
import pytest

import kaartlib as kl
from kaartlib.games import knektpass as kp
from kaartlib.i18n import catalog
from kaartlib.rules import follow
from kaartlib.strategy.knektpass import KnektpassPlayer

C = kl.parse_cards


def stacked(game, hands, trump, talon="", dealer=0):
    """A deal with the given hands (seat -> cards), turned card and talon top; every other card
    fills the unnamed hands and the rest of the talon in pack order."""
    named = [c for h in hands.values() for c in C(h)] + C(trump) + C(talon)
    rest = iter([c for c in game.new_deck() if c not in named])
    seats = [(dealer + 1 + i) % game.players for i in range(game.players)]
    deck = []
    for s in seats:
        deck += C(hands[s]) if s in hands else [next(rest) for _ in range(5)]
    deck += C(trump) + C(talon) + list(rest)
    return game.deal(deck=deck, dealer=dealer)


def names(moves):
    return sorted(str(m) for m in moves)


def cards(text):
    return sorted(text.split())


# -- the example deal used by several tests: three players, dealer seat 2, hearts trumps ------
HANDS = {0: "J♣ A♥ 2♠ 3♠ 4♠", 1: "K♥ A♠ 7♦ 8♦ 9♦", 2: "J♦ Q♥ A♣ K♣ 2♦"}


def example(**options):
    game = kl.game("knektpass", players=3, **options)
    state = stacked(game, HANDS, "5♥", "6♣ 7♣ 8♣", dealer=2)
    for move in ("join", "join", "join", "buy 3♠ 2♠", "stand", "buy 2♦", "stand", "stand",
                 "stand"):  # fmt: skip
        state.play(move)
    return state


PLAY = ("4♠", "A♠", "Q♥", "A♣", "A♥", "7♦", "J♣", "K♥", "J♦", "6♣", "8♦", "8♣", "K♣", "7♣",
        "9♦")  # fmt: skip


def finished_example(**options):
    state = example(**options)
    for move in PLAY:
        state.play(move)
    return state


def test_option_defaults_are_the_rulings_reading():
    game = kl.game("knektpass")
    assert game.options == {"cards": None, "trump_only_when_void": False, "stakes": False,
                            "redeal_same_dealer": False}  # fmt: skip
    assert (game.players, game.lang, game.duties) == (4, "sv", follow.KNEKTPASS)
    assert kl.game("knektpass", trump_only_when_void=True).duties == (
        follow.KNEKTPASS_TRUMP_WHEN_VOID)


@pytest.mark.parametrize("players, options, size, low", [
    (2, {}, 36, "6♣"), (3, {}, 52, "2♣"), (6, {}, 52, "2♣"),
    (2, {"cards": 52}, 52, "2♣"), (4, {"cards": 36}, 36, "6♣")])  # fmt: skip
def test_pack_36_cards_for_two_players_52_otherwise(players, options, size, low):
    pack = kl.game("knektpass", players=players, **options).new_deck()
    assert len(pack) == size and min(pack, key=lambda c: c.rank) == C(low)[0]


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players):
    with pytest.raises(ValueError, match="2 to 6"):
        kl.game("knektpass", players=players)


def test_five_cards_each_from_the_dealers_left_then_turned_card_then_talon():
    game = kl.game("knektpass", players=3)
    deck = game.new_deck()
    state = game.deal(deck=deck, dealer=1)
    assert state.hands[2] == deck[0:5] and state.hands[0] == deck[5:10]
    assert state.hands[1] == deck[10:15]  # the dealer gets the last five
    assert state.trump_card == deck[15] and state.trump is deck[15].suit
    assert state.talon == deck[16:] and state.talon_size == 52 - 16
    assert state.to_move == 2  # the player left of the dealer decides first


def test_the_jacks_are_permanent_trumps_above_the_trump_ace():
    ranks = kp.ranking(kl.Suit.HEARTS, 2)
    top = [str(c) for c in ranks.trumps[:6]]
    assert top == ["J♣", "J♠", "J♥", "J♦", "A♥", "K♥"]
    assert len(ranks.trumps) == 16  # 12 hearts besides the jack, and four jacks
    assert ranks.suit[C("J♠")[0]] is kl.Suit.HEARTS  # never a spade
    for trick in ("A♥ J♦", "J♦ J♣", "2♥ J♥", "A♠ 2♥"):
        assert ranks.order.winner(C(trick)) == 1


def test_a_jack_lead_is_a_trump_lead():
    state = stacked(kl.game("knektpass", players=2), {1: "J♦ 7♠ 8♠ 9♠ 10♠",
                    0: "A♦ K♦ Q♦ 6♥ 7♣"}, "6♣", dealer=0)  # fmt: skip
    for move in ("join", "join", "stand", "stand", "stand", "stand", "J♦"):
        state.play(move)
    # clubs are trumps: the diamond ace does not follow the jack of diamonds, 7♣ must
    assert names(state.legal_moves()) == ["7♣"]
    state.play("7♣")
    assert state.tricks[1] == 1


def test_the_turned_card_fixes_trumps_and_is_never_drawn():
    game = kl.game("knektpass", players=6, cards=36)
    state = stacked(game, {}, "J♠", dealer=5)
    assert state.trump is kl.Suit.SPADES and state.ranks.suit[C("J♠")[0]] is kl.Suit.SPADES
    assert state.talon_size == 5 and C("J♠")[0] not in state.talon
    for _ in range(6):
        state.play("join")
    first = state.hands[0]
    state.play("buy " + " ".join(map(str, first)))  # five cards: the whole talon
    assert state.talon == [] and state.trump_card == C("J♠")[0]
    assert state.phase == "play" and state.to_move == 0  # no talon, no more buying
    assert [e for _, e, _ in state.events][-2:] == ["knektpass.ev_talon_empty",
                                                    "knektpass.ev_lead"]  # fmt: skip


def test_join_or_pass_in_turn_dealer_last_all_pass_redeals_without_score():
    state = kl.game("knektpass", players=4).deal(seed=1, dealer=1)
    order = []
    for _ in range(4):
        order.append(state.to_move)
        assert names(state.legal_moves()) == ["join", "pass"]
        state.play("pass")
    assert order == [2, 3, 0, 1] and state.is_over
    assert state.result()["points"] == [0, 0, 0, 0] and state.result()["outcome"] == "all_passed"
    assert "omgiv utan poäng" in state.summary()


def test_exactly_one_joins_scores_minus_one_and_redeals():
    state = kl.game("knektpass", players=3).deal(seed=2, dealer=0)
    for move in ("pass", "join", "pass"):
        state.play(move)
    assert state.is_over and state.result()["points"] == [0, 0, -1]
    assert state.result()["outcome"] == "one_joined"
    assert "Bara Spelare 2 gick med" in state.summary()


def test_a_passer_sits_out_the_buying_and_the_tricks():
    state = kl.game("knektpass", players=3).deal(seed=3, dealer=0)
    for move in ("join", "pass", "join"):
        state.play(move)
    assert state.active == [1, 0] and state.to_move == 1
    seen = set()
    while state.phase == "buy":
        seen.add(state.to_move)
        state.play("stand")
    assert seen == {0, 1}
    while not state.is_over:
        assert state.to_move in (0, 1)
        state.play(state.legal_moves()[0])
    assert state.result()["points"][2] == 0 and state.hands[2] != []


def test_buying_discards_k_and_draws_k_from_the_talon_top_in_two_rounds():
    game = kl.game("knektpass", players=3)
    state = stacked(game, HANDS, "5♥", "6♣ 7♣ 8♣ 9♣", dealer=2)
    for move in ("join", "join", "join"):
        state.play(move)
    assert state.to_move == 0 and len(state.legal_moves()) == 32  # stand + 31 purchases
    state.play("buy 3♠ 2♠")  # any order of the cards
    assert cards(" ".join(map(str, state.hands[0]))) == cards("J♣ A♥ 4♠ 6♣ 7♣")
    assert state.discards[0] == C("2♠ 3♠") and state.purchases[0] == 1
    state.play("stand")
    state.play("buy 2♦")
    assert C("8♣")[0] in state.hands[2]
    assert [state.to_move, state.bought] == [0, [[2], [0], [1]]]  # the second round
    state.play("buy 4♠")
    assert state.purchases == [2, 0, 1] and C("9♣")[0] in state.hands[0]


def test_a_purchase_counts_only_with_at_least_one_card():
    state = example()
    assert state.purchases == [1, 0, 1] and state.bought == [[2, 0], [0, 0], [1, 0]]


def test_buying_is_limited_by_the_talon():
    game = kl.game("knektpass", players=6, cards=36)  # 30 dealt, one turned: a talon of five
    state = game.deal(seed=4)
    for _ in range(6):
        state.play("join")
    state.play("buy " + " ".join(map(str, state.hands[state.to_move][:3])))
    assert state.talon_size == 2
    assert max(len(m.cards) for m in state.legal_moves()) == 2
    too_many = "buy " + " ".join(map(str, state.hands[state.to_move][:3]))
    assert state.refusal(too_many) == "Talongen räcker bara till 2 kort."


def test_other_seats_see_only_how_many_cards_were_bought():
    state = example()
    view = state.view(1)
    assert [str(m) for _, m in view.history][3:6] == ["bought 2", "stand", "bought 1"]
    assert view.history[3][1].label("sv") == "köpte 2 kort"
    own = state.view(0).history[3][1]
    assert own.label("sv") == "kasta spader tvåa, spader trea och köp lika många"
    assert not set(state.discards[0]) & state.view(1).visible_cards()


def test_the_first_active_player_left_of_the_dealer_leads():
    state = example()
    assert state.phase == "play" and state.to_move == 0


def test_must_win_the_trick_even_with_a_trump_while_holding_the_led_suit():
    state = example()
    state.play("4♠")
    assert names(state.legal_moves()) == ["A♠", "K♥"]
    assert state.refusal("7♦") == (
        "Du måste ta sticket när du kan: hjärter kung eller spader ess tar det.")
    state.play("A♠")
    assert names(state.legal_moves()) == ["J♦", "Q♥"]  # no spades: a winning trump
    state.play("Q♥")
    assert state.tricks == [0, 0, 1] and state.to_move == 2  # the winner leads
    state.play("A♣")
    assert names(state.legal_moves()) == ["A♥", "J♣"]  # trumping is forced despite 6♣ 7♣


def test_cannot_win_then_follow_suit_else_any_card():
    state = example()
    for move in ("4♠", "A♠", "Q♥", "A♣", "A♥"):
        state.play(move)
    assert names(state.legal_moves()) == ["7♦", "8♦", "9♦", "K♥"]  # cannot win, void: any
    for move in ("7♦", "J♣"):
        state.play(move)
    assert names(state.legal_moves()) == ["K♥"]  # trumps led: follow with a trump
    assert "du måste följa med trumf" in state.refusal("8♦")
    state.play("K♥")
    assert names(state.legal_moves()) == ["J♦"]  # the jack of diamonds is a trump


def test_whole_example_deal_and_its_scores():
    state = example()
    for move in ("4♠", "A♠", "Q♥", "A♣", "A♥", "7♦", "J♣", "K♥", "J♦", "6♣", "8♦"):
        state.play(move)
    assert names(state.legal_moves()) == ["8♣", "K♣"]
    for move in ("8♣", "K♣", "7♣", "9♦"):
        state.play(move)
    assert state.is_over
    result = state.result()
    assert result["tricks"] == [2, 0, 3] and result["purchases"] == [1, 0, 1]
    assert result["points"] == [-2, 5, -3]
    summary = state.summary()
    assert "Spelare 1: inget stick efter 0 köp, +5 poäng i straff." in summary
    assert "Spelare 2: 3 stick efter 1 köp, −3 poäng." in summary
    assert [str(m) for _, m in kl.load_record(state.to_json()).history] == [
        str(m) for _, m in state.history]


def test_option_trumps_only_when_void():
    state = example(trump_only_when_void=True)
    state.play("4♠")
    assert names(state.legal_moves()) == ["A♠"]  # hearts trump not allowed while holding ♠
    state.play("A♠")
    assert names(state.legal_moves()) == ["J♦", "Q♥"]  # void in spades: must trump to win
    state.play("Q♥")
    state.play("A♣")
    assert names(state.legal_moves()) == ["6♣", "7♣"]  # follow clubs, cannot win in clubs
    assert state.refusal("J♣") == "Du måste följa färg: du har klöver."


def test_when_every_card_wins_every_card_is_legal():
    o = kp.ranking(kl.Suit.CLUBS, 2).order
    legal, refused = follow.legal_cards(C("4♣ A♥"), C("2♥ K♥ 8♦"), o, follow.KNEKTPASS)
    assert legal == C("4♣ A♥") and refused == {}  # the trump may win although ♥ is held


def test_option_trumps_only_when_void_still_wins_within_the_suit():
    o = kp.ranking(kl.Suit.HEARTS, 2).order
    legal, refused = follow.legal_cards(C("7♠ A♠ K♥"), C("Q♠"), o, follow.KNEKTPASS_TRUMP_WHEN_VOID)
    assert legal == C("A♠") and refused[C("7♠")[0]].key == "rules.must_win"


@pytest.mark.parametrize("buys, tricks, score", [
    (2, 0, 10), (2, 1, 5), (1, 0, 5), (2, 2, -2), (1, 2, -2), (0, 0, 5), (0, 3, -3), (1, 1, -1),
    (0, 5, -5)])  # fmt: skip
def test_scores_of_the_rule_text(buys, tricks, score):
    assert kp.deal_score(buys, tricks) == score


def test_two_purchases_and_one_trick_cost_five():
    game = kl.game("knektpass", players=2)
    state = stacked(game, {1: "10♥ 6♦ 7♦ 8♦ 9♦", 0: "J♣ J♠ A♥ K♥ 7♣"}, "6♥", "6♠ 8♣",
                    dealer=0)  # fmt: skip
    for move in ("join", "join", "buy 6♦", "stand", "buy 7♦", "stand"):
        state.play(move)
    assert state.purchases == [0, 2]
    while not state.is_over:
        state.play(state.legal_moves()[0])
    assert state.tricks[1] == 1 and state.result()["points"] == [-4, 5]


def test_match_starts_at_12_and_ends_at_zero_or_below_lowest_wins():
    game = kl.game("knektpass", players=3)
    assert game.initial_context() == {"scores": [12, 12, 12], "redeal": False}
    state = finished_example()
    context = game.next_context({"scores": [2, 3, 3], "redeal": False}, state)
    assert context["scores"] == [0, 8, 0] and game.match_winners(context) == [0, 2]  # shared
    context = game.next_context({"scores": [1, 3, 1], "redeal": False}, state)
    assert context["scores"] == [-1, 8, -2] and game.match_winners(context) == [2]  # lowest
    assert game.match_winners({"scores": [1, 5, 7], "redeal": False}) is None


def test_a_whole_match_with_rule_of_thumb_players():
    game = kl.game("knektpass", players=4)
    match = kl.Match(game, seed=3).play([game.rule_of_thumb() for _ in range(4)])
    scores = match.context["scores"]
    assert match.winners == [s for s, v in enumerate(scores) if v == min(scores)]
    assert min(scores) <= 0 < min(match.standings[-2])
    assert match.table().iloc[0].tolist() == [12.0] * 4


def test_the_dealer_passes_on_after_a_redeal_unless_the_option_says_otherwise():
    for same, expected in ((False, 1), (True, 0)):
        game = kl.game("knektpass", players=3, redeal_same_dealer=same)
        state = game.deal(seed=5, dealer=0)
        for _ in range(3):
            state.play("pass")
        context = game.next_context(game.initial_context(), state)
        assert game.next_dealer(context, 0) == expected
    played = game.next_context(game.initial_context(), finished_example())
    assert played["redeal"] is False and game.next_dealer(played, 0) == 1


def test_option_stakes_players_in_after_buying_feed_the_pot_the_winner_takes_it():
    game = kl.game("knektpass", players=3, stakes=True)
    assert game.initial_context() == {"scores": [12] * 3, "redeal": False, "money": [0.0] * 3,
                                      "pot": 0}  # fmt: skip
    state = example(stakes=True)
    assert state.pot == 3 and "3 till potten" in " ".join(state.events_of(len(state.history) - 1))
    assert state.layout(0, "sv").status.endswith("(pott: 3)")
    while not state.is_over:
        state.play(state.legal_moves()[0])
    assert state.result()["stakes"] == [1, 1, 1]
    context = game.next_context(game.initial_context(), state)
    assert context["pot"] == 3 and context["money"] == [-1.0, -1.0, -1.0]
    near = {"scores": [1, 9, 9], "redeal": False, "money": [-4.0, -4.0, -4.0], "pot": 12}
    final = game.next_context(near, state)
    assert game.match_winners(final) is not None
    assert final["pot"] == 0 and sum(final["money"]) == 0


def test_refusals_explain_the_rule():
    state = kl.game("knektpass", players=3).deal(seed=6)
    assert state.refusal("A♠") == (
        "Först bestämmer alla i tur och ordning om de går med eller passar.")
    for _ in range(3):
        state.play("join")
    assert state.refusal("join").startswith("Nu är det köp")
    missing = next(c for c in state.game.new_deck() if c not in state.hands[state.to_move])
    assert state.refusal(f"buy {missing}") == f"Du har inte {missing.name('sv')} på handen."
    with pytest.raises(kl.IllegalMove):
        state.play("A♠ K♠")
    english = example()
    assert english.refusal("stand", "en") == (
        "The buying is over: tricks are being played, play a card.")


def test_fast_legal_cards_and_winners_agree_with_the_trick_rules():
    rng = np.random.default_rng(0)
    for options in ({}, {"trump_only_when_void": True}):
        game = kl.game("knektpass", players=4, **options)
        for seed in range(40):
            state = game.deal(seed=seed)
            while not state.is_over:
                if state.phase == "play":
                    hand, trick = state.hands[state.to_move], [c for _, c in state.trick]
                    legal, _ = follow.legal_cards(hand, trick, state.ranks.order, game.duties)
                    assert state.playable(hand) == legal
                tricks = list(state.tricks)
                moves = state.legal_moves()
                state.play(moves[int(rng.integers(len(moves)))])
                if state.tricks != tricks:
                    seats, cards = zip(*state.last_trick, strict=True)
                    winner = seats[state.ranks.order.winner(list(cards))]
                    assert state.tricks[winner] == tricks[winner] + 1


def test_buy_moves_list_every_purchase_once():
    hand = C("A♥ 10♠ J♦ 7♣ 8♦")
    moves = kp.buy_moves(hand, 5)
    assert str(moves[0]) == "stand" and len(moves) == 32
    assert len({frozenset(m.cards) for m in moves[1:]}) == 31
    assert [m.cards for m in kp.buy_moves(hand, 1)[1:]] == [(c,) for c in sorted(hand)]
    assert all(len(m.cards) <= 2 for m in kp.buy_moves(hand, 2))
    assert moves[1] == kl.Move("buy", tuple(C("7♣")), area="knektpass")  # as if built normally


def test_layout_shows_trump_talon_scores_and_whose_turn():
    state = example()
    layout = state.layout(0, "sv")
    assert layout.trump == C("5♥")[0] and "ständiga trumf" in layout.trump_text
    assert layout.piles[0] == ("talong", None, state.talon_size)
    assert layout.scores[0] == "12 p (0 stick)" and "Spelare 0 spelar" in layout.status
    assert layout.hand == state.hands[0] and layout.counts == [5, 5, 5]


def test_events_tell_the_story():
    state = example()
    assert state.events_of(0) == ["Spelare 0 går med."]
    assert state.events_of(3) == ["Spelare 0 kastar 2 kort och köper lika många från talongen."]
    for move in ("4♠", "A♠", "Q♥"):
        state.play(move)
    assert state.events_of(len(state.history) - 1) == [
        "Spelare 2 trumfar och tar sticket med hjärter dam."]


def test_every_language_has_the_same_messages():
    keys = {lang: {k for k in catalog(lang) if k.startswith("knektpass.")}
            for lang in ("sv", "en", "de", "nl")}  # fmt: skip
    assert keys["sv"] == keys["en"] == keys["de"] == keys["nl"]


def test_utility_prefers_fewer_points():
    state = example()
    while not state.is_over:
        state.play(state.legal_moves()[0])
    points = state.result()["points"]
    assert [state.game.utility(state, s) for s in range(3)] == [-p for p in points]


def test_rule_of_thumb_dealer_joins_alone_and_forced_purchases():
    game = kl.game("knektpass", players=3)
    rng = np.random.default_rng(0)
    state = game.deal(seed=8, dealer=2)
    player = KnektpassPlayer(join_at=math.inf)
    for _ in range(2):
        state.play(player.choose(state.view(state.to_move), state.legal_moves(), rng))
    assert KnektpassPlayer().choose(state.view(2), state.legal_moves(), rng) == kp.JOIN
    state = game.deal(seed=8, dealer=2)
    for _ in range(3):
        state.play("join")
    twice = KnektpassPlayer(buys=2, throw=2)
    while state.phase == "buy":
        state.play(twice.choose(state.view(state.to_move), state.legal_moves(), rng))
    assert state.purchases == [2, 2, 2] and state.bought == [[2, 2]] * 3


def test_rule_of_thumb_beats_random_play():
    game = kl.game("knektpass", players=2)
    players = [game.rule_of_thumb(), kl.players.RandomPlayer()]
    df = kl.simulate(game, players, n=300, seed=1, progress=False)
    assert df["points_0"].mean() < df["points_1"].mean()


def test_combinations_and_search_player():
    assert sum(1 for k in range(1, 6) for _ in itertools.combinations(range(5), k)) == 31
    game = kl.game("knektpass", players=3)
    rng = np.random.default_rng(2)
    players = [kl.players.SearchPlayer(samples=2), game.rule_of_thumb(), game.rule_of_thumb()]
    assert kl.players.play_out(game.deal(seed=9), players, rng).is_over


# -- the chapter's analyses ----------------------------------------------------------------------

def test_exact_odds_agree_with_enumerating_every_hand():
    from fractions import Fraction

    from kaartlib import stats
    from kaartlib.analysis import knektpass as an

    pack = kl.game("knektpass", players=2).new_deck()  # 36 cards
    turned = C("9♠")[0]  # any non-jack: spades trumps
    rest = [c for c in pack if c is not turned]
    no_trump = stats.exact_probability(rest, 5, lambda h: an.trumps_in(h, kl.Suit.SPADES) == 0)
    assert no_trump == an.trump_distribution(36)[0]
    assert sum(an.trump_distribution(52).values()) == 1 == sum(an.jack_distribution(36).values())
    odds = an.deal_odds(players=4)
    assert odds["club_jack"] == Fraction(5, 52) and odds["club_jack_dealt"] == Fraction(20, 52)


def test_monte_carlo_odds_cover_the_exact_values():
    from kaartlib.analysis import knektpass as an

    table = an.odds_table(an.odds_deals(players=3, n=4000, seed=5), players=3)
    assert table["inside"].sum() >= 4  # 95 % intervals: at most one miss of five expected
    assert an.trump_table(an.odds_deals(players=2, n=2000, seed=5), players=2)["inside"].all()


def test_join_analysis_builds_its_decision_table_and_heatmap():
    from kaartlib.analysis import knektpass as an

    deals = an.join_deals(players=(2, 6), n=150, seed=1)
    assert set(deals["players"]) == {2, 6} and deals["position"].between(1, 6).all()
    grid = an.decision_grid(deals)
    assert list(grid.columns) == [2, 6] and grid.index[-1] == "3 trumf eller fler"
    assert all(cell[-1] in "GP?" for cell in grid.stack())
    assert an.join_heatmap(deals).axes
    assert an.hand_class(C("J♦ 2♥ 3♠ 4♠ 5♠"), kl.Suit.HEARTS) == "h2j"
    assert an.hand_class(C("2♣ 2♦ 3♠ 4♠ 5♠"), kl.Suit.HEARTS) == "h0"


def test_buy_analysis_follows_each_policy():
    from kaartlib.analysis import knektpass as an

    deals = an.buy_deals(players=3, n=40, seed=3, policies=("b0", "b2", "t5"))
    played = deals[deals["played_b2"]]
    assert (played["buys_b0"] == 0).all() and (played["buys_b2"] == 2).all()
    table = an.buy_table(deals)
    assert list(table.index) == ["inget köp", "två köp", "ett köp, kasta 5"]
    assert table.loc["inget köp", "penalty_from_buys"] == 0
    assert an.buy_plot(table).axes


def test_matches_packs_players_and_variants():
    from kaartlib.analysis import knektpass as an

    df = an.matches(players=3, n=6, seed=5)
    assert (df[["win_0", "win_1", "win_2"]].sum(axis=1).round(9) == 1).all()
    assert an.seat_table(df)["fair"].iloc[0] == pytest.approx(1 / 3)
    assert an.length_plot({3: df}).axes
    two = an.two_player_deals(n=40, seed=6)
    assert list(an.packs_table(two).index) == ["36 kort", "52 kort"]
    assert an.trick_distribution(two[36]).sum() == pytest.approx(1)
    assert an.packs_plot(two).axes and an.odds_plot().axes
    versus = an.compare_players(players=2, n=20, kinds=("random", "rule"))
    assert list(versus.index) == ["random", "rule"]
    effects = an.variant_effects(players=3, n=30)
    assert list(effects.index) == ["standard", "trump_only_when_void", "cards_36"]
    assert an.matches(players=3, n=2, seed=1, stakes=True)["money_won"].ge(0).all()


def test_the_chapter_example_is_the_test_example():
    from kaartlib.analysis import knektpass as an

    state = an.example_deal(len(an.EXAMPLE_MOVES))
    assert state.result()["points"] == finished_example().result()["points"] == [-2, 5, -3]


def test_rule_of_thumb_join_rate_falls_with_the_table_size():
    from kaartlib.analysis import knektpass as an

    rates = an.rule_of_thumb_join_rate(players=(2, 6), n=60, seed=2)
    assert rates["join_share"].iloc[0] == 1.0 > rates["join_share"].iloc[1]


@pytest.mark.parametrize("players, cards", [(2, None), (3, None), (4, None), (6, None),
                                            (2, 52), (6, 36)])  # fmt: skip
def test_batch_random_play_replays_move_for_move_in_the_engine(players, cards):
    from kaartlib.analysis import knektpass as an

    deals = an.RandomDeals(players, cards)
    out = deals.run(60, np.random.default_rng(players), record=True)
    game = kl.game("knektpass", players=players, cards=cards)
    for d in range(60):
        state = game.deal(deck=[deals.pack[i] for i in out["decks"][d]], dealer=players - 1)
        for move in out["moves"][d]:
            state.play(move)  # every move the batch made is legal in the engine
        result = state.result()
        assert state.is_over and len(state.history) == out["actions"][d]
        assert result["points"] == out["points"][d].tolist()
        assert result["tricks"] == out["tricks"][d].tolist()
        assert result["purchases"] == out["purchases"][d].tolist()


def test_batch_random_play_chooses_uniformly():
    from kaartlib.analysis import knektpass as an

    out = an.RandomDeals(4).run(4000, np.random.default_rng(1))
    join = kl.stats.proportion(int(out["joined"].sum()), out["joined"].size)
    assert join.contains(0.5)
    assert (out["actions"] >= 4).all() and out["points"].max() <= 10


@pytest.mark.parametrize("players, cards", [(2, None), (3, None), (4, None), (5, None),
                                            (6, None), (2, 52), (4, 36)])  # fmt: skip
def test_batch_rule_of_thumb_makes_the_engine_players_moves(players, cards):
    from kaartlib.analysis import knektpass as an

    deals = an.RuleOfThumbDeals(players, cards)
    out = deals.run(80, np.random.default_rng(players), record=True)
    game = kl.game("knektpass", players=players, cards=cards)
    seats = [game.rule_of_thumb() for _ in range(players)]
    for d in range(80):
        state = game.deal(deck=[deals.pack[i] for i in out["decks"][d]], dealer=players - 1)
        kl.players.play_out(state, seats, np.random.default_rng(0))
        assert [str(m) for _, m in state.history] == out["moves"][d]
        assert state.result()["points"] == out["points"][d].tolist()


def test_batch_rule_of_thumb_with_a_seat_that_always_joins():
    import math

    from kaartlib.analysis import knektpass as an

    deals = an.RuleOfThumbDeals(5)
    focus = np.random.default_rng(0).integers(5, size=60)
    out = deals.run(60, np.random.default_rng(5), record=True, always_join=focus)
    game = kl.game("knektpass", players=5)
    for d in range(60):
        seats = [game.rule_of_thumb() for _ in range(5)]
        seats[focus[d]] = game.rule_of_thumb(join_at=-math.inf)
        state = game.deal(deck=[deals.pack[i] for i in out["decks"][d]], dealer=4)
        kl.players.play_out(state, seats, np.random.default_rng(0))
        assert state.joined[focus[d]] and [str(m) for _, m in state.history] == out["moves"][d]


@pytest.mark.parametrize("policy", ["b0", "b1", "b2", "t1", "t4", "t5"])
def test_batch_buying_policies_make_the_engine_players_moves(policy):
    import math

    from kaartlib.analysis import knektpass as an

    options = an.BUY_POLICIES[policy]
    deals = an.RuleOfThumbDeals(3)
    focus = np.random.default_rng(1).integers(3, size=50)
    out = deals.run(50, np.random.default_rng(3), record=True, always_join=focus, **options)
    game = kl.game("knektpass", players=3)
    for d in range(50):
        seats = [game.rule_of_thumb() for _ in range(3)]
        seats[focus[d]] = game.rule_of_thumb(join_at=-math.inf, **options)
        state = game.deal(deck=[deals.pack[i] for i in out["decks"][d]], dealer=2)
        kl.players.play_out(state, seats, np.random.default_rng(0))
        assert [str(m) for _, m in state.history] == out["moves"][d]
