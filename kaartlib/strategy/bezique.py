"""A rule-of-thumb player for the Bezique family (all five games).

While the stock lasts it keeps what builds melds (trump honours, marriages, the bezique pair,
several cards of a rank), throws small cards it does not need, and takes a trick when the trick
holds brisques or when winning lets it declare a meld, paying for the trick with a card it needs
least. It always declares the dix and the most valuable meld on offer. In the end phase,
where the opponent's hand is known (every other card has been seen), it leads cards the
opponent cannot beat, brisques first, otherwise its least useful card, and follows with the
cheapest card that wins, or else the cheapest card.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from kaartlib.cards import Card, Suit, piquet_deck
from kaartlib.core import Move, View
from kaartlib.games.bezique import BRISQUES, KINDS, Rules, find_melds
from kaartlib.rules.tricks import BEZIQUE_ORDER

POS = {r: i for i, r in enumerate(BEZIQUE_ORDER)}
_PACKS: dict[int, list[Card]] = {}


def _pack(packs: int) -> list[Card]:
    if packs not in _PACKS:
        _PACKS[packs] = piquet_deck(packs)
    return _PACKS[packs]


def beats(card: Card, lead: Card, trump: Suit | None) -> bool:
    """Does ``card``, played second, win the trick ``lead`` started (identical: the leader)?"""
    if card.suit is lead.suit:
        return POS[card.rank] > POS[lead.rank]
    return card.suit is trump


def keep_values(hand: list[Card], trump: Suit | None, rules: Rules, brisque: int,
                shown: Iterable[Card] = ()) -> dict[int, float]:  # fmt: skip
    """How much each card of ``hand`` is worth keeping (keyed by ``Card._id``): its brisque
    value, its strength as a trump, and (when melds come from the hand) its share in melds it
    could still help build."""
    keep: dict[int, float] = {}
    faces: dict[int, int] = {}
    ranks: dict[int, int] = {}
    for c in hand:
        face = c._id % 160
        faces[face] = faces.get(face, 0) + 1
        ranks[face % 32] = ranks.get(face % 32, 0) + 1
        value = float(brisque if c.rank in BRISQUES else 0) + POS[c.rank] * 0.5
        if c.suit is trump:
            value += 6 + POS[c.rank]
        keep[c._id] = value
    if rules.meld_from != "hand":
        return keep
    bonus: dict[int, float] = {}
    for entry in rules.plan(trump):
        value = rules.melds[entry[1]]
        if entry[0] == "slots":
            held = [k for k in entry[3] if k in faces]
            share = (len(held) / len(entry[3])) ** 2 * value / len(entry[3])
            if len(held) >= max(1, len(entry[3]) - 2):
                for k in held:
                    bonus[k] = bonus.get(k, 0.0) + share
        elif entry[0] == "four":
            n = ranks.get(entry[2], 0)
            if n >= 2:
                bonus[-entry[2]] = bonus.get(-entry[2], 0.0) + (min(n, 4) / 4) ** 2 * value / 4
        else:
            _, _, _, jack, queen, n = entry
            held = min(faces.get(jack, 0), n) + min(faces.get(queen, 0), n)
            if held:
                share = (held / (2 * n)) ** 2 * value / (2 * n)
                bonus[jack] = bonus.get(jack, 0.0) + share * (jack in faces)
                bonus[queen] = bonus.get(queen, 0.0) + share * (queen in faces)
    shown_ids = {c._id for c in shown}
    for c in hand:
        face = c._id % 160
        value = bonus.get(face, 0.0) / faces[face] + bonus.get(-(face % 32), 0.0)
        keep[c._id] += value - (5 if c._id in shown_ids else 0)
    return keep


def pile_gain(pile: list[Card], new: list[Card], trump: Suit | None, rules: Rules,
              done: set[frozenset[Card]]) -> float:  # fmt: skip
    """Fildinski: what a player could meld at once after adding the trick ``new`` to his face-up
    ``pile``: the most valuable melds holding a card of ``new``, not melded before, no card in
    two of them (chosen greedily by value)."""
    found = sorted(((rules.melds[k], combo) for k, combo, _ in find_melds(pile + new, trump, rules)
                    if any(c in new for c in combo) and frozenset(combo) not in done),
                   key=lambda vc: -vc[0])  # fmt: skip
    used: set[Card] = set()
    total = 0.0
    for value, combo in found:
        if used.isdisjoint(combo):
            used.update(combo)
            total += value
    return total


class BeziquePlayer:
    """Rule of thumb for every game of the family; ``meld_weight`` scales how much a meld it
    could declare after winning is worth fighting for (1.0: its full value)."""

    def __init__(self, meld_weight: float = 1.0) -> None:
        self.meld_weight = meld_weight

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        melds = [m for m in legal if m.kind != "card"]
        if melds:
            rules: Rules = view.game.rules
            for m in melds:
                if m.kind == "dix":
                    return m
            scored = [m for m in melds if m.kind in KINDS]
            if scored:
                return max(scored, key=lambda m: (rules.melds[m.kind], -len(m.cards)))
            if len(melds) == len(legal):
                return melds[0]
        plays = [m for m in legal if m.kind == "card"]
        if len(plays) == 1:
            return plays[0]
        cards = [m.cards[0] for m in plays]
        card = self._stock_card(view, cards) if view.stock_phase else self._end_card(view, cards)
        return next(m for m in plays if m.cards[0] is card)

    # -- while the stock lasts -------------------------------------------------------------------
    def _stock_card(self, view: View, cards: list[Card]) -> Card:
        rules: Rules = view.game.rules
        trump = view.trump
        brisque = rules.points["brisque"]
        hand = view.hand
        keep = keep_values(hand, trump, rules, max(brisque, 5), view.shown[view.seat])
        trick = view.trick
        if rules.meld_from == "won":
            return self._pile_card(view, cards, keep)
        if not trick:
            return min(cards, key=lambda c: (keep[c._id], c))
        lead = trick[0]
        lead_points = brisque if lead.rank in BRISQUES else 0
        meld_gain = self._meld_gain(view, hand, lead)
        best, best_score = cards[0], -1e9
        for c in cards:
            points = lead_points + (brisque if c.rank in BRISQUES else 0)
            if beats(c, lead, trump):
                score = points + self.meld_weight * meld_gain.get(c._id, 0.0) - keep[c._id]
            else:
                score = -points - keep[c._id]
            if score > best_score:
                best, best_score = c, score
        return best

    def _pile_card(self, view: View, cards: list[Card], keep: dict[int, float]) -> Card:
        """Fildinski: a won trick goes face up on the winner's pile to meld from, so weigh what
        each card would let this seat meld if it takes the trick against what it would hand the
        opponent if he does (his pile is public)."""
        rules: Rules = view.game.rules
        trump, seat = view.trump, view.seat
        brisque = rules.points["brisque"]
        piles = view.won
        done = [{frozenset(m[2]) for m in view.melds if m[0] == s} for s in (0, 1)]

        def gain(s: int, new: list[Card]) -> float:
            return pile_gain(piles[s], new, trump, rules, done[s])

        trick = view.trick
        best, best_score = cards[0], -1e9
        for c in cards:
            if not trick:
                score = 0.5 * (gain(seat, [c]) - gain(1 - seat, [c]))
            else:
                lead = trick[0]
                new = [lead, c]
                points = brisque * sum(x.rank in BRISQUES for x in new)
                if beats(c, lead, trump):
                    score = points + self.meld_weight * gain(seat, new)
                else:
                    score = -points - self.meld_weight * gain(1 - seat, new)
            score -= keep[c._id]
            if score > best_score:
                best, best_score = c, score
        return best

    def _meld_gain(self, view: View, hand: list[Card], lead: Card) -> dict[int, float]:
        """The best meld value the seat could declare after winning with each card."""
        rules: Rules = view.game.rules
        done = {frozenset(m[2]) for m in view.melds if m[0] == view.seat}
        found = [(rules.melds[k], combo) for k, combo, _ in find_melds(hand, view.trump, rules)
                 if frozenset(combo) not in done]  # fmt: skip
        if not found:
            return {}
        return {c._id: max((v for v, combo in found if c not in combo), default=0.0)
                for c in hand}  # fmt: skip

    # -- the end phase ---------------------------------------------------------------------------
    def _end_card(self, view: View, cards: list[Card]) -> Card:
        trump = view.trump
        trick = view.trick
        if trick:
            lead = trick[0]
            winners = [c for c in cards if beats(c, lead, trump)]
            if winners:
                return min(winners, key=lambda c: (c.suit is trump, POS[c.rank], c))
            return min(cards, key=lambda c: (c.rank in BRISQUES, c.suit is trump, POS[c.rank], c))
        opponent = self._opponent_hand(view)
        safe = [c for c in cards if not any(beats(o, c, trump) for o in opponent)]
        if safe:
            return max(safe, key=lambda c: (c.rank in BRISQUES, c.suit is not trump, POS[c.rank]))
        return min(cards, key=lambda c: (c.suit is trump, c.rank in BRISQUES, POS[c.rank], c))

    def _opponent_hand(self, view: View) -> list[Card]:
        """Once the stock is gone every card not in this hand or in a won pile is the
        opponent's."""
        seen = {c._id for c in view.hand}
        for pile in view.won:
            seen.update(c._id for c in pile)
        seen.update(c._id for c in view.trick)
        return [c for c in _pack(view.game.rules.packs) if c._id not in seen]

    def __repr__(self) -> str:
        return f"BeziquePlayer(meld_weight={self.meld_weight})"
