"""The tarot family on one core: whole deals (shuffle, deal, play out) per second.

The issue's target: at least 1,000 Maison Tarot deals per second with random play, 4 players.
It is measured by the clock and by the processor time the process used (the fairer measure
when the machine is shared); the other games and rule-of-thumb play are reported beside it.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

import kaartlib as kl
from kaartlib.players import Player, RandomPlayer, play_out

from timing import Row, best_of, per_second, processor_rate, row

OTHERS = [
    ("maison_tarot", 4, "rule"),
    ("la_rigueur", 4, "random"),
    ("maison_troggen", 3, "random"),
    ("triomphe_forcee", 4, "random"),
    ("triomphe_forcee", 10, "random"),
]


def _deals(game_id: str, players: int, kind: str) -> Callable[[], int]:
    """Work for ``per_second``: 50 whole deals, the dealer rotating."""
    game = kl.game(game_id, players=players)
    seats: list[Player] = [game.rule_of_thumb() if kind == "rule" else RandomPlayer()
                           for _ in range(players)]  # fmt: skip
    rng = np.random.default_rng(1)

    def work() -> int:
        for i in range(50):
            play_out(game.deal(rng, dealer=i % players), seats, rng)
        return 50

    return work



def run(seconds: float = 2.0) -> list[Row]:
    target = _deals("maison_tarot", 4, "random")
    clock = best_of(3, lambda: per_second(target, seconds / 6))
    processor = best_of(3, lambda: processor_rate(target, seconds / 6))
    rows = [row("maison_tarot: 4 players, random play, deals/s (clock)", clock, "deals/s", 1000),
            row("maison_tarot: 4 players, random play, deals/s (processor)", processor,
                "deals/s", 1000)]  # fmt: skip
    for game_id, players, kind in OTHERS:
        work = _deals(game_id, players, kind)
        rate = best_of(2, lambda w=work: per_second(w, seconds / (4 * len(OTHERS))))
        rows.append(row(f"{game_id}: {players} players, {kind} play, deals/s", rate, "deals/s"))
    return rows


if __name__ == "__main__":
    for r in run():
        print(f"{r['name']:<60} {r['value']:>10,.0f} {r['unit']}  target {r['target']}")
