"""The analyses of the Knektpass chapter: when joining pays, buying, the odds of the deal,
match length and seat, and 36 against 52 cards for two players.

Simulations run through ``kaartlib.sim.run`` (one generator per deal, so results are the same
serial or parallel); estimates carry confidence intervals from ``kaartlib.stats``; the odds of
the deal are exact hypergeometric fractions, checked against Monte Carlo. Tables and figures are
labelled in the chapter's language (``lang``, Swedish by default).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import partial
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, Any

import numpy as np

from kaartlib import stats
from kaartlib.cards import Card, Rank, Suit, parse_cards
from kaartlib.games import game as make_game
from kaartlib.games.knektpass import (
    BUY_ROUNDS,
    HAND,
    LONE_JOINER,
    NO_TRICK,
    PER_TRICK,
    START,
    Knektpass,
    KnektpassState,
    ranking,
)
from kaartlib.i18n import t
from kaartlib.match import Match
from kaartlib.players import Player, RandomPlayer, SearchPlayer, play_out
from kaartlib.sim import run
from kaartlib.strategy.knektpass import SIDE, KnektpassPlayer

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

HAND_CLASSES = ("h0", "h1", "h1j", "h2", "h2j", "h3")
MAX_DEALS = 500  # a match longer than this is cut off


def _label(key: str, lang: str, **params: Any) -> str:
    return t(f"knektpass.an_{key}", lang, **params)


def game(players: int = 4, **options: Any) -> Knektpass:
    """A Knektpass game (a typed shortcut for ``kl.game("knektpass", …)``)."""
    made = make_game("knektpass", players=players, **options)
    assert isinstance(made, Knektpass)
    return made


def trumps_in(cards: Sequence[Card], trump: Suit) -> int:
    """How many of ``cards`` are trumps (the four jacks always are)."""
    return sum(1 for c in cards if c.rank == Rank.JACK or c.suit is trump)


def hand_class(cards: Sequence[Card], trump: Suit) -> str:
    """The hand's class for the decision table: trumps held (jacks included), and whether one
    of them is a jack: ``h0``, ``h1``, ``h1j``, ``h2``, ``h2j``, ``h3`` (three or more)."""
    n = trumps_in(cards, trump)
    if n >= 3:
        return "h3"
    jack = any(c.rank == Rank.JACK for c in cards)
    return f"h{n}{'j' if jack and n else ''}"


# -- 1. Is it worth joining? ------------------------------------------------------------------

def join_deals(players: Sequence[int] = (2, 3, 4, 5, 6), n: int = 20_000, seed: int = 1
               ) -> pd.DataFrame:  # fmt: skip
    """``n`` deals per table size in which one random seat always joins and everyone else
    plays the rule of thumb (``RuleOfThumbDeals``; the last seat deals): that seat's dealt hand,
    its place in the order of asking (1 = first, the dealer last), how many others joined and
    its score change."""
    import pandas as pd

    parts = []
    for p in players:
        batch, rng = RuleOfThumbDeals(p), np.random.default_rng([seed, p])
        seat = rng.integers(p, size=n)
        out = batch.run(n, rng, always_join=seat)
        rows = np.arange(n)
        dealt = out["decks"][rows[:, None], HAND * seat[:, None] + np.arange(HAND)]
        hands = [[batch.pack[c] for c in h] for h in dealt]
        trumps = [Suit(batch.trump_of[d]) for d in out["decks"][:, HAND * p]]
        parts.append(pd.DataFrame({
            "players": p, "position": seat + 1,
            "hand": [hand_class(h, t) for h, t in zip(hands, trumps, strict=True)],
            "trumps": [trumps_in(h, t) for h, t in zip(hands, trumps, strict=True)],
            "jacks": [sum(c.rank == Rank.JACK for c in h) for h in hands],
            "others_joined": out["joined"].sum(axis=1) - 1,
            "points": out["points"][rows, seat]}))  # fmt: skip
    return pd.concat(parts, ignore_index=True)


def _num(value: float) -> str:
    """``+1.2``, ``−0.7``, ``0.0`` (no minus zero)."""
    rounded = round(float(value), 1) + 0.0
    return f"{rounded:+.1f}" if rounded else "0.0"


def _decision(low: float, high: float, lang: str) -> str:
    if high < 0:
        return _label("join", lang)
    if low > 0:
        return _label("pass", lang)
    return _label("close", lang)


def join_table(deals: pd.DataFrame, by: str = "hand", lang: str = "sv") -> pd.DataFrame:
    """Mean score change of joining (negative is good: points come off) with its interval,
    per hand class (or ``by`` another column) and table size, and the decision it supports:
    join when the whole interval is below zero, pass when above, otherwise too close to call.
    Passing always leaves the score unchanged, so the mean is also the value of passing."""
    summary = stats.summarize(deals, "points", by=[by, "players"]).reset_index()
    summary["decision"] = [_decision(lo, hi, lang) for lo, hi in
                           zip(summary["low"], summary["high"], strict=True)]  # fmt: skip
    summary["n"] = summary["n"].astype(int)
    if by == "hand":
        summary["hand"] = [_label(h, lang) for h in summary["hand"]]
    return summary


def decision_grid(deals: pd.DataFrame, lang: str = "sv") -> pd.DataFrame:
    """The decision table: hand classes down, table sizes across, each cell the mean score
    change of joining with its interval and the decision (G = join, P = pass, ? = too close)."""
    table = join_table(deals, lang=lang)
    marks = {_label("join", lang): "G", _label("pass", lang): "P", _label("close", lang): "?"}
    table["cell"] = [f"{_num(m)} ±{(h - lo) / 2:.1f} {marks[d]}" for m, lo, h, d in
                     zip(table["mean"], table["low"], table["high"], table["decision"],
                         strict=True)]  # fmt: skip
    grid = table.pivot(index="hand", columns="players", values="cell")
    order = [_label(h, lang) for h in HAND_CLASSES]
    grid = grid.reindex([o for o in order if o in grid.index])
    grid.index.name = _label("hand_axis", lang)
    grid.columns.name = _label("players_axis", lang)
    return grid


def join_heatmap(deals: pd.DataFrame, lang: str = "sv") -> Figure:
    """Heat map of the mean score change of joining, hand class against table size; each cell
    shows the mean and the half-width of its 95 % interval. Blue: join, red: pass."""
    import matplotlib.pyplot as plt

    table = join_table(deals, lang=lang)
    order = [_label(h, lang) for h in HAND_CLASSES if _label(h, lang) in set(table["hand"])]
    means = table.pivot(index="hand", columns="players", values="mean").reindex(order)
    half = ((table["high"] - table["low"]) / 2).to_numpy()
    halves = table.assign(half=half).pivot(index="hand", columns="players",
                                           values="half").reindex(order)  # fmt: skip
    fig, ax = plt.subplots(figsize=(7.5, 4.2))
    limit = float(np.nanmax(np.abs(means.to_numpy())))
    image = ax.imshow(means.to_numpy(), cmap="RdBu_r", vmin=-limit, vmax=limit, aspect="auto")
    for r in range(means.shape[0]):
        for c in range(means.shape[1]):
            value = means.iat[r, c]
            if not np.isnan(value):
                ax.text(c, r, f"{_num(value)}\n±{halves.iat[r, c]:.1f}", ha="center",
                        va="center", fontsize=8)  # fmt: skip
    ax.set_xticks(range(means.shape[1]), [str(p) for p in means.columns])
    ax.set_yticks(range(means.shape[0]), list(means.index))
    ax.set_xlabel(_label("players_axis", lang))
    fig.colorbar(image, ax=ax, label=_label("value_axis", lang))
    ax.set_title(_label("heatmap_title", lang))
    fig.tight_layout()
    plt.close(fig)
    return fig


def position_table(deals: pd.DataFrame, players: int = 4) -> pd.DataFrame:
    """Mean score change of always joining by place in the order of asking (1 = first, the
    last place is the dealer's), with intervals."""
    chosen = deals[deals["players"] == players]
    return stats.summarize(chosen, "points", by="position")


def rule_of_thumb_join_rate(players: Sequence[int] = (2, 3, 4, 5, 6), n: int = 1000,
                            seed: int = 2) -> pd.DataFrame:  # fmt: skip
    """How often rule-of-thumb players join, and how often a deal is dealt again, by table
    size."""
    import pandas as pd

    rows = []
    for p in players:
        df = rule_of_thumb_deals(p, n, seed)
        joined = df[[f"joined_{s}" for s in range(p)]].to_numpy().mean()
        rows.append({"players": p, "join_share": joined,
                     "redeal_share": float((df["outcome"] != "played").mean())})  # fmt: skip
    return pd.DataFrame(rows)


# -- 2. Buying ------------------------------------------------------------------------------

BUY_POLICIES: dict[str, dict[str, Any]] = {
    "b0": {"buys": 0}, "b1": {"buys": 1}, "b2": {"buys": 2}, "rot": {},
    **{f"t{k}": {"buys": 1, "throw": k} for k in range(1, 6)},
}  # fmt: skip


def buy_deals(players: int = 4, n: int = 20_000, seed: int = 3,
              policies: Sequence[str] = tuple(BUY_POLICIES)) -> pd.DataFrame:  # fmt: skip
    """``n`` deals, each played with every buying policy of one random seat that always joins
    (the same cards each time; everyone else plays the rule of thumb, ``RuleOfThumbDeals``):
    ``b0``/``b1``/``b2`` buy exactly 0, 1 or 2 times (throwing the weakest side cards, at least
    one), ``rot`` is the rule of thumb, ``t1``…``t5`` buy once throwing exactly 1…5 cards."""
    import pandas as pd

    batch = RuleOfThumbDeals(players)
    seat = np.random.default_rng([seed, 1]).integers(players, size=n)
    rows, columns = np.arange(n), {}
    for name in policies:
        out = batch.run(n, np.random.default_rng(seed), always_join=seat,
                        **BUY_POLICIES[name])  # fmt: skip
        columns[f"points_{name}"] = out["points"][rows, seat]
        columns[f"tricks_{name}"] = out["tricks"][rows, seat]
        columns[f"buys_{name}"] = out["purchases"][rows, seat]
        columns[f"played_{name}"] = out["joined"].sum(axis=1) >= 2
    return pd.DataFrame(columns)


def buy_table(deals: pd.DataFrame, lang: str = "sv") -> pd.DataFrame:
    """Per buying policy: the mean score change with its interval, the share of deals ending
    in a penalty, and the share penalised only because purchases outnumbered the tricks
    (at least one trick, but fewer than purchases). Deals dealt again are left out."""
    import pandas as pd

    rows = []
    for name in BUY_POLICIES:
        if f"points_{name}" not in deals:
            continue
        played = deals[deals[f"played_{name}"]]
        points, tricks, buys = (played[f"{k}_{name}"].to_numpy() for k in
                                ("points", "tricks", "buys"))  # fmt: skip
        e = stats.mean(points)
        penalty = stats.proportion(int((points > 0).sum()), len(points))
        from_buys = stats.proportion(int(((tricks > 0) & (tricks < buys)).sum()), len(points))
        rows.append({"policy": _label(f"policy_{name}", lang), "mean": e.value, "low": e.low,
                     "high": e.high, "purchases": buys.mean(), "tricks": tricks.mean(),
                     "penalty": penalty.value, "penalty_from_buys": from_buys.value,
                     "n": len(points)})  # fmt: skip
    return pd.DataFrame(rows).set_index("policy")


def buy_plot(table: pd.DataFrame, lang: str = "sv") -> Figure:
    """Left: mean score change per policy with 95 % intervals; right: how often each ends in a
    penalty, split into no trick at all and too few tricks for the purchases."""
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.8), sharey=True)
    y = np.arange(len(table))
    err = [table["mean"] - table["low"], table["high"] - table["mean"]]
    left.barh(y, table["mean"], xerr=err, color="#4878a8")
    left.axvline(0, color="black", lw=0.8)
    left.set_yticks(y, list(table.index))
    left.invert_yaxis()
    left.set_xlabel(_label("value_axis", lang))
    only = table["penalty"] - table["penalty_from_buys"]
    right.barh(y, only, color="#b0b0b0", label=_label("no_trick", lang))
    right.barh(y, table["penalty_from_buys"], left=only, color="#c44e52",
               label=_label("too_few", lang))  # fmt: skip
    right.set_xlabel(_label("penalty_axis", lang))
    right.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=2, fontsize=8,
                 frameon=False)  # fmt: skip
    fig.tight_layout()
    plt.close(fig)
    return fig


# -- 3. The odds of the deal ------------------------------------------------------------------

def pack_size(players: int, cards: int | None = None) -> int:
    return game(players, cards=cards).pack_size


def trump_count(cards: int) -> int:
    """Trumps in the pack: the trump suit with its own jack, and the other three jacks."""
    return cards // 4 + 3


def trump_distribution(cards: int) -> dict[int, Fraction]:
    """Exact distribution of the number of trumps (jacks included) in a dealt hand.

    The turned card is always a trump, so your five cards come from the other ``cards − 1``,
    of which ``T − 1`` are trumps: a hypergeometric distribution."""
    rest, trumps = cards - 1, trump_count(cards) - 1
    total = comb(rest, HAND)
    return {k: Fraction(comb(trumps, k) * comb(rest - trumps, HAND - k), total)
            for k in range(HAND + 1)}  # fmt: skip


def jack_distribution(cards: int) -> dict[int, Fraction]:
    """Exact distribution of the number of jacks in a dealt hand: the turned card is a jack
    with probability 4/N (then three jacks remain), otherwise four remain."""
    rest = cards - 1
    total = comb(rest, HAND)
    out = {}
    for k in range(HAND + 1):
        four = Fraction(comb(4, k) * comb(rest - 4, HAND - k), total)
        three = Fraction(comb(3, k) * comb(rest - 3, HAND - k), total)
        out[k] = Fraction(cards - 4, cards) * four + Fraction(4, cards) * three
    return out


def deal_odds(players: int = 4, cards: int | None = None) -> dict[str, Fraction]:
    """Exact odds for your dealt hand and for the table, as fractions."""
    size = pack_size(players, cards)
    trumps, jacks = trump_distribution(size), jack_distribution(size)
    return {
        "no_trump": trumps[0],
        "one_jack": 1 - jacks[0],
        "three_trumps": sum((p for k, p in trumps.items() if k >= 3), Fraction(0)),
        "club_jack": Fraction(HAND, size),
        "club_jack_dealt": Fraction(HAND * players, size),
    }


def _odds_task(players: int, cards: int | None, i: int, rng: np.random.Generator
               ) -> dict[str, Any]:  # fmt: skip
    state = game(players, cards=cards).deal(rng)
    assert isinstance(state, KnektpassState)
    hand = state.hands[state.seating[0]]
    club_jack = Card(Rank.JACK, Suit.CLUBS)
    return {"trumps": trumps_in(hand, state.trump),
            "jacks": sum(1 for c in hand if c.rank == Rank.JACK),
            "club_jack": club_jack in hand,
            "club_jack_dealt": any(club_jack in h for h in state.hands)}  # fmt: skip


def odds_deals(players: int = 4, cards: int | None = None, n: int = 20_000, seed: int = 4
               ) -> pd.DataFrame:  # fmt: skip
    """``n`` real deals: the first player's trumps, jacks and jack of clubs, and whether the
    jack of clubs went to anyone."""
    return run(partial(_odds_task, players, cards), n, seed, progress=False)


def odds_table(deals: pd.DataFrame, players: int = 4, cards: int | None = None,
               lang: str = "sv") -> pd.DataFrame:  # fmt: skip
    """The exact odds beside the Monte Carlo estimate from ``deals``, with 95 % intervals."""
    import pandas as pd

    n = len(deals)
    hits = {"no_trump": (deals["trumps"] == 0).sum(), "one_jack": (deals["jacks"] >= 1).sum(),
            "three_trumps": (deals["trumps"] >= 3).sum(), "club_jack": deals["club_jack"].sum(),
            "club_jack_dealt": deals["club_jack_dealt"].sum()}  # fmt: skip
    rows = []
    for key, exact in deal_odds(players, cards).items():
        e = stats.proportion(int(hits[key]), n)
        rows.append({"event": _label(f"odds_{key}", lang), "exact": float(exact),
                     "fraction": str(exact), "estimate": e.value, "low": e.low, "high": e.high,
                     "inside": e.contains(float(exact))})  # fmt: skip
    return pd.DataFrame(rows).set_index("event")


def trump_table(deals: pd.DataFrame, players: int = 4, cards: int | None = None
                ) -> pd.DataFrame:  # fmt: skip
    """Exact distribution of trumps in a dealt hand beside Monte Carlo with intervals."""
    return stats.distribution_table(trump_distribution(pack_size(players, cards)),
                                    deals["trumps"].tolist())  # fmt: skip


def odds_plot(lang: str = "sv") -> Figure:
    """The exact distribution of trumps in a dealt hand, 36 cards against 52."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.2))
    for shift, size in ((-0.2, 36), (0.2, 52)):
        dist = trump_distribution(size)
        ax.bar(np.array(list(dist)) + shift, [float(p) for p in dist.values()], 0.4,
               label=_label("cards", lang, n=size))  # fmt: skip
    ax.set_xlabel(_label("trumps_axis", lang))
    ax.set_ylabel(_label("probability", lang))
    ax.legend()
    fig.tight_layout()
    plt.close(fig)
    return fig


# -- 4. How long a match lasts, and the seat -------------------------------------------------

def _match_task(players: int, options: tuple[tuple[str, Any], ...], i: int,
                rng: np.random.Generator) -> dict[str, Any]:  # fmt: skip
    g = game(players, **dict(options))
    match = Match(g, seed=int(rng.integers(2**31)), max_deals=MAX_DEALS)
    match.play([KnektpassPlayer() for _ in range(players)])
    winners = match.winners or []
    row: dict[str, Any] = {"players": players, "deals": len(match.deals),
                           "played": sum(d.result()["outcome"] == "played" for d in match.deals),
                           "shared": len(winners) > 1}  # fmt: skip
    for s in range(players):
        row[f"win_{s}"] = 1 / len(winners) if s in winners else 0.0
    if g.opts.stakes:
        row["money_won"] = max(match.context["money"])
    return row


def matches(players: int = 4, n: int = 200, seed: int = 5, workers: int | None = None,
            progress: bool = False, **options: Any) -> pd.DataFrame:  # fmt: skip
    """``n`` whole matches from 12 with rule-of-thumb players: deals needed (all, and those
    actually played), and each seat's share of the win (seat 0 deals first, so seat 1 is
    asked first in the first deal; shared wins count in equal parts). With the default rules
    the deals come from ``RuleOfThumbDeals`` (the rule of thumb ignores the score, so a match
    is a run of independent deals); with options, from the engine."""
    if not options:
        return _batch_matches(players, n, seed)
    task = partial(_match_task, players, tuple(sorted(options.items())))
    return run(task, n, seed, workers, progress=progress)


def _batch_matches(players: int, n: int, seed: int) -> pd.DataFrame:
    import pandas as pd

    batch, rng = RuleOfThumbDeals(players), np.random.default_rng(seed)
    scores = np.full((n, players), START)
    deals, played = np.zeros(n, dtype=np.int64), np.zeros(n, dtype=np.int64)
    wins, shared = np.zeros((n, players)), np.zeros(n, dtype=bool)
    going = np.arange(n)
    for number in range(MAX_DEALS):
        if not len(going):
            break
        out = batch.run(len(going), rng)
        seats = (number + 1 + np.arange(players)) % players  # batch seat -> seat (seat 0 deals)
        scores[going[:, None], seats] += out["points"]
        deals[going] += 1
        played[going] += out["joined"].sum(axis=1) >= 2
        low = scores[going].min(axis=1)
        over = low <= 0
        ended = going[over]
        best = scores[ended] == low[over, None]
        wins[ended] = best / best.sum(axis=1, keepdims=True)
        shared[ended] = best.sum(axis=1) > 1
        going = going[~over]
    frame = pd.DataFrame({"players": players, "deals": deals, "played": played,
                          "shared": shared})  # fmt: skip
    for s in range(players):
        frame[f"win_{s}"] = wins[:, s]
    return frame


def seat_table(df: pd.DataFrame) -> pd.DataFrame:
    """Each seat's share of the wins with its 95 % interval (a fair seat wins 1/players)."""
    import pandas as pd

    players = int(df["players"].iloc[0])
    rows = []
    for s in range(players):
        e = stats.mean(df[f"win_{s}"].to_numpy())
        rows.append({"seat": s, "win_share": e.value, "low": e.low, "high": e.high,
                     "fair": 1 / players})  # fmt: skip
    return pd.DataFrame(rows).set_index("seat")


def length_plot(tables: dict[int, pd.DataFrame], lang: str = "sv") -> Figure:
    """Histogram of match lengths (deals, redeals included) for each table size."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.2))
    top = max(int(df["deals"].max()) for df in tables.values())
    bins = np.arange(0.5, top + 1.5)
    for players, df in tables.items():
        ax.hist(df["deals"], bins=bins, histtype="step", lw=1.5, density=True,
                label=_label("players_n", lang, n=players))  # fmt: skip
    ax.set_xlabel(_label("deals_axis", lang))
    ax.set_ylabel(_label("share", lang))
    ax.legend()
    fig.tight_layout()
    plt.close(fig)
    return fig


# -- 5. 36 or 52 cards for two players ------------------------------------------------------

def rule_of_thumb_deals(players: int, n: int, seed: int, cards: int | None = None
                        ) -> pd.DataFrame:  # fmt: skip
    """``n`` deals with rule-of-thumb players (``RuleOfThumbDeals``): the outcome and each
    seat's points, tricks and whether it joined (the last seat deals)."""
    import pandas as pd

    out = RuleOfThumbDeals(players, cards).run(n, np.random.default_rng(seed))
    active = out["joined"].sum(axis=1)
    frame = pd.DataFrame({"outcome": np.select([active >= 2, active == 1],
                                               ["played", "one_joined"], "all_passed")})
    for s in range(players):
        for key in ("points", "tricks", "joined"):
            frame[f"{key}_{s}"] = out[key][:, s]
    return frame


def two_player_deals(n: int = 2000, seed: int = 6) -> dict[int, pd.DataFrame]:
    """``n`` two-player deals with rule-of-thumb players, with 36 and with 52 cards."""
    return {cards: rule_of_thumb_deals(2, n, seed, cards) for cards in (36, 52)}


def packs_table(deals: dict[int, pd.DataFrame], lang: str = "sv") -> pd.DataFrame:
    """36 against 52 cards for two: how often both join, a player who plays ends without a
    trick, one takes all five, and the mean score change per seat and deal (with its
    interval); beside the exact chance of a hand without trumps."""
    import pandas as pd

    rows = []
    for cards, df in deals.items():
        played = df[df["outcome"] == "played"]
        tricks = played[["tricks_0", "tricks_1"]].to_numpy()
        e = stats.mean(df[["points_0", "points_1"]].to_numpy().ravel())
        rows.append({
            "pack": _label("cards", lang, n=cards),
            "no_trump_exact": float(trump_distribution(cards)[0]),
            "both_join": len(played) / len(df),
            "zero_tricks": float((tricks == 0).mean()),
            "all_five": float((tricks == 5).any(axis=1).mean()),
            "mean_points": e.value, "low": e.low, "high": e.high, "n": len(df)})  # fmt: skip
    return pd.DataFrame(rows).set_index("pack")


def trick_distribution(deals: pd.DataFrame, players: int = 2) -> pd.Series:
    """Share of 0…5 tricks for a player who plays the deal."""
    import pandas as pd

    values = [deals.loc[deals[f"joined_{s}"] & (deals["outcome"] == "played"), f"tricks_{s}"]
              for s in range(players)]  # fmt: skip
    tricks = pd.concat(values)
    return tricks.value_counts(normalize=True).reindex(range(HAND + 1), fill_value=0.0)


def packs_plot(deals: dict[int, pd.DataFrame], lang: str = "sv") -> Figure:
    """Tricks per active player for two players, 36 against 52 cards."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.2))
    for shift, (cards, df) in zip((-0.2, 0.2), deals.items(), strict=True):
        dist = trick_distribution(df)
        ax.bar(dist.index + shift, dist.to_numpy(), 0.4, label=_label("cards", lang, n=cards))
    ax.set_xlabel(_label("tricks_axis", lang))
    ax.set_ylabel(_label("share", lang))
    ax.legend()
    fig.tight_layout()
    plt.close(fig)
    return fig


# -- players and variants --------------------------------------------------------------------

def _versus_task(players: int, kind: str, samples: int, margin: float, i: int,
                 rng: np.random.Generator) -> dict[str, Any]:  # fmt: skip
    g = game(players)
    seats: list[Player] = [KnektpassPlayer() for _ in range(players)]
    seats[0] = {"random": RandomPlayer(), "rule": KnektpassPlayer(),
                "search": SearchPlayer(samples=samples, margin=margin)}[kind]  # fmt: skip
    deal_seed = int(rng.integers(2**63))
    local = np.random.default_rng(deal_seed)
    state = g.deal(local, dealer=i % players)
    play_out(state, seats, local)
    return {"player": kind, "points": state.result()["points"][0]}


def compare_players(players: int = 3, n: int = 200, seed: int = 7, samples: int = 16,
                    margin: float = 0.25, kinds: Sequence[str] = ("random", "rule", "search"),
                    workers: int | None = None) -> pd.DataFrame:  # fmt: skip
    """Seat 0 played by a random, the rule-of-thumb or the search player (``samples`` worlds
    per decision; it leaves the rule of thumb only for a move ``margin`` points better on
    average) against rule-of-thumb opponents, on the same deals: mean score change per deal
    with 95 % intervals."""
    import pandas as pd

    parts = [run(partial(_versus_task, players, k, samples, margin), n, seed, workers,
                 progress=False) for k in kinds]  # fmt: skip
    return stats.summarize(pd.concat(parts, ignore_index=True), "points", by="player")


def _variant_task(g: Knektpass, i: int, rng: np.random.Generator) -> dict[str, Any]:
    state = g.deal(rng, dealer=i % g.players)
    play_out(state, [KnektpassPlayer() for _ in range(g.players)], rng)
    result = state.result()
    active = [s for s in range(g.players) if result["joined"][s]]
    played = result["outcome"] == "played"
    return {"played": played,
            "penalties": sum(result["points"][s] > 0 for s in active) if played else 0,
            "active": len(active) if played else 0,
            "trick_leader": max(result["tricks"]) if played else 0}  # fmt: skip


def variant_effects(players: int = 4, n: int = 2000, seed: int = 8) -> pd.DataFrame:
    """The play rule and the pack on the same deals' seeds: share of active players penalised
    and the most tricks any one player takes, with the default against each variant."""
    import pandas as pd

    settings = {"standard": {}, "trump_only_when_void": {"trump_only_when_void": True},
                "cards_36": {"cards": 36}}  # fmt: skip
    rows = []
    for name, options in settings.items():
        df = run(partial(_variant_task, game(players, **options)), n, seed, progress=False)
        played = df[df["played"]]
        share = stats.proportion(int(played["penalties"].sum()), int(played["active"].sum()))
        most = stats.mean(played["trick_leader"].to_numpy())
        rows.append({"variant": name, "penalised": share.value, "low": share.low,
                     "high": share.high, "most_tricks": most.value, "played": len(played) / n})
    return pd.DataFrame(rows).set_index("variant")



# -- the chapter's example deal ---------------------------------------------------------------

EXAMPLE_TOP = "J♣ A♥ 2♠ 3♠ 4♠  K♥ A♠ 7♦ 8♦ 9♦  J♦ Q♥ A♣ K♣ 2♦  5♥  6♣ 7♣ 8♣"
EXAMPLE_MOVES = ("join", "join", "join", "buy 2♠ 3♠", "stand", "buy 2♦", "stand", "stand",
                 "stand", "4♠", "A♠", "Q♥", "A♣", "A♥", "7♦", "J♣", "K♥", "J♦", "6♣", "8♦",
                 "8♣", "K♣", "7♣", "9♦")  # fmt: skip


def example_deal(moves: int = 0, **options: Any) -> KnektpassState:
    """The chapter's example: three players, seat 2 deals, hearts are trumps; the deck's top
    (hands of seats 0, 1, 2, the turned card, the talon's top) is ``EXAMPLE_TOP`` and the
    rest follows in pack order. ``moves`` of ``EXAMPLE_MOVES`` are already played."""
    g = game(3, **options)
    top = parse_cards(EXAMPLE_TOP)
    deck = top + [c for c in g.new_deck() if c not in top]
    state = g.deal(deck=deck, dealer=2)
    for move in EXAMPLE_MOVES[:moves]:
        state.play(move)
    assert isinstance(state, KnektpassState)
    return state


# -- random play for many deals at once ------------------------------------------------------

_SUBSETS = [()] + [c for k in range(1, HAND + 1) for c in combinations(range(HAND), k)]
_OPTIONS = np.array([1 + sum(comb(HAND, k) for k in range(1, m + 1)) for m in range(HAND + 1)])


class RandomDeals:
    """Many deals at once, every seat choosing uniformly among its legal moves (as
    ``RandomPlayer`` does in the engine), vectorised with numpy over the deals.

    The default rules only (no variant options). The last seat deals, so seat 0 decides and
    buys first. Joining is a coin toss; a buying turn picks one of the legal purchases (``stand``
    or any 1 to min(5, talon) cards) uniformly; a card is drawn uniformly from the legal cards
    (the winning cards if any, else the led suit, else anything). ``run(record=True)`` also
    returns each deal's moves in the engine's notation, so tests replay them in the engine.
    """

    def __init__(self, players: int = 4, cards: int | None = None) -> None:
        g = game(players, cards=cards)
        self.players = players
        self.pack = g.new_deck()
        self.suit = np.zeros((4, len(self.pack)), dtype=np.int8)
        self.power = np.zeros((4, len(self.pack)), dtype=np.int16)
        for trump in Suit:
            if trump is Suit.TRUMP:
                continue
            ranks = ranking(trump, g.low)
            self.suit[trump] = [ranks.suit[c] for c in self.pack]
            self.power[trump] = [ranks.power[c] for c in self.pack]
        self.trump_of = np.array([int(c.suit) for c in self.pack], dtype=np.int8)
        self.masks = np.array([[i in s for i in range(HAND)] for s in _SUBSETS])

    def run(self, n: int, rng: np.random.Generator, record: bool = False) -> dict[str, Any]:
        """Play ``n`` deals: per deal the points, tricks, purchases, who joined and the number
        of moves (``actions``); with ``record``, the deck (``decks``) and moves (``moves``)."""
        p, size = self.players, len(self.pack)
        decks = rng.random((n, size)).argsort(axis=1).astype(np.int16)  # top card first
        hands = decks[:, :HAND * p].reshape(n, p, HAND).copy()  # seat s: the s-th block
        trump = self.trump_of[decks[:, HAND * p]]
        talon = decks[:, HAND * p + 1:]
        suit, power = self.suit[trump], self.power[trump]  # per deal: by card index
        log: list[list[str]] | None = [[] for _ in range(n)] if record else None
        joined = rng.random((n, p)) < 0.5
        active = joined.sum(axis=1)
        played = active >= 2
        actions = np.full(n, p)
        if log is not None:
            for d in range(n):
                log[d] += ["join" if j else "pass" for j in joined[d]]
        purchases = self._buy(hands, talon, joined & played[:, None], actions, rng, log)
        tricks = self._tricks(hands, suit, power, trump, joined, played, actions, rng, log)
        return {"points": self._points(tricks, purchases, joined, active, played),
                "tricks": tricks, "purchases": purchases, "joined": joined, "actions": actions,
                **({"decks": decks, "moves": log} if record else {})}  # fmt: skip

    def _buy(self, hands: np.ndarray, talon: np.ndarray, buyers: np.ndarray, actions: np.ndarray,
             rng: np.random.Generator, log: list[list[str]] | None) -> np.ndarray:  # fmt: skip
        n, p = buyers.shape
        used = np.zeros(n, dtype=np.int64)
        purchases = np.zeros((n, p), dtype=np.int64)
        for _ in range(BUY_ROUNDS):
            for seat in range(p):
                deals = np.nonzero(buyers[:, seat] & (used < talon.shape[1]))[0]
                if not len(deals):
                    continue
                most = np.minimum(talon.shape[1] - used[deals], HAND)
                mask = self.masks[(rng.random(len(deals)) * _OPTIONS[most]).astype(np.int64)]
                if log is not None:
                    for d, m in zip(deals, mask, strict=True):
                        cards = sorted(self.pack[c] for c in hands[d, seat][m])
                        log[d].append("buy " + " ".join(map(str, cards)) if cards else "stand")
                source = used[deals, None] + np.cumsum(mask, axis=1) - mask
                fresh = talon[deals[:, None], np.minimum(source, talon.shape[1] - 1)]
                hands[deals, seat] = np.where(mask, fresh, hands[deals, seat])
                k = mask.sum(axis=1)
                used[deals] += k
                purchases[deals, seat] += k > 0
                actions[deals] += 1
        return purchases

    def _tricks(self, hands: np.ndarray, suit: np.ndarray, power: np.ndarray, trump: np.ndarray,
                joined: np.ndarray, played: np.ndarray, actions: np.ndarray,
                rng: np.random.Generator, log: list[list[str]] | None) -> np.ndarray:  # fmt: skip
        n, p = joined.shape
        every = np.arange(n)
        order = np.argsort(~joined, axis=1, kind="stable")  # the active seats first, in turn
        active = np.maximum(joined.sum(axis=1), 1)
        tricks = np.zeros((n, p), dtype=np.int64)
        lead = np.zeros(n, dtype=np.int64)  # the leader's place in ``order``
        trump_col = trump[:, None]
        for _ in range(HAND):
            led, best, top = (np.zeros(n, dtype=np.int64) for _ in range(3))
            for step in range(p):
                live = played & (step < active)
                seat = order[every, (lead + step) % active]
                hand = hands[every, seat]
                present = hand >= 0
                index = np.maximum(hand, 0)
                s = np.take_along_axis(suit, index, axis=1)
                pw = np.take_along_axis(power, index, axis=1)
                legal = present
                if step:
                    wins = present & ((s == trump_col) | (s == led[:, None])) & (pw > best[:, None])
                    follows = present & (s == led[:, None])
                    legal = np.where(wins.any(axis=1)[:, None], wins,
                                     np.where(follows.any(axis=1)[:, None], follows, present))
                count = np.maximum(legal.sum(axis=1), 1)
                pick = (rng.random(n) * count).astype(np.int64)
                slot = np.argmax(np.cumsum(legal, axis=1) > pick[:, None], axis=1)
                card = hand[every, slot]
                card_suit, card_power = s[every, slot], pw[every, slot]
                if step:
                    counts = (card_suit == trump) | (card_suit == led)
                    better = live & counts & (card_power > best)
                else:
                    led, better = np.where(live, card_suit, led), live
                best = np.where(better, card_power, best)
                top = np.where(better, seat, top)
                hands[every[live], seat[live], slot[live]] = -1
                actions += live
                if log is not None:
                    for d in np.nonzero(live)[0]:
                        log[d].append(str(self.pack[card[d]]))
            tricks[every[played], top[played]] += 1
            lead = np.argmax(order == top[:, None], axis=1)
        return tricks

    @staticmethod
    def _points(tricks: np.ndarray, purchases: np.ndarray, joined: np.ndarray,
                active: np.ndarray, played: np.ndarray) -> np.ndarray:  # fmt: skip
        short = (tricks == 0) | (tricks < purchases)
        points = np.where(short, NO_TRICK * np.maximum(1, purchases - tricks), PER_TRICK * tricks)
        points = np.where(joined & played[:, None], points, 0)
        return np.where(joined & (active == 1)[:, None], LONE_JOINER, points)


class RuleOfThumbDeals(RandomDeals):
    """Many deals at once, every seat playing the rule of thumb (``KnektpassPlayer()`` with its
    default parameters), vectorised with numpy over the deals: the same decisions in the same
    order of arithmetic, so each deal's moves are the engine's (the tests replay them).

    The default rules only; the last seat deals, as in ``RandomDeals``.
    """

    def __init__(self, players: int = 4, cards: int | None = None) -> None:
        super().__init__(players, cards)
        g = game(players, cards=cards)
        size = len(self.pack)
        index = {c: i for i, c in enumerate(self.pack)}
        self.n_higher = np.zeros((4, size), dtype=np.int64)
        self.higher = np.zeros((4, size), dtype=np.int64)  # bit masks of the cards above
        self.trump_bits = np.zeros(4, dtype=np.int64)
        self.n_trumps = np.zeros(4, dtype=np.int64)
        for trump in Suit:
            if trump is Suit.TRUMP:
                continue
            ranks = ranking(trump, g.low)
            for i, c in enumerate(self.pack):
                self.n_higher[trump, i] = ranks.n_higher[c]
                self.higher[trump, i] = sum(1 << index[d] for d in ranks.higher[c])
            self.trump_bits[trump] = sum(1 << index[c] for c in ranks.trumps)
            self.n_trumps[trump] = len(ranks.trumps)
        self.base = np.array([SIDE.get(Rank(c.rank), 0.0) for c in self.pack])
        self.bits = np.left_shift(1, np.arange(size, dtype=np.int64))
        self.unseen = size - HAND - 1
        rule = KnektpassPlayer()
        self.join_at, self.second_buy_at = rule.join_at, rule.second_buy_at

    def run(self, n: int, rng: np.random.Generator, record: bool = False,
            always_join: np.ndarray | None = None, buys: int | None = None,
            throw: int | None = None) -> dict[str, Any]:  # fmt: skip
        """Play ``n`` deals (see ``RandomDeals.run``; only the dealing uses ``rng``), returning
        the decks too. ``always_join`` names per deal a seat that joins whatever it holds and
        buys as ``KnektpassPlayer(join_at=-inf, buys=buys, throw=throw)`` would."""
        p, size = self.players, len(self.pack)
        decks = rng.random((n, size)).argsort(axis=1)
        d = _Deals(self, decks, p)
        log: list[list[str]] | None = [[] for _ in range(n)] if record else None
        focus = np.full(n, -1) if always_join is None else always_join
        joined = self._joins(d, focus)
        active = joined.sum(axis=1)
        played = active >= 2
        actions = np.full(n, p)
        if log is not None:
            for i in range(n):
                log[i] += ["join" if j else "pass" for j in joined[i]]
        purchases = self._buys(d, joined & played[:, None], active, actions, log,
                               (focus, buys, throw))  # fmt: skip
        tricks = self._rule_tricks(d, joined, played, actions, log)
        return {"points": self._points(tricks, purchases, joined, active, played),
                "tricks": tricks, "purchases": purchases, "joined": joined, "actions": actions,
                "decks": decks, **({"moves": log} if record else {})}  # fmt: skip

    def _weights(self, d: _Deals, rows: np.ndarray, hand: np.ndarray, keep: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray]:  # fmt: skip
        """``hand_weights`` and ``fresh_value`` of the strategy for the hands ``hand`` of the
        deals ``rows``."""
        suit = np.take_along_axis(d.suit[rows], hand, axis=1)
        power = np.take_along_axis(d.power[rows], hand, axis=1)
        trump = (suit == d.trump[rows, None])
        turned = d.power[rows, d.turned[rows]]
        above_known = ((trump[:, None, :] & (power[:, None, :] > power[:, :, None])).sum(axis=2)
                       + (turned[:, None] > power))  # fmt: skip
        known = trump.sum(axis=1) + 1
        out_trumps = self.n_trumps[d.trump[rows]] - known
        side_fear = keep ** np.minimum(out_trumps, 3)
        n_higher = self.n_higher[d.trump[rows, None], hand]
        same_above = ((suit[:, None, :] == suit[:, :, None])
                      & (power[:, None, :] > power[:, :, None])).sum(axis=2)  # fmt: skip
        base = self.base[hand]
        k = keep[:, None]
        weights = np.where(trump, k ** (n_higher - above_known),
                           base * (k ** (n_higher - same_above) * side_fear[:, None]))
        with np.errstate(divide="ignore", invalid="ignore"):
            fresh = np.where(out_trumps == 0, 0.0,
                             (1 - keep**out_trumps) / ((1 - keep) * self.unseen))  # fmt: skip
        return np.where(trump | (base > 0), weights, 0.0), fresh

    def _joins(self, d: _Deals, always: np.ndarray) -> np.ndarray:
        n, p = d.hands.shape[:2]
        rows = np.arange(n)
        joined = np.zeros((n, p), dtype=bool)
        for seat in range(p):
            yes = joined[:, :seat].sum(axis=1)
            opponents = np.maximum(yes + 0.5 * (p - seat - 1), 1)
            keep = 1 - np.minimum(0.95, HAND * opponents / self.unseen)
            hand = d.hands[:, seat]
            weights, fresh = self._weights(d, rows, hand, keep)
            trump = d.suit[rows[:, None], hand] == d.trump[:, None]
            promise = np.zeros(n)
            for j in range(HAND):
                promise = promise + np.where(trump[:, j], weights[:, j],
                                             np.maximum(weights[:, j], fresh))  # fmt: skip
            joined[:, seat] = (promise >= self.join_at) | (always == seat)
            if seat == p - 1:
                joined[:, seat] |= yes == 0  # the dealer joins when nobody else has
        return joined

    def _buys(self, d: _Deals, buyers: np.ndarray, active: np.ndarray, actions: np.ndarray,
              log: list[list[str]] | None,
              policy: tuple[np.ndarray, int | None, int | None]) -> np.ndarray:  # fmt: skip
        focus, buys, throw = policy
        n, p = buyers.shape
        size = d.talon.shape[1]
        used = np.zeros(n, dtype=np.int64)
        purchases = np.zeros((n, p), dtype=np.int64)
        for round_ in range(BUY_ROUNDS):
            for seat in range(p):
                rows = np.nonzero(buyers[:, seat] & (used < size))[0]
                if not len(rows):
                    continue
                actions[rows] += 1
                done = purchases[rows, seat]
                hand = np.sort(d.hands[rows, seat], axis=1)  # the strategy's sorted hand
                opponents = active[rows] - 1
                keep = 1 - np.minimum(0.95, HAND * opponents / self.unseen)
                weights, fresh = self._weights(d, rows, hand, keep)
                trump = d.suit[rows[:, None], hand] == d.trump[rows, None]
                total = np.zeros(len(rows))
                for j in range(HAND):
                    total = total + weights[:, j]
                own = focus[rows] == seat  # the seat with its own buying policy
                fixed = own & (buys is not None)
                k = ((~trump) & (weights < fresh[:, None])).sum(axis=1)
                if throw is not None:
                    k = np.where(own, throw, k)
                k = np.where(fixed, np.maximum(k, 1), k)
                k = np.minimum(k, size - used[rows])
                if buys is not None:
                    k[fixed & (done >= buys)] = 0
                k[~fixed & (round_ > 0) & (done == 0)] = 0  # stood with this very hand before
                k[~fixed & (done > 0) & (total < self.second_buy_at)] = 0
                order = np.lexsort((np.broadcast_to(np.arange(HAND), hand.shape), weights, trump))
                thrown = np.zeros_like(trump)
                for j in range(HAND):
                    thrown[np.arange(len(rows)), order[:, j]] |= j < k
                current = d.hands[rows, seat]
                discard = (current[:, :, None] == np.where(thrown, hand, -1)[:, None, :]).any(2)
                if log is not None:
                    for i, r in enumerate(rows):
                        cards = [str(self.pack[c]) for c in hand[i][thrown[i]]]
                        log[r].append("buy " + " ".join(cards) if cards else "stand")
                keep_order = np.argsort(discard, axis=1, kind="stable")
                kept = np.take_along_axis(current, keep_order, axis=1)
                fresh_cards = d.talon[rows[:, None], np.minimum(
                    used[rows, None] + np.arange(HAND) - (HAND - k[:, None]), size - 1)]
                slots = np.arange(HAND) >= HAND - k[:, None]
                d.hands[rows, seat] = np.where(slots, fresh_cards, kept)
                used[rows] += k
                purchases[rows, seat] += k > 0
        return purchases

    def _rule_tricks(self, d: _Deals, joined: np.ndarray, played: np.ndarray,
                     actions: np.ndarray, log: list[list[str]] | None) -> np.ndarray:  # fmt: skip
        n, p = joined.shape
        every = np.arange(n)
        order = np.argsort(~joined, axis=1, kind="stable")
        active = np.maximum(joined.sum(axis=1), 1)
        tricks = np.zeros((n, p), dtype=np.int64)
        lead = np.zeros(n, dtype=np.int64)
        trump_col = d.trump[:, None]
        played_bits = self.bits[d.turned]  # the turned card is known to all
        trump_bits = self.trump_bits[d.trump]
        big = 1 << 20
        for _ in range(HAND):
            led, best, top = (np.zeros(n, dtype=np.int64) for _ in range(3))
            trick_bits = np.zeros(n, dtype=np.int64)
            for step in range(p):
                live = played & (step < active)
                seat = order[every, (lead + step) % active]
                hand = d.hands[every, seat]
                present = hand >= 0
                index = np.maximum(hand, 0)
                s = np.take_along_axis(d.suit, index, axis=1)
                pw = np.take_along_axis(d.power, index, axis=1).astype(np.int64)
                is_trump = s == trump_col
                above = np.take_along_axis(d.higher, index, axis=1)
                seen = (np.bitwise_or.reduce(np.where(present, self.bits[index], 0), axis=1)
                        | played_bits | trick_bits)  # fmt: skip
                safe = (above & ~seen[:, None]) == 0
                if step == 0:
                    boss = present & is_trump & safe
                    side = present & ~is_trump
                    slot = np.where(boss.any(axis=1), np.argmin(np.where(boss, pw, big), axis=1),
                                    np.where(side.any(axis=1),
                                             np.argmin(np.where(side, pw, big), axis=1),
                                             np.argmax(np.where(present, pw, -1), axis=1)))
                else:
                    counts = is_trump | (s == led[:, None])
                    wins = present & counts & (pw > best[:, None])
                    follows = present & (s == led[:, None])
                    legal = np.where(follows.any(axis=1)[:, None], follows, present)
                    lowest = np.argmin(np.where(legal, is_trump * big + pw, 2 * big), axis=1)
                    sure = wins & safe & (is_trump | ((trump_bits & ~seen) == 0)[:, None])
                    last = (step == active - 1)[:, None]
                    pool = np.where(last | ~sure.any(axis=1)[:, None], wins, sure)
                    slot = np.where(wins.any(axis=1),
                                    np.argmin(np.where(pool, pw, big), axis=1), lowest)
                card = hand[every, slot]
                card_suit, card_power = s[every, slot], pw[every, slot]
                if step:
                    counts = (card_suit == d.trump) | (card_suit == led)
                    better = live & counts & (card_power > best)
                else:
                    led, better = np.where(live, card_suit, led), live
                best = np.where(better, card_power, best)
                top = np.where(better, seat, top)
                d.hands[every[live], seat[live], slot[live]] = -1
                trick_bits = trick_bits | np.where(live, self.bits[np.maximum(card, 0)], 0)
                actions += live
                if log is not None:
                    for i in np.nonzero(live)[0]:
                        log[i].append(str(self.pack[card[i]]))
            played_bits = played_bits | trick_bits
            tricks[every[played], top[played]] += 1
            lead = np.argmax(order == top[:, None], axis=1)
        return tricks


class _Deals:
    """The cards of many deals (the last seat deals): hands in the engine's order, the turned
    card and its trump suit, the talon, and per deal the suit, power and cards above of every
    card under its trumps."""

    def __init__(self, batch: RuleOfThumbDeals, decks: np.ndarray, players: int) -> None:
        self.hands = decks[:, :HAND * players].reshape(len(decks), players, HAND).copy()
        self.turned = decks[:, HAND * players]
        self.trump = batch.trump_of[self.turned].astype(np.int64)
        self.talon = decks[:, HAND * players + 1:]
        self.suit = batch.suit[self.trump].astype(np.int64)
        self.power = batch.power[self.trump]
        self.higher = batch.higher[self.trump]
