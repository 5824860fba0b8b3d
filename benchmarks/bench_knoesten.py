"""Knoesten on one core: whole deals with rule-of-thumb players (target 5,000 per second),
measured by the clock and by the processor time the process used (the fairer measure when
the machine is shared), plus deals with random players and whole games from 25 points."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

import kaartlib as kl
from kaartlib.players import Player, RandomPlayer, play_out

from timing import Row, best_of, per_second, processor_rate, row


def _deals(game: kl.Game, players: list[Player]) -> Callable[[], int]:
    """Work for ``per_second``: 100 deals, the dealer rotating."""
    rng = np.random.default_rng(1)

    def work() -> int:
        for i in range(100):
            play_out(game.deal(rng, dealer=i % 4), players, rng)
        return 100

    return work



def run(seconds: float = 2.0) -> list[Row]:
    game = kl.game("knoesten")
    thumb = [game.rule_of_thumb() for _ in range(4)]
    deals = _deals(game, thumb)
    clock = best_of(3, lambda: per_second(deals, seconds / 3))
    processor = best_of(3, lambda: processor_rate(deals, seconds / 3))
    random_deals = _deals(game, [RandomPlayer()] * 4)
    random_rate = best_of(3, lambda: per_second(random_deals, seconds / 6))
    matches = iter(range(10**9))
    games = best_of(2, lambda: per_second(
        lambda: bool(kl.Match(game, seed=next(matches)).play(thumb)), seconds / 4))  # fmt: skip
    return [
        row("knoesten: rule-of-thumb deals/s (clock)", clock, "deals/s", 5000),
        row("knoesten: rule-of-thumb deals/s (processor time)", processor, "deals/s", 5000),
        row("knoesten: random-player deals/s (clock)", random_rate, "deals/s"),
        row("knoesten: whole games from 25 points/s (clock)", games, "games/s"),
    ]


if __name__ == "__main__":
    for r in run():
        target = f" (target {r['target']:,})" if r["target"] else ""
        print(f"{r['name']}: {r['value']:,.0f} {r['unit']}{target}")
