"""Knektpass speed on one core, 4 players: whole deals with rule-of-thumb players, and random
play in actions per second beside OpenSpiel's hearts driven from Python in the same run (when
``pyspiel`` is installed: the ``bench`` extra).

Each is measured twice: move by move through the engine (``play_out``, as widgets and the
search player use it), and for many deals at once with numpy (``analysis.knektpass``
``RuleOfThumbDeals`` and ``RandomDeals``, whose moves the tests replay move for move in the
engine). The targets apply to the batch lines. Each line keeps its best of three rounds."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

import kaartlib as kl
from kaartlib.analysis.knektpass import RandomDeals, RuleOfThumbDeals
from kaartlib.players import RandomPlayer, play_out

from timing import Row, best_of, openspiel_random_play, per_second, row


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


def _batch_random_work(players: int = 4) -> Callable[[], int]:
    deals = RandomDeals(players)
    rng = np.random.default_rng(2)
    return lambda: int(deals.run(5_000, rng)["actions"].sum())


def _batch_deals_work(players: int = 4) -> Callable[[], int]:
    deals = RuleOfThumbDeals(players)
    rng = np.random.default_rng(3)
    return lambda: len(deals.run(5_000, rng)["actions"])




def run(seconds: float = 2.0) -> list[Row]:
    works = {"deals": _deals_work(), "batch_deals": _batch_deals_work(),
             "random": _random_actions_work(), "batch_random": _batch_random_work(),
             "hearts": openspiel_random_play("hearts", 10, count="actions")}  # fmt: skip
    rate = {name: best_of(3, lambda w=work: per_second(w, seconds / len(works)))
            for name, work in works.items() if work is not None}  # fmt: skip
    hearts = rate.get("hearts")
    rows = [row("knektpass: rule-of-thumb deals/s, engine (4 players)", rate["deals"], "deals/s"),
            row("knektpass: rule-of-thumb deals/s, numpy batch (4 players)",
                rate["batch_deals"], "deals/s", 5000),
            row("knektpass: random play actions/s, engine (4 players)", rate["random"],
                "actions/s"),
            row("knektpass: random play actions/s, numpy batch (4 players)",
                rate["batch_random"], "actions/s", hearts)]  # fmt: skip
    if hearts is not None:
        rows += [row("OpenSpiel hearts: random play actions/s from Python", hearts, "actions/s"),
                 row("knektpass random play (engine) over OpenSpiel hearts",
                     rate["random"] / hearts, "×"),
                 row("knektpass random play (numpy batch) over OpenSpiel hearts",
                     rate["batch_random"] / hearts, "×", 1.0)]  # fmt: skip
    return rows


if __name__ == "__main__":
    for r in run():
        target = "" if r["target"] is None else f"  (target {r['target']:,.1f})"
        print(f"{r['name']:<56} {r['value']:>12,.1f} {r['unit']}{target}")
