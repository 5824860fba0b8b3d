"""The analyses of the Knack chapter: dealt hands, the dealer's choice, when to close, round length.

Exact values come from enumerating every three-card hand; Monte Carlo estimates come with
confidence intervals from ``kaartlib.stats``.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import partial
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, Any

import numpy as np

from kaartlib import stats
from kaartlib.cards import Card, Rank
from kaartlib.games import game as make_game
from kaartlib.games.knack import FEUER, SAME_RANK, VALUES, hand_value
from kaartlib.players import play_out
from kaartlib.sim import run

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure


def pack(cards: int = 32) -> list[Card]:
    return make_game("knack", players=2, cards=cards).new_deck()


# -- 1. What you are dealt -------------------------------------------------------------------

def exact_values(cards: int = 32) -> dict[float, Fraction]:
    """The exact distribution of a dealt hand's value over every three-card hand."""
    return stats.exact_distribution(pack(cards), 3, hand_value)


def special_odds(cards: int = 32) -> dict[str, Fraction]:
    """P(31), P(30½) and P(Feuer) for a dealt hand, as exact fractions."""
    dist = exact_values(cards)
    return {"31": dist.get(31.0, Fraction(0)), "30½": dist.get(SAME_RANK, Fraction(0)),
            "Feuer": dist.get(FEUER, Fraction(0))}  # fmt: skip


class HandSampler:
    """Deals random three-card hands and values them, vectorised with numpy.

    Values are kept doubled as small integers (30½ is 61) so that whole arrays of hands are
    valued with a few integer operations; ``sample`` looks each sampled hand up in a table of
    every ordered triple, built once with the same vectorised rule.
    """

    def __init__(self, cards: int = 32) -> None:
        deck = pack(cards)
        self.size = len(deck)
        self.suit = np.array([int(c.suit) for c in deck], dtype=np.int8)
        self.rank = np.array([int(c.rank) for c in deck], dtype=np.int8)
        self.double = np.array([2 * VALUES[c.rank] for c in deck], dtype=np.int16)
        grid = np.indices((self.size,) * 3).reshape(3, -1)
        self.table = self.doubled_values(*grid)

    def indices(self, n: int, rng: np.random.Generator) -> tuple[np.ndarray, ...]:
        """``n`` hands as three arrays of distinct card indices (drawn without replacement)."""
        a = rng.integers(0, self.size, n, dtype=np.int16)
        b = rng.integers(0, self.size - 1, n, dtype=np.int16)
        c = rng.integers(0, self.size - 2, n, dtype=np.int16)
        b += b >= a
        lo, hi = np.minimum(a, b), np.maximum(a, b)
        c += c >= lo
        c += c >= hi
        return a, b, c

    def doubled_values(self, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
        """Twice the value of each hand ``(a[i], b[i], c[i])``."""
        s0, s1, s2 = self.suit[a], self.suit[b], self.suit[c]
        v0, v1, v2 = self.double[a], self.double[b], self.double[c]
        e01, e02, e12 = s0 == s1, s0 == s2, s1 == s2
        best = np.maximum(np.maximum(v0, v1), v2)
        best = np.where(e01, np.maximum(v0 + v1, v2), best)
        best = np.where(e02, np.maximum(v0 + v2, v1), best)
        best = np.where(e12, np.maximum(v1 + v2, v0), best)
        best = np.where(e01 & e12, v0 + v1 + v2, best)
        r0 = self.rank[a]
        same = (r0 == self.rank[b]) & (r0 == self.rank[c])
        special = np.where(r0 == Rank.ACE, int(2 * FEUER), int(2 * SAME_RANK))
        return np.where(same, special, best).astype(np.int16)

    def sample(self, n: int, rng: np.random.Generator, chunk: int = 1 << 18) -> np.ndarray:
        """The values of ``n`` random hands."""
        out = np.empty(n, dtype=np.float32)
        for start in range(0, n, chunk):
            a, b, c = self.indices(min(chunk, n - start), rng)
            flat = (a.astype(np.int32) * self.size + b) * self.size + c
            out[start:start + len(a)] = self.table[flat]
        return np.multiply(out, 0.5, out=out)


def python_values(n: int, cards: int = 32, seed: int = 0) -> list[float]:
    """The same work as ``HandSampler.sample`` in a plain Python loop (for the benchmark)."""
    deck, rng = pack(cards), random.Random(seed)
    return [hand_value(rng.sample(deck, 3)) for _ in range(n)]


def dealt_table(n: int = 200_000, cards: int = 32, seed: int = 1) -> pd.DataFrame:
    """Exact probability of every hand value beside a Monte Carlo estimate with interval."""
    values = HandSampler(cards).sample(n, np.random.default_rng(seed))
    return stats.distribution_table(exact_values(cards), values.tolist())


def plot_dealt(cards_list: tuple[int, ...] = (32, 52)) -> Figure:
    """Bar chart of the exact value distribution of a dealt hand for each pack."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(9, 3.5))
    width = 0.8 / len(cards_list)
    for i, cards in enumerate(cards_list):
        dist = exact_values(cards)
        ax.bar(np.array(list(dist)) + (i - (len(cards_list) - 1) / 2) * width,
               [float(p) for p in dist.values()], width, label=f"{cards} Karten")  # fmt: skip
    ax.set_xlabel("Wert des Blatts")
    ax.set_ylabel("Wahrscheinlichkeit")
    ax.legend()
    fig.tight_layout()
    plt.close(fig)
    return fig


# -- 2. The dealer's choice ------------------------------------------------------------------

def dealer_choice(cards: int = 32) -> pd.DataFrame:
    """For every keep threshold t: the dealer's exact expected hand value when he keeps the
    hand he looked at if it is worth at least t, and takes the other (unseen) one otherwise.

    The other hand is three random cards from those he has not seen; its expected value given
    the seen hand follows exactly by inclusion-exclusion over the hands sharing a card with it.
    """
    import pandas as pd

    deck = pack(cards)
    index = {c: i for i, c in enumerate(deck)}
    hands = list(combinations(deck, 3))
    values = np.array([hand_value(h) for h in hands])
    ids = np.array([[index[c] for c in h] for h in hands])
    with_one = np.zeros(len(deck))
    with_two = np.zeros((len(deck), len(deck)))
    for k in range(3):
        np.add.at(with_one, ids[:, k], values)
        for m in range(k + 1, 3):
            np.add.at(with_two, (ids[:, k], ids[:, m]), values)
    with_two = with_two + with_two.T
    a, b, c = ids.T
    disjoint = (values.sum() - with_one[a] - with_one[b] - with_one[c]
                + with_two[a, b] + with_two[a, c] + with_two[b, c] - values)  # fmt: skip
    other = disjoint / comb(len(deck) - 3, 3)
    rows = []
    for t in sorted(set(values)) + [np.inf]:
        keep = values >= t
        rows.append({"threshold": t, "keep_share": keep.mean(),
                     "expected_value": np.where(keep, values, other).mean()})  # fmt: skip
    return pd.DataFrame(rows)


def _dealer_task(players: int, keep_at: float, i: int, rng: np.random.Generator) -> dict[str, Any]:
    game = make_game("knack", players=players)
    seats = [game.rule_of_thumb(keep_at=keep_at)] + [game.rule_of_thumb()
                                                     for _ in range(players - 1)]  # fmt: skip
    state = play_out(game.deal(rng, dealer=0), seats, rng)
    return {"keep_at": keep_at, "lost": state.result()["lives_lost"][0]}


def dealer_keep_sweep(thresholds: list[float], players: int = 4, n: int = 1000, seed: int = 1,
                      workers: int | None = None) -> pd.DataFrame:  # fmt: skip
    """How often the dealer loses a life with each keep threshold (all others play the
    rule of thumb), with intervals."""
    import pandas as pd

    rows = []
    for t in thresholds:
        df = run(partial(_dealer_task, players, t), n, seed, workers, progress=False)
        e = stats.proportion(int(df["lost"].sum()), n)
        rows.append({"keep_at": t, "p_lose": e.value, "low": e.low, "high": e.high, "n": n})
    return pd.DataFrame(rows)


# -- 3. When to close ------------------------------------------------------------------------

def _close_task(players: int, close_at: float, i: int, rng: np.random.Generator
                ) -> dict[str, Any]:  # fmt: skip
    game = make_game("knack", players=players)
    seats = [game.rule_of_thumb(close_at=close_at)] + [game.rule_of_thumb()
                                                       for _ in range(players - 1)]  # fmt: skip
    state = play_out(game.deal(rng, dealer=i % players), seats, rng)
    return {"players": players, "close_at": close_at, "position": (-state.dealer) % players,
            "lost": state.result()["lives_lost"][0]}  # fmt: skip


def close_sweep(thresholds: list[float], players_list: list[int], n: int = 1000, seed: int = 1,
                workers: int | None = None) -> pd.DataFrame:  # fmt: skip
    """One row per simulated round: the seat that closes at ``close_at`` against
    rule-of-thumb opponents; its position (0 = dealer, 1 = first to play …) and life lost."""
    import pandas as pd

    frames = [run(partial(_close_task, p, t), n, seed, workers, progress=False)
              for p in players_list for t in thresholds]  # fmt: skip
    return pd.concat(frames, ignore_index=True)


def close_summary(df: pd.DataFrame, by: tuple[str, ...] = ("players", "close_at")
                  ) -> pd.DataFrame:  # fmt: skip
    """P(lose a life) with its interval per group."""
    import pandas as pd

    rows = []
    for key, group in df.groupby(list(by)):
        e = stats.proportion(int(group["lost"].sum()), len(group))
        rows.append({**dict(zip(by, key, strict=True)), "p_lose": e.value, "low": e.low,
                     "high": e.high, "n": len(group)})  # fmt: skip
    return pd.DataFrame(rows)


def best_thresholds(summary: pd.DataFrame) -> pd.DataFrame:
    """The threshold with the lowest chance of losing a life, per table size."""
    best = summary.loc[summary.groupby("players")["p_lose"].idxmin()]
    return best[["players", "close_at", "p_lose", "low", "high"]].reset_index(drop=True)


def plot_close(summary: pd.DataFrame) -> Figure:
    """P(lose a life) against the closing threshold, one line per table size, with intervals."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 4))
    for players, g in summary.groupby("players"):
        ax.errorbar(g["close_at"], g["p_lose"], yerr=[g["p_lose"] - g["low"],
                    g["high"] - g["p_lose"]], marker="o", capsize=3,
                    label=f"{players} Spieler")  # fmt: skip
        ax.axhline(1 / players, color="grey", lw=0.5, ls=":")
    ax.set_xlabel("Zumachen ab Wert T")
    ax.set_ylabel("P(Leben verlieren)")
    ax.legend()
    fig.tight_layout()
    plt.close(fig)
    return fig


# -- 4. How long a round lasts --------------------------------------------------------------

def _length_task(players: int, rule_789: bool, i: int, rng: np.random.Generator
                 ) -> dict[str, Any]:  # fmt: skip
    game = make_game("knack", players=players, rule_789=rule_789)
    state = play_out(game.deal(rng, dealer=i % players),
                     [game.rule_of_thumb() for _ in range(players)], rng)  # fmt: skip
    result = state.result()
    return {"rule_789": rule_789, "turns": result["turns"], "reason": result["reason"],
            "new_middles": sum(m.kind == "new" for _, m in state.history)}  # fmt: skip


def round_lengths(players: int = 4, n: int = 2000, seed: int = 1,
                  workers: int | None = None) -> pd.DataFrame:  # fmt: skip
    """Turns per round and how it ended, without and with the 7-8-9 rule."""
    import pandas as pd

    return pd.concat([run(partial(_length_task, players, flag), n, seed, workers, progress=False)
                      for flag in (False, True)], ignore_index=True)  # fmt: skip


def plot_lengths(df: pd.DataFrame) -> Figure:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 3.5))
    top = int(df["turns"].quantile(0.99)) + 1
    bins = np.arange(0, top + 1) - 0.5
    for flag, g in df.groupby("rule_789"):
        ax.hist(g["turns"], bins=bins, density=True, histtype="step", lw=2,
                label="mit 7-8-9-Regel" if flag else "ohne 7-8-9-Regel")  # fmt: skip
    ax.set_xlabel("Züge bis zum Ende der Runde")
    ax.set_ylabel("Anteil")
    ax.legend()
    fig.tight_layout()
    plt.close(fig)
    return fig


# -- How strong are the computer players? ---------------------------------------------------

def _strength_task(player: Any, players: int, i: int, rng: np.random.Generator) -> dict[str, Any]:
    game = make_game("knack", players=players)
    seats = [player] + [game.rule_of_thumb() for _ in range(players - 1)]
    state = play_out(game.deal(rng, dealer=i % players), seats, rng)
    return {"lost": state.result()["lives_lost"][0]}


def player_strength(candidates: dict[str, Any], players: int = 4, n: int = 400, seed: int = 1,
                    workers: int | None = None) -> pd.DataFrame:  # fmt: skip
    """P(lose a life) for each candidate in seat 0 against rule-of-thumb opponents, with the
    same deals for every candidate (lower is better; 1/players is an average player)."""
    import pandas as pd

    rows = []
    for name, player in candidates.items():
        df = run(partial(_strength_task, player, players), n, seed, workers, progress=False)
        e = stats.proportion(int(df["lost"].sum()), n)
        rows.append({"player": name, "p_lose": e.value, "low": e.low, "high": e.high, "n": n})
    return pd.DataFrame(rows).set_index("player")
