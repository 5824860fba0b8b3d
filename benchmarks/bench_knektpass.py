"""Knektpass: whole deals with rule-of-thumb players (4 players, one core), and random play in
actions per second, move by move through the engine and for many deals at once with numpy
(``analysis.knektpass.RandomDeals``, checked move for move against the engine in the tests),
beside OpenSpiel's hearts driven from Python in the same run (when ``pyspiel`` is installed:
the ``bench`` extra). Each line keeps its best of three rounds."""

from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np

import kaartlib as kl
from kaartlib.analysis.knektpass import RandomDeals
from kaartlib.players import RandomPlayer, play_out

from timing import Row, best_of, per_second, row


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
        return sum(len(play_out(game.deal(rng, dealer=i % players), seats, rng).history)
                   for i in range(50))  # fmt: skip

    return work


def _batch_work(players: int = 4) -> Callable[[], int]:
    deals = RandomDeals(players)
    rng = np.random.default_rng(2)
    return lambda: int(deals.run(5_000, rng)["actions"].sum())


def _hearts_work() -> Callable[[], int] | None:
    """OpenSpiel's hearts, random play from Python; counts the players' actions (not the
    chance events of the deal)."""
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
    share = seconds / 4
    deals_work, random_work, batch_work = _deals_work(), _random_actions_work(), _batch_work()
    hearts_work = _hearts_work()
    deals = best_of(3, lambda: per_second(deals_work, share))
    randoms = best_of(3, lambda: per_second(random_work, share))
    batch = best_of(3, lambda: per_second(batch_work, share))
    hearts = best_of(3, lambda: per_second(hearts_work, share)) if hearts_work else None
    rows = [row("knektpass: rule-of-thumb deals/s (4 players)", deals, "deals/s", 5000),
            row("knektpass: random play actions/s, engine (4 players)", randoms, "actions/s"),
            row("knektpass: random play actions/s, numpy batch (4 players)", batch, "actions/s",
                hearts)]  # fmt: skip
    if hearts is not None:
        rows += [row("OpenSpiel hearts: random play actions/s from Python", hearts, "actions/s"),
                 row("knektpass random play (engine) over OpenSpiel hearts", randoms / hearts,
                     "×"),
                 row("knektpass random play (numpy batch) over OpenSpiel hearts",
                     batch / hearts, "×", 1.0)]  # fmt: skip
    return rows


if __name__ == "__main__":
    for r in run():
        target = "" if r["target"] is None else f"  (target {r['target']:,.1f})"
        print(f"{r['name']:<56} {r['value']:>12,.1f} {r['unit']}{target}")
