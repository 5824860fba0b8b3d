"""The analyses of the Knoesten chapter: when to go along, what to exchange, the odds of a deal,
how long a game lasts and whether the dealer's seat helps.

Simulations run through ``kaartlib.sim.run`` (deal ``i`` has its own generator, so results do
not depend on the number of workers); exact values come from ``kaartlib.stats``. Every
function that returns a table for the reader takes ``lang`` and names its columns in it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING, Any

import numpy as np

from kaartlib import stats
from kaartlib.cards import Card, Rank, Suit
from kaartlib.core import Game, Move, State, View
from kaartlib.games import game as make_game
from kaartlib.games.knoesten import DECK, JOIN, KEEP, stacked_deck
from kaartlib.i18n import t
from kaartlib.match import Match
from kaartlib.players import Player, RandomPlayer, SearchPlayer, play_out
from kaartlib.sim import run
from kaartlib.strategy.knoesten import KnoestenPlayer, strength

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

POSITIONS = ("P1", "P2", "P3", "dealer")


def _l(key: str, lang: str, **params: object) -> str:
    return t(f"knoesten.an_{key}", lang, **params)


# -- players used by the studies --------------------------------------------------------------
class AlwaysJoin:
    """Goes along whenever asked and otherwise plays like ``base``."""

    def __init__(self, base: Player) -> None:
        self.base = base

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        if view.phase == "join":
            return JOIN
        return self.base.choose(view, legal, rng)


class KeepAll(KnoestenPlayer):
    """The rule-of-thumb player who never exchanges."""

    def exchange(self, view: View) -> Move:
        return KEEP


class Sloppy:
    """Plays like ``base`` but, with probability ``error``, any card from the hand (legal or
    not: in table mode the engine accepts it and charges a knoest)."""

    def __init__(self, base: Player, error: float) -> None:
        self.base = base
        self.error = error

    def choose(self, view: View, legal: list[Move], rng: np.random.Generator) -> Move:
        if view.phase == "play" and rng.random() < self.error:
            return legal[int(rng.integers(len(legal)))]
        return self.base.choose(view, legal, rng)


def situation(
    hands: Sequence[str],
    turned: str,
    moves: str | Sequence[str] = (),
    stock: str = "",
    dealer: int = 0,
    context: dict[str, Any] | None = None,
    **options: Any,
) -> State:
    """A stacked deal for an example: ``hands`` by seat (the dealer's four cards), the turned
    trump card, the top of the stock, then ``moves`` played (a list of notations, or one string
    with the moves separated by commas)."""
    game = make_game("knoesten", **options)
    state = game.deal(deck=stacked_deck(hands, turned, stock, dealer), dealer=dealer,
                      context=context)  # fmt: skip
    for move in moves.split(",") if isinstance(moves, str) else moves:
        if move.strip():
            state.play(move.strip())
    return state


def hand_features(hand: Sequence[Card], trump: Suit) -> dict[str, Any]:
    """What the join study records about a hand: trumps, plain aces, high trumps, strength."""
    return {
        "trumps": sum(c.suit is trump for c in hand),
        "aces": sum(c.rank == Rank.ACE and c.suit is not trump for c in hand),
        "high_trumps": sum(c.suit is trump and c.rank >= Rank.QUEEN for c in hand),
        "strength": round(strength(hand, trump), 2),
    }


# -- 1. meegaan of passen -----------------------------------------------------------------------
def _join_deal(game: Game, i: int, rng: np.random.Generator) -> dict[str, Any]:
    dealer = i % game.players
    position = (i // game.players) % 3 + 1
    seat = (dealer + position) % game.players
    state = game.deal(rng, dealer=dealer)
    row = {"position": position, **hand_features(state.hands[seat], state.trump)}
    base = game.rule_of_thumb()
    players: list[Player] = [base] * game.players
    players[seat] = AlwaysJoin(base)
    play_out(state, players, rng)
    result = state.result()
    active = sum(result["active"])
    return {**row, "forced": result["forced"][seat], "active": active,
            "tricks": result["tricks"][seat], "knoest": result["knoest"][seat],
            "delta": result["points"][seat]}  # fmt: skip


def join_study(n: int = 20_000, seed: int = 1, workers: int | None = None,
               progress: bool = False) -> pd.DataFrame:  # fmt: skip
    """One row per deal: the hand of one asked player (P1, P2, P3 in turn) who goes along
    whatever he holds, and what it brought him (``delta``: the change of his score; passing
    would have left it unchanged). The others play by rule of thumb."""
    task = partial(_join_deal, make_game("knoesten"))
    return run(task, n, seed, workers=workers, progress=progress, desc="meegaan")


def decision_table(
    df: pd.DataFrame,
    by: Sequence[str] = ("trumps", "aces"),
    threshold: float = 0.0,
    min_n: int = 30,
    lang: str = "nl",
) -> pd.DataFrame:
    """Mean score change of going along per group, with its 95% interval and the advice:
    go along when the whole interval lies below ``threshold`` (points off), pass when above,
    a toss-up otherwise. Groups with fewer than ``min_n`` deals are left out."""
    table = stats.summarize(df, "delta", by=list(by))
    table = table[table["n"] >= min_n].copy()
    table["n"] = table["n"].astype(int)
    bounds = zip(table["low"], table["high"], strict=True)
    table["advice"] = [_l("join" if hi < threshold else "pass" if lo > threshold else "toss_up",
                          lang) for lo, hi in bounds]  # fmt: skip
    names = {"mean": _l("mean", lang), "low": _l("low", lang), "high": _l("high", lang),
             "n": _l("deals", lang), "advice": _l("advice", lang)}  # fmt: skip
    table.index = table.index.set_names([_l(b, lang) for b in by])
    return table.rename(columns=names).round(2)


def decision_heatmap(df: pd.DataFrame, min_n: int = 30, lang: str = "nl") -> Figure:
    """Heatmap of the mean score change when going along, by trumps and plain aces; each cell
    shows the mean and the half-width of its 95% interval (blue: go along, red: pass)."""
    from matplotlib.figure import Figure

    table = stats.summarize(df, "delta", by=["trumps", "aces"])
    trumps = range(int(df["trumps"].max()) + 1)
    aces = range(int(df["aces"].max()) + 1)
    grid = np.full((len(trumps), len(aces)), np.nan)
    fig = Figure(figsize=(6, 4.2))
    ax = fig.subplots()
    for (tr, ac), row in table.iterrows():
        if row["n"] < min_n:
            continue
        grid[int(tr), int(ac)] = row["mean"]
        half = (row["high"] - row["low"]) / 2
        ax.text(ac, tr, f"{row['mean']:+.2f}\n±{half:.2f}", ha="center", va="center",
                fontsize=8)  # fmt: skip
    limit = np.nanmax(np.abs(grid))
    image = ax.imshow(grid, cmap="coolwarm", vmin=-limit, vmax=limit, origin="lower",
                      aspect="auto")  # fmt: skip
    ax.set_xticks(list(aces))
    ax.set_yticks(list(trumps))
    ax.set_xlabel(_l("aces_axis", lang))
    ax.set_ylabel(_l("trumps_axis", lang))
    ax.set_title(_l("heatmap_title", lang))
    fig.colorbar(image, ax=ax, label=_l("delta_axis", lang))
    fig.tight_layout()
    return fig


def forced_play_cost(df: pd.DataFrame, by: Sequence[str] = ("trumps", "aces")) -> dict[str, float]:
    """What the rule "never pass twice in a row" costs, from a join study.

    ``forced``: the mean score change of a player who must play whatever he holds (as after a
    pass); ``free``: the mean when he goes along only with hands whose group mean is below 0;
    ``cost = forced - free``: what passing now costs in the next deal. So go along now when a
    hand's mean is below ``cost`` rather than below 0.
    """
    groups = df.groupby(list(by))["delta"].agg(["mean", "count"])
    weight = groups["count"] / groups["count"].sum()
    forced = float(df["delta"].mean())
    free = float((weight * groups["mean"].clip(upper=0)).sum())
    return {"forced": round(forced, 3), "free": round(free, 3), "cost": round(forced - free, 3)}


# -- 2. exchanging ------------------------------------------------------------------------------
POLICIES: dict[str, Callable[[], Player]] = {
    "trumps_aces": lambda: KnoestenPlayer(),
    "trumps_aces_kings": lambda: KnoestenPlayer(keep_plain=Rank.KING),
    "trumps_only": lambda: KnoestenPlayer(keep_plain=Rank.ACE + 1),
    "keep_all": lambda: KeepAll(),
}


def _exchange_deal(game: Game, i: int, rng: np.random.Generator) -> dict[str, Any]:
    dealer = i % game.players
    seat = (dealer + 1 + (i // game.players) % 3) % game.players
    start = game.deal(rng, dealer=dealer)
    seed = int(rng.integers(2**31))
    row: dict[str, Any] = {"trumps": sum(c.suit is start.trump for c in start.hands[seat])}
    base = game.rule_of_thumb()
    for name, make in POLICIES.items():
        players: list[Player] = [base] * game.players
        players[seat] = AlwaysJoin(make())
        state = play_out(start.copy(), players, np.random.default_rng(seed))
        result = state.result()
        row[f"tricks_{name}"] = result["tricks"][seat]
        row[f"knoest_{name}"] = result["knoest"][seat]
        row[f"delta_{name}"] = result["points"][seat]
        row[f"exchanged_{name}"] = result["exchanged"][seat]
    return row


def exchange_study(n: int = 4_000, seed: int = 2, workers: int | None = None,
                   progress: bool = False) -> pd.DataFrame:  # fmt: skip
    """Each deal played once per exchange policy (``POLICIES``) by the same asked player, who
    goes along, on the same cards and with the same random numbers: paired comparisons."""
    task = partial(_exchange_deal, make_game("knoesten"))
    return run(task, n, seed, workers=workers, progress=progress, desc="ruilen")


def exchange_table(df: pd.DataFrame, lang: str = "nl") -> pd.DataFrame:
    """Per policy: cards exchanged, expected tricks, chance of a knoest and score change, each
    with its 95% interval, and the score change against keeping trumps and aces (paired)."""
    import pandas as pd

    rows = []
    for name in POLICIES:
        tricks = stats.mean(df[f"tricks_{name}"].to_numpy())
        knoest = stats.proportion(int(df[f"knoest_{name}"].sum()), len(df))
        delta = stats.mean(df[f"delta_{name}"].to_numpy())
        diff = stats.mean((df[f"delta_{name}"] - df["delta_trumps_aces"]).to_numpy())
        rows.append({_l("policy", lang): _l(f"policy_{name}", lang),
                     _l("exchanged", lang): round(float(df[f"exchanged_{name}"].mean()), 2),
                     _l("tricks", lang): str(tricks),
                     _l("knoest_chance", lang): str(knoest),
                     _l("delta", lang): str(delta),
                     _l("vs_default", lang): str(diff)})  # fmt: skip
    return pd.DataFrame(rows).set_index(_l("policy", lang))


def tricks_by_exchanged(df: pd.DataFrame, lang: str = "nl") -> pd.DataFrame:
    """Under the default policy: expected tricks and knoest chance by the number of cards
    exchanged (more cards exchanged means a weaker hand to start with)."""
    table = stats.summarize(df, "tricks_trumps_aces", by="exchanged_trumps_aces")
    knoest = df.groupby("exchanged_trumps_aces")["knoest_trumps_aces"].mean()
    table["knoest"] = knoest
    table["n"] = table["n"].astype(int)
    table.index.name = _l("exchanged", lang)
    names = {"mean": _l("tricks", lang), "low": _l("low", lang), "high": _l("high", lang),
             "n": _l("deals", lang), "knoest": _l("knoest_chance", lang)}  # fmt: skip
    return table.rename(columns=names).round(3)


# -- 3. exact odds of a deal ---------------------------------------------------------------------
def no_trump_chance() -> Fraction:
    """A non-dealer's five cards come from the 31 cards besides the turned trump, 7 of them
    trumps: the chance of no trump at all is C(24,5)/C(31,5)."""
    return Fraction(math.comb(24, 5), math.comb(31, 5))


def trump_count_exact(dealer: bool = False) -> dict[int, Fraction]:
    """The exact distribution of the number of trumps in a hand, by enumerating every hand:
    a non-dealer's 5 of the 31 unseen cards, or the dealer's 4 plus the turned trump."""
    unseen = [c for c in DECK if c != Card(Rank.SEVEN, Suit.HEARTS)]  # 7♥ turned: hearts trump
    k = 4 if dealer else 5
    return {v + int(dealer): p for v, p in stats.exact_distribution(
        unseen, k, lambda hand: sum(c.suit is Suit.HEARTS for c in hand)).items()}  # fmt: skip


def _odds_deal(game: Game, i: int, rng: np.random.Generator) -> dict[str, Any]:
    state = game.deal(rng, dealer=0)
    trump = state.trump
    hand = state.hands[1]
    return {"p1": sum(c.suit is trump for c in hand),
            "dealer": 1 + sum(c.suit is trump for c in state.hands[0]),
            "p1_trump_ace": any(c.suit is trump and c.rank == Rank.ACE for c in hand)}  # fmt: skip


def trump_count_table(n: int = 20_000, seed: int = 3, dealer: bool = False,
                      lang: str = "nl") -> pd.DataFrame:  # fmt: skip
    """Exact chances of 0–5 trumps beside the share in ``n`` dealt hands, with intervals."""
    df = run(partial(_odds_deal, make_game("knoesten")), n, seed, progress=False)
    column = "dealer" if dealer else "p1"
    table = stats.distribution_table(trump_count_exact(dealer), df[column])
    table.index.name = _l("trumps", lang)
    names = {"exact": _l("exact", lang), "fraction": _l("fraction", lang),
             "estimate": _l("estimate", lang), "low": _l("low", lang), "high": _l("high", lang),
             "inside": _l("inside", lang)}  # fmt: skip
    return table.rename(columns=names).round(4)


# -- 4. game length and the dealer's seat ---------------------------------------------------------
def _match(game: Game, i: int, rng: np.random.Generator) -> dict[str, Any]:
    players = [game.rule_of_thumb() for _ in range(game.players)]
    match = Match(game, seed=int(rng.integers(2**31))).play(players)
    winners = match.winners or []
    scores = match.context["scores"]
    return {"deals": len(match.deals), "winner": winners[0] if len(winners) == 1 else -1,
            "shared": len(winners) > 1, "winner_score": min(scores),
            "runner_up": sorted(scores)[1]}  # fmt: skip


def match_study(n: int = 300, seed: int = 4, workers: int | None = None, progress: bool = False,
                **options: Any) -> pd.DataFrame:  # fmt: skip
    """One row per whole game from 25 (seat 0 deals first): its number of deals, the winning
    seat (-1 when shared) and the final scores of the winner and the runner-up."""
    task = partial(_match, make_game("knoesten", **options))
    return run(task, n, seed, workers=workers, progress=progress, desc="partijen")


def length_plot(df: pd.DataFrame, lang: str = "nl") -> Figure:
    """Histogram of the number of deals a game from 25 lasts."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6, 3.2))
    ax = fig.subplots()
    bins = np.arange(df["deals"].min() - 0.5, df["deals"].max() + 1.5)
    ax.hist(df["deals"], bins=bins, color="#4a7", edgecolor="white")
    m = stats.mean(df["deals"].to_numpy())
    ax.axvline(m.value, color="black", linestyle="--")
    ax.set_xlabel(_l("deals_axis", lang))
    ax.set_ylabel(_l("games_axis", lang))
    ax.set_title(_l("length_title", lang, mean=f"{m.value:.1f}", low=f"{m.low:.1f}",
                    high=f"{m.high:.1f}"))  # fmt: skip
    fig.tight_layout()
    return fig


def _position_deal(game: Game, i: int, rng: np.random.Generator) -> dict[str, Any]:
    dealer = i % game.players
    state = game.deal(rng, dealer=dealer)
    play_out(state, [game.rule_of_thumb()] * game.players, rng)
    result = state.result()
    row: dict[str, Any] = {}
    for k, name in enumerate(POSITIONS):
        seat = (dealer + 1 + k) % game.players
        row[f"delta_{name}"] = result["points"][seat]
        row[f"active_{name}"] = result["active"][seat]
        row[f"knoest_{name}"] = result["knoest"][seat]
    return row


def position_study(n: int = 10_000, seed: int = 5, workers: int | None = None,
                   progress: bool = False) -> pd.DataFrame:  # fmt: skip
    """One row per deal of four rule-of-thumb players (the dealer rotates): per seat relative
    to the dealer, whether it played, its knoest and its score change."""
    task = partial(_position_deal, make_game("knoesten"))
    return run(task, n, seed, workers=workers, progress=progress, desc="plaatsen")


def position_table(df: pd.DataFrame, lang: str = "nl") -> pd.DataFrame:
    """Per seat relative to the dealer: how often it plays, its knoest chance and its mean score
    change per deal (lower is better), with 95% intervals."""
    import pandas as pd

    n = len(df)
    rows = [{_l("position", lang): _l(f"pos_{name}", lang),
             _l("plays", lang): str(stats.proportion(int(df[f"active_{name}"].sum()), n)),
             _l("knoest_chance", lang): str(stats.proportion(int(df[f"knoest_{name}"].sum()), n)),
             _l("delta", lang): str(stats.mean(df[f"delta_{name}"].to_numpy()))}
            for name in POSITIONS]  # fmt: skip
    return pd.DataFrame(rows).set_index(_l("position", lang))


def position_plot(df: pd.DataFrame, lang: str = "nl") -> Figure:
    """Mean score change per deal by seat relative to the dealer, with 95% intervals."""
    from matplotlib.figure import Figure

    estimates = [stats.mean(df[f"delta_{name}"].to_numpy()) for name in POSITIONS]
    fig = Figure(figsize=(6, 3.2))
    ax = fig.subplots()
    ax.bar([_l(f"pos_{name}", lang) for name in POSITIONS], [e.value for e in estimates],
           yerr=[e.half_width for e in estimates], color="#58a", capsize=6)  # fmt: skip
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_ylabel(_l("delta_axis", lang))
    ax.set_title(_l("position_title", lang))
    fig.tight_layout()
    return fig


def win_shares(df: pd.DataFrame, lang: str = "nl") -> pd.DataFrame:
    """Share of games won by each seat (seat 0 deals the first deal), with 95% intervals."""
    import pandas as pd

    n = len(df)
    rows = [{_l("seat", lang): s, _l("wins", lang): str(stats.proportion(
        int((df["winner"] == s).sum()), n))} for s in range(4)]  # fmt: skip
    return pd.DataFrame(rows).set_index(_l("seat", lang))


# -- players and variants -------------------------------------------------------------------------
def _compare_deal(game: Game, kinds: Sequence[str], samples: int, i: int,
                  rng: np.random.Generator) -> dict[str, Any]:  # fmt: skip
    dealer = i % game.players
    start = game.deal(rng, dealer=dealer)
    seed = int(rng.integers(2**31))
    row: dict[str, Any] = {}
    for kind in kinds:
        first: Player = {"random": RandomPlayer(), "rule_of_thumb": game.rule_of_thumb(),
                         "search": SearchPlayer(samples=samples)}[kind]  # fmt: skip
        players = [first] + [game.rule_of_thumb() for _ in range(game.players - 1)]
        state = play_out(start.copy(), players, np.random.default_rng(seed))
        row[kind] = state.result()["points"][0]
    return row


def compare_players(
    n: int = 200,
    seed: int = 6,
    samples: int = 8,
    kinds: Sequence[str] = ("random", "rule_of_thumb", "search"),
    workers: int | None = None,
    progress: bool = False,
) -> pd.DataFrame:
    """Seat 0 played by each kind of player against three rule-of-thumb players on the same
    deals (the dealer rotates): one row per deal, one column of score changes per kind."""
    task = partial(_compare_deal, make_game("knoesten"), tuple(kinds), samples)
    return run(task, n, seed, workers=workers, progress=progress, desc="spelers")


def compare_table(df: pd.DataFrame, lang: str = "nl") -> pd.DataFrame:
    """Mean score change per deal by kind of player, and paired against the rule of thumb."""
    import pandas as pd

    rows = []
    for kind in df.columns.drop("deal"):
        rows.append({_l("player", lang): _l(f"player_{kind}", lang),
                     _l("delta", lang): str(stats.mean(df[kind].to_numpy())),
                     _l("vs_rule_of_thumb", lang): str(stats.mean(
                         (df[kind] - df["rule_of_thumb"]).to_numpy()))})  # fmt: skip
    return pd.DataFrame(rows).set_index(_l("player", lang))


def _table_mode_deal(error: float, table_mode: bool, i: int,
                     rng: np.random.Generator) -> dict[str, Any]:  # fmt: skip
    game = make_game("knoesten", table_mode=table_mode)
    state = game.deal(rng, dealer=i % game.players)
    players = [Sloppy(game.rule_of_thumb(), error)] * game.players
    result = play_out(state, players, rng).result()
    return {"penalties": sum(result["penalties"]),
            "delta": float(np.mean([d for d, a in zip(result["points"], result["active"],
                                                      strict=True) if a]))}  # fmt: skip


def table_mode_effect(error: float = 0.05, n: int = 4_000, seed: int = 7,
                      lang: str = "nl") -> pd.DataFrame:  # fmt: skip
    """Players who grab a random card with probability ``error``: with the engine refusing
    illegal cards and in table mode (an illegal card stands and costs a knoest)."""
    import pandas as pd

    rows = []
    for mode in (False, True):
        df = run(partial(_table_mode_deal, error, mode), n, seed, progress=False)
        rows.append({_l("mode", lang): _l(f"mode_{'table' if mode else 'engine'}", lang),
                     _l("penalties", lang): str(stats.mean(df["penalties"].to_numpy())),
                     _l("delta_active", lang): str(stats.mean(df["delta"].to_numpy()))})
    return pd.DataFrame(rows).set_index(_l("mode", lang))


def settle_effect(n: int = 300, seed: int = 8, lang: str = "nl") -> pd.DataFrame:
    """The same whole games (same seeds) with the first to 0 winning at once, and settled at
    the end of the deal: length, shared wins, the winner's final score, and how often the
    winner is someone else than under the first reading."""
    import pandas as pd

    rows = []
    first = None
    for settle in (False, True):
        df = match_study(n, seed, settle_at_end=settle)
        first = df if first is None else first
        other = int((df["winner"] != first["winner"]).sum())
        rows.append({_l("variant", lang): _l(f"settle_{settle}", lang),
                     _l("deals", lang): str(stats.mean(df["deals"].to_numpy())),
                     _l("shared", lang): str(stats.proportion(int(df["shared"].sum()), n)),
                     _l("winner_score", lang): str(stats.mean(df["winner_score"].to_numpy())),
                     _l("other_winner", lang): str(stats.proportion(other, n))})  # fmt: skip
    return pd.DataFrame(rows).set_index(_l("variant", lang))

