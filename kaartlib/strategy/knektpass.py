"""A rule-of-thumb Knektpass player: count likely tricks, join and buy on that count, play
sure winners, win cheaply when forced and lead low side cards to draw out trumps."""

from __future__ import annotations

import math
from functools import cache

import numpy as np

from kaartlib.cards import Card, Rank, Suit
from kaartlib.core import Move, View
from kaartlib.games.knektpass import HAND, Ranking, card_move

SIDE = {Rank.ACE: 0.3, Rank.KING: 0.1}  # chance-like weights of side cards before discounting


@cache
def _table(ranks: Ranking) -> dict[Card, tuple[Suit, int, int, float]]:
    """Per card: its suit, power, how many cards of its suit beat it, its side-card weight."""
    return {c: (s, p, ranks.n_higher[c], SIDE.get(Rank(c.rank), 0.0))
            for c, (s, p) in ranks.info.items()}  # fmt: skip


def hand_weights(hand: list[Card], ranks: Ranking, trump_card: Card, keep: float) -> list[float]:
    """A rough chance per card of ``hand`` that it takes a trick. ``keep`` is the chance that a
    given unseen card is not with an opponent: every unseen card that beats a card must be
    elsewhere, and side cards also fear the first few unseen trumps."""
    table, trump = _table(ranks), ranks.trump
    rows = [table[c] for c in hand]
    known_trumps = [p for s, p, _, _ in rows if s is trump]
    known_trumps.append(ranks.power[trump_card])
    known_trumps.sort(reverse=True)  # a trump's index here: the known trumps above it
    side_fear = keep ** min(len(ranks.trumps) - len(known_trumps), 3)
    out = []
    for s, p, above, base in rows:
        if s is trump:
            out.append(keep ** (above - known_trumps.index(p)))
        elif base:
            above -= sum(1 for t, x, _, _ in rows if t is s and x > p)
            out.append(base * keep**above * side_fear)
        else:
            out.append(0.0)
    return out


def fresh_value(keep: float, trumps_out: int, unseen: int) -> float:
    """The expected weight of a card bought from the talon: a trump with probability
    ``trumps_out / unseen``, worth ``keep`` to the power of the unseen trumps above it."""
    if trumps_out == 0:
        return 0.0
    return (1 - keep**trumps_out) / ((1 - keep) * unseen)


class KnektpassPlayer:
    """Counts each card's chance of a trick (jacks and high trumps most, side aces a little,
    fewer the more opponents), and the value of a card bought in its place.

    Joins when the hand, with its weak side cards bought away, promises ``join_at`` tricks or
    more (``-inf``: always, ``inf``: never; the dealer always joins when nobody else has, for the
    free point). Buys away the side cards worth less than a fresh card; buys a second time only
    when the hand promises ``second_buy_at`` tricks (a second purchase needs a second trick).
    ``buys`` forces an exact number of purchases and ``throw`` the cards thrown each time.
    In the tricks: leads a trump nobody can beat, else its lowest side card to draw trumps;
    when it must win, wins with the lowest card nobody can beat, else the lowest winner; when it
    cannot win, throws its lowest side card.
    """

    def __init__(self, join_at: float = 0.7, second_buy_at: float = 2.0,
                 buys: int | None = None, throw: int | None = None) -> None:  # fmt: skip
        self.join_at = join_at
        self.second_buy_at = second_buy_at
        self.buys = buys
        self.throw = throw

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        kind = legal[0].kind
        if kind == "join":
            return legal[0] if self._joins(view) else legal[1]
        if kind == "stand":
            return self._buy(view, legal)
        return self._card(view, [m.cards[0] for m in legal])

    # -- decisions before the tricks -------------------------------------------------------
    def _weights(self, view: View, hand: list[Card], ranks: Ranking,
                 joined: list[bool | None] | None) -> tuple[list[float], float]:  # fmt: skip
        """Each card's rough chance of a trick against the players likely to play (while
        joining: those who ``joined`` and half of those still to decide), and the same for a
        card bought from the talon."""
        if joined is not None:
            undecided = joined.count(None) - 1
            opponents = max(joined.count(True) + 0.5 * undecided, 1)
        else:
            opponents = len(view.active) - 1
        unseen = view.game.pack_size - HAND - 1
        keep = 1 - min(0.95, HAND * opponents / unseen)
        weights = hand_weights(hand, ranks, view.trump_card, keep)
        info, trump = ranks.info, ranks.trump
        known_trumps = sum(1 for c in hand if info[c][0] is trump) + 1
        return weights, fresh_value(keep, len(ranks.trumps) - known_trumps, unseen)

    def _joins(self, view: View) -> bool:
        if self.join_at in (-math.inf, math.inf):
            return self.join_at < 0
        joined = view.joined
        if view.seat == view.dealer and True not in joined:
            return True  # alone: a point off for nothing
        hand = view.hand
        ranks = view.ranks
        weights, fresh = self._weights(view, hand, ranks, joined)
        info, trump = ranks.info, ranks.trump
        promise = sum(w if info[c][0] is trump else max(w, fresh)
                      for c, w in zip(hand, weights, strict=True))  # fmt: skip
        return promise >= self.join_at

    def _buy(self, view: View, legal: list[Move]) -> Move:
        seat = view.seat
        done = view.purchases[seat]
        if self.buys is not None and done >= self.buys:
            return legal[0]
        if self.buys is None and not done and view.bought[seat]:
            return legal[0]  # stood with this very hand in the first round
        hand = sorted(view.hand)  # the order of the buy moves' cards
        ranks = view.ranks
        weights, fresh = self._weights(view, hand, ranks, None)
        info, trump = ranks.info, ranks.trump
        side = [i for i, c in enumerate(hand) if info[c][0] is not trump]
        order = sorted(side, key=weights.__getitem__)
        order += sorted((i for i, c in enumerate(hand) if info[c][0] is trump),
                        key=weights.__getitem__)  # fmt: skip
        if self.buys is None and done and sum(weights) < self.second_buy_at:
            return legal[0]
        k = self.throw or sum(1 for i in side if weights[i] < fresh)
        if self.buys is not None:
            k = max(k, 1)
        k = min(k, view.talon_size)
        if k == 0:
            return legal[0]
        cards = tuple(hand[i] for i in sorted(order[:k]))
        move = legal[_combination_index(sorted(order[:k]), len(hand))]
        return move if move.cards == cards else next(m for m in legal if m.cards == cards)

    # -- tricks -------------------------------------------------------------------------
    def _card(self, view: View, legal: list[Card]) -> Move:
        ranks = view.ranks
        info, trump = ranks.info, ranks.trump
        trick = view.trick
        if not trick:
            return card_move(self._lead(view, legal, ranks))
        led = info[trick[0][1]][0]
        best = max(ranks.strength(c, led) for _, c in trick)
        winners = []
        for c in legal:
            suit, power = info[c]
            if (suit is trump or suit is led) and power > best:
                winners.append(c)
        if not winners:
            return card_move(min(legal, key=lambda c: (info[c][0] is trump, info[c][1])))
        power = ranks.power
        if len(view.active) == len(trick) + 1:
            return card_move(min(winners, key=power.__getitem__))
        seen = _seen(view, trick)
        safe = [c for c in winners if _safe(c, ranks, seen)]
        return card_move(min(safe or winners, key=power.__getitem__))

    def _lead(self, view: View, legal: list[Card], ranks: Ranking) -> Card:
        info, trump, power = ranks.info, ranks.trump, ranks.power
        trumps = [c for c in legal if info[c][0] is trump]
        if trumps:
            seen = _seen(view, [])
            boss = [c for c in trumps if _safe(c, ranks, seen)]
            if boss:
                return min(boss, key=power.__getitem__)
        side = [c for c in legal if info[c][0] is not trump]
        if side:
            return min(side, key=power.__getitem__)
        return max(legal, key=power.__getitem__)

    def __repr__(self) -> str:
        return (f"KnektpassPlayer(join_at={self.join_at}, second_buy_at={self.second_buy_at}, "
                f"buys={self.buys}, throw={self.throw})")


def _seen(view: View, trick: list[tuple[int, Card]]) -> set[Card]:
    """Every card this seat knows the place of: its hand, the turned card, played cards."""
    seen = set(view.hand)
    seen.add(view.trump_card)
    for pile in view.won:
        seen.update(pile)
    seen.update(c for _, c in trick)
    return seen


def _safe(card: Card, ranks: Ranking, seen: set[Card]) -> bool:
    """No card still unseen can beat ``card`` (a side card also fears every unseen trump)."""
    if any(d not in seen for d in ranks.higher[card]):
        return False
    return ranks.info[card][0] is ranks.trump or all(d in seen for d in ranks.trumps)


def _combination_index(positions: list[int], n: int) -> int:
    """Where the ``buy`` of the cards at ``positions`` (sorted) stands in the legal moves:
    ``stand`` first, then every combination of 1, 2, … cards in ``itertools`` order."""
    k = len(positions)
    index = 1 + sum(math.comb(n, j) for j in range(1, k))
    previous = -1
    for i, p in enumerate(positions):
        for q in range(previous + 1, p):
            index += math.comb(n - q - 1, k - i - 1)
        previous = p
    return index
