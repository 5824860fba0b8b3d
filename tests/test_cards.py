import pickle

import pytest

import kaartlib as kl
from kaartlib.cards import Card, Rank, Suit, deck36, deck52, piquet_deck, tarot_deck


@pytest.mark.parametrize(
    "pack, size",
    [(piquet_deck(), 32), (deck36(), 36), (deck52(), 52), (piquet_deck(2), 64),
     (piquet_deck(4), 128), (tarot_deck(), 78)],
)
def test_decks_have_the_right_size_and_round_trip(pack, size):
    assert len(pack) == size == len(set(pack))
    assert kl.parse_cards(" ".join(map(str, pack))) == pack


def test_canonical_notation_and_ascii_forms():
    assert [str(c) for c in kl.parse_cards("A♥ 10♠ J♦")] == ["A♥", "10♠", "J♦"]
    assert kl.parse_cards("Ah Ts Jd") == kl.parse_cards("ah 10s jd") == kl.parse_cards("A♥ 10♠ J♦")


def test_tarot_notation():
    t = kl.parse_cards("1♣ 10♣ J♣ C♣ Q♣ K♣ T1 T21 Exc")
    assert [str(c) for c in t] == ["1♣", "10♣", "J♣", "C♣", "Q♣", "K♣", "T1", "T21", "Exc"]
    assert t[-1].is_excuse and t[-2].is_tarot_trump and not t[0].is_tarot_trump
    assert t[0].rank is Rank.ONE


def test_physical_copies_are_distinct_cards_with_one_face():
    q1, q2 = kl.parse_cards("Q♠ Q♠'")
    assert q1 != q2 and q2.face is q1 and str(q2) == "Q♠'"


def test_cards_are_interned_immutable_and_picklable():
    card = Card(Rank.ACE, Suit.HEARTS)
    assert card is kl.parse_card("Ah")
    assert pickle.loads(pickle.dumps(card)) is card
    with pytest.raises(AttributeError):
        card.rank = Rank.KING


@pytest.mark.parametrize(
    "lang, name", [("nl", "harten aas"), ("de", "Herz-Ass"), ("sv", "hjärter ess"),
                   ("en", "ace of hearts")],
)
def test_card_names(lang, name):
    assert kl.parse_card("A♥").name(lang) == name


def test_tarot_names():
    assert kl.parse_card("Exc").name("nl") == "het excuus"
    assert kl.parse_card("T21").name("de") == "Trumpf 21"
    assert kl.parse_card("C♥").name("sv") == "hjärter riddare"


@pytest.mark.parametrize("bad", ["Zz", "11h", "T22", "A", "♥"])
def test_bad_notation_names_the_token_and_the_accepted_forms(bad):
    with pytest.raises(ValueError) as e:
        kl.parse_cards(f"Ah {bad}")
    assert repr(bad) in str(e.value) and "accepted forms" in str(e.value)


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="nl, de, sv, en"):
        kl.parse_card("Ah").name("fr")
