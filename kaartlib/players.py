"""Players: anything with ``choose(view, legal_moves, rng) -> Move``.

``RandomPlayer`` picks uniformly; each game offers a rule-of-thumb player through
``rule_of_thumb(game)``; ``SearchPlayer`` works for every game: it deals the cards it cannot
see at random (consistently with its view), plays every candidate move out with rule-of-thumb
players, and keeps the move with the best average outcome.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from kaartlib.core import Game, Move, State, View


class Player(Protocol):
    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move: ...


class RandomPlayer:
    """Plays a uniformly random legal move."""

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        return legal[int(rng.integers(len(legal)))] if len(legal) > 1 else legal[0]

    def __repr__(self) -> str:
        return "RandomPlayer()"


def rule_of_thumb(game: Game, **params: object) -> Player:
    """The game's rule-of-thumb player (its parameters are the game's to define)."""
    return game.rule_of_thumb(**params)


def play_out(state: State, players: list[Player], rng: np.random.Generator) -> State:
    """Play ``state`` to the end of the deal in place and return it."""
    while state.to_move is not None:
        seat = state.to_move
        legal = state.legal_moves()
        move = legal[0] if len(legal) == 1 else players[seat].choose(state.view(seat), legal, rng)
        state.play(move)
    return state


class SearchPlayer:
    """Determinized Monte Carlo search (a rollout policy improving on the rule of thumb).

    ``samples`` worlds are drawn per decision, dealing the cards this seat cannot see at
    random; every candidate move is played out in the same worlds with the same random numbers
    (common random numbers) by rule-of-thumb players, and scored by the game's ``utility`` for
    this seat. The rule-of-thumb move is kept unless another move averages at least ``margin``
    better, so sampling noise alone does not make the search play worse than its base player.
    """

    def __init__(self, samples: int = 16, margin: float = 0.05,
                 rollout: list[Player] | None = None) -> None:  # fmt: skip
        self.samples = samples
        self.margin = margin
        self.rollout = rollout

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        if len(legal) == 1:
            return legal[0]
        game = view.game
        rollout = self.rollout or [game.rule_of_thumb() for _ in range(view.players)]
        base = legal.index(rollout[view.seat].choose(view, legal, rng))
        totals = np.zeros(len(legal))
        for _ in range(self.samples):
            world = view.sample(rng)
            seed = int(rng.integers(2**31))
            for i, move in enumerate(legal):
                state = world.copy()
                state.play(move)
                play_out(state, rollout, np.random.default_rng(seed))
                totals[i] += game.utility(state, view.seat)
        best = int(np.argmax(totals))
        if totals[best] - totals[base] < self.margin * self.samples:
            best = base
        return legal[best]

    def __repr__(self) -> str:
        return f"SearchPlayer(samples={self.samples}, margin={self.margin})"
