"""Knack: the vectorised dealt-hand Monte Carlo against a plain Python loop doing the same work,
and whole rounds with rule-of-thumb players (4 players, one core)."""

from __future__ import annotations

import numpy as np

import kaartlib as kl
from kaartlib.analysis.knack import HandSampler, python_values
from kaartlib.players import play_out

from timing import Row, best_of, per_second, row


def run(seconds: float = 2.0) -> list[Row]:
    sampler, rng = HandSampler(32), np.random.default_rng(1)
    numpy_rate = best_of(3, lambda: per_second(lambda: len(sampler.sample(2_000_000, rng)),
                                               seconds / 3))  # fmt: skip
    python_rate = best_of(3, lambda: per_second(lambda: len(python_values(20_000)), seconds / 3))
    game = kl.game("knack", players=4)
    players = [game.rule_of_thumb() for _ in range(4)]
    prng = np.random.default_rng(2)
    rounds = best_of(3, lambda: per_second(
        lambda: bool(play_out(game.deal(prng), players, prng)) or 1, seconds / 3))  # fmt: skip
    return [
        row("knack: dealt hands valued/s, numpy", numpy_rate, "hands/s"),
        row("knack: dealt hands valued/s, plain Python", python_rate, "hands/s"),
        row("knack: numpy over plain Python", numpy_rate / python_rate, "×", 80),
        row("knack: rule-of-thumb rounds/s (4 players)", rounds, "rounds/s", 5000),
    ]
