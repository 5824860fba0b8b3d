"""Cards as small immutable values, their notation, names and the decks the games use.

A card is interned: ``Card(Rank.ACE, Suit.HEARTS)`` always returns the same object, so cards
compare and hash as fast as integers. Multi-pack games (the Bezique family) tell physical copies
apart with ``copy``: ``Q♠`` and ``Q♠'`` are two different queens of spades.

Notation: rank then suit, ``A♥ 10♠ J♦``; ASCII ``Ah Ts Jd`` or ``ah 10s jd`` is accepted too.
Tarot: ``1♣``..``10♣``, ``J♣`` (valet), ``C♣`` (cavalier), ``Q♣``, ``K♣``; trumps ``T1``..``T21``;
the Excuse ``Exc``.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import ClassVar

LANGS = ("nl", "de", "sv", "en")


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    TRUMP = 4  # tarot trumps T1..T21 and the Excuse

    @property
    def symbol(self) -> str:
        return "♣♦♥♠T"[self]

    @property
    def letter(self) -> str:
        return "cdhst"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    def label(self, lang: str = "en") -> str:
        """The suit's name in ``lang``: ``harten``, ``Herz``, ``hjärter``, ``hearts``."""
        return _SUIT_NAMES[lang][self]


class Rank(IntEnum):
    """Named ranks in natural order (tarot's 1 is ``ONE``, the ace of other packs ``ACE``)."""

    ONE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    CAVALIER = 12
    QUEEN = 13
    KING = 14
    ACE = 15

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]


EXCUSE_RANK = 0

_RANK_SYMBOLS = {
    **{Rank(v): str(v) for v in range(1, 11)},
    Rank.JACK: "J",
    Rank.CAVALIER: "C",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_PARSE = {
    **{str(v): Rank(v) for v in range(2, 11)},
    "T": Rank.TEN,
    "J": Rank.JACK,
    "B": Rank.JACK,
    "C": Rank.CAVALIER,
    "Q": Rank.QUEEN,
    "D": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
    "1": Rank.ONE,
}
_SUIT_PARSE = {
    "♣": Suit.CLUBS, "c": Suit.CLUBS, "♧": Suit.CLUBS,
    "♦": Suit.DIAMONDS, "d": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "♥": Suit.HEARTS, "h": Suit.HEARTS, "♡": Suit.HEARTS,
    "♠": Suit.SPADES, "s": Suit.SPADES, "♤": Suit.SPADES,
}  # fmt: skip

_SUIT_NAMES = {
    "nl": ("klaveren", "ruiten", "harten", "schoppen", "troef"),
    "de": ("Kreuz", "Karo", "Herz", "Pik", "Trumpf"),
    "sv": ("klöver", "ruter", "hjärter", "spader", "trumf"),
    "en": ("clubs", "diamonds", "hearts", "spades", "trumps"),
}
_RANK_NAMES = {
    "nl": {Rank.ACE: "aas", Rank.KING: "heer", Rank.QUEEN: "vrouw", Rank.JACK: "boer",
           Rank.CAVALIER: "ruiter", Rank.ONE: "een", Rank.TEN: "tien", Rank.NINE: "negen",
           Rank.EIGHT: "acht", Rank.SEVEN: "zeven", Rank.SIX: "zes", Rank.FIVE: "vijf",
           Rank.FOUR: "vier", Rank.THREE: "drie", Rank.TWO: "twee"},
    "de": {Rank.ACE: "Ass", Rank.KING: "König", Rank.QUEEN: "Dame", Rank.JACK: "Bube",
           Rank.CAVALIER: "Reiter", Rank.ONE: "Eins", Rank.TEN: "Zehn", Rank.NINE: "Neun",
           Rank.EIGHT: "Acht", Rank.SEVEN: "Sieben", Rank.SIX: "Sechs", Rank.FIVE: "Fünf",
           Rank.FOUR: "Vier", Rank.THREE: "Drei", Rank.TWO: "Zwei"},
    "sv": {Rank.ACE: "ess", Rank.KING: "kung", Rank.QUEEN: "dam", Rank.JACK: "knekt",
           Rank.CAVALIER: "riddare", Rank.ONE: "etta", Rank.TEN: "tia", Rank.NINE: "nia",
           Rank.EIGHT: "åtta", Rank.SEVEN: "sjua", Rank.SIX: "sexa", Rank.FIVE: "femma",
           Rank.FOUR: "fyra", Rank.THREE: "trea", Rank.TWO: "tvåa"},
    "en": {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack",
           Rank.CAVALIER: "cavalier", Rank.ONE: "one", Rank.TEN: "ten", Rank.NINE: "nine",
           Rank.EIGHT: "eight", Rank.SEVEN: "seven", Rank.SIX: "six", Rank.FIVE: "five",
           Rank.FOUR: "four", Rank.THREE: "three", Rank.TWO: "two"},
}  # fmt: skip
_EXCUSE_NAMES = {"nl": "het excuus", "de": "die Excuse", "sv": "ursäkten", "en": "the Excuse"}
_ACCEPTED = "A♥, 10♠, J♦ (or Ah, Ts, 10s, jd); tarot 1♣..10♣, C♣, T1..T21, Exc; copies Q♠'"


class Card:
    """An immutable playing card; equal cards are the same object."""

    __slots__ = ("suit", "rank", "copy", "_id", "_str")
    _cache: ClassVar[dict[tuple[int, int, int], Card]] = {}
    suit: Suit
    rank: int
    copy: int

    def __new__(cls, rank: int, suit: Suit, copy: int = 0) -> Card:
        key = (int(rank), int(suit), copy)
        card = cls._cache.get(key)
        if card is None:
            card = super().__new__(cls)
            suit = Suit(suit)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "rank", _as_rank(rank, suit))
            object.__setattr__(card, "copy", copy)
            object.__setattr__(card, "_id", (copy * 5 + suit) * 32 + int(rank))
            object.__setattr__(card, "_str", _format(card))
            cls._cache[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, Suit, int]]:
        return (Card, (int(self.rank), self.suit, self.copy))

    def __hash__(self) -> int:
        return self._id

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return self._id < other._id

    def __str__(self) -> str:
        return self._str

    def __repr__(self) -> str:
        return f"Card({self._str!r})"

    @property
    def is_excuse(self) -> bool:
        return self.suit is Suit.TRUMP and self.rank == EXCUSE_RANK

    @property
    def is_tarot_trump(self) -> bool:
        return self.suit is Suit.TRUMP and self.rank > 0

    @property
    def face(self) -> Card:
        """The same card without its copy mark (two ``Q♠`` of two packs share a face)."""
        return self if self.copy == 0 else Card(self.rank, self.suit)

    def name(self, lang: str = "en") -> str:
        """The card's spoken name: ``harten aas``, ``Herz-Ass``, ``hjärter ess``."""
        if lang not in _SUIT_NAMES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
        if self.is_excuse:
            return _EXCUSE_NAMES[lang]
        if self.suit is Suit.TRUMP:
            return f"{_SUIT_NAMES[lang][Suit.TRUMP]} {self.rank}"
        suit, rank = _SUIT_NAMES[lang][self.suit], _RANK_NAMES[lang][Rank(self.rank)]
        if lang == "en":
            return f"{rank} of {suit}"
        if lang == "de":
            return f"{suit}-{rank}"
        return f"{suit} {rank}"

    def _repr_svg_(self) -> str:
        from kaartlib.widgets.svg import card_svg

        return card_svg(self)


def _as_rank(rank: int, suit: Suit) -> int:
    if suit is Suit.TRUMP:
        if not 0 <= rank <= 21:
            raise ValueError(f"tarot trumps run from T1 to T21 (0 is the Excuse), not {rank}")
        return int(rank)
    return Rank(rank)


def _format(card: Card) -> str:
    if card.suit is Suit.TRUMP:
        text = "Exc" if card.rank == EXCUSE_RANK else f"T{card.rank}"
    else:
        text = Rank(card.rank).symbol + card.suit.symbol
    return text + "'" * card.copy


def parse_card(token: str) -> Card:
    """One card from its notation (``1♣`` is the tarot one, ``A♣`` the ace)."""
    text = token.strip()
    copy = len(text) - len(text.rstrip("'"))
    body = text.rstrip("'")
    low = body.lower()
    if low in ("exc", "excuse", "ex"):
        return Card(EXCUSE_RANK, Suit.TRUMP, copy)
    if len(body) >= 2 and low[0] == "t" and body[1:].isdigit():
        number = int(body[1:])
        if 1 <= number <= 21:
            return Card(number, Suit.TRUMP, copy)
    if len(body) >= 2:
        suit = _SUIT_PARSE.get(body[-1]) or _SUIT_PARSE.get(low[-1])
        rank = _RANK_PARSE.get(body[:-1].upper())
        if suit is not None and rank is not None:
            return Card(rank, suit, copy)
    raise ValueError(f"cannot read the card {token!r}; accepted forms: {_ACCEPTED}")


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from notation: ``parse_cards("A♥ 10♠ J♦")`` or ``parse_cards("Ah Ts Jd")``."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_card(t) for t in tokens]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


STANDARD_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def deck(low: int = 2, copies: int = 1) -> list[Card]:
    """A French-suited pack from rank ``low`` up to the ace, ``copies`` times over."""
    ranks = [Rank(r) for r in range(low, 11)] + [Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]
    return [Card(r, s, c) for c in range(copies) for s in STANDARD_SUITS for r in ranks]


def piquet_deck(copies: int = 1) -> list[Card]:
    """32 cards, 7 to ace; ``copies=2`` or ``4`` for the Bezique family's multiple packs."""
    return deck(7, copies)


def deck36() -> list[Card]:
    """36 cards, 6 to ace."""
    return deck(6)


def deck52() -> list[Card]:
    return deck(2)


def tarot_deck() -> list[Card]:
    """78 cards: four suits 1–10, J, C, Q, K; trumps T1–T21; the Excuse."""
    courts = [Rank.JACK, Rank.CAVALIER, Rank.QUEEN, Rank.KING]
    ranks = [Rank(r) for r in range(1, 11)] + courts
    suits = [Card(r, s) for s in STANDARD_SUITS for r in ranks]
    return suits + [Card(n, Suit.TRUMP) for n in range(1, 22)] + [Card(EXCUSE_RANK, Suit.TRUMP)]


class Cards(list[Card]):
    """A list of cards that shows itself as pictures in Jupyter and as notation elsewhere."""

    def __str__(self) -> str:
        return format_cards(self)

    def _repr_html_(self) -> str:
        from kaartlib.widgets.svg import cards_html

        return cards_html(self)
