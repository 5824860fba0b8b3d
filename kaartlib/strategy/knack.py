"""A rule-of-thumb Knack player: build the best suit, close at a threshold."""

from __future__ import annotations

import numpy as np

from kaartlib.core import Move, View
from kaartlib.games.knack import hand_value


class KnackPlayer:
    """Keeps a dealt hand worth ``keep_at`` or more, swaps for the best value each turn
    (pushing when nothing improves), and closes (passen) once the hand is worth ``close_at``."""

    def __init__(self, close_at: float = 26.0, keep_at: float = 16.0) -> None:
        self.close_at = close_at
        self.keep_at = keep_at

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        by_kind = {m.kind: m for m in legal}
        if "keep" in by_kind:
            return by_kind["keep" if hand_value(view.hand) >= self.keep_at else "other"]
        if "knack" in by_kind:
            return by_kind["knack"]
        hand = view.hand
        current = hand_value(hand)
        if "knock" in by_kind and current >= self.close_at:
            return by_kind["knock"]
        middle = view.middle
        best, best_value = by_kind["push"], current
        for m in legal:
            if m.kind == "swap":
                give, take = m.cards
                value = hand_value([take if c is give else c for c in hand])
            elif m.kind == "swap3":
                value = hand_value(middle)
            else:
                continue
            if value > best_value:
                best, best_value = m, value
        if best.kind == "push" and "new" in by_kind:
            return by_kind["new"]
        return best

    def __repr__(self) -> str:
        return f"KnackPlayer(close_at={self.close_at}, keep_at={self.keep_at})"
