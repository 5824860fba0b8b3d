"""Analyses for the Bezique family chapters: Bezique, Fildinski, Rubicon, Marjolet, Binage.

Simulations run through ``kaartlib.sim.run`` (seeded per deal, serial or parallel with the same
result); exact values come from counting card combinations. Plots return a matplotlib Figure.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from math import comb
from typing import TYPE_CHECKING, Any

import numpy as np

import kaartlib as kl
from kaartlib.cards import Rank, Suit
from kaartlib.games.bezique import CATEGORIES, IDS, BeziqueFamily, BeziqueState
from kaartlib.i18n import t
from kaartlib.players import Player, RandomPlayer, SearchPlayer
from kaartlib.sim import run
from kaartlib.stats import Estimate, mean, proportion
from kaartlib.tables import table

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

Watch = Callable[[BeziqueState], None]
BEZIQUE_FACES = ((Rank.JACK, Suit.DIAMONDS), (Rank.QUEEN, Suit.SPADES))


def player(name: str, game: BeziqueFamily, samples: int = 8) -> Player:
    """A player by name: ``random``, ``rule_of_thumb`` or ``search``."""
    if name == "random":
        return RandomPlayer()
    if name == "rule_of_thumb":
        return game.rule_of_thumb()
    if name == "search":
        return SearchPlayer(samples=samples)
    raise ValueError(f"unknown player {name!r}: random, rule_of_thumb or search")


def play_deal(game: BeziqueFamily, players: list[Player], rng: np.random.Generator,
              dealer: int = 0, watch: Watch | None = None) -> BeziqueState:  # fmt: skip
    """One deal played to the end; ``watch(state)`` sees the state before every move."""
    state: BeziqueState = game.deal(rng, dealer=dealer)  # type: ignore[assignment]
    while not state.is_over:
        if watch is not None:
            watch(state)
        seat = state.to_move
        assert seat is not None
        legal = state.legal_moves()
        move = legal[0] if len(legal) == 1 else players[seat].choose(state.view(seat), legal, rng)
        state.play(move)
    return state


def play_until(state: BeziqueState, stop: Callable[[BeziqueState], bool],
               seed: int = 0) -> BeziqueState:  # fmt: skip
    """Play ``state`` on in place with rule-of-thumb players until ``stop(state)`` holds or the
    deal is over (to reach an example position: the end phase, a meld turn, …)."""
    game = state.game
    players = [game.rule_of_thumb(), game.rule_of_thumb()]
    rng = np.random.default_rng(seed)
    while not state.is_over and not stop(state):
        seat = state.to_move
        assert seat is not None
        legal = state.legal_moves()
        state.play(legal[0] if len(legal) == 1 else
                   players[seat].choose(state.view(seat), legal, rng))  # fmt: skip
    return state


def meld_table(game_id: str, lang: str = "nl") -> pd.DataFrame:
    """The game's melds and their values, from its data file (with the Dix if it has one)."""
    import pandas as pd

    d = table(game_id)
    melds = dict(d["melds"])
    if d["points"]["dix"]:
        melds["dix"] = d["points"]["dix"]
    meld, notation, points = (_word(k, lang) for k in ("col_meld", "col_notation", "col_points"))
    return pd.DataFrame({meld: [t(f"{game_id}.meld_{k}", lang) for k in melds],
                         notation: list(melds), points: list(melds.values())}
                        ).set_index(meld)  # fmt: skip


def _game(game_id: str, options: dict[str, Any]) -> BeziqueFamily:
    return kl.game(game_id, **options)  # type: ignore[return-value]


def _rows(state: BeziqueState) -> dict[str, Any]:
    res = state.result()
    row: dict[str, Any] = {}
    for s in (0, 1):
        row[f"points_{s}"] = res["points"][s]
        row[f"tricks_{s}"] = res["tricks"][s]
        for name in CATEGORIES:
            row[f"{name}_{s}"] = res[name][s]
    return row


# -- players against each other ----------------------------------------------------------------
def _duel_task(game_id: str, options: dict[str, Any], a: str, b: str, samples: int, i: int,
               rng: np.random.Generator) -> dict[str, Any]:  # fmt: skip
    game = _game(game_id, options)
    seat_a = i % 2
    players = [player(a, game, samples), player(b, game, samples)]
    if seat_a == 1:
        players.reverse()
    state = play_deal(game, players, rng, dealer=(i // 2) % 2)
    points = state.result()["points"]
    return {"seat_a": seat_a, "a": points[seat_a], "b": points[1 - seat_a],
            "margin": points[seat_a] - points[1 - seat_a]}  # fmt: skip


def duel(game_id: str, a: str = "rule_of_thumb", b: str = "random", n: int = 200,
         seed: int = 1, samples: int = 8, workers: int | None = None, progress: bool = False,
         **options: Any) -> dict[str, Estimate]:  # fmt: skip
    """Player ``a`` against player ``b`` over ``n`` deals (seats and dealer alternate): the mean
    margin of ``a`` in points per deal and the share of deals ``a`` wins."""
    task = partial(_duel_task, game_id, options, a, b, samples)
    df = run(task, n, seed, workers=workers, progress=progress)
    wins = int((df["margin"] > 0).sum()) + 0.5 * int((df["margin"] == 0).sum())
    return {"margin": mean(df["margin"]), "wins": proportion(round(wins), n)}


# -- where the points come from ----------------------------------------------------------------
def _points_task(game_id: str, options: dict[str, Any], i: int, rng: np.random.Generator
                 ) -> dict[str, Any]:  # fmt: skip
    game = _game(game_id, options)
    players = [game.rule_of_thumb(), game.rule_of_thumb()]
    state = play_deal(game, players, rng, dealer=i % 2)
    return {"game": game_id, **_rows(state), "rubiconed": state.result().get("rubiconed", False)}


def simulate_points(game_id: str, n: int = 1000, seed: int = 1, workers: int | None = None,
                    progress: bool = False, **options: Any) -> pd.DataFrame:  # fmt: skip
    """``n`` deals between two rule-of-thumb players: points, tricks and every scoring category
    per seat (``points_0``, ``melds_1``, …)."""
    return run(partial(_points_task, game_id, options), n, seed, workers=workers,
               progress=progress)  # fmt: skip


def _kinds_task(game_id: str, options: dict[str, Any], i: int, rng: np.random.Generator
                ) -> dict[str, Any]:  # fmt: skip
    game = _game(game_id, options)
    state = play_deal(game, [game.rule_of_thumb(), game.rule_of_thumb()], rng, dealer=i % 2)
    row = dict.fromkeys(game.rules.melds, 0)
    for _, kind, _, value in state.melds:
        row[kind] += value
    return row


def meld_kinds(game_id: str, n: int = 1000, seed: int = 1, workers: int | None = None,
               progress: bool = False, lang: str = "nl", **options: Any
               ) -> pd.DataFrame:  # fmt: skip
    """Mean meld points per player and deal from each kind of meld, with 95% intervals and
    the share of all meld points, over ``n`` deals between rule-of-thumb players."""
    import pandas as pd

    df = run(partial(_kinds_task, game_id, options), n, seed, workers=workers, progress=progress)
    total = df.drop(columns="deal").to_numpy().sum()
    rows = []
    for kind in table(game_id)["melds"]:
        e = mean(df[kind].to_numpy() / 2)
        rows.append({_word("col_meld", lang): t(f"{game_id}.meld_{kind}", lang), "mean": e.value,
                     "low": e.low, "high": e.high, "share": df[kind].sum() / total})  # fmt: skip
    return pd.DataFrame(rows).set_index(_word("col_meld", lang))


def point_sources(df: pd.DataFrame) -> pd.DataFrame:
    """Mean points per player and deal from each source, with 95% intervals."""
    import pandas as pd

    rows = []
    for name in (*CATEGORIES, "points"):
        values = np.concatenate([df[f"{name}_0"], df[f"{name}_1"]])
        e = mean(values)
        rows.append({"source": name, "mean": e.value, "low": e.low, "high": e.high,
                     "share": np.nan})  # fmt: skip
    out = pd.DataFrame(rows).set_index("source")
    total = out.loc["points", "mean"]
    out.loc[list(CATEGORIES), "share"] = out.loc[list(CATEGORIES), "mean"] / total
    return out


def _word(key: str, lang: str) -> str:
    return t(f"bezique_family.{key}", lang)


def plot_point_sources(tables: dict[str, pd.DataFrame], lang: str = "nl") -> Figure:
    """Stacked bars: the mean points per player and deal from each source, one bar per game."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(7, 3.6))
    ax = fig.subplots()
    names = list(tables)
    bottom = np.zeros(len(names))
    for name in CATEGORIES:
        values = np.array([tables[g].loc[name, "mean"] for g in names])
        ax.bar(names, values, bottom=bottom, label=_word(f"cat_{name}", lang))
        bottom += values
    ax.set_ylabel(_word("plot_points_per_deal", lang))
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1, 1))
    fig.tight_layout()
    return fig


# -- Bezique: assembling a (double) bezique ------------------------------------------------------
def initial_bezique_exact(packs: int = 2, hand: int = 8) -> dict[str, Fraction]:
    """Exact chances that a freshly dealt hand holds a bezique (a J♦ and a Q♠) and a double
    bezique (both J♦ and both Q♠), counting hands of ``hand`` cards from ``packs`` packs."""
    n = 32 * packs
    total = comb(n, hand)
    without_one = comb(n - packs, hand)
    without_both = comb(n - 2 * packs, hand)
    single = Fraction(total - 2 * without_one + without_both, total)
    double = Fraction(comb(n - 4, hand - 4), total) if packs == 2 else Fraction(0)
    return {"bezique": single, "double": double}


def _count(hand: list[Any], rank: Rank, suit: Suit) -> int:
    return sum(1 for c in hand if c.rank == rank and c.suit is suit)


def _assembly_task(i: int, rng: np.random.Generator) -> dict[str, Any]:
    game = _game("bezique", {})
    held = [[False, False], [False, False]]  # per seat: bezique, double bezique in hand
    first_hand = [[False, False], [False, False]]

    def watch(state: BeziqueState) -> None:
        if not state.stock_phase:
            return
        for s in (0, 1):
            jacks = _count(state.hands[s], Rank.JACK, Suit.DIAMONDS)
            queens = _count(state.hands[s], Rank.QUEEN, Suit.SPADES)
            held[s][0] |= jacks >= 1 and queens >= 1
            held[s][1] |= jacks >= 2 and queens >= 2
            if not state.history:
                first_hand[s] = [jacks >= 1 and queens >= 1, jacks >= 2 and queens >= 2]

    players = [game.rule_of_thumb(), game.rule_of_thumb()]
    state = play_deal(game, players, rng, dealer=i % 2, watch=watch)
    melded = {(m[0], m[1]) for m in state.melds}
    row: dict[str, Any] = {}
    for s in (0, 1):
        row[f"dealt_bezique_{s}"] = first_hand[s][0]
        row[f"dealt_double_{s}"] = first_hand[s][1]
        row[f"held_bezique_{s}"] = held[s][0]
        row[f"held_double_{s}"] = held[s][1]
        row[f"melded_bezique_{s}"] = (s, "bezique") in melded
        row[f"melded_double_{s}"] = (s, "double_bezique") in melded
    return row


def bezique_assembly(n: int = 1000, seed: int = 1, workers: int | None = None,
                     progress: bool = False) -> pd.DataFrame:  # fmt: skip
    """``n`` Bezique deals between rule-of-thumb players, recording per seat whether a bezique
    and a double bezique were dealt, were ever in hand while the stock lasted, were melded."""
    return run(_assembly_task, n, seed, workers=workers, progress=progress)


def assembly_table(df: pd.DataFrame) -> pd.DataFrame:
    """Chance per player and deal of each event, with 95% intervals, beside the exact chance
    for the dealt hand."""
    import pandas as pd

    exact = initial_bezique_exact()
    rows = []
    for event in ("dealt", "held", "melded"):
        for kind in ("bezique", "double"):
            hits = int(df[f"{event}_{kind}_0"].sum() + df[f"{event}_{kind}_1"].sum())
            e = proportion(hits, 2 * len(df))
            rows.append({"event": event, "meld": kind, "estimate": e.value, "low": e.low,
                         "high": e.high,
                         "exact": float(exact[kind]) if event == "dealt" else np.nan})  # fmt: skip
    return pd.DataFrame(rows).set_index(["event", "meld"])


# -- Fildinski against Bezique: the value of a trick -------------------------------------------
def per_player(df: pd.DataFrame) -> pd.DataFrame:
    """One row per player and deal (columns without the seat suffix)."""
    import pandas as pd

    parts = []
    for s in (0, 1):
        cols = {c: c[:-2] for c in df.columns if c.endswith(f"_{s}")}
        part = df[["game", *cols]].rename(columns=cols)
        parts.append(part)
    return pd.concat(parts, ignore_index=True)


def trick_value(players: pd.DataFrame) -> pd.DataFrame:
    """Per game: the least-squares slope of a player's points on his tricks won (how much more
    a player who wins one trick more scores), with a 95% interval, and the points and the meld
    points per trick won."""
    import pandas as pd
    from scipy import stats

    rows = []
    for game, part in players.groupby("game", sort=False):
        fit = stats.linregress(part["tricks"], part["points"])
        half = stats.t.ppf(0.975, len(part) - 2) * fit.stderr
        rows.append({"game": game, "slope": fit.slope, "low": fit.slope - half,
                     "high": fit.slope + half,
                     "points_per_trick": part["points"].sum() / part["tricks"].sum(),
                     "melds_per_trick": part["melds"].sum() / part["tricks"].sum()})  # fmt: skip
    return pd.DataFrame(rows).set_index("game")


def plot_points_by_tricks(players: pd.DataFrame, lang: str = "nl") -> Figure:
    """Mean points of a player against the number of tricks he won, one line per game."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.5, 3.6))
    ax = fig.subplots()
    for game, part in players.groupby("game", sort=False):
        means = part.groupby("tricks")["points"].agg(["mean", "size"])
        means = means[means["size"] >= 10]
        ax.plot(means.index, means["mean"], marker="o", label=game)
    ax.set_xlabel(_word("plot_tricks_won", lang))
    ax.set_ylabel(_word("plot_mean_points", lang))
    ax.legend()
    fig.tight_layout()
    return fig


# -- Rubicon: carte blanche and deal totals ----------------------------------------------------
def carte_blanche_exact(packs: int = 4, hand: int = 9) -> Fraction:
    """The exact chance that ``hand`` cards from ``packs`` piquet packs hold no king, queen or
    jack: C(20·packs, hand) / C(32·packs, hand)."""
    return Fraction(comb(20 * packs, hand), comb(32 * packs, hand))


def carte_blanche_mc(n: int = 100_000, seed: int = 1, packs: int = 4, hand: int = 9) -> Estimate:
    """Monte Carlo beside the exact value: deal ``n`` hands from shuffled packs."""
    rng = np.random.default_rng(seed)
    court = np.array([c.rank in (Rank.KING, Rank.QUEEN, Rank.JACK)
                      for c in kl.cards.piquet_deck(packs)])  # fmt: skip
    hits = 0
    for start in range(0, n, 10_000):
        size = min(10_000, n - start)
        hands = rng.random((size, len(court))).argpartition(hand, axis=1)[:, :hand]
        hits += int((~court[hands].any(axis=1)).sum())
    return proportion(hits, n)


def plot_totals(df: pd.DataFrame, bins: int = 30, lang: str = "nl",
                column: str = "points") -> Figure:  # fmt: skip
    """Histogram of a player's points per deal (or of another per-seat ``column``)."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.5, 3.4))
    ax = fig.subplots()
    values = np.concatenate([df[f"{column}_0"], df[f"{column}_1"]])
    ax.hist(values, bins=bins, color="tab:red", alpha=0.8)
    ax.axvline(float(np.median(values)), color="black", linestyle="--",
               label=_word("plot_median", lang))
    ax.set_xlabel(_word("plot_deal_points" if column == "points" else "plot_end_points", lang))
    ax.set_ylabel(_word("plot_deals", lang))
    ax.legend()
    fig.tight_layout()
    return fig


# -- Marjolet: the end phase and the last card ---------------------------------------------------
def _end_task(game_id: str, options: dict[str, Any], i: int, rng: np.random.Generator
              ) -> dict[str, Any]:  # fmt: skip
    game = _game(game_id, options)
    snap: dict[str, Any] = {}

    def watch(state: BeziqueState) -> None:
        if not state.stock_phase and "scores" not in snap:
            snap["scores"] = list(state.scores)
            snap["last_card"] = 1 - state.leader  # the loser of the last stock trick

    players = [game.rule_of_thumb(), game.rule_of_thumb()]
    state = play_deal(game, players, rng, dealer=i % 2, watch=watch)
    final = state.scores
    drawer = snap["last_card"]
    return {
        "end_0": final[0] - snap["scores"][0], "end_1": final[1] - snap["scores"][1],
        "points_0": final[0], "points_1": final[1],
        "all_six": max(state.end_tricks) == game.rules.hand,
        "drawer": drawer,
        "drawer_margin": final[drawer] - final[1 - drawer],
        "drawer_end_margin": (final[drawer] - snap["scores"][drawer])
        - (final[1 - drawer] - snap["scores"][1 - drawer]),
    }  # fmt: skip


def end_phase_values(game_id: str = "marjolet", n: int = 1000, seed: int = 1,
                     workers: int | None = None, progress: bool = False, **options: Any
                     ) -> pd.DataFrame:  # fmt: skip
    """Per deal: each player's points won after the stock ran out (the end tricks), whether one
    player took all of them, and how the player who drew the last card (the turned trump)
    fared against the other."""
    return run(partial(_end_task, game_id, options), n, seed, workers=workers,
               progress=progress)  # fmt: skip


def end_phase_table(df: pd.DataFrame, lang: str = "nl") -> pd.DataFrame:
    """Means with 95% intervals of the end-phase quantities."""
    import pandas as pd

    end = np.concatenate([df["end_0"], df["end_1"]])
    total = np.concatenate([df["points_0"], df["points_1"]])
    rows = {"end_points": mean(end), "deal_points": mean(total),
            "all_end": proportion(int(df["all_six"].sum()), len(df)),
            "drawer_margin": mean(df["drawer_margin"]),
            "drawer_end_margin": mean(df["drawer_end_margin"])}  # fmt: skip
    return pd.DataFrame([{"": _word(k, lang), "estimate": e.value, "low": e.low, "high": e.high}
                         for k, e in rows.items()]).set_index("")  # fmt: skip


# -- Binage: without four-of-a-kinds ------------------------------------------------------------
FOURS_OF_BEZIQUE = {"aces": 100, "kings": 80, "queens": 60, "jacks": 40}


def with_melds(game: BeziqueFamily, **melds: int) -> BeziqueFamily:
    """A what-if copy of ``game`` whose meld table has ``melds`` added (for comparisons in
    analyses only: its deals cannot be replayed from records, which store options alone)."""
    other = copy.copy(game)
    other.rules = dataclasses.replace(game.rules, melds={**game.rules.melds, **melds}, plans={})
    return other


def _binage_task(fours: bool, i: int, rng: np.random.Generator) -> dict[str, Any]:
    game = _game("binage", {})
    if fours:
        game = with_melds(game, **FOURS_OF_BEZIQUE)
    players = [game.rule_of_thumb(), game.rule_of_thumb()]
    state = play_deal(game, players, rng, dealer=i % 2)
    row = {"game": "binage + carrés" if fours else "binage", **_rows(state)}
    for seat in (0, 1):
        row[f"four_points_{seat}"] = sum(m[3] for m in state.melds
                                         if m[0] == seat and m[1] in FOURS_OF_BEZIQUE)  # fmt: skip
    return row


def binage_with_fours(n: int = 1000, seed: int = 1, workers: int | None = None,
                      progress: bool = False) -> pd.DataFrame:  # fmt: skip
    """``n`` deals of Binage as played and ``n`` of Binage with Bezique's four-of-a-kinds added
    (same seeds, so the same shuffles), between rule-of-thumb players."""
    import pandas as pd

    parts = [run(partial(_binage_task, fours), n, seed, workers=workers, progress=progress)
             for fours in (False, True)]  # fmt: skip
    return pd.concat(parts, ignore_index=True)


def four_of_a_kind_exact(packs: int = 1, hand: int = 8, ranks: int = 4) -> Fraction:
    """The exact chance that a dealt hand holds four cards of at least one of ``ranks`` given
    ranks (aces, kings, queens, jacks), by inclusion and exclusion over those ranks."""
    n = 32 * packs
    per_rank = 4 * packs
    total = Fraction(0)
    for k in range(1, ranks + 1):
        ways = _at_least_four_each(n, per_rank, k, hand)
        total += (-1) ** (k + 1) * comb(ranks, k) * ways
    return total / comb(n, hand)


def _at_least_four_each(n: int, per_rank: int, k: int, hand: int) -> int:
    """Hands of ``hand`` cards holding at least four cards of each of ``k`` given ranks."""
    counts = {0: 1}  # cards used from the k ranks -> ways
    for _ in range(k):
        nxt: dict[int, int] = {}
        for used, ways in counts.items():
            for j in range(4, per_rank + 1):
                if used + j <= hand:
                    nxt[used + j] = nxt.get(used + j, 0) + ways * comb(per_rank, j)
        counts = nxt
    rest = n - k * per_rank
    return sum(ways * comb(rest, hand - used) for used, ways in counts.items())


def compare_table(players: pd.DataFrame, columns: tuple[str, ...] = ("points", "melds")
                  ) -> pd.DataFrame:  # fmt: skip
    """Per game: the mean per player and deal of each column, with 95% intervals."""
    import pandas as pd

    rows = []
    for game, part in players.groupby("game", sort=False):
        for col in columns:
            e = mean(part[col])
            rows.append({"game": game, "quantity": col, "mean": e.value, "low": e.low,
                         "high": e.high})  # fmt: skip
    return pd.DataFrame(rows).set_index(["game", "quantity"])


# -- the family page ---------------------------------------------------------------------------
def family_table(lang: str = "nl") -> pd.DataFrame:
    """What each game of the family changes, read from the data files: one column per game."""
    import pandas as pd

    def word(key: str, **params: Any) -> str:
        return t(f"bezique_family.family_{key}", lang, **params)

    columns = {}
    for game_id in IDS:
        d = table(game_id)
        pts = d["points"]
        bonuses = [word(k, points=pts[k]) for k in ("turned_seven", "trump_seven", "dix",
                   "last_card", "all_end_tricks", "carte_blanche") if pts[k]]  # fmt: skip
        melds = ", ".join(f"{t(f'{game_id}.meld_{k}', lang)} {v}"
                          for k, v in d["melds"].items())  # fmt: skip
        columns[t(f"{game_id}.name", lang)] = {
            word("row_cards"): word("cards", n=32 * d["packs"], packs=d["packs"]),
            word("row_hand"): d["hand"],
            word("row_trump"): word(f"trump_{d['trump']}"),
            word("row_melds"): melds,
            word("row_per_trick"): word("one") if d["melds_per_trick"] == 1 else word("several"),
            word("row_from"): word(f"from_{d['meld_from']}"),
            word("row_reuse"): word(f"reuse_{d['reuse']}") + (word("refill") if d["refill"]
                                                                 else ""),  # fmt: skip
            word("row_end_melding"): word("yes") if d["end_melding"] else word("no"),
            word("row_brisques"): pts["brisque"] or word("no"),
            word("row_last_trick"): pts["last_trick"],
            word("row_bonuses"): ", ".join(bonuses) or "–",
            word("row_target"): d["target"] or word("one_deal"),
        }
    return pd.DataFrame(columns)
