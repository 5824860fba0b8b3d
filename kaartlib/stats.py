"""Confidence intervals for Monte Carlo estimates, and exact enumeration of small spaces."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

if TYPE_CHECKING:
    import pandas as pd

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True)
class Estimate:
    """A Monte Carlo estimate with its confidence interval."""

    value: float
    low: float
    high: float
    n: int
    level: float = 0.95

    def __str__(self) -> str:
        return f"{self.value:.4g} [{self.low:.4g}, {self.high:.4g}]"

    def __repr__(self) -> str:
        return f"Estimate({self}, n={self.n})"

    def contains(self, x: float) -> bool:
        return self.low <= x <= self.high

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2


def proportion(successes: int, n: int, level: float = 0.95) -> Estimate:
    """A proportion with its Wilson score interval."""
    from scipy.stats import binomtest

    if n == 0:
        return Estimate(float("nan"), 0.0, 1.0, 0, level)
    ci = binomtest(int(successes), int(n)).proportion_ci(confidence_level=level, method="wilson")
    return Estimate(successes / n, float(ci.low), float(ci.high), int(n), level)


def mean(values: Sequence[float] | np.ndarray, level: float = 0.95) -> Estimate:
    """A mean with its Student-t interval."""
    from scipy import stats

    x = np.asarray(values, dtype=float)
    n = len(x)
    m = float(x.mean()) if n else float("nan")
    if n < 2 or np.all(x == x[0]):
        return Estimate(m, m, m, n, level)
    half = float(stats.t.ppf((1 + level) / 2, n - 1) * x.std(ddof=1) / np.sqrt(n))
    return Estimate(m, m - half, m + half, n, level)


def summarize(df: pd.DataFrame, column: str, by: str | list[str] | None = None,
              level: float = 0.95) -> pd.DataFrame:  # fmt: skip
    """Mean of ``column`` with its interval, overall or per group of ``by``."""
    import pandas as pd

    def one(x: pd.Series) -> pd.Series:
        e = mean(x.to_numpy(), level)
        return pd.Series({"mean": e.value, "low": e.low, "high": e.high, "n": e.n})

    if by is None:
        return one(df[column]).to_frame().T
    return df.groupby(by)[column].apply(one).unstack()


def exact_distribution(
    items: Sequence[T], k: int, value: Callable[[tuple[T, ...]], K]
) -> dict[K, Fraction]:
    """The exact distribution of ``value`` over every ``k``-subset of ``items``."""
    counts: Counter[K] = Counter(value(c) for c in itertools.combinations(items, k))
    total = sum(counts.values())
    return {v: Fraction(c, total) for v, c in sorted(counts.items())}


def exact_probability(items: Sequence[T], k: int, event: Callable[[tuple[T, ...]], bool]
                      ) -> Fraction:  # fmt: skip
    """The exact probability that a random ``k``-subset of ``items`` satisfies ``event``."""
    hits = total = 0
    for combo in itertools.combinations(items, k):
        total += 1
        hits += bool(event(combo))
    return Fraction(hits, total)


def expectation(distribution: dict[Any, Fraction]) -> Fraction:
    return sum((Fraction(v) * p for v, p in distribution.items()), Fraction(0))


def agree(estimate: Estimate, exact: float | Fraction) -> bool:
    """Does the interval contain the exact value?"""
    return estimate.contains(float(exact))


def distribution_table(exact: dict[Any, Fraction], samples: Iterable[Any],
                       level: float = 0.95) -> pd.DataFrame:  # fmt: skip
    """Exact probabilities beside Monte Carlo estimates with intervals, one row per value."""
    import pandas as pd

    counts = Counter(samples)
    n = sum(counts.values())
    rows = []
    for v, p in exact.items():
        e = proportion(counts.get(v, 0), n, level)
        rows.append({"value": v, "exact": float(p), "fraction": str(p), "estimate": e.value,
                     "low": e.low, "high": e.high, "inside": e.contains(float(p))})  # fmt: skip
    return pd.DataFrame(rows).set_index("value")
