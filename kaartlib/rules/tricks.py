"""Who wins a trick: a trump suit, rank orders, permanent trumps and the tarot Excuse."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kaartlib.cards import Card, Rank, Suit

PLAIN_ORDER = tuple(Rank(r) for r in range(2, 11)) + (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
PIQUET_ORDER = PLAIN_ORDER[5:]  # 7 8 9 10 J Q K A
BEZIQUE_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN,
                 Rank.ACE)  # fmt: skip
JAS_TRUMP_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.TEN, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.NINE,
                   Rank.JACK)  # fmt: skip
JAS_PLAIN_ORDER = PIQUET_ORDER
TAROT_ORDER = tuple(Rank(r) for r in range(1, 11)) + (Rank.JACK, Rank.CAVALIER, Rank.QUEEN,
                                                      Rank.KING)  # fmt: skip
TAROT_RED_ORDER = tuple(Rank(r) for r in range(10, 0, -1)) + TAROT_ORDER[10:]
TAROT_TRUMP_ORDER = tuple(range(1, 22))

TRUMP_BASE = 2000
SECOND_TRUMP_BASE = 1000


class TrickOrder:
    """Ranks the cards of a trick.

    ``plain`` lists ranks low to high; ``suit_orders`` overrides it per suit (tarot's reversed
    red numerals); ``trump_order`` ranks the trump suit (Jas: J 9 A K Q 10 8 7); ``permanent``
    lists cards, low to high, that belong to the trump suit whatever they show and rank above it
    (Knektpass's jacks); ``second_trump`` is a suit that beats every suit but the trumps (La
    Rigueur's spades). The Excuse never wins and does not set the led suit. Between identical
    cards the one played first wins.
    """

    def __init__(
        self,
        trump: Suit | None,
        plain: Sequence[int] = PLAIN_ORDER,
        *,
        trump_order: Sequence[int] | None = None,
        permanent: Sequence[Card] = (),
        suit_orders: Mapping[Suit, Sequence[int]] | None = None,
        second_trump: Suit | None = None,
    ) -> None:
        self.trump = trump
        self.second_trump = second_trump
        self._plain = {r: i for i, r in enumerate(plain)}
        self._trump = {r: i for i, r in enumerate(trump_order or plain)}
        self._suits = {s: {r: i for i, r in enumerate(o)} for s, o in (suit_orders or {}).items()}
        if trump is Suit.TRUMP:
            self._trump = {r: i for i, r in enumerate(TAROT_TRUMP_ORDER)}
        self._permanent = {c.face: len(self._trump) + i for i, c in enumerate(permanent)}
        self._info: dict[Card, tuple[Suit | None, int]] = {}

    def info(self, card: Card) -> tuple[Suit | None, int]:
        """The card's effective suit (None for the Excuse) and its place within that suit."""
        found = self._info.get(card)
        if found is None:
            found = self._info[card] = self._compute(card)
        return found

    def _compute(self, card: Card) -> tuple[Suit | None, int]:
        if card.is_excuse:
            return None, -1
        if card.face in self._permanent:
            return self.trump, self._permanent[card.face]
        if card.suit is self.trump:
            return card.suit, self._trump[card.rank]
        return card.suit, self._suits.get(card.suit, self._plain)[card.rank]

    def suit_of(self, card: Card) -> Suit | None:
        return self.info(card)[0]

    def is_trump(self, card: Card) -> bool:
        return self.trump is not None and self.info(card)[0] is self.trump

    def led_suit(self, trick: Sequence[Card]) -> Suit | None:
        """The suit to follow: the first card's, or the next one's after an Excuse lead."""
        for card in trick:
            suit = self.info(card)[0]
            if suit is not None:
                return suit
        return None

    def power(self, card: Card, led: Suit | None) -> int:
        """How strongly ``card`` bids for a trick led in ``led``; -1 means it cannot win."""
        suit, place = self.info(card)
        if suit is None:
            return -1
        if suit is self.trump:
            return TRUMP_BASE + place
        if suit is self.second_trump:
            return SECOND_TRUMP_BASE + place
        if suit is led:
            return place
        return -1

    def winner(self, trick: Sequence[Card]) -> int:
        """Index in ``trick`` of the winning card (first played wins between identical cards)."""
        led = self.led_suit(trick)
        best, best_power = 0, -2
        for i, card in enumerate(trick):
            p = self.power(card, led)
            if p > best_power:
                best, best_power = i, p
        return best

    def best_power(self, trick: Sequence[Card]) -> int:
        led = self.led_suit(trick)
        return max((self.power(c, led) for c in trick), default=-1)

    def beats(self, card: Card, trick: Sequence[Card]) -> bool:
        """Would ``card``, played now, take the lead in ``trick``?"""
        led = self.led_suit(trick)
        if led is None:
            led = self.suit_of(card)
        return self.power(card, led) > max((self.power(c, led) for c in trick), default=-1)
