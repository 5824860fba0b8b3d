"""Gin Rummy (Oklahoma, seed 002): one stacked deal per rule of the text, read as RULINGS.md says.

A stacked deck holds the non-dealer's 11 cards, the dealer's 10, then the stock (top first).
With ``dealer=0`` seat 1 opens the discard pile and seat 0 moves next.
"""

import tomllib
from pathlib import Path

import numpy as np
import pytest

import kaartlib as kl
from kaartlib.games import gin_rummy as gr
from kaartlib.players import play_out

C = kl.parse_cards
GAME = kl.game("gin_rummy")


def stack(opener: str, dealer: str, stock: str = "") -> list[kl.Card]:
    """The whole deck: the non-dealer's hand, the dealer's, the named stock cards on top."""
    return GAME.stack(opener, dealer, stock)


def deal(opener, dealer, stock="", game=GAME, dealer_seat=0):
    return game.deal(deck=stack(opener, dealer, stock), dealer=dealer_seat)


def moves(state):
    return sorted(str(m) for m in state.legal_moves())


# Seat 0 (dealer): three melds and a king; seat 1 opens with 7♥ and holds cards to lay off.
KNOCKER = "A♣ 2♣ 3♣ 5♦ 6♦ 7♦ 9♠ 9♥ 9♣ K♠"
DEFENDER = "7♥ 4♣ 9♦ 8♦ J♥ Q♥ K♥ 2♠ 3♠ 5♠ 10♣"


# -- the deal ---------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1])
def test_deal_eleven_to_the_non_dealer_who_opens_the_pile(dealer):
    state = deal(DEFENDER, KNOCKER, dealer_seat=dealer)
    opener = 1 - dealer
    assert [len(h) for h in state.hands][opener] == 11
    assert len(state.hands[dealer]) == 10 and state.stock_size == 31
    assert state.hands[opener] == C(DEFENDER) and state.hands[dealer] == C(KNOCKER)
    assert state.to_move == opener and state.pile == []
    assert moves(state) == sorted(DEFENDER.split())


def test_opening_card_starts_the_pile_and_the_dealer_moves_next():
    state = deal(DEFENDER, KNOCKER)
    assert "discard pile" in state.refusal("draw", "en")
    state.play("7♥")
    assert state.pile == C("7♥") and state.upcard == C("7♥")[0]
    assert state.to_move == 0 and len(state.hands[1]) == 10
    assert moves(state) == ["draw", "take 7♥"]
    assert state.turns == 0


# -- a turn: draw or take, then discard -------------------------------------------------------
def test_a_turn_is_draw_then_discard():
    state = deal(DEFENDER, KNOCKER, "4♥")
    state.play("7♥")
    assert "First take a card" in state.refusal("K♠", "en")
    state.play("draw")
    assert state.hands[0][-1] == C("4♥")[0] and state.stock_size == 30
    assert "already taken a card" in state.refusal("draw", "en")
    state.play("K♠")
    assert state.pile == C("7♥ K♠") and state.to_move == 1 and state.turns == 1
    assert moves(state) == ["draw", "take K♠"]


def test_only_the_top_discard_may_be_taken_and_not_discarded_at_once():
    state = deal(DEFENDER, KNOCKER, "4♥ 8♠")
    state.play("7♥").play("draw").play("K♠")
    assert "Only the top card" in state.refusal("take 7♥", "en")
    state.play("take")  # "take" alone takes the top card
    assert state.hands[1][-1] == C("K♠")[0] and state.taken == C("K♠")[0]
    assert "K♠" not in moves(state)
    assert "just taken" in state.refusal("K♠", "en")
    view = state.view(0)
    assert view.picked[1] == C("K♠")  # the other seat knows where the card went
    state.play("10♣")
    assert state.picked[1] == C("K♠") and state.pile == C("7♥ 10♣")


# -- melds and deadwood -----------------------------------------------------------------------
@pytest.mark.parametrize("hand, value", [
    ("A♥ 2♥ 3♥", 0),                 # a run with the ace low
    ("Q♥ K♥ A♥", 21),                # no run round the corner: the ace is not above the king
    ("7♣ 7♦ 7♥", 0),                 # a set of three
    ("7♣ 7♦ 7♥ 7♠", 0),              # a set of four
    ("7♣ 7♦", 14),                   # two cards are no meld
    ("7♣ 7♦ 7♥ 7♠ 5♠ 6♠", 0),        # a four-set gives one card to a run
    ("5♥ 6♥ 7♥ 8♥ 7♣ 7♦", 14),       # a card used once: the long run beats the set
    ("J♠ Q♠ K♠ 10♣ A♦", 11),         # courts count 10, the ace 1
])  # fmt: skip
def test_deadwood_is_the_exact_minimum(hand, value):
    got, melds = gr.deadwood(C(hand))
    assert got == value
    melded = [c for m in melds for c in m]
    assert len(melded) == len(set(melded)) and set(melded) <= set(C(hand))
    assert sum(gr.card_value(c) for c in C(hand) if c not in melded) == value


def test_fast_deadwood_agrees_with_the_full_search_on_random_hands():
    rng = np.random.default_rng(7)
    for k in (10, 11) * 1000:
        hand = [gr.CARDS[i] for i in rng.choice(52, k, replace=False)]
        mask = gr.hand_mask(hand)
        assert gr.deadwood(hand)[0] == gr.arrangements(mask)[0]
        for card, left in gr.after_discards(mask):
            assert left == gr.deadwood_of_mask(mask ^ gr.BIT[card])


def test_deadwood_matches_openspiel_on_random_hands():
    pyspiel = pytest.importorskip("pyspiel")
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    order = {kl.Suit.SPADES: 0, kl.Suit.CLUBS: 1, kl.Suit.DIAMONDS: 2, kl.Suit.HEARTS: 3}
    rng = np.random.default_rng(2024)
    for _ in range(10_000):
        hand = [gr.CARDS[i] for i in rng.choice(52, 10, replace=False)]
        theirs = utils.min_deadwood([order[c.suit] * 13 + gr.LOW[c.rank] for c in hand])
        assert gr.deadwood(hand)[0] == theirs, hand


# -- going out --------------------------------------------------------------------------------
def test_knock_limit_is_the_top_discard_before_the_knockers_discard():
    state = deal(DEFENDER, KNOCKER, "4♥").play("7♥").play("draw")
    assert state.knock_limit() == 7
    assert "knock K♠" in moves(state)  # 4 deadwood left, at most 7 allowed
    assert "knock 4♥" not in moves(state)  # 10 left
    assert "allows only 7" in state.refusal("knock 4♥", "en")
    state.play("knock K♠")
    assert state.face_down == C("K♠") and state.pile == C("7♥")  # the knock card lies face down
    assert state.is_over and state.result()["limit_card"] == "7♥"


def test_knock_scores_the_difference_after_layoffs():
    state = deal(DEFENDER, KNOCKER, "4♥").play("7♥").play("draw").play("knock K♠")
    result = state.result()
    assert result["outcome"] == "knock" and result["deadwood"] == [4, 20]
    assert sorted(state.layoffs) == sorted(C("4♣ 8♦ 9♦"))  # run ends and the fourth nine
    assert state.melds[1] == [tuple(C("J♥ Q♥ K♥"))]
    assert result["points"] == [16, 0] and not result["doubled"]
    assert "16" in state.summary("en").splitlines()[-1]


def test_layoffs_extend_a_run_card_by_card():
    defender = "7♥ 8♦ 9♦ K♣ Q♣ 2♠ 3♠ 5♠ 10♣ J♥ 6♥"
    state = deal(defender, KNOCKER, "4♥").play("7♥").play("draw").play("knock K♠")
    assert sorted(state.layoffs) == sorted(C("8♦ 9♦"))  # 5-6-7♦ grows to 9♦
    assert state.deadwoods[1] == 10 + 10 + 2 + 3 + 5 + 10 + 10 + 6


def test_the_knocker_shows_the_melds_that_leave_the_defender_most():
    gin_hand = "4♠ 5♠ 6♠ 7♠ 7♣ 7♦ 7♥ A♣ 2♣ 3♣"
    defender = "K♥ 8♠ 3♦ 4♦ 9♣ J♥ 2♥ Q♦ 10♦ K♣ 5♥"
    state = deal(defender, gin_hand, "A♦").play("K♥").play("draw").play("gin A♦")
    # 7♠ goes into the set of four, so 8♠ finds no run to join
    assert tuple(C("7♣ 7♦ 7♥ 7♠")) in state.melds[0] and tuple(C("4♠ 5♠ 6♠")) in state.melds[0]
    assert state.layoffs == [] and state.deadwoods == [0, 71]
    assert state.result()["points"] == [20 + 71, 0]


def test_undercut_when_the_defender_has_no_more_deadwood():
    defender = "7♥ 4♣ 9♦ 8♦ 10♥ J♥ Q♥ K♥ A♠ 2♠ A♥"  # after layoffs: 1 + 2 + 1 = 4
    state = deal(defender, KNOCKER, "4♥").play("7♥").play("draw").play("knock K♠")
    result = state.result()
    assert result["deadwood"] == [4, 4]  # equal counts are an undercut too
    assert result["outcome"] == "undercut" and result["points"] == [0, 10]
    lower = deal(defender.replace("2♠", "A♦"), KNOCKER, "4♥").play("7♥").play("draw")
    lower.play("knock K♠")
    assert lower.result()["deadwood"] == [4, 0] and lower.result()["points"] == [0, 14]


def test_gin_scores_20_plus_deadwood_after_layoffs():
    gin_hand = "A♣ 2♣ 3♣ 4♣ 5♦ 6♦ 7♦ 9♠ 9♥ 9♣"
    defender = "7♥ 5♣ 8♦ 9♦ J♥ Q♥ K♥ 2♠ 3♠ 5♠ 10♣"
    state = deal(defender, gin_hand, "K♠").play("7♥").play("draw")
    assert "gin K♠" in moves(state) and "knock K♠" not in moves(state)
    assert "that is gin" in state.refusal("knock K♠", "en")
    state.play("gin K♠")
    result = state.result()
    assert result["outcome"] == "gin" and result["deadwood"] == [0, 20]
    assert result["points"] == [40, 0] and state.pile == C("7♥ K♠")
    no_layoff = kl.game("gin_rummy", layoff_after_gin=False)
    state = deal(defender, gin_hand, "K♠", no_layoff).play("7♥").play("draw").play("gin K♠")
    assert state.layoffs == [] and state.result()["points"] == [20 + 42, 0]


def test_not_gin_is_refused_with_the_deadwood():
    state = deal(DEFENDER, KNOCKER, "4♥").play("7♥").play("draw")
    assert "keep 4 points" in state.refusal("gin K♠", "en")


def test_a_spade_as_limit_card_doubles_the_score():
    defender = DEFENDER.replace("7♥", "7♠")
    state = deal(defender, KNOCKER, "4♥").play("7♠").play("draw").play("knock K♠")
    result = state.result()
    assert result["doubled"] and result["limit_card"] == "7♠"
    assert result["deadwood"] == [4, 20] and result["points"] == [32, 0]


def test_an_empty_pile_allows_gin_only():
    knocker = "A♣ 2♣ 3♣ 4♦ 5♦ 6♦ 7♣ 7♠ K♠ 2♥"
    state = deal(DEFENDER, knocker).play("7♥").play("take 7♥")
    assert state.pile == [] and state.knock_limit() == 0
    assert not any(m.startswith("knock") for m in moves(state))
    assert "pile is empty" in state.refusal("knock K♠", "en")
    gin = deal(DEFENDER, knocker.replace("2♥", "7♦")).play("7♥").play("take 7♥")
    assert "gin K♠" in moves(gin)  # 4-5-6-7♦ and 7♣ 7♠ 7♥
    gin.play("gin K♠")
    assert gin.result()["outcome"] == "gin" and gin.result()["limit_card"] is None


def test_an_ace_allows_a_one_point_knock_or_with_the_option_gin_only():
    defender = DEFENDER.replace("7♥", "A♥")
    state = deal(defender, KNOCKER, "A♦").play("A♥").play("draw")
    assert state.knock_limit() == 1 and "knock K♠" in moves(state)
    strict = deal(defender, KNOCKER, "A♦", kl.game("gin_rummy", ace="gin")).play("A♥")
    strict.play("draw")
    assert strict.knock_limit() == 0 and "knock K♠" not in moves(strict)
    assert "ace lies on top" in strict.refusal("knock K♠", "en")


def test_standard_oklahoma_option_fixes_the_limit_with_the_first_upcard():
    opener = "7♥ A♠ 2♠ 3♠ 4♣ 5♣ 6♣ 10♦ 10♥ 10♠ 5♥"
    dealer = "2♥ K♣ Q♦ J♣ 9♦ 8♣ K♥ 4♦ Q♠ J♦"
    for option, allowed in (("top", False), ("upcard", True)):
        game = kl.game("gin_rummy", limit=option)
        state = deal(opener, dealer, "K♦ Q♣", game).play("7♥").play("draw").play("2♥")
        state.play("draw")
        assert state.pile[-1] == C("2♥")[0]
        assert ("knock Q♣" in moves(state)) is allowed, option
    upcard_spade = kl.game("gin_rummy", limit="upcard")
    state = deal(opener.replace("7♥", "7♠").replace("10♠", "10♣"), dealer, "K♦ Q♣",
                 upcard_spade)  # fmt: skip
    state.play("7♠").play("draw").play("2♥").play("draw").play("knock Q♣")
    assert state.result()["doubled"] and state.result()["limit"] == 7


def test_big_gin_only_with_the_option():
    gin_hand = "A♣ 2♣ 3♣ 4♣ 5♦ 6♦ 7♦ 9♠ 9♥ 9♣"
    defender = "7♥ 5♣ 8♦ 9♦ J♥ Q♥ K♥ 2♠ 3♠ 5♠ 10♣"
    state = deal(defender, gin_hand, "4♦").play("7♥").play("draw")
    assert "biggin" not in moves(state) and "gin 4♣" in moves(state)
    assert "not in play" in state.refusal("biggin", "en")
    game = kl.game("gin_rummy", big_gin=True)
    state = deal(defender, gin_hand, "4♦", game).play("7♥").play("draw")
    assert "biggin" in moves(state)
    state.play("biggin")
    result = state.result()
    assert result["outcome"] == "big_gin" and len(state.melds[0]) == 3 and state.pile == C("7♥")
    assert result["deadwood"] == [0, 20] and result["points"] == [30 + 20, 0]


def test_two_cards_left_in_the_stock_make_the_hand_void():
    state = deal(DEFENDER, KNOCKER).play("7♥")
    while not state.is_over:
        state.play("draw")
        card = state.hands[state.to_move][-1]
        assert state.stock_size >= 2
        state.play(str(card))
    result = state.result()
    assert result["outcome"] == "void" and result["points"] == [0, 0]
    assert result["stock_left"] == 2 and result["turns"] == 29
    assert "void" in state.summary("en")


def test_going_out_is_still_allowed_on_the_last_turn():
    hands = C(DEFENDER) + C(KNOCKER)
    rest = [c for c in GAME.new_deck() if c not in set(hands) | set(C("Q♦ 4♥"))]
    state = GAME.deal(deck=hands + rest[:27] + C("Q♦ 4♥") + rest[27:]).play("7♥")
    while state.stock_size > 3:
        state.play("draw")
        state.play(str(state.hands[state.to_move][-1]))
    assert state.to_move == 0 and state.pile[-1] == C("Q♦")[0]
    state.play("draw").play("knock K♠")  # 4♥ drawn as the stock reaches two cards
    assert state.stock_size == 2 and state.result()["outcome"] == "knock"
    assert state.result()["points"][0] > 0


# -- the game to 150 --------------------------------------------------------------------------
def test_game_to_150_with_the_deal_alternating():
    assert GAME.match_winners({"scores": [149, 0]}) is None
    assert GAME.match_winners({"scores": [150, 12]}) == [0]
    state = deal(DEFENDER, KNOCKER, "4♥").play("7♥").play("draw").play("knock K♠")
    assert GAME.next_context({"scores": [140, 3]}, state) == {"scores": [156, 3]}
    match = kl.Match(GAME, seed=3).play([GAME.rule_of_thumb(), GAME.rule_of_thumb()])
    scores = match.context["scores"]
    assert max(scores) >= 150 and match.winners == [scores.index(max(scores))]
    assert [d.dealer for d in match.deals[:4]] == [0, 1, 0, 1]


def test_stacked_decks_need_two_full_hands_of_different_cards():
    with pytest.raises(ValueError, match="11 and 10"):
        GAME.stack("7♥ 4♣", KNOCKER)
    with pytest.raises(ValueError, match="different"):
        GAME.stack(DEFENDER, KNOCKER.replace("K♠", "4♣"))


def test_option_defaults():
    assert GAME.options == {"limit": "top", "ace": "one", "layoff_after_gin": True,
                            "big_gin": False}  # fmt: skip
    assert gr.TARGET == 150 and gr.VOID_STOCK == 2


# -- what each seat may see -------------------------------------------------------------------
def test_views_hide_the_other_hand_and_the_stock():
    state = deal(DEFENDER, KNOCKER, "4♥").play("7♥")
    view = state.view(0)
    assert view.pile == C("7♥") and view.stock_size == 31
    assert not set(view.visible_cards()) & set(state.hands[1])
    with pytest.raises(AttributeError):
        _ = view.stock


def test_locales_have_the_same_keys():
    base = Path(gr.__file__).parents[1] / "locales"
    keys = [set(tomllib.loads((base / lang / "gin_rummy.toml").read_text()))
            for lang in ("nl", "de", "sv", "en")]  # fmt: skip
    assert all(k == keys[0] for k in keys)
    assert GAME.name("nl") == "Gin Rummy (Oklahoma)"
    labels = {m.label("nl") for m in deal(DEFENDER, KNOCKER).play("7♥").legal_moves()}
    assert labels == {"van de stok trekken", "harten zeven van de aflegstapel nemen"}


def test_layout_shows_pile_stock_limit_and_scores():
    state = deal(DEFENDER, KNOCKER, "4♥").play("7♥")
    lay = state.layout(0, "nl")
    assert lay.counts == [10, 10] and lay.piles[0][1] == C("7♥") and lay.piles[1][1] is None
    assert "7" in lay.trump_text and lay.scores == ["0 punten", "0 punten"]
    state.play("draw").play("knock K♠")
    assert any(label.startswith("setjes") for label, _, _ in state.layout(1, "nl").piles)


# -- the rule-of-thumb player -----------------------------------------------------------------
def test_rule_of_thumb_takes_a_discard_that_melds_and_goes_out_when_it_can():
    player = GAME.rule_of_thumb()
    rng = np.random.default_rng(0)
    state = deal(DEFENDER.replace("7♥", "8♣").replace("10♣", "7♥"),
                 "A♣ 2♣ 3♣ 5♦ 6♦ 9♠ 9♥ 9♣ K♠ Q♠", "4♥")  # fmt: skip
    state.play("8♣")
    assert str(player.choose(state.view(0), state.legal_moves(), rng)) == "draw"
    state = deal(DEFENDER.replace("7♥", "7♦"), "A♣ 2♣ 3♣ 5♦ 6♦ 9♠ 9♥ 9♣ K♠ Q♠", "4♥")
    state.play("7♦")
    assert str(player.choose(state.view(0), state.legal_moves(), rng)) == "take 7♦"
    state = deal(DEFENDER, KNOCKER, "4♥").play("7♥").play("draw")
    assert str(player.choose(state.view(0), state.legal_moves(), rng)) == "knock K♠"
    cautious = GAME.rule_of_thumb(knock_at=3)
    assert str(cautious.choose(state.view(0), state.legal_moves(), rng)) == "K♠"


def test_rule_of_thumb_can_wait_for_a_spade_with_gin():
    gin_hand = "A♣ 2♣ 3♣ 4♣ 5♦ 6♦ 7♦ 9♠ 9♥ 9♣"
    defender = "7♥ 5♣ 8♦ 9♦ J♥ Q♥ K♥ 2♠ 3♠ 5♠ 10♣"
    state = deal(defender, gin_hand, "K♠").play("7♥").play("draw")
    rng = np.random.default_rng(0)
    assert str(GAME.rule_of_thumb().choose(state.view(0), state.legal_moves(), rng)) == "gin K♠"
    waiting = GAME.rule_of_thumb(wait_spade=True)
    assert str(waiting.choose(state.view(0), state.legal_moves(), rng)) == "K♠"


def test_rule_of_thumb_beats_random_play():
    players = [GAME.rule_of_thumb(), kl.players.RandomPlayer()]
    rng = np.random.default_rng(1)
    diff = 0
    for i in range(40):
        state = play_out(GAME.deal(rng, dealer=i % 2), players, rng)
        diff += state.result()["points"][0] - state.result()["points"][1]
    assert diff > 0


# -- the chapter's exact enumeration ----------------------------------------------------------
def test_enumerated_gin_hands_are_exactly_the_hands_without_deadwood():
    from kaartlib.analysis import gin_rummy as analysis

    gins = analysis.gin_hands()
    assert len(np.unique(gins)) == len(gins)
    assert all(gr.deadwood_of_mask(int(m)) == 0 for m in gins[::50])
    known = set(gins.tolist())
    rng = np.random.default_rng(3)
    melds = gr.candidate_melds(sum(gr.BIT.values()))
    found = 0
    while found < 200:
        hand = 0
        for i in rng.permutation(len(melds)):
            if not hand & melds[i] and (hand | melds[i]).bit_count() <= 10:
                hand |= melds[i]
        if hand.bit_count() == 10:
            assert hand in known
            found += 1
    exact = analysis.exact_gin_chances()
    assert exact.loc["gever", "handen met gin"] == len(gins)
