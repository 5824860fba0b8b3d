"""A rule-of-thumb Knoesten player: join with a likely trick, keep trumps and aces, play safe.

Joining: a hand's strength is the sum of rough trick chances of its cards (a trump ace almost
always wins, a low trump often ruffs, a plain ace sometimes survives, the rest rarely win);
the player joins when the strength reaches ``join_at``, or when he may not pass.
Exchanging: keep every trump and every plain card of rank ``keep_plain`` or higher, lay the
rest aside (the lowest first when the limit is smaller).
Playing: lead a trump that nobody can beat, else a plain card that nobody can beat in its
suit, else a low card of the shortest plain suit; follow by winning as cheaply as is safe
(or with the highest winning card while still without a trick), and otherwise throw the
cheapest card.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from kaartlib.cards import STANDARD_SUITS, Card, Rank, Suit
from kaartlib.core import Move, View
from kaartlib.games.knoesten import (
    CARD_MOVES,
    DECK,
    JOIN,
    KEEP,
    PASS,
    exchange_move,
    proper_cards,
    trick_winner,
)

TRUMP_CHANCE = {Rank.ACE: 1.0, Rank.KING: 0.85, Rank.QUEEN: 0.75, Rank.JACK: 0.65,
                Rank.TEN: 0.6, Rank.NINE: 0.55, Rank.EIGHT: 0.5, Rank.SEVEN: 0.5}  # fmt: skip
PLAIN_CHANCE = {Rank.ACE: 0.3, Rank.KING: 0.1}
# For each rank, the bits of the higher ranks of a suit (a set of ranks as one integer).
ABOVE = {r: sum(1 << c.rank for c in DECK if c.suit is Suit.CLUBS and c.rank > r)
         for r in range(16)}  # fmt: skip


def strength(hand: Sequence[Card], trump: Suit) -> float:
    """Rough expected tricks of a hand before the exchange."""
    return sum(TRUMP_CHANCE[c.rank] if c.suit is trump else PLAIN_CHANCE.get(c.rank, 0.02)
               for c in hand)  # fmt: skip


def keeps(card: Card, trump: Suit, keep_plain: int) -> bool:
    return card.suit is trump or card.rank >= keep_plain


def cheapness(card: Card, trump: Suit) -> int:
    """Order in which to give a card away: plain low cards first, trumps last."""
    return card.rank + (20 if card.suit is trump else 0)


CHEAPNESS = {s: {c: cheapness(c, s) for c in DECK} for s in STANDARD_SUITS}


class KnoestenPlayer:
    """Plays Knoesten the way a careful club player would (see the module docstring)."""

    def __init__(self, join_at: float = 1.0, keep_plain: int = Rank.ACE) -> None:
        self.join_at = join_at
        self.keep_plain = keep_plain

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        phase = view.phase
        if phase == "play":
            return CARD_MOVES[self.play(view, [m.cards[0] for m in legal])]
        if phase == "join":
            return self.join(view, legal)
        return self.exchange(view)

    # -- join or pass ------------------------------------------------------------------------
    def join(self, view: View, legal: list[Move]) -> Move:
        if PASS not in legal:
            return JOIN
        return JOIN if strength(view.hand, view.trump) >= self.join_at else PASS

    # -- exchange ----------------------------------------------------------------------------
    def exchange(self, view: View) -> Move:
        trump = view.trump
        hand = view.hand
        away = sorted((c for c in hand if not keeps(c, trump, self.keep_plain)),
                      key=CHEAPNESS[trump].__getitem__)[: view.exchange_max]  # fmt: skip
        if not away:
            return KEEP
        return exchange_move(tuple(c for c in hand if c in away))

    # -- play --------------------------------------------------------------------------------
    def play(self, view: View, cards: list[Card]) -> Card:
        trump = view.trump
        trick = view.trick_cards
        if not trick:
            return self._lead(cards, trump, _seen(view.played, view.hand))
        if view.table_mode:
            cards = proper_cards(view.hand, trick, trump)
        cheap = CHEAPNESS[trump].__getitem__
        best = trick[trick_winner(trick, trump)]
        winning = [c for c in cards if _beats(c, best, trump)]
        if not winning:
            return min(cards, key=cheap)
        if len(trick) == len(view.in_play) - 1:
            return min(winning, key=cheap)
        seen = _seen(view.played, view.hand)
        safe = [c for c in winning if _master(c, seen)]
        if safe:
            return min(safe, key=cheap)
        if view.tricks[view.seat] == 0:
            return max(winning, key=cheap)
        return min(cards, key=cheap)

    def _lead(self, cards: list[Card], trump: Suit, seen: list[int]) -> Card:
        trumps = [c for c in cards if c.suit is trump]
        masters = [c for c in trumps if _master(c, seen)]
        if masters:
            return max(masters)
        plain = [c for c in cards if c.suit is not trump]
        masters = [c for c in plain if _master(c, seen)]
        if masters:
            return max(masters, key=lambda c: c.rank)
        if not plain:
            return min(trumps)
        length = {s: sum(1 for c in plain if c.suit is s) for s in {c.suit for c in plain}}
        return min(plain, key=lambda c: (length[c.suit], c.rank))

    def __repr__(self) -> str:
        return f"KnoestenPlayer(join_at={self.join_at}, keep_plain={self.keep_plain})"


def _seen(played: list[Card], hand: list[Card]) -> list[int]:
    """Per suit, the bits of the ranks played or in this hand."""
    seen = [0, 0, 0, 0]
    for card in played:
        seen[card.suit] |= 1 << card.rank
    for card in hand:
        seen[card.suit] |= 1 << card.rank
    return seen


def _master(card: Card, seen: list[int]) -> bool:
    """No card still out can beat ``card`` in its own suit (a trump master beats everything)."""
    return not ABOVE[card.rank] & ~seen[card.suit]


def _beats(card: Card, best: Card, trump: Suit) -> bool:
    """Does ``card`` beat ``best``, the card now winning the trick?"""
    if card.suit is best.suit:
        return card.rank > best.rank
    return card.suit is trump
