"""A rule-of-thumb Gin Rummy player: take a discard only to meld it, throw the card that leaves
the least deadwood (keeping cards that may still join a meld and not feeding the opponent), go
out as soon as the hand allows it."""

from __future__ import annotations

import numpy as np

from kaartlib.cards import Card, Rank, Suit
from kaartlib.core import Move, View
from kaartlib.games.gin_rummy import (
    BIT,
    DISCARD,
    LOW,
    SPREAD,
    VALUE,
    after_discards,
    deadwood_of_mask,
    hand_mask,
)


class GinRummyPlayer:
    """Plays by simple rules.

    - Draw: take the top discard only if it ends up in a meld (or lets the hand go out now).
    - Discard: the card leaving the least deadwood; ties go against cards that still have a
      partner in the hand (same rank, or the same suit within two ranks), and a card that
      matches what the opponent picked up, or a spade (it would double his score), costs extra.
    - Going out: gin at once (``wait_spade``: hold gin while the limit card is not a spade and
      more than ``wait_stock`` cards are left in the stock); knock when the deadwood is at most
      ``knock_at`` (and the limit card allows it).
    """

    def __init__(self, knock_at: int = 10, wait_spade: bool = False, wait_stock: int = 10,
                 spade_cost: float = 1.0) -> None:  # fmt: skip
        self.knock_at = knock_at
        self.wait_spade = wait_spade
        self.wait_stock = wait_stock
        self.spade_cost = spade_cost

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        first = legal[0].kind
        if first == "draw":
            return self._draw(view, legal)
        if view.phase == "open":
            return self._discard(view, view.hand)
        return self._finish(view, legal)

    # -- drawing ------------------------------------------------------------------------------
    def _draw(self, view: View, legal: list[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        take = legal[1]
        top = take.cards[0]
        mask = hand_mask(view.hand)
        now = deadwood_of_mask(mask)
        out_at = min(self.knock_at, _limit_after(view, top))
        if (mask & NEAR[top._id]).bit_count() < 2 and now - 10 + VALUE[top] > out_at:
            return legal[0]  # the card cannot join a meld, nor let the hand go out
        best_card, best = None, now
        for c, dw in after_discards(mask | BIT[top]):
            if c is not top and dw < best:
                best_card, best = c, dw
        if best_card is None:
            return legal[0]
        kept = mask | BIT[top] ^ BIT[best_card]
        melded = deadwood_of_mask(kept) - deadwood_of_mask(kept ^ BIT[top]) < VALUE[top]
        return take if melded or best <= out_at else legal[0]

    # -- discarding and going out -------------------------------------------------------------
    def _finish(self, view: View, legal: list[Move]) -> Move:
        gins = [m for m in legal if m.kind in ("gin", "biggin")]
        if gins:
            if not self._wait(view):
                return next((m for m in gins if m.kind == "biggin"), gins[0])
            keep = {m.cards[0] for m in gins if m.cards}
            return self._discard(view, view.hand, keep or None)
        knocks = [m for m in legal if m.kind == "knock"]
        if knocks and not gins:
            hand = view.hand
            left = dict(after_discards(hand_mask(hand)))
            move = min(knocks, key=lambda m: left[m.cards[0]])
            if left[move.cards[0]] <= self.knock_at:
                return move
        return self._discard(view, view.hand)

    def _wait(self, view: View) -> bool:
        if not self.wait_spade or view.stock_size <= self.wait_stock:
            return False
        pile = view.pile
        return not pile or pile[-1].suit is not Suit.SPADES

    def _discard(self, view: View, hand: list[Card], only: set[Card] | None = None) -> Move:
        """The plain discard with the lowest cost (deadwood left, then the tie-breaks)."""
        picked = hand_mask(view.picked[1 - view.seat])
        mask = hand_mask(hand)
        taken = view.taken
        spade = self.spade_cost
        best, best_key = hand[0], 1e9
        for c, left in after_discards(mask):
            if c is taken or only is not None and c not in only:
                continue
            near = NEAR[c._id]
            key = left + 1.5 * min((mask & near).bit_count(), 2) + 2.0 * bool(picked & near)
            if c.suit is Suit.SPADES:
                key += spade
            if key < best_key:
                best, best_key = c, key
        return DISCARD[best]

    def __repr__(self) -> str:
        extra = f", wait_spade=True, wait_stock={self.wait_stock}" if self.wait_spade else ""
        return f"GinRummyPlayer(knock_at={self.knock_at}{extra})"


def _near(card: Card) -> int:
    """The cards that could share a meld with ``card``: its rank in other suits, and its suit
    within two ranks."""
    rank, suit = LOW[card.rank], int(card.suit)
    window = sum(1 << (16 * suit + i) for i in range(max(rank - 2, 0), min(rank + 3, 13)))
    return (window | SPREAD << rank) & ~BIT[card]


NEAR = [0] * (max(c._id for c in BIT) + 1)
for _c in BIT:
    NEAR[_c._id] = _near(_c)


def _limit_after(view: View, top: Card) -> int:
    """The knock limit after taking ``top`` (the card beneath it, or the upcard)."""
    if view.game.opts.limit == "upcard":
        card = view.upcard
    else:
        pile = view.pile
        card = pile[-2] if len(pile) > 1 else None
    if card is None or card.rank == Rank.ACE and view.game.opts.ace == "gin":
        return 0
    return VALUE[card]
