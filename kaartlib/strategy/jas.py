"""A rule-of-thumb player for Vijfhonderden and Smousjas.

It declares every meld it may (the most valuable first), always rejects when it can (with its
most valuable higher meld), swaps the trump 7, and calls Uit. Cards are judged by their points
plus a *cost* of giving them up: their strength for the second part (the Jas, the Nel, other
trumps, aces) and their share in melds held or nearly held. In the first part it wins a trick
when the points taken, plus the chance to declare as leader, outweigh that cost; otherwise it
throws its cheapest card. In the second part it knows the opponent's hand (every other card has
been seen) and plays sure winners, draws trumps with the top trump, and otherwise gives little.
"""

from __future__ import annotations

import numpy as np

from kaartlib.cards import Card, Rank, Suit
from kaartlib.core import Move, View
from kaartlib.games.jas import SEQ_PLACE, JasRules, find_melds
from kaartlib.rules.tricks import TrickOrder

STRENGTH = {Rank.JACK: 22.0, Rank.NINE: 16.0, Rank.ACE: 10.0, Rank.KING: 7.0, Rank.QUEEN: 6.0,
            Rank.TEN: 6.0, Rank.EIGHT: 5.0, Rank.SEVEN: 4.0}  # trumps, for the second part
PLAIN_ACE = 4.0


class JasPlayer:
    """``meld_weight`` scales how much winning a first-part trick is worth for the right to
    declare next; ``strength_weight`` scales how much it costs to give up a strong card (trumps,
    aces) before the second part. The defaults balance both."""

    def __init__(self, meld_weight: float = 1.0, strength_weight: float = 1.0) -> None:
        self.meld_weight = meld_weight
        self.strength_weight = strength_weight

    def __repr__(self) -> str:
        return f"JasPlayer(meld_weight={self.meld_weight}, strength_weight={self.strength_weight})"

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        rules: JasRules = view.game.rules
        by_kind: dict[str, list[Move]] = {}
        for m in legal:
            by_kind.setdefault(m.kind, []).append(m)
        for kind in ("uit", "swap"):
            if kind in by_kind:
                return by_kind[kind][0]
        if view.step == "reject":
            rejects = by_kind.get("reject")
            if rejects:
                return max(rejects, key=lambda m: rules.by_cards[m.cards].value)
            return by_kind["accept"][0]
        if view.step == "choose":
            return self._choose_last(view, rules, by_kind)
        if "declare" in by_kind:
            return max(by_kind["declare"], key=lambda m: rules.by_cards[m.cards].value)
        cards = [m.card for m in by_kind["card"]]
        card = (self._first_part if view.phase == 1 else self._second_part)(view, rules, cards)
        return next(m for m in by_kind["card"] if m.card is card)

    # -- judging cards ---------------------------------------------------------------------
    def _costs(self, view: View, rules: JasRules, hand: list[Card]) -> dict[Card, float]:
        """What giving up each card costs beyond its points: strength and meld chances."""
        trump = view.trump
        done = {cards for seat, _, cards, _, status in view.shown
                if seat == view.seat and status != "rejected"}  # fmt: skip
        cost = {c: self.strength_weight * _strength(c, trump) for c in hand}
        if view.phase == 1 or view.end_tricks == 0:
            for meld in find_melds(rules, hand, trump):
                if meld.cards not in done:
                    for c in meld.cards:
                        cost[c] += meld.value / len(meld.cards)
            for c in hand:
                cost[c] += 3.0 * _neighbours(c, hand)
        return cost

    def _meld_chance(self, view: View, rules: JasRules, hand: list[Card]) -> float:
        """The value of the melds the player could declare if it led the next trick."""
        done = {cards for seat, _, cards, _, status in view.shown
                if seat == view.seat and status != "rejected"}  # fmt: skip
        best: dict[object, int] = {}
        for meld in find_melds(rules, hand, view.trump):
            if meld.cards in done or not meld.rejectable:
                continue
            key = meld.suit if meld.kind == "seq" else meld.cards
            best[key] = max(best.get(key, 0), meld.value)
        return float(sum(best.values()))

    # -- the first part: no duty to follow ---------------------------------------------------
    def _first_part(self, view: View, rules: JasRules, cards: list[Card]) -> Card:
        points = rules.points[view.trump]
        hand = view.hand
        cost = self._costs(view, rules, hand)
        if not view.trick:
            return min(cards, key=lambda c: (points[c] + cost[c], c))
        lead = view.trick[0][1]
        order = rules.orders[view.trump]

        def gain(c: Card) -> float:
            taken = points[lead] + points[c]
            if order.winner((lead, c)) == 1:
                rest = [x for x in hand if x is not c]
                return taken + self.meld_weight * self._meld_chance(view, rules, rest) - cost[c]
            return -taken - cost[c]

        return max(cards, key=lambda c: (gain(c), -points[c], c))

    # -- the second part: follow, trump, and every card is known ------------------------------
    def _second_part(self, view: View, rules: JasRules, cards: list[Card]) -> Card:
        trump = view.trump
        points = rules.points[trump]
        order = rules.orders[trump]
        theirs = _unseen(view)
        if view.trick:
            lead = view.trick[0][1]
            winners = [c for c in cards if order.winner((lead, c)) == 1]
            if winners:
                return max(winners, key=lambda c: (points[c] - _strength(c, trump), c))
            return min(cards, key=lambda c: (points[c] + _strength(c, trump) / 4, c))
        sure = [c for c in cards
                if all(order.winner((c, r)) == 0 for r in _replies(c, theirs, order))]
        if sure:
            top_trumps = [c for c in sure if c.suit is trump]
            if top_trumps and any(c.suit is trump for c in theirs):
                return max(top_trumps, key=lambda c: order.info(c)[1])
            return max(sure, key=lambda c: (points[c], c))
        return min(cards, key=lambda c: (points[c] + _strength(c, trump) / 2, c))

    def _choose_last(self, view: View, rules: JasRules, by_kind: dict[str, list[Move]]) -> Move:
        """Take the face-up trump card when it is worth more than the average unseen card."""
        turned = view.turned
        assert turned is not None
        hidden = _unseen(view)
        points = rules.points[view.trump]

        def worth(c: Card) -> float:
            return points[c] + _strength(c, view.trump)

        average = sum(map(worth, hidden)) / len(hidden)
        return by_kind["turned" if worth(turned) >= average else "hidden"][0]


def _strength(card: Card, trump: Suit) -> float:
    if card.suit is trump:
        return STRENGTH[card.rank]
    return PLAIN_ACE if card.rank == Rank.ACE else 0.0


def _neighbours(card: Card, hand: list[Card]) -> int:
    """How many cards of the same suit lie next to ``card`` in A K Q J 10 9 8 7."""
    place = SEQ_PLACE[card.rank]
    return sum(1 for c in hand if c.suit is card.suit and abs(SEQ_PLACE[c.rank] - place) == 1)


def _unseen(view: View) -> list[Card]:
    """Cards the player has not seen played or taken: in the second part, the opponent's hand."""
    seen = set(view.hand)
    for pile in view.won:
        seen.update(pile)
    seen.update(c for _, c in view.trick)
    if view.turned is not None:
        seen.add(view.turned)
    return [c for c in view.game.new_deck() if c not in seen]


def _replies(lead: Card, hand: list[Card], order: TrickOrder) -> list[Card]:
    """The opponent's legal replies to ``lead`` in the second part."""
    same = [c for c in hand if c.suit is lead.suit]
    if same:
        return same
    trumps = [c for c in hand if c.suit is order.trump]
    return trumps or hand
