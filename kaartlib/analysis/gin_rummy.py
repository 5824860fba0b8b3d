"""The Gin Rummy chapter's analyses: knock limits and spade doubling under both readings, when
to knock, the deadwood of dealt hands, and how long a hand lasts.

Every simulation is seeded (deal ``i`` of a run has its own generator) and reports intervals.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

import numpy as np

import kaartlib as kl
from kaartlib import stats
from kaartlib.games import gin_rummy as gr
from kaartlib.sim import simulate
from kaartlib.strategy.gin_rummy import GinRummyPlayer

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

RULES = {"top": "bovenste aflegkaart (tekst)", "upcard": "eerste open kaart (standaard)"}


def hands(n: int = 1_000, seed: int = 1, players: list[Any] | None = None,
          workers: int | None = None, **options: Any) -> pd.DataFrame:  # fmt: skip
    """``n`` hands between two players (rule-of-thumb by default), one row per hand, with the
    game's ``options``; the dealer alternates."""
    game = kl.game("gin_rummy", **options)
    players = players or [GinRummyPlayer(), GinRummyPlayer()]
    return simulate(game, players, n=n, seed=seed, workers=workers, progress=False)


# -- 1. the knock limit and spade doubling ------------------------------------------------------
def limit_study(n: int = 2_000, seed: int = 1) -> pd.DataFrame:
    """Hands under both readings of the limit card, stacked with a ``rule`` column."""
    import pandas as pd

    return pd.concat([hands(n, seed, limit=rule).assign(rule=rule) for rule in RULES],
                     ignore_index=True)  # fmt: skip


def limit_summary(df: pd.DataFrame) -> pd.DataFrame:
    """Per rule: how hands end, the mean limit, and how often a spade doubles the score."""
    import pandas as pd

    rows = []
    for rule, part in df.groupby("rule", sort=False):
        out = part[part.outcome != "void"]
        doubled = stats.proportion(int(out.doubled.sum()), len(out))
        limit = stats.mean(out.limit.dropna().to_numpy())
        rows.append({"regel": RULES[str(rule)], "handen": len(part),
                     "gemiddelde klopgrens": limit.value,
                     "grens laag": limit.low, "grens hoog": limit.high,
                     "schoppen dubbel": doubled.value,
                     "dubbel laag": doubled.low, "dubbel hoog": doubled.high,
                     "gin": (out.outcome == "gin").mean(),
                     "ondergeklopt": (out.outcome == "undercut").mean(),
                     "ongeldig": (part.outcome == "void").mean()})  # fmt: skip
    return pd.DataFrame(rows).set_index("regel")


def random_card_limit() -> dict[int, Fraction]:
    """Exact distribution of the limit set by a card drawn at random from the pack."""
    return stats.exact_distribution(gr.CARDS, 1, lambda c: gr.card_value(c[0]))


def limit_plot(df: pd.DataFrame) -> Figure:
    """The knock limit at the moment a player goes out, per rule, beside a random card."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 3.5))
    values = np.arange(1, 11)
    width = 0.28
    for k, (rule, label) in enumerate(RULES.items()):
        part = df[(df.rule == rule) & df.limit.notna()]
        share = part.limit.value_counts(normalize=True).reindex(values, fill_value=0)
        ax.bar(values + (k - 1) * width, share.to_numpy(), width, label=label)
    exact = random_card_limit()
    ax.bar(values + width, [float(exact.get(v, 0)) for v in values], width,
           label="willekeurige kaart (exact)", color="lightgray")  # fmt: skip
    ax.set_xticks(values)
    ax.set_xlabel("klopgrens (waarde van de grenskaart)")
    ax.set_ylabel("aandeel van de handen")
    ax.legend(frameon=False)
    fig.tight_layout()
    plt.close(fig)  # shown once, as the cell's result
    return fig


# -- 2. knock early or wait for gin --------------------------------------------------------------
def knock_sweep(thresholds: tuple[int, ...] = (0, 2, 4, 6, 8, 10), n: int = 400, seed: int = 2,
                wait_spade: bool = True, **options: Any) -> pd.DataFrame:  # fmt: skip
    """Points per hand of a player who knocks only at ``knock_at`` deadwood or less (0: only
    gin) against the rule-of-thumb player (who knocks whenever the limit allows), with 95%
    intervals. ``wait_spade`` adds the text's tip: hold gin until a spade lies on top."""
    import pandas as pd

    configs: list[tuple[str, GinRummyPlayer]] = [
        (f"kloppen bij ≤ {k}" if k else "alleen gin", GinRummyPlayer(knock_at=k))
        for k in thresholds
    ]
    if wait_spade:
        configs.append(("gin: wachten op schoppen", GinRummyPlayer(wait_spade=True)))
    rows = []
    for name, player in configs:
        df = hands(n, seed, players=[player, GinRummyPlayer()], **options)
        net = stats.mean((df.points_0 - df.points_1).to_numpy())
        gin = stats.proportion(int(((df.outcome == "gin") & (df.out == 0)).sum()), len(df))
        rows.append({"speler": name, "punten per hand": net.value, "laag": net.low,
                     "hoog": net.high, "eigen gin": gin.value, "handen": len(df)})  # fmt: skip
    return pd.DataFrame(rows).set_index("speler")


def sweep_plot(table: pd.DataFrame) -> Figure:
    """Points per hand with intervals for each strategy of the sweep."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 3.5))
    y = np.arange(len(table))
    err = [table["punten per hand"] - table.laag, table.hoog - table["punten per hand"]]
    ax.errorbar(table["punten per hand"], y, xerr=err, fmt="o", capsize=4)
    ax.axvline(0, color="gray", lw=0.8)
    ax.set_yticks(y, table.index)
    ax.invert_yaxis()
    ax.set_xlabel("punten per hand tegen de vuistregelspeler (95%-interval)")
    fig.tight_layout()
    plt.close(fig)  # shown once, as the cell's result
    return fig


# -- 3. deadwood of dealt hands ---------------------------------------------------------------
_BIT_ARRAY = np.array([gr.BIT[c] for c in gr.CARDS], dtype=np.uint64)


def dealt_hands(n: int = 100_000, seed: int = 3) -> pd.DataFrame:
    """Deadwood straight from the deal, ``n`` deals: the dealer's 10 cards, and the
    non-dealer's 11 after laying off his best opening card."""
    import pandas as pd

    rng = np.random.default_rng(seed)
    order = np.argsort(rng.random((n, 52)), axis=1)
    dealer = _BIT_ARRAY[order[:, 11:21]].sum(axis=1, dtype=np.uint64).tolist()
    opener = _BIT_ARRAY[order[:, :11]].sum(axis=1, dtype=np.uint64).tolist()
    return pd.DataFrame({
        "gever": [gr.deadwood_of_mask(int(m)) for m in dealer],
        "tegenspeler": [min(d for _, d in gr.after_discards(int(m))) for m in opener],
    })  # fmt: skip


def gin_hands() -> np.ndarray:
    """Every 10-card hand with no deadwood (as sorted card masks), by enumerating unions of up
    to three disjoint melds: exact, in about a second."""
    melds = sorted(gr.candidate_melds(sum(gr.BIT.values())))
    sizes = [m.bit_count() for m in melds]
    found: set[int] = set()
    for i, a in enumerate(melds):
        if sizes[i] == 10:
            found.add(a)
        for j in range(i + 1, len(melds)):
            b, ab = melds[j], sizes[i] + sizes[j]
            if a & b or ab > 10:
                continue
            if ab == 10:
                found.add(a | b)
            elif ab <= 7:
                found.update(a | b | c for k, c in enumerate(melds[j + 1:], j + 1)
                             if sizes[k] == 10 - ab and not (a | b) & c)  # fmt: skip
    return np.array(sorted(found), dtype=np.uint64)


def exact_gin_chances() -> pd.DataFrame:
    """The exact chance of being dealt gin: the dealer's 10 cards all in melds, and the
    non-dealer's 11 holding 10 that are (he lays the eleventh as the opening card)."""
    import pandas as pd

    gins = gin_hands()
    elevens = np.sort(np.concatenate([gins[(gins & bit) == 0] | bit for bit in _BIT_ARRAY]))
    distinct = 1 + int(np.count_nonzero(elevens[1:] != elevens[:-1]))
    rows = {}
    for name, count, k in (("gever", len(gins), 10), ("tegenspeler", distinct, 11)):
        total = comb(52, k)
        rows[name] = {"handen met gin": count, "alle handen": total,
                      "kans (exact)": Fraction(count, total),
                      "1 op": round(total / count)}  # fmt: skip
    return pd.DataFrame(rows).T


def no_meld_mean() -> Fraction:
    """Exact mean deadwood of ten cards if melds did not exist: ten times a card's mean value."""
    return 10 * stats.expectation(random_card_limit())


def dealt_summary(df: pd.DataFrame) -> pd.DataFrame:
    """Mean deadwood of the dealt hands, and the chance of a dealt gin: the estimate with its
    interval beside the exact value (see ``exact_gin_chances``)."""
    import pandas as pd

    exact = exact_gin_chances()["kans (exact)"]
    rows = {}
    for column in df.columns:
        x = df[column].to_numpy()
        mean, gin = stats.mean(x), stats.proportion(int((x == 0).sum()), len(x))
        rows[column] = {"gemiddeld brandhout": mean.value, "laag": mean.low, "hoog": mean.high,
                        "gin geschat": gin.value, "gin laag": gin.low, "gin hoog": gin.high,
                        "gin exact": float(exact[column]),
                        "exact binnen interval": gin.contains(float(exact[column]))}  # fmt: skip
    return pd.DataFrame(rows).T


def dealt_plot(df: pd.DataFrame) -> Figure:
    """Histogram of the dealt deadwood for both players."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 3.5))
    bins = np.arange(0, df.max().max() + 2) - 0.5
    for column in df.columns:
        ax.hist(df[column], bins=bins, histtype="step", density=True, lw=1.5, label=column)
    ax.axvline(float(no_meld_mean()), color="gray", ls="--", lw=1,
               label="zonder setjes (exact gemiddelde)")  # fmt: skip
    ax.set_xlabel("brandhout na het delen")
    ax.set_ylabel("aandeel")
    ax.legend(frameon=False)
    fig.tight_layout()
    plt.close(fig)  # shown once, as the cell's result
    return fig


# -- 4. how long a hand lasts --------------------------------------------------------------------
def length_summary(df: pd.DataFrame) -> pd.DataFrame:
    """Turns per hand (one turn = one draw) with intervals, per rule if there is a rule column."""
    import pandas as pd

    groups = df.groupby("rule", sort=False) if "rule" in df else [("alle", df)]
    rows = []
    for rule, part in groups:
        turns = stats.mean(part.turns.to_numpy())
        rows.append({"regel": RULES.get(str(rule), str(rule)), "beurten": turns.value,
                     "laag": turns.low, "hoog": turns.high,
                     "mediaan": float(part.turns.median()),
                     "ongeldig": (part.outcome == "void").mean()})  # fmt: skip
    return pd.DataFrame(rows).set_index("regel")


def length_plot(df: pd.DataFrame) -> Figure:
    """Histogram of turns per hand, split by how the hand ended."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 3.5))
    bins = np.arange(0, df.turns.max() + 2) - 0.5
    names = {"knock": "klop", "undercut": "ondergeklopt", "gin": "gin", "void": "ongeldig"}
    parts = [df.turns[df.outcome == k] for k in names]
    ax.hist(parts, bins=bins, stacked=True, label=list(names.values()))
    ax.set_xlabel("beurten in de hand (trekken van stok of aflegstapel)")
    ax.set_ylabel("handen")
    ax.legend(frameon=False)
    fig.tight_layout()
    plt.close(fig)  # shown once, as the cell's result
    return fig


# -- variants -------------------------------------------------------------------------------------
VARIANTS: dict[str, dict[str, Any]] = {
    "tekst (standaard in kaartlib)": {},
    "grenskaart = eerste open kaart": {"limit": "upcard"},
    "aas: alleen gin": {"ace": "gin"},
    "standaard Oklahoma (beide)": {"limit": "upcard", "ace": "gin"},
    "niet aanleggen na gin": {"layoff_after_gin": False},
    "grote gin (30)": {"big_gin": True},
}


def variant_effects(n: int = 1_000, seed: int = 4) -> pd.DataFrame:
    """Each option against the text's reading: score per hand, how hands end, length."""
    import pandas as pd

    rows = []
    for name, options in VARIANTS.items():
        df = hands(n, seed, **options)
        score = stats.mean((df.points_0 + df.points_1).to_numpy())
        rows.append({"variant": name, "punten per hand": score.value, "laag": score.low,
                     "hoog": score.high, "gin": (df.outcome.isin(["gin", "big_gin"])).mean(),
                     "ondergeklopt": (df.outcome == "undercut").mean(),
                     "dubbel": df.doubled.mean(), "beurten": df.turns.mean()})  # fmt: skip
    return pd.DataFrame(rows).set_index("variant")


def match_lengths(n: int = 40, seed: int = 5) -> pd.DataFrame:
    """Whole games to 150 between rule-of-thumb players: hands per game and the final score."""
    import pandas as pd

    game = kl.game("gin_rummy")
    rows = []
    for i in range(n):
        match = kl.Match(game, seed=seed * 100_003 + i).play([GinRummyPlayer(), GinRummyPlayer()])
        rows.append({"handen": len(match.deals), "winnaar": match.winners[0] if match.winners
                     else None, "verliezer": min(match.context["scores"])})  # fmt: skip
    return pd.DataFrame(rows)
