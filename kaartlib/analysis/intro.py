"""The introduction chapters' example: a Monte Carlo estimate beside the exact answer."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from kaartlib.i18n import t
from kaartlib.stats import Estimate, proportion

if TYPE_CHECKING:
    from matplotlib.figure import Figure

T = TypeVar("T")


def estimate(event: Callable[[tuple[T, ...]], bool], items: Sequence[T], k: int, n: int,
             seed: int | Sequence[int]) -> Estimate:  # fmt: skip
    """How often ``event`` holds for ``k`` items drawn at random, estimated from ``n`` draws,
    with its 95% confidence interval."""
    rng = np.random.default_rng(seed)
    draws = rng.random((n, len(items))).argsort(axis=1)[:, :k]
    hits = sum(bool(event(tuple(items[i] for i in row))) for row in draws)
    return proportion(hits, n)


def estimates(event: Callable[[tuple[T, ...]], bool], items: Sequence[T], k: int,
              sizes: Sequence[int], seed: int) -> list[Estimate]:  # fmt: skip
    """One estimate per sample size, each from its own draws."""
    return [estimate(event, items, k, n, [seed, i]) for i, n in enumerate(sizes)]


def interval_plot(found: Sequence[Estimate], exact: float, lang: str = "en") -> Figure:
    """The estimates with their intervals against the sample size, and the exact value."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.2))
    plt.close(fig)  # shown once, as the cell's result
    sizes = [e.n for e in found]
    values = np.array([e.value for e in found])
    errors = np.array([[e.value - e.low for e in found], [e.high - e.value for e in found]])
    ax.errorbar(sizes, values, yerr=errors, fmt="o", capsize=4,
                label=t("intro.plot_estimate", lang))
    ax.axhline(exact, color="tab:red", linestyle="--", label=t("intro.plot_exact", lang))
    ax.set_xscale("log")
    ax.set_xticks(sizes, [f"{n:,}" for n in sizes])
    ax.minorticks_off()
    ax.set_xlabel(t("intro.plot_n", lang))
    ax.set_ylabel(t("intro.plot_p", lang))
    ax.legend()
    fig.tight_layout()
    return fig
