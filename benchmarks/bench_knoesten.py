"""Knoesten speed on one core: whole deals with rule-of-thumb players (target 5,000 per second),
with random players, the moves behind them, and whole games from 25 points.

    PYTHONPATH=. python benchmarks/bench_knoesten.py
"""

from __future__ import annotations

import time

import numpy as np

import kaartlib as kl
from kaartlib.players import Player, RandomPlayer, play_out


def _deals(game: kl.Game, players: list[Player], seconds: float) -> tuple[int, int, float, float]:
    """Deals and moves played in about ``seconds`` (dealer rotating), the wall-clock time and
    the processor time this process used (the fairer measure on a shared machine)."""
    rng = np.random.default_rng(1)
    deals = moves = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            state = play_out(game.deal(rng, dealer=deals % 4), players, rng)
            moves += len(state.history)
            deals += 1
    return deals, moves, time.perf_counter() - start, time.process_time() - cpu


def _matches(game: kl.Game, players: list[Player], seconds: float) -> float:
    count = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        kl.Match(game, seed=count).play(players)
        count += 1
    return count / elapsed


def run(seconds: float = 2.0) -> list[dict]:
    game = kl.game("knoesten")
    thumb = [game.rule_of_thumb() for _ in range(4)]
    deals, moves, wall, cpu = _deals(game, thumb, seconds)
    random_deals, _, random_wall, _ = _deals(game, [RandomPlayer()] * 4, seconds / 2)
    return [
        {"name": "knoesten deals, rule-of-thumb players, one core (processor time)",
         "value": deals / cpu, "unit": "deals/s", "target": 5000.0},
        {"name": "knoesten deals, rule-of-thumb players (wall clock)", "value": deals / wall,
         "unit": "deals/s", "target": None},
        {"name": "knoesten moves, rule-of-thumb players (wall clock)", "value": moves / wall,
         "unit": "moves/s", "target": None},
        {"name": "knoesten deals, random players (wall clock)",
         "value": random_deals / random_wall, "unit": "deals/s", "target": None},
        {"name": "knoesten whole games from 25, rule-of-thumb players (wall clock)",
         "value": _matches(game, thumb, seconds / 2), "unit": "games/s", "target": None},
    ]  # fmt: skip


if __name__ == "__main__":
    for row in run():
        target = f" (target {row['target']:,.0f})" if row["target"] else ""
        print(f"{row['name']}: {row['value']:,.0f} {row['unit']}{target}")
