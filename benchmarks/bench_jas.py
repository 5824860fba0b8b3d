"""Speed of the Jas engine (Vijfhonderden and Smousjas): deals per second on one core with
random players and with rule-of-thumb players, and moves per second with random play.

Rates are per second of this process's CPU time, so that other work on a shared machine does
not count against the engine (one process, one core)."""

from __future__ import annotations

import time

import numpy as np

import kaartlib as kl
from kaartlib.players import RandomPlayer, play_out

TARGET_RANDOM = 1_000.0  # deals per second with random play (issue 9)


def _deals_per_second(game_id: str, rule_of_thumb: bool, seconds: float) -> tuple[float, float]:
    game = kl.game(game_id)
    players = [game.rule_of_thumb() if rule_of_thumb else RandomPlayer() for _ in range(2)]
    rng = np.random.default_rng(0)
    deals = moves = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        state = play_out(game.deal(rng, dealer=deals % 2), players, rng)
        deals += 1
        moves += len(state.history)
    return deals / elapsed, moves / elapsed


def run(seconds: float = 2.0) -> list[dict]:
    rows = []
    for game_id in ("vijfhonderden", "smousjas"):
        deals, moves = _deals_per_second(game_id, False, seconds / 4)
        rows.append({"name": f"{game_id} random deals", "value": deals, "unit": "deals/s",
                     "target": TARGET_RANDOM})  # fmt: skip
        rows.append({"name": f"{game_id} random moves", "value": moves, "unit": "moves/s",
                     "target": None})  # fmt: skip
        deals, _ = _deals_per_second(game_id, True, seconds / 4)
        rows.append({"name": f"{game_id} rule-of-thumb deals", "value": deals,
                     "unit": "deals/s", "target": None})  # fmt: skip
    return rows


if __name__ == "__main__":
    for row in run():
        target = f" (target {row['target']:,.0f})" if row["target"] else ""
        print(f"{row['name']:<36} {row['value']:>10,.0f} {row['unit']}{target}")
