"""Gin Rummy speed: exact least deadwood per second and whole hands per second.

When RLCard and OpenSpiel are installed (the ``bench`` extra) they are measured in the same run
on the same kind of work, and the ratios are reported: kaartlib's deadwood against RLCard's
melding (target 4×), whole hands with rule-of-thumb players against OpenSpiel's random-play
games (target 2×). Measurements alternate in rounds and keep each one's best round, so a busy
machine slows both sides alike.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

import kaartlib as kl
from kaartlib.games import gin_rummy as gr
from kaartlib.players import play_out

from timing import Row, openspiel_random_play, per_second, row

ROUNDS = 4


def _hands(n: int, seed: int = 1) -> list[list[kl.Card]]:
    rng = np.random.default_rng(seed)
    return [[gr.CARDS[i] for i in rng.choice(52, 10, replace=False)] for _ in range(n)]


def _deadwood_work(hands: list[list[kl.Card]]) -> Callable[[], int]:
    def work() -> int:
        for hand in hands:
            gr.deadwood(hand)
        return len(hands)

    return work


def _rlcard_work(hands: list[list[kl.Card]]) -> Callable[[], int] | None:
    try:
        from rlcard.games.gin_rummy.utils import melding, utils
    except ImportError:
        return None
    theirs = [[utils.card_from_text(_rl_text(c)) for c in h] for h in hands]

    def work() -> int:
        for hand in theirs:
            clusters = melding.get_best_meld_clusters(hand)
            if clusters:
                utils.get_deadwood_count(hand, clusters[0])
            else:
                sum(utils.get_deadwood_value(c) for c in hand)
        return len(theirs)

    return work


def _rl_text(card: kl.Card) -> str:
    rank = "A23456789TJQK"[gr.LOW[card.rank]]
    return rank + "CDHS"[card.suit]


def _openspiel_deadwood_work(hands: list[list[kl.Card]]) -> Callable[[], int] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    order = {kl.Suit.SPADES: 0, kl.Suit.CLUBS: 1, kl.Suit.DIAMONDS: 2, kl.Suit.HEARTS: 3}
    theirs = [[order[c.suit] * 13 + gr.LOW[c.rank] for c in h] for h in hands]

    def work() -> int:
        for hand in theirs:
            utils.min_deadwood(hand)
        return len(theirs)

    return work


def _hands_work() -> Callable[[], int]:
    game = kl.game("gin_rummy")
    players = [game.rule_of_thumb(), game.rule_of_thumb()]
    rng = np.random.default_rng(0)
    count = [0]

    def work() -> int:
        for _ in range(20):
            play_out(game.deal(rng, dealer=count[0] % 2), players, rng)
            count[0] += 1
        return 20

    return work




def run(seconds: float = 2.0) -> list[Row]:
    """Measure for about ``seconds`` per line and return the rows (higher is better)."""
    hands = _hands(2_000)
    works: dict[str, Callable[[], int] | None] = {
        "deadwood": _deadwood_work(hands),
        "rlcard": _rlcard_work(hands),
        "openspiel_deadwood": _openspiel_deadwood_work(hands),
        "hands": _hands_work(),
        "openspiel_games": openspiel_random_play("gin_rummy", 5),
    }
    best: dict[str, float] = {}
    for _ in range(ROUNDS):
        for name, work in works.items():
            if work is not None:
                best[name] = max(best.get(name, 0.0), per_second(work, seconds / ROUNDS))
    rlcard, games = best.get("rlcard"), best.get("openspiel_games")
    rows = [row("gin_rummy: exact deadwood with melds, 10-card hands", best["deadwood"],
                "hands/s", 4 * rlcard if rlcard else 100_000)]  # fmt: skip
    if rlcard:
        rows += [row("gin_rummy: RLCard melding (best clusters + deadwood)", rlcard, "hands/s"),
                 row("gin_rummy: deadwood, kaartlib over RLCard", best["deadwood"] / rlcard,
                     "×", 4)]  # fmt: skip
    if "openspiel_deadwood" in best:
        rows.append(row("gin_rummy: OpenSpiel min_deadwood (C++)", best["openspiel_deadwood"],
                        "hands/s"))  # fmt: skip
    rows.append(row("gin_rummy: whole hands, rule-of-thumb players", best["hands"], "hands/s",
                    2 * games if games else None))  # fmt: skip
    if games:
        rows += [row("gin_rummy: OpenSpiel random-play games", games, "games/s"),
                 row("gin_rummy: hands over OpenSpiel random games", best["hands"] / games,
                     "×", 2)]  # fmt: skip
    return rows


if __name__ == "__main__":
    for r in run():
        target = "" if r["target"] is None else f"  (target {r['target']:,.1f})"
        print(f"{r['name']:<58} {r['value']:>12,.1f} {r['unit']}{target}")
