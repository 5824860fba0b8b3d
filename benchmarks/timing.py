"""Small timing helpers shared by the benchmark scripts."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

Row = dict[str, object]


def per_second(work: Callable[[], int], seconds: float) -> float:
    """Items per second of ``work`` (which returns how many items it did), run for ``seconds``."""
    done, start = 0, time.perf_counter()
    while True:
        done += work()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def processor_rate(work: Callable[[], int], seconds: float) -> float:
    """Items per second of processor time used by this process (robust to a busy machine)."""
    done, start, cpu = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        done += work()
    return done / (time.process_time() - cpu)


def best_of(rounds: int, measure: Callable[[], float]) -> float:
    """The best of several measurements (a busy machine only ever slows a round down)."""
    return max(measure() for _ in range(rounds))


def row(name: str, value: float, unit: str, target: float | None = None) -> Row:
    return {"name": name, "value": value, "unit": unit, "target": target}


def openspiel_random_play(name: str, games: int, count: str = "games") -> Callable[[], int] | None:
    """Work that plays ``games`` random OpenSpiel games of ``name`` from Python and returns how
    many games (``count="games"``) or player actions (``count="actions"``) it made; None when
    OpenSpiel is not installed (the ``bench`` extra)."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game(name)
    rng = random.Random(0)

    def work() -> int:
        actions = 0
        for _ in range(games):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    actions += 1
        return games if count == "games" else actions

    return work
