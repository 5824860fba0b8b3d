"""Knektpass speed: whole deals with rule-of-thumb players, and random play in actions per
second beside OpenSpiel's hearts driven from Python (when ``pyspiel`` is installed, the
``bench`` extra).

Times are CPU seconds of this process (one core). Measurements alternate in rounds and keep
each one's best round, so a busy machine slows every line alike.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import numpy as np

import kaartlib as kl
from kaartlib.players import RandomPlayer, play_out

ROUNDS = 4
Row = dict[str, object]


def _per_second(work: Callable[[], int], seconds: float) -> float:
    """Items per CPU second of ``work`` (which returns how many it did), run for ``seconds``."""
    done, start = 0, time.process_time()
    while True:
        done += work()
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return done / elapsed


def _deals_work(players: int = 4) -> Callable[[], int]:
    game = kl.game("knektpass", players=players)
    seats = [game.rule_of_thumb() for _ in range(players)]
    rng = np.random.default_rng(0)
    count = [0]

    def work() -> int:
        for _ in range(50):
            play_out(game.deal(rng, dealer=count[0] % players), seats, rng)
            count[0] += 1
        return 50

    return work


def _random_actions_work(players: int = 4) -> Callable[[], int]:
    game = kl.game("knektpass", players=players)
    seats = [RandomPlayer() for _ in range(players)]
    rng = np.random.default_rng(1)

    def work() -> int:
        actions = 0
        for i in range(50):
            actions += len(play_out(game.deal(rng, dealer=i % players), seats, rng).history)
        return actions

    return work


def _hearts_work() -> Callable[[], int] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(0)

    def work() -> int:
        actions = 0
        for _ in range(10):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    actions += 1
        return actions

    return work


def run(seconds: float = 2.0) -> list[Row]:
    """Measure for about ``seconds`` per line and return the rows (higher is better)."""
    works = {"deals": _deals_work(), "random": _random_actions_work(), "hearts": _hearts_work()}
    best: dict[str, float] = {}
    for _ in range(ROUNDS):
        for name, work in works.items():
            if work is not None:
                best[name] = max(best.get(name, 0.0), _per_second(work, seconds / ROUNDS))
    hearts = best.get("hearts")
    rows: list[Row] = [
        {"name": "knektpass deals, rule-of-thumb players (4 players)", "value": best["deals"],
         "unit": "deals/s", "target": 5_000.0},
        {"name": "knektpass random play (4 players)", "value": best["random"],
         "unit": "actions/s", "target": hearts},
    ]  # fmt: skip
    if hearts is not None:
        rows += [{"name": "OpenSpiel hearts random play from Python", "value": hearts,
                  "unit": "actions/s", "target": None},
                 {"name": "random play ratio kaartlib / OpenSpiel hearts",
                  "value": best["random"] / hearts, "unit": "x", "target": 1.0}]  # fmt: skip
    return rows


if __name__ == "__main__":
    for row in run():
        target = "" if row["target"] is None else f"  (target {row['target']:,.1f})"
        print(f"{row['name']:<52} {row['value']:>12,.1f} {row['unit']}{target}")
