"""Speed of the tarot family: deals per second with random and rule-of-thumb play, one core.

The issue's target: at least 1,000 Maison Tarot deals per second with random play, 4 players.
"""

from __future__ import annotations

import time

import numpy as np

from kaartlib.games import game as make_game
from kaartlib.players import Player, RandomPlayer, play_out

CASES = [
    ("maison_tarot", 4, "random", 1000.0),
    ("maison_tarot", 4, "rule", None),
    ("la_rigueur", 4, "random", None),
    ("maison_troggen", 3, "random", None),
    ("triomphe_forcee", 4, "random", None),
    ("triomphe_forcee", 10, "random", None),
]


def deals_per_second(game_id: str, players: int, kind: str, seconds: float) -> float:
    """Whole deals (shuffle, deal, play out) per second until ``seconds`` have passed."""
    game = make_game(game_id, players=players)
    seats: list[Player] = [game.rule_of_thumb() if kind == "rule" else RandomPlayer()
                           for _ in range(players)]  # fmt: skip
    rng = np.random.default_rng(1)
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        play_out(game.deal(rng, dealer=done % players), seats, rng)
        done += 1
    return done / elapsed


def run(seconds: float = 2.0) -> list[dict]:
    """One row per case: deals per second (the first case carries the issue's target)."""
    share = seconds / len(CASES)
    return [{"name": f"{game_id} {players} players, {kind} play: deals per second",
             "value": deals_per_second(game_id, players, kind, share), "unit": "deals/s",
             "target": target}
            for game_id, players, kind, target in CASES]  # fmt: skip


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']:60} {row['value']:10.0f} {row['unit']}  target {row['target']}")
