"""The library itself: import time, simulation overhead, parallel speed-up, and for every
registered game random and rule-of-thumb deals per second on one core."""

from __future__ import annotations

import subprocess
import sys
import time

import numpy as np

import kaartlib as kl
from kaartlib.players import RandomPlayer, play_out
from kaartlib.sim import generator

from timing import Row, per_second, row


def import_seconds(rounds: int = 5) -> float:
    code = "import time; t = time.perf_counter(); import kaartlib; print(time.perf_counter() - t)"
    times = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True).stdout) for _ in range(rounds)]  # fmt: skip
    return min(times)


def game_speed(game_id: str, seconds: float) -> list[Row]:
    game = kl.game(game_id)
    rows = []
    for label, make in (("random", RandomPlayer), ("rule-of-thumb", game.rule_of_thumb)):
        players = [make() for _ in range(game.players)]
        rng = np.random.default_rng(0)
        counts = {"deals": 0, "moves": 0}

        def work() -> int:
            state = play_out(game.deal(rng), players, rng)  # noqa: B023
            counts["moves"] += len(state.history)  # noqa: B023
            counts["deals"] += 1  # noqa: B023
            return 1

        deals = per_second(work, seconds)
        moves = deals * counts["moves"] / counts["deals"]
        rows.append(row(f"{game_id}: {label} deals/s ({game.players} players)", deals, "deals/s"))
        rows.append(row(f"{game_id}: {label} actions/s", moves, "actions/s"))
    return rows


def simulation_overhead(n: int = 3000) -> Row:
    """kl.simulate against the bare loop of the same deals (same generators, no frame)."""
    game = kl.game("knack")
    players = [game.rule_of_thumb() for _ in range(4)]

    def bare() -> float:
        start = time.perf_counter()
        for i in range(n):
            rng = generator(1, i)
            play_out(game.deal(rng, dealer=i % 4), players, rng).result()
        return time.perf_counter() - start

    def framed() -> float:
        start = time.perf_counter()
        kl.simulate(game, players, n=n, seed=1, progress=False)
        return time.perf_counter() - start

    overhead = min(framed() for _ in range(3)) / min(bare() for _ in range(3)) - 1
    return row("simulate overhead over the bare deals", 100 * overhead, "% (lower is better)", 5)


def parallel_speedup(seconds: float = 10.0) -> Row:
    game = kl.game("knack")
    players = [game.rule_of_thumb() for _ in range(4)]
    kl.simulate(game, players, n=500, seed=2, progress=False)
    start = time.perf_counter()
    kl.simulate(game, players, n=3000, seed=2, progress=False)
    n = int(3000 * seconds / (time.perf_counter() - start))
    start = time.perf_counter()
    serial = kl.simulate(game, players, n=n, seed=2, progress=False)
    one = time.perf_counter() - start
    start = time.perf_counter()
    parallel = kl.simulate(game, players, n=n, seed=2, workers=2, progress=False)
    two = time.perf_counter() - start
    assert serial.equals(parallel)
    return row(f"parallel speed-up, 2 workers, {one:.0f} s serial run", one / two, "×", 1.7)


def run(seconds: float = 2.0) -> list[Row]:
    rows = [row("import kaartlib", import_seconds(), "s (lower is better)", 0.5)]
    for game_id in kl.GAMES:
        rows.extend(game_speed(game_id, seconds))
    rows.append(simulation_overhead())
    rows.append(parallel_speedup(5 * seconds))
    return rows


if __name__ == "__main__":
    for r in run():
        print(r)
