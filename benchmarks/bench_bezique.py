"""The Bezique family engine: whole deals per second on one core (shuffle, deal, play to the
end), random play for all five games and rule-of-thumb play for Bezique. The issue's target is
1,000 Bezique deals per second with random play."""

from __future__ import annotations

import numpy as np

import kaartlib as kl
from kaartlib.players import RandomPlayer, play_out

from timing import Row, best_of, per_second, row

IDS = ("bezique", "fildinski", "rubicon", "marjolet", "binage")


def deals_per_second(game_id: str, seconds: float, rule_of_thumb: bool = False) -> float:
    game = kl.game(game_id)
    players = ([game.rule_of_thumb(), game.rule_of_thumb()] if rule_of_thumb
               else [RandomPlayer(), RandomPlayer()])  # fmt: skip
    rng = np.random.default_rng(0)

    def deal() -> int:
        play_out(game.deal(rng), players, rng)
        return 1

    return best_of(3, lambda: per_second(deal, seconds / 3))


def run(seconds: float = 2.0) -> list[Row]:
    rows = [row(f"{g}: random deals/s", deals_per_second(g, seconds), "deals/s",
                1000 if g == "bezique" else None) for g in IDS]  # fmt: skip
    rows.append(row("bezique: rule-of-thumb deals/s", deals_per_second("bezique", seconds, True),
                    "deals/s"))  # fmt: skip
    return rows


if __name__ == "__main__":
    for r in run():
        print(f"{r['name']:<34} {r['value']:>10,.0f} {r['unit']}")
