"""Speed of the Bezique family engine: random deals per second on one core.

The issue's target is 1,000 Bezique deals per second with random play. Times are CPU seconds of
this process (``time.process_time``), so other work on a shared machine does not count against
the engine.
"""

from __future__ import annotations

import time

import numpy as np

import kaartlib as kl
from kaartlib.players import RandomPlayer, play_out

TARGETS = {"bezique": 1000.0}


def deals_per_second(game_id: str, seconds: float, player: str = "random") -> float:
    """Whole deals (shuffle, deal, play to the end) per CPU second."""
    game = kl.game(game_id)
    players = ([RandomPlayer(), RandomPlayer()] if player == "random"
               else [game.rule_of_thumb(), game.rule_of_thumb()])  # fmt: skip
    rng = np.random.default_rng(0)
    n, start = 0, time.process_time()
    while True:
        play_out(game.deal(rng, dealer=n % 2), players, rng)
        n += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return n / elapsed


def run(seconds: float = 2.0) -> list[dict]:
    rows = []
    for game_id in ("bezique", "fildinski", "rubicon", "marjolet", "binage"):
        rows.append({"name": f"{game_id} random deals", "unit": "deals/s",
                     "value": deals_per_second(game_id, seconds),
                     "target": TARGETS.get(game_id)})  # fmt: skip
    rows.append({"name": "bezique rule-of-thumb deals", "unit": "deals/s",
                 "value": deals_per_second("bezique", seconds, "rule_of_thumb"),
                 "target": None})  # fmt: skip
    return rows


if __name__ == "__main__":
    for row in run():
        target = f" (target {row['target']:.0f})" if row["target"] else ""
        print(f"{row['name']:32} {row['value']:10.0f} {row['unit']}{target}")
