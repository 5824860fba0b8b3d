"""The analyses of the tarot family's chapters.

- Maison Tarot: how many oudlers (T21, T1, the Excuse) a hand holds, exactly and dealt; what
  holding each one is worth in points, and how often it stays with its owner.
- La Rigueur against Maison Tarot: the same deals played both ways; who wins the tricks, how
  the points spread, and what a long spade suit is worth in each.
- Maison Troggen: the dealer's advantage, and counting in threes (every deal totals 76).
- Triomphe Forcée: the exact chance that Death is dealt, beside dealt deals; each seat's share
  of the pot; how much of a lottery a deal is by player count.
- Every game: how much the rule-of-thumb and search players gain (``duel``).

Simulations run through ``kaartlib.sim.run`` (reproducible per deal, serial or parallel);
estimates carry confidence intervals from ``kaartlib.stats``.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from math import comb
from typing import TYPE_CHECKING, Any

import numpy as np

from kaartlib import stats
from kaartlib.cards import Card, Suit, parse_cards
from kaartlib.games import game as make_game
from kaartlib.games.tarot import PACK, TarotGame, TarotState
from kaartlib.players import Player, RandomPlayer, SearchPlayer, play_out
from kaartlib.sim import run

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

OUDLERS = tuple(parse_cards("T21 T1 Exc"))


def players_for(game: TarotGame, kind: str) -> list[Player]:
    """One player of ``kind`` per seat (kinds as in ``make_player``)."""
    return [make_player(game, kind) for _ in range(game.players)]


def _axes(width: float, height: float) -> tuple[Figure, Any]:
    """A new figure with one set of axes (pyplot, so that Jupyter shows it as a picture)."""
    import matplotlib.pyplot as plt

    return plt.subplots(figsize=(width, height))


def _done(fig: Figure) -> Figure:
    """Lay the figure out and detach it from pyplot, so that it shows once, where returned."""
    import matplotlib.pyplot as plt

    fig.tight_layout()
    plt.close(fig)
    return fig


FAMILY = ("maison_tarot", "la_rigueur", "maison_troggen", "triomphe_forcee")


def family_table() -> pd.DataFrame:
    """The four games side by side, in Dutch, read from the engines themselves."""
    import pandas as pd

    rows = []
    for game_id in FAMILY:
        game = make_game(game_id)
        low, high = game.min_players, game.max_players
        sizes = [make_game(game_id, players=n).hand_sizes(0) for n in range(low, high + 1)]
        others = sorted({s[-1] for s in sizes}, reverse=True)
        dealer = {s[0] for s in sizes} - set(others)
        rows.append({
            "spel": game.name("nl"),
            "spelers": f"{low}–{high}" if low != high else str(low),
            "kaarten per speler": "/".join(map(str, others)) + "".join(
                f", deler {d}" for d in dealer),
            "rode cijfers": "1 hoog" if game.red_reversed else "10 hoog",
            "tweede troefkleur": "schoppen" if game.second_trump else "",
            "punten op kaarten": "ja" if any(game.values.values()) else "nee",
        })  # fmt: skip
    return pd.DataFrame(rows).set_index("spel")


def tricks_of(state: TarotState) -> list[tuple[list[tuple[int, Card]], int]]:
    """Every finished trick of a deal as ((seat, card) pairs, winning seat)."""
    plays = [(s, m.card) for s, m in state.history if m.kind == "card"]
    n, order = state.players, state.game.order
    out = []
    for k in range(0, len(plays) - n + 1, n):
        trick = plays[k : k + n]
        out.append((trick, trick[order.winner([c for _, c in trick])][0]))
    return out


def point_table(game_id: str = "maison_tarot") -> pd.DataFrame:
    """The counting cards of a game and their values, in Dutch (every other card is empty)."""
    import pandas as pd

    values = make_game(game_id).values
    names = {"Exc": "het excuus", "T21": "troef 21", "T1": "troef 1", "K♣": "heer (H)",
             "Q♣": "vrouw (V)", "C♣": "ruiter (R)", "J♣": "boer (B)"}  # fmt: skip
    return pd.DataFrame([{"kaart": name, "punten": values[parse_cards(c)[0]]}
                         for c, name in names.items()]).set_index("kaart")  # fmt: skip


# -- Maison Tarot: the oudlers -------------------------------------------------------------

def exact_oudlers(hand: int = 12) -> dict[int, Fraction]:
    """The exact chance that a hand of ``hand`` cards holds 0, 1, 2 or 3 oudlers."""
    total = comb(len(PACK), hand)
    rest = len(PACK) - len(OUDLERS)
    return {k: Fraction(comb(3, k) * comb(rest, hand - k), total) for k in range(4)}


def dealt_oudlers(n: int = 20_000, players: int = 4, seed: int = 1) -> list[int]:
    """Oudlers in seat 0's hand over ``n`` shuffled Maison Tarot deals."""
    game = make_game("maison_tarot", players=players)
    out = []
    for i in range(n):
        hand = game.deal(np.random.default_rng([seed, i])).hands[0]
        out.append(sum(c in OUDLERS for c in hand))
    return out


def oudler_table(n: int = 20_000, players: int = 4, seed: int = 1) -> pd.DataFrame:
    """Exact chances of 0–3 oudlers in one hand beside dealt frequencies with intervals."""
    return stats.distribution_table(exact_oudlers(), dealt_oudlers(n, players, seed))


def _oudler_task(game_id: str, players: int, kind: str, i: int, rng: np.random.Generator
                 ) -> dict[str, Any]:  # fmt: skip
    game = make_game(game_id, players=players)
    state = game.deal(rng, dealer=i % players)
    dealt = state.initial_hands()
    play_out(state, players_for(game, kind), rng)
    piles, points = state.piles(), state.result()["points"]
    row: dict[str, Any] = {}
    for s in range(players):
        row[f"points_{s}"] = points[s]
        for card in OUDLERS:
            held = card in dealt[s]
            row[f"{card}_held_{s}"] = held
            row[f"{card}_kept_{s}"] = held and card in piles[s]
    return row


def oudler_deals(n: int = 2000, players: int = 4, seed: int = 1, kind: str = "rule",
                 game_id: str = "maison_tarot", workers: int | None = None,
                 progress: bool = True) -> pd.DataFrame:  # fmt: skip
    """One row per (deal, seat): the seat's points and, per oudler, whether it was dealt
    to the seat and whether it ended among the seat's won cards."""
    import pandas as pd

    task = partial(_oudler_task, game_id, players, kind)
    wide = run(task, n, seed, workers=workers, progress=progress)
    rows = []
    for s in range(players):
        part = {"deal": wide["deal"], "seat": s, "points": wide[f"points_{s}"]}
        for card in OUDLERS:
            part[f"held_{card}"] = wide[f"{card}_held_{s}"]
            part[f"kept_{card}"] = wide[f"{card}_kept_{s}"]
        rows.append(pd.DataFrame(part))
    return pd.concat(rows, ignore_index=True)


def difference(a: np.ndarray, b: np.ndarray, level: float = 0.95) -> stats.Estimate:
    """The difference of two means with its Welch interval."""
    from scipy import stats as st

    va, vb = a.var(ddof=1) / len(a), b.var(ddof=1) / len(b)
    se = float(np.sqrt(va + vb))
    dof = (va + vb) ** 2 / (va**2 / (len(a) - 1) + vb**2 / (len(b) - 1))
    half = float(st.t.ppf((1 + level) / 2, dof)) * se
    d = float(a.mean() - b.mean())
    return stats.Estimate(d, d - half, d + half, len(a) + len(b), level)


def oudler_values(df: pd.DataFrame) -> pd.DataFrame:
    """Per oudler: mean points of a seat dealt it and of a seat not, the difference with its
    interval, its printed value, and how often it stayed with its owner (with interval)."""
    import pandas as pd

    values = make_game("maison_tarot").values
    rows = []
    for card in OUDLERS:
        held = df[f"held_{card}"].to_numpy(bool)
        points = df["points"].to_numpy(float)
        d = difference(points[held], points[~held])
        kept = stats.proportion(int(df[f"kept_{card}"].sum()), int(held.sum()))
        rows.append({"oudler": str(card), "printed": values[card],
                     "with": points[held].mean(), "without": points[~held].mean(),
                     "worth": d.value, "low": d.low, "high": d.high,
                     "kept": kept.value, "kept_low": kept.low, "kept_high": kept.high})  # fmt: skip
    return pd.DataFrame(rows).set_index("oudler")


def plot_oudlers(table: pd.DataFrame) -> Figure:
    """What being dealt each oudler is worth (bars with intervals) beside its printed value."""
    fig, ax = _axes(6, 3.2)
    x = np.arange(len(table))
    err = [table["worth"] - table["low"], table["high"] - table["worth"]]
    ax.bar(x, table["worth"], yerr=err, capsize=4, color="#5b8", label="gemeten waarde")
    ax.scatter(x, table["printed"], color="black", zorder=3, label="punten op de kaart")
    ax.set_xticks(x, [c.name("nl") for c in OUDLERS])
    ax.set_ylabel("punten per spel")
    ax.set_title("Wat een oudler in de hand waard is")
    ax.legend(loc="upper right", fontsize=8)
    return _done(fig)


def _variant_task(options: dict[str, Any], i: int, rng: np.random.Generator) -> dict[str, Any]:
    game = make_game("maison_tarot", **options)
    state = play_out(game.deal(rng, dealer=i % game.players), players_for(game, "rule"), rng)
    r = state.result()
    points = r.get("deal_points", r["points"])
    return {"top": max(points), "spread": float(np.std(points)), "tricks": max(r["tricks"]),
            "split": sum(v > 0 for v in r.get("pot_won", [])) > 1}  # fmt: skip


def variant_table(variants: dict[str, dict[str, Any]], n: int = 400, seed: int = 1,
                  progress: bool = True) -> pd.DataFrame:  # fmt: skip
    """Per Maison Tarot variant (name → options), over ``n`` deals of rule-of-thumb players:
    the best score of a deal, the spread of the scores, the most tricks one seat took, and how
    often the pot is shared (wild only); means with intervals."""
    import pandas as pd

    rows = []
    for name, options in variants.items():
        df = run(partial(_variant_task, options), n, seed, progress=progress)
        row: dict[str, Any] = {"variant": name}
        for column in ("top", "spread", "tricks"):
            e = stats.mean(df[column].to_numpy(float))
            row[column] = f"{e.value:.1f} [{e.low:.1f}, {e.high:.1f}]"
        shared = stats.proportion(int(df["split"].sum()), n)
        row["split"] = f"{shared.value:.2f} [{shared.low:.2f}, {shared.high:.2f}]" if options.get(
            "wild") else ""
        rows.append(row)
    return pd.DataFrame(rows).set_index("variant")


# -- players compared ------------------------------------------------------------------------

def make_player(game: TarotGame, kind: str, samples: int = 8) -> Player:
    """``random``, ``rule`` (the rule-of-thumb player) or ``search`` (the search player)."""
    if kind == "search":
        return SearchPlayer(samples=samples)
    return game.rule_of_thumb() if kind == "rule" else RandomPlayer()


def _duel_task(game_id: str, players: int | None, hero: str, field: str, samples: int, i: int,
               rng: np.random.Generator) -> dict[str, Any]:  # fmt: skip
    game = make_game(game_id, players=players)
    n = game.players
    seat = i % n
    seats = [make_player(game, field, samples) for _ in range(n)]
    seats[seat] = make_player(game, hero, samples)
    state = play_out(game.deal(rng, dealer=(i // n) % n), seats, rng)
    points, tricks = state.result()["points"], state.tricks
    return {"seat": seat, "played": bool(state.history),
            "edge": points[seat] - (sum(points) - points[seat]) / (n - 1),
            "trick_edge": tricks[seat] - (sum(tricks) - tricks[seat]) / (n - 1)}  # fmt: skip


def duel_deals(game_id: str, hero: str, field: str, n: int = 400, players: int | None = None,
               seed: int = 1, samples: int = 8, workers: int | None = None,
               progress: bool = True) -> pd.DataFrame:  # fmt: skip
    """One ``hero`` player among players of kind ``field`` (kinds as in ``make_player``), the
    hero's seat turning round deal by deal. Per deal: the hero's points and tricks over the
    others' average, and whether any card was played (Death can end a deal at once)."""
    task = partial(_duel_task, game_id, players, hero, field, samples)
    return run(task, n, seed, workers=workers, progress=progress)


def duel(game_id: str, hero: str, field: str, n: int = 400, players: int | None = None,
         seed: int = 1, samples: int = 8, workers: int | None = None, progress: bool = True
         ) -> stats.Estimate:  # fmt: skip
    """Points per deal the ``hero`` gains over the average of the others (see ``duel_deals``)."""
    df = duel_deals(game_id, hero, field, n, players, seed, samples, workers, progress)
    return stats.mean(df["edge"].to_numpy())


# -- La Rigueur against Maison Tarot ---------------------------------------------------------

RIVALS = ("maison_tarot", "la_rigueur")


def _pair_task(players: int, kind: str, i: int, rng: np.random.Generator) -> dict[str, Any]:
    seed = int(rng.integers(2**31))
    row: dict[str, Any] = {}
    for game_id in RIVALS:
        game = make_game(game_id, players=players)
        state = game.deal(np.random.default_rng(seed), dealer=i % players)
        spades = [sum(c.suit is Suit.SPADES for c in h) for h in state.hands]
        play_out(state, players_for(game, kind), np.random.default_rng(seed))
        by = {"trump": 0, "spade": 0, "suit": 0}
        for trick, winner in tricks_of(state):
            card = next(c for s, c in trick if s == winner)
            led = game.order.led_suit([c for _, c in trick])
            kind_won = ("trump" if card.is_tarot_trump else
                        "spade" if game.order.suit_of(card) is not led else "suit")  # fmt: skip
            by[kind_won] += 1
        r = state.result()
        row.update({f"{game_id}:won_by_{k}": v for k, v in by.items()})
        row.update({f"{game_id}:tricks_{s}": r["tricks"][s] for s in range(players)})
        row.update({f"{game_id}:points_{s}": r["points"][s] for s in range(players)})
        row.update({f"{game_id}:spades_{s}": spades[s] for s in range(players)})
        row[f"{game_id}:most_tricks"] = max(r["tricks"])
        row[f"{game_id}:spread"] = float(np.std(r["points"]))
    return row


def rigueur_compare(n: int = 1000, players: int = 4, seed: int = 1, kind: str = "rule",
                    workers: int | None = None, progress: bool = True) -> pd.DataFrame:
    """The same shuffled deals played as Maison Tarot and as La Rigueur. One row per game and
    deal: tricks won by a trump, by a spade over another suit, and by the led suit; each seat's
    tricks; the most tricks any seat took; the spread (standard deviation) of the points."""
    import pandas as pd

    wide = run(partial(_pair_task, players, kind), n, seed, workers=workers, progress=progress)
    parts = []
    for game_id in RIVALS:
        cols = {c: c.split(":", 1)[1] for c in wide.columns if c.startswith(game_id + ":")}
        parts.append(wide[["deal", *cols]].rename(columns=cols).assign(game=game_id))
    return pd.concat(parts, ignore_index=True)


def rigueur_summary(df: pd.DataFrame) -> pd.DataFrame:
    """Per measure and game: the mean over deals with its interval."""
    import pandas as pd

    rows = []
    for measure in ("won_by_trump", "won_by_spade", "won_by_suit", "most_tricks", "spread"):
        for game_id in RIVALS:
            e = stats.mean(df.loc[df["game"] == game_id, measure].to_numpy(float))
            rows.append({"measure": measure, "game": game_id, "mean": round(e.value, 2),
                         "95%": f"[{e.low:.2f}, {e.high:.2f}]"})  # fmt: skip
    return pd.DataFrame(rows).set_index(["measure", "game"])


def spade_value(df: pd.DataFrame, players: int = 4, cap: int = 5) -> pd.DataFrame:
    """Mean points of a seat by the number of spades it was dealt (``cap`` or more counted
    together), per game, with intervals."""
    import pandas as pd

    rows = []
    for game_id in RIVALS:
        part = df[df["game"] == game_id]
        spades = np.concatenate([part[f"spades_{s}"].to_numpy() for s in range(players)])
        points = np.concatenate([part[f"points_{s}"].to_numpy(float) for s in range(players)])
        for k in range(cap + 1):
            sel = points[spades == k] if k < cap else points[spades >= k]
            if len(sel) > 1:
                e = stats.mean(sel)
                rows.append({"game": game_id, "spades": k, "mean": e.value, "low": e.low,
                             "high": e.high, "n": e.n})  # fmt: skip
    return pd.DataFrame(rows)


def plot_spades(table: pd.DataFrame) -> Figure:
    """Points by spades dealt: Maison Tarot against La Rigueur (the last: that many or more)."""
    fig, ax = _axes(6.4, 3.2)
    for game_id, colour in zip(RIVALS, ("#58b", "#c63"), strict=True):
        part = table[table["game"] == game_id]
        err = [part["mean"] - part["low"], part["high"] - part["mean"]]
        ax.errorbar(part["spades"], part["mean"], yerr=err, fmt="o-", capsize=3, color=colour,
                    label=make_game(game_id).name("nl"))  # fmt: skip
    top = int(table["spades"].max())
    ax.set_xlabel(f"schoppen in de hand ({top} = {top} of meer)")
    ax.set_ylabel("punten in het spel")
    ax.legend(fontsize=8)
    return _done(fig)


def plot_rigueur(df: pd.DataFrame, players: int = 4) -> Figure:
    """How many tricks one seat takes in a deal, in both games."""
    fig, ax = _axes(6.4, 3.2)
    bins = np.arange(-0.5, 13.5)
    for game_id, colour in zip(RIVALS, ("#58b", "#c63"), strict=True):
        part = df[df["game"] == game_id]
        tricks = np.concatenate([part[f"tricks_{s}"].to_numpy() for s in range(players)])
        ax.hist(tricks, bins=bins, density=True, histtype="step", lw=2, color=colour,
                label=make_game(game_id).name("nl"))  # fmt: skip
    ax.set_xlabel("slagen van één speler in een spel")
    ax.set_ylabel("aandeel")
    ax.legend(fontsize=8)
    return _done(fig)


# -- Maison Troggen ----------------------------------------------------------------------------

def count_in_threes(cards: list[Card]) -> pd.DataFrame:
    """A pile counted in threes, one row per set: its cards, the sum of their values (an empty
    card counts 1), and the set's points (that sum minus 2)."""
    import pandas as pd

    game = make_game("maison_troggen")
    values = {c: v or 1 for c, v in game.values.items()}
    rows = []
    for k in range(0, len(cards) - len(cards) % 3, 3):
        group = cards[k : k + 3]
        total = sum(values[c] for c in group)
        rows.append({"set": k // 3 + 1, "cards": " ".join(map(str, group)), "sum": total,
                     "points": total - 2})  # fmt: skip
    return pd.DataFrame(rows).set_index("set")


def _troggen_task(kind: str, i: int, rng: np.random.Generator) -> dict[str, Any]:
    game = make_game("maison_troggen")
    dealer = i % 3
    state = play_out(game.deal(rng, dealer=dealer), players_for(game, kind), rng)
    points = state.result()["points"]
    roles = {"dealer": dealer, "voorhand": (dealer + 1) % 3, "middle": (dealer + 2) % 3}
    row: dict[str, Any] = {role: points[s] for role, s in roles.items()}
    row["total"] = sum(points)
    row["discard"] = game.pile_points(state.discard) - len(state.discard) // 3
    return row


def troggen_deals(n: int = 1000, seed: int = 1, kind: str = "rule", workers: int | None = None,
                  progress: bool = True) -> pd.DataFrame:
    """Points by role (dealer, voorhand, the middle seat) per deal, the deal's total, and the
    value of the dealer's discard (its counting cards, less 1 each)."""
    return run(partial(_troggen_task, kind), n, seed, workers=workers, progress=progress)


def dealer_edge(df: pd.DataFrame) -> pd.DataFrame:
    """Mean points per role with intervals, and the dealer's edge over the others."""
    import pandas as pd

    rows = []
    for role in ("dealer", "voorhand", "middle"):
        e = stats.mean(df[role].to_numpy(float))
        rows.append({"role": role, "mean": e.value, "low": e.low, "high": e.high})
    edge = stats.mean((df["dealer"] - (df["voorhand"] + df["middle"]) / 2).to_numpy(float))
    rows.append({"role": "dealer − others", "mean": edge.value, "low": edge.low,
                 "high": edge.high})  # fmt: skip
    return pd.DataFrame(rows).set_index("role")


def plot_troggen(df: pd.DataFrame) -> Figure:
    """Points per deal by role."""
    fig, ax = _axes(6, 3.2)
    roles = ("dealer", "voorhand", "middle")
    ax.boxplot([df[r] for r in roles], showmeans=True)
    ax.set_xticks([1, 2, 3], ["gever (28 kaarten)", "voorhand", "derde speler"])
    ax.axhline(76 / 3, color="grey", ls=":", lw=1)
    ax.set_ylabel("punten in een spel")
    return _done(fig)


# -- Triomphe Forcée -------------------------------------------------------------------------

def exact_death(players: int) -> Fraction:
    """The exact chance that someone is dealt Death: the dealt cards out of 78."""
    game = make_game("triomphe_forcee", players=players)
    return Fraction(game.players * game.hand_size(), len(PACK))


def death_table(n: int = 2000, seed: int = 1, players_list: tuple[int, ...] = tuple(range(2, 11))
                ) -> pd.DataFrame:  # fmt: skip
    """Per player count: exact chance Death is dealt, beside shuffled deals with intervals."""
    import pandas as pd

    rows = []
    for players in players_list:
        game = make_game("triomphe_forcee", players=players)
        hits = sum(game.deal(np.random.default_rng([seed, players, i])).death is not None
                   for i in range(n))  # fmt: skip
        e = stats.proportion(hits, n)
        p = exact_death(players)
        rows.append({"players": players, "cards": game.hand_size(), "exact": float(p),
                     "fraction": str(p), "dealt": e.value, "low": e.low, "high": e.high,
                     "inside": e.contains(float(p))})  # fmt: skip
    return pd.DataFrame(rows).set_index("players")


def _pot_task(players: int, kind: str, i: int, rng: np.random.Generator) -> dict[str, Any]:
    game = make_game("triomphe_forcee", players=players)
    dealer = i % players
    state = play_out(game.deal(rng, dealer=dealer), players_for(game, kind), rng)
    points = state.result()["points"]
    row: dict[str, Any] = {f"after_{k}": points[(dealer + 1 + k) % players]
                           for k in range(players)}  # fmt: skip
    row["death"] = state.death is not None
    return row


def pot_shares(players: int = 4, n: int = 2000, seed: int = 1, kind: str = "rule",
               workers: int | None = None, progress: bool = True) -> pd.DataFrame:
    """Net stakes per deal by position (``after_0`` the voorhand … the last the dealer) with
    intervals: what each seat can expect to win or lose from the pot."""
    import pandas as pd

    df = run(partial(_pot_task, players, kind), n, seed, workers=workers, progress=progress)
    rows = []
    for k in range(players):
        e = stats.mean(df[f"after_{k}"].to_numpy(float))
        name = "gever" if k == players - 1 else "voorhand" if k == 0 else f"speler {k + 1}"
        rows.append({"seat": name, "mean": e.value, "low": e.low, "high": e.high})
    out = pd.DataFrame(rows).set_index("seat")
    out.attrs["death"] = float(df["death"].mean())
    return out


def lottery_table(players_list: tuple[int, ...] = (2, 4, 6, 8, 10), n: int = 500, seed: int = 1,
                  kind: str = "rule", progress: bool = True) -> pd.DataFrame:  # fmt: skip
    """How much a deal is a lottery, per player count: the share of deals Death ends at once,
    how often a seat comes out ahead, and the spread (standard deviation) of a seat's result
    in stakes, each with its interval."""
    import pandas as pd

    rows = []
    for players in players_list:
        df = run(partial(_pot_task, players, kind), n, seed, progress=progress)
        nets = np.concatenate([df[f"after_{k}"].to_numpy(float) for k in range(players)])
        death = stats.proportion(int(df["death"].sum()), n)
        ahead = stats.proportion(int((nets > 0).sum()), len(nets))
        rows.append({"players": players, "death": death.value,
                     "death 95%": f"[{death.low:.2f}, {death.high:.2f}]",
                     "ahead": ahead.value, "ahead 95%": f"[{ahead.low:.2f}, {ahead.high:.2f}]",
                     "spread": float(nets.std(ddof=1))})  # fmt: skip
    return pd.DataFrame(rows).set_index("players")


def plot_death(table: pd.DataFrame) -> Figure:
    """Exact chance that Death is dealt per player count, with the dealt frequencies."""
    fig, ax = _axes(6, 3.2)
    x = table.index.to_numpy()
    ax.plot(x, table["exact"], "o-", color="black", label="exact")
    err = [table["dealt"] - table["low"], table["high"] - table["dealt"]]
    ax.errorbar(x + 0.1, table["dealt"], yerr=err, fmt="s", color="#c63", capsize=3,
                label="geschud en gedeeld")  # fmt: skip
    ax.set_xlabel("spelers")
    ax.set_ylabel("kans dat de Dood gedeeld wordt")
    ax.legend(fontsize=8)
    return _done(fig)
