"""Seeded, reproducible, parallel simulation.

Deal ``i`` of a run uses its own generator ``numpy.random.SeedSequence([seed, i])``, so a run
gives the same DataFrame serial or parallel, whatever the chunking. ``workers=N`` runs on a
local process pool; ``executor=`` takes any ``concurrent.futures.Executor`` (a Dask client's
``get_executor()`` included) for large sweeps.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import cache, partial
from typing import TYPE_CHECKING, Any

import numpy as np

from kaartlib.core import Game, State
from kaartlib.players import Player, play_out

if TYPE_CHECKING:
    import pandas as pd

Task = Callable[[int, np.random.Generator], dict[str, Any]]


def generator(seed: int, i: int) -> np.random.Generator:
    """The generator of item ``i`` in a run seeded ``seed``."""
    return np.random.default_rng(np.random.SeedSequence([seed, i]))


def _run_chunk(task: Task, seed: int, start: int, stop: int) -> list[dict[str, Any]]:
    rows = []
    for i in range(start, stop):
        row = task(i, generator(seed, i))
        row["deal"] = i
        rows.append(row)
    return rows


def run(
    task: Task,
    n: int,
    seed: int = 1,
    workers: int | None = None,
    executor: Executor | None = None,
    progress: bool = True,
    chunk: int | None = None,
    desc: str = "",
) -> pd.DataFrame:
    """Run ``task(i, rng)`` for ``i`` in ``range(n)`` and collect the dicts as a DataFrame."""
    import pandas as pd
    from tqdm.auto import tqdm

    parallel = executor is not None or (workers or 1) > 1
    if chunk is None:
        chunk = max(1, min(2_000, n // (8 * (workers or 2)))) if parallel else max(1, n // 100)
    bounds = [(s, min(s + chunk, n)) for s in range(0, n, chunk)]
    rows: list[dict[str, Any]] = []
    bar = tqdm(total=n, disable=not progress, desc=desc, leave=False)
    own_pool = None
    try:
        if not parallel:
            for start, stop in bounds:
                rows.extend(_run_chunk(task, seed, start, stop))
                bar.update(stop - start)
        else:
            if executor is None:
                context = multiprocessing.get_context("fork")
                executor = own_pool = ProcessPoolExecutor(workers, mp_context=context)
            work = partial(_run_chunk, task, seed)
            starts, stops = zip(*bounds, strict=True) if bounds else ((), ())
            for (start, stop), part in zip(bounds, executor.map(work, starts, stops), strict=True):
                rows.extend(part)
                bar.update(stop - start)
    except KeyboardInterrupt:
        if own_pool is not None:
            _stop_pool(own_pool)
            own_pool = None
        raise
    finally:
        bar.close()
        if own_pool is not None:
            own_pool.shutdown()
    frame = pd.DataFrame(rows)
    return frame[["deal", *(c for c in frame.columns if c != "deal")]] if rows else frame


def _stop_pool(pool: ProcessPoolExecutor) -> None:
    """Cancel what is queued and end the worker processes at once (Ctrl-C)."""
    processes = list(getattr(pool, "_processes", {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for p in processes:
        p.terminate()
    for p in processes:
        p.join(timeout=5)


@cache
def _column(key: str, seat: int) -> str:
    return f"{key}_{seat}"


def play_deal(
    game: Game,
    players: Sequence[Player],
    columns: Callable[[State], dict[str, Any]] | None,
    i: int,
    rng: np.random.Generator,
) -> dict[str, Any]:
    """One deal with dealer ``i mod players``, flattened into a row."""
    state = game.deal(rng, dealer=i % game.players)
    play_out(state, list(players), rng)
    row: dict[str, Any] = {"dealer": state.dealer, "moves": len(state.history)}
    players = game.players
    for key, value in state.result().items():
        if type(value) is list and len(value) == players:
            for s, v in enumerate(value):
                row[_column(key, s)] = v
        elif value is None or isinstance(value, str | int | float | bool):
            row[key] = value
    if columns is not None:
        row.update(columns(state))
    return row


def simulate(
    game: Game,
    players: Sequence[Player],
    n: int = 1000,
    seed: int = 1,
    workers: int | None = None,
    executor: Executor | None = None,
    progress: bool = True,
    columns: Callable[[State], dict[str, Any]] | None = None,
    chunk: int | None = None,
) -> pd.DataFrame:
    """Play ``n`` deals and return one row per deal (per-seat results as ``points_0`` …).

    ``columns(state)`` may add columns from each finished deal; with ``workers`` or an
    ``executor`` it must be a module-level function so it can travel to other processes.
    """
    if len(players) != game.players:
        raise ValueError(f"{game.id} with {game.players} players needs {game.players} players, "
                         f"got {len(players)}")  # fmt: skip
    task = partial(play_deal, game, list(players), columns)
    return run(task, n, seed, workers, executor, progress, chunk, desc=game.id)
