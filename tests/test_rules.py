"""Trick winners and follow duties with concrete hands."""

import pytest

import kaartlib as kl
from kaartlib.cards import Suit
from kaartlib.rules import follow as f
from kaartlib.rules.tricks import (
    BEZIQUE_ORDER,
    JAS_PLAIN_ORDER,
    JAS_TRUMP_ORDER,
    PIQUET_ORDER,
    PLAIN_ORDER,
    TAROT_ORDER,
    TAROT_RED_ORDER,
    TrickOrder,
)

C = kl.parse_cards
JACKS = C("J♦ J♥ J♠ J♣")


def winner(order, trick):
    return order.winner(C(trick))


def test_natural_order_and_trumps():
    o = TrickOrder(Suit.HEARTS, PIQUET_ORDER)
    assert winner(o, "10♠ A♣ 7♠") == 0  # off-suit ace cannot win
    assert winner(o, "10♠ 7♥ A♠") == 1  # any trump beats the led suit
    assert winner(o, "7♥ A♥ 8♥") == 1


def test_jas_trump_order():
    o = TrickOrder(Suit.CLUBS, JAS_PLAIN_ORDER, trump_order=JAS_TRUMP_ORDER)
    assert winner(o, "A♣ 9♣") == 1 and winner(o, "9♣ J♣") == 1
    assert winner(o, "J♦ A♦") == 1  # plain suits keep A K Q J 10 9 8 7


def test_knektpass_jacks_are_permanent_trumps_of_the_trump_suit():
    o = TrickOrder(Suit.SPADES, tuple(r for r in PLAIN_ORDER if r != kl.Rank.JACK),
                   permanent=JACKS)
    assert winner(o, "A♠ J♦") == 1  # the lowest jack beats the trump ace
    assert winner(o, "J♦ J♣") == 1
    assert winner(o, "J♥ A♥") == 0  # a jack led is a trump lead, the heart ace is off-suit
    assert o.suit_of(C("J♥")[0]) is Suit.SPADES


def test_tarot_trumps_excuse_and_reversed_reds():
    red = {Suit.HEARTS: TAROT_RED_ORDER, Suit.DIAMONDS: TAROT_RED_ORDER}
    o = TrickOrder(Suit.TRUMP, TAROT_ORDER, suit_orders=red)
    assert winner(o, "1♥ 10♥") == 0 and winner(o, "1♠ 10♠") == 1
    assert winner(o, "K♠ T1") == 1 and winner(o, "T1 T21") == 1
    assert winner(o, "Exc 5♠ K♠") == 2  # the Excuse never wins; the next card sets the suit
    assert o.led_suit(C("Exc 5♠")) is Suit.SPADES


def test_la_rigueur_spades_are_a_second_trump():
    o = TrickOrder(Suit.TRUMP, TAROT_ORDER, second_trump=Suit.SPADES)
    assert winner(o, "K♥ 1♠") == 1 and winner(o, "K♥ 1♠ T1") == 2


def test_identical_cards_the_leader_wins():
    o = TrickOrder(Suit.HEARTS, BEZIQUE_ORDER)
    assert winner(o, "10♠ 10♠'") == 0 and winner(o, "10♠ A♠") == 1 and winner(o, "K♠ 10♠") == 1


def legal(hand, trick, order, duties, **kw):
    cards, refused = f.legal_cards(C(hand), C(trick), order, duties, **kw)
    return " ".join(map(str, cards)), {str(c): r.key for c, r in refused.items()}


PIQ = TrickOrder(Suit.HEARTS, PIQUET_ORDER)


def test_must_follow():
    cards, why = legal("7♠ A♣ 8♥", "10♠", PIQ, f.FOLLOW_THEN_TRUMP)
    assert cards == "7♠" and why == {"A♣": "rules.must_follow", "8♥": "rules.must_follow"}


def test_leading_is_free():
    assert legal("7♠ A♣", "", PIQ, f.KNOESTEN)[0] == "7♠ A♣"


def test_must_trump_when_void():
    assert legal("A♣ 8♥ 9♥", "10♠", PIQ, f.FOLLOW_THEN_TRUMP) == (
        "8♥ 9♥", {"A♣": "rules.must_trump"})
    assert legal("A♣ K♦", "10♠", PIQ, f.FOLLOW_THEN_TRUMP)[0] == "A♣ K♦"  # no trump: anything


def test_knoesten_overtrump_else_undertrump_and_beat_on_trump_lead():
    assert legal("8♥ Q♥ A♣", "10♠ 10♥", PIQ, f.KNOESTEN) == (
        "Q♥", {"8♥": "rules.must_overtrump", "A♣": "rules.must_trump"})
    assert legal("8♥ 9♥ A♣", "10♠ 10♥", PIQ, f.KNOESTEN)[0] == "8♥ 9♥"  # undertrump
    assert legal("8♥ K♥ A♠", "10♥", PIQ, f.KNOESTEN) == (
        "K♥", {"8♥": "rules.must_beat_trump", "A♠": "rules.must_follow"})
    assert legal("8♠ A♠", "10♠", PIQ, f.KNOESTEN)[0] == "8♠ A♠"  # no duty to beat a plain lead


def test_bezique_end_phase_follow_and_beat_else_trump():
    o = TrickOrder(Suit.HEARTS, BEZIQUE_ORDER)
    assert legal("7♠ A♠ 8♥", "K♠", o, f.BEZIQUE_END)[0] == "A♠"
    assert legal("7♠ 8♥", "K♠", o, f.BEZIQUE_END)[0] == "7♠"  # cannot beat: any of the suit
    assert legal("7♣ 8♥", "K♠", o, f.BEZIQUE_END)[0] == "8♥"


def test_knektpass_must_win_even_with_a_trump_while_holding_the_suit():
    o = TrickOrder(Suit.SPADES, PIQUET_ORDER, permanent=JACKS)
    assert legal("7♥ 8♠ A♣", "K♥", o, f.KNEKTPASS) == (
        "8♠", {"7♥": "rules.must_win", "A♣": "rules.must_win"})
    assert legal("7♥ 8♥ A♣", "K♥ A♥", o, f.KNEKTPASS)[0] == "7♥ 8♥"  # cannot win: follow
    # option: trumps only when void, so holding hearts the trump is not allowed
    assert legal("7♥ 8♠ A♣", "K♥", o, f.KNEKTPASS_TRUMP_WHEN_VOID)[0] == "7♥"


def test_tarot_excuse_is_always_allowed():
    o = TrickOrder(Suit.TRUMP, TAROT_ORDER)
    excuse = C("Exc")
    cards, _ = f.legal_cards(C("5♠ Exc T3"), C("K♠"), o, f.FOLLOW_THEN_TRUMP, always=excuse)
    assert [str(c) for c in cards] == ["5♠", "Exc"]


def test_refusals_read_in_every_language():
    _, refused = f.legal_cards(C("7♠ A♣"), C("10♠"), PIQ, f.FOLLOW_THEN_TRUMP)
    r = refused[C("A♣")[0]]
    assert "schoppen" in kl.i18n.t(r.key, "nl", **r.params)
    assert "Pik" in kl.i18n.t(r.key, "de", **r.params)


@pytest.mark.parametrize("lang", ["nl", "de", "sv", "en"])
def test_every_duty_has_a_message(lang):
    for duty in (f.MUST_FOLLOW, f.MUST_BEAT_TRUMP_LEAD, f.MUST_TRUMP, f.MUST_OVERTRUMP,
                 f.MUST_BEAT, f.MUST_WIN):
        assert kl.i18n.t(duty.reason, lang, suit=Suit.HEARTS, trump=Suit.SPADES)
