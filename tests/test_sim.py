"""Simulation: reproducible serial or parallel, through any executor; statistics."""

from fractions import Fraction

import numpy as np
import pytest

import kaartlib as kl
from kaartlib import stats
from kaartlib.sim import run


def knack_players(game):
    return [game.rule_of_thumb() for _ in range(game.players)]


def test_serial_and_parallel_give_identical_frames_whatever_the_chunking():
    game = kl.game("knack")
    players = knack_players(game)
    serial = kl.simulate(game, players, n=300, seed=4, progress=False)
    parallel = kl.simulate(game, players, n=300, seed=4, workers=2, chunk=7, progress=False)
    assert serial.equals(parallel)
    assert list(serial["deal"]) == list(range(300))


def test_any_executor_works_including_dask():
    distributed = pytest.importorskip("distributed")
    game = kl.game("knack", players=3)
    players = knack_players(game)
    expected = kl.simulate(game, players, n=60, seed=2, progress=False)
    with distributed.Client(n_workers=1, threads_per_worker=1, processes=False,
                            dashboard_address=None) as client:
        got = kl.simulate(game, players, n=60, seed=2, executor=client.get_executor(),
                          chunk=16, progress=False)
    assert expected.equals(got)


def test_different_seeds_differ():
    game = kl.game("knack")
    players = knack_players(game)
    a = kl.simulate(game, players, n=50, seed=1, progress=False)
    b = kl.simulate(game, players, n=50, seed=2, progress=False)
    assert not a.equals(b)


def test_run_passes_each_item_its_own_generator():
    df = run(lambda i, rng: {"x": float(rng.random())}, 5, seed=3, progress=False)
    again = [float(np.random.default_rng(np.random.SeedSequence([3, i])).random())
             for i in range(5)]
    assert list(df["x"]) == again


def test_simulate_checks_the_number_of_players():
    with pytest.raises(ValueError, match="needs 4 players"):
        kl.simulate(kl.game("knack"), [kl.players.RandomPlayer()], n=1)


def test_proportion_interval_contains_the_truth_and_narrows():
    small, large = stats.proportion(30, 100), stats.proportion(3000, 10000)
    assert small.contains(0.3) and large.contains(0.3)
    assert large.half_width < small.half_width / 5


def test_mean_interval():
    rng = np.random.default_rng(0)
    e = stats.mean(rng.normal(5, 1, 4000))
    assert e.contains(5) and e.half_width < 0.05


def test_exact_enumeration_with_fractions():
    dist = stats.exact_distribution(range(1, 7), 2, sum)
    assert dist[7] == Fraction(3, 15) and sum(dist.values()) == 1
    assert stats.exact_probability(range(1, 7), 2, lambda c: 6 in c) == Fraction(1, 3)
    assert stats.expectation(dist) == 7


def test_ctrl_c_stops_the_workers_and_leaves_no_process(tmp_path):
    import pathlib
    import signal
    import subprocess
    import sys
    import time

    script = tmp_path / "long.py"
    script.write_text(
        "import kaartlib as kl\n"
        "g = kl.game('knack')\n"
        "print('started', flush=True)\n"
        "kl.simulate(g, [g.rule_of_thumb()] * 4, n=10**7, workers=2, progress=False)\n"
    )
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "started"
    deadline = time.monotonic() + 60
    while len(children := _children(proc.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert len(children) >= 2, "the pool did not start"
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert "KeyboardInterrupt" in err
    time.sleep(0.5)
    status = [pathlib.Path(f"/proc/{pid}/status") for pid in children]
    assert not [p for p in status if p.exists() and "zombie" not in p.read_text()]


def _children(pid):
    import pathlib

    found = []
    for status in pathlib.Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
        except OSError:
            continue
        if f"PPid:\t{pid}\n" in text:
            found.append(int(status.parent.name))
    return found
