"""A rule-of-thumb player for the tarot family.

It plays the way a careful club player does without counting every card: lead kings early
(from short suits, where the others still hold the suit), otherwise lead a low empty card of
the longest suit; take a trick with the cheapest card that does it when last to play, and with
the strongest one before that; keep the sure winner (T21) for a trick worth it; never risk T1
while others can still overtrump; when the trick is lost, throw the cheapest card, and save a
counting card with the Excuse. Maison Troggen's dealer lays away his queens, cavaliers and
jacks first (they count for him there), then empty cards of his shortest suit.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from kaartlib.cards import Card, Rank, Suit
from kaartlib.core import Move, View
from kaartlib.games.tarot import EXCUSE, TarotGame

T21 = Card(21, Suit.TRUMP)
T1 = Card(1, Suit.TRUMP)


class TarotPlayer:
    """``rich`` is the value of a trick (its counting cards) for which the sure T21 is spent
    before the last hand; ``save`` the smallest card value worth saving with the Excuse."""

    def __init__(self, rich: int = 3, save: int = 1) -> None:
        self.rich = rich
        self.save = save

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        if legal[0].kind == "discard":
            return self._discard(view, legal)
        cards = [m.card for m in legal]
        trick = [c for _, c in view.trick]
        card = self._follow(view, trick, cards) if trick else self._lead(view.game, cards)
        return legal[cards.index(card)]

    def _lead(self, game: TarotGame, cards: list[Card]) -> Card:
        plain = [c for c in cards if c is not EXCUSE]
        if not plain:
            return EXCUSE
        length = Counter(c.suit for c in plain)
        kings = [c for c in plain if c.rank == Rank.KING and c.suit is not Suit.TRUMP]
        if kings:
            return min(kings, key=lambda c: length[c.suit])
        values, order = game.values, game.order
        empty = [c for c in plain if values[c] == 0 and c.suit is not Suit.TRUMP]
        if empty:
            return min(empty, key=lambda c: (-length[c.suit], order.info(c)[1]))
        return min(plain, key=lambda c: (values[c], c is T1, order.info(c)[1]))

    def _follow(self, view: View, trick: list[Card], cards: list[Card]) -> Card:
        game = view.game
        values, order = game.values, game.order
        plain = [c for c in cards if c is not EXCUSE]
        if not plain:
            return EXCUSE
        winners = [c for c in plain if order.beats(c, trick)]
        last = len(trick) == view.players - 1
        worth = sum(values[c] for c in trick)
        if last and winners:
            at_risk = [c for c in winners if values[c] > 0 and c is not T21]
            if at_risk:
                return max(at_risk, key=lambda c: values[c])
            return min(winners, key=lambda c: order.power(c, order.led_suit(trick)))
        if not last:
            safe = [c for c in winners if c is not T21 and c is not T1]
            if safe:
                return max(safe, key=lambda c: order.power(c, order.led_suit(trick)))
            if T21 in winners and worth >= self.rich:
                return T21
        cheapest = min(plain, key=lambda c: (values[c], c.suit is Suit.TRUMP, order.info(c)[1]))
        if EXCUSE in cards and values[cheapest] >= self.save:
            return EXCUSE
        return cheapest

    def _discard(self, view: View, legal: list[Move]) -> Move:
        values = view.game.values
        length = Counter(c.suit for c in view.hand)
        return max(legal, key=lambda m: (values[m.card], -length[m.card.suit], -m.card.rank))

    def __repr__(self) -> str:
        return f"TarotPlayer(rich={self.rich}, save={self.save})"
