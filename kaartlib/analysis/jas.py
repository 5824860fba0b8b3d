"""The analyses of the Vijfhonderden and Smousjas chapters.

Simulations run through ``kaartlib.sim.run`` (reproducible from their seed, serial or
parallel); probabilities of a dealt hand are also computed exactly by counting.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import partial
from math import comb
from typing import TYPE_CHECKING, Any

import numpy as np

from kaartlib.games import game as make_game
from kaartlib.games.jas import SUBRUNS, JasGame, JasState, find_melds
from kaartlib.i18n import t
from kaartlib.match import Match
from kaartlib.players import Player, RandomPlayer, play_out
from kaartlib.sim import run
from kaartlib.stats import mean, proportion

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

KINDS = ("carre", "seq3", "seq4", "seq5", "stuk", "dubbel", "brok")
STYLES = {
    "balanced": {},
    "tricks": {"meld_weight": 2.0, "strength_weight": 0.25},
    "strength": {"meld_weight": 0.25, "strength_weight": 2.5},
}


def _kind(kind: str, cards: tuple[Any, ...]) -> str:
    return f"seq{min(len(cards), 5)}" if kind == "seq" else kind


def deal_row(game: JasGame, players: Sequence[Player], i: int, rng: np.random.Generator
             ) -> dict[str, Any]:  # fmt: skip
    """One deal (dealer alternating) as a row: points per seat and each meld kind's count."""
    state = game.deal(rng, dealer=i % 2)
    play_out(state, list(players), rng)
    assert isinstance(state, JasState)
    result = state.result()
    row: dict[str, Any] = {"uit": result["uit"] is not None}
    for key in ("points", "card_points", "meld_points", "first_part_tricks"):
        row.update({f"{key}_{s}": result[key][s] for s in (0, 1)})
    for kind in KINDS:
        row[f"declared_{kind}"] = row[f"rejected_{kind}"] = row[f"value_{kind}"] = 0
    for _, kind, cards, value, status in state.shown:
        name = _kind(kind, cards)
        if status == "rejected":
            row[f"rejected_{name}"] += 1
        else:
            row[f"declared_{name}"] += 1
            row[f"value_{name}"] += value
    return row


def deals(game_id: str = "vijfhonderden", n: int = 2_000, seed: int = 1,
          players: Sequence[Player] | None = None, workers: int | None = None,
          progress: bool = True) -> pd.DataFrame:  # fmt: skip
    """``n`` deals, rule-of-thumb players unless ``players`` is given; one row per deal."""
    game = make_game(game_id)
    assert isinstance(game, JasGame)
    players = list(players or [game.rule_of_thumb(), game.rule_of_thumb()])
    return run(partial(deal_row, game, players), n, seed, workers, progress=progress)


def meld_table(df: pd.DataFrame, game_id: str = "vijfhonderden", lang: str = "nl"
               ) -> pd.DataFrame:  # fmt: skip
    """Per meld kind: how often it is declared and rejected per deal, and its points per deal
    (means with 95% intervals; both players together)."""
    import pandas as pd

    rows = {}
    kinds = [k for k in KINDS if f"value_{k}" in df and _in_game(game_id, k)]
    for kind in kinds:
        declared = mean(df[f"declared_{kind}"].to_numpy())
        rejected = mean(df[f"rejected_{kind}"].to_numpy())
        points = mean(df[f"value_{kind}"].to_numpy())
        rows[t(f"jas.kind_{kind}", lang)] = {
            t("jas.col_declared", lang): declared.value,
            t("jas.col_rejected", lang): rejected.value,
            t("jas.col_points", lang): points.value,
            t("jas.col_interval", lang): f"{points.low:.1f} – {points.high:.1f}",
        }
    return pd.DataFrame(rows).T.round(3)


def _in_game(game_id: str, kind: str) -> bool:
    rules = make_game(game_id).rules  # type: ignore[attr-defined]
    present = {_kind(m.kind, m.cards) for m in rules.by_cards.values()}
    return kind in present


def points_table(df: pd.DataFrame, lang: str = "nl") -> pd.DataFrame:
    """Card points against meld points per player and deal, with 95% intervals."""
    import pandas as pd

    cards = np.concatenate([df["card_points_0"], df["card_points_1"]])
    melds = np.concatenate([df["meld_points_0"], df["meld_points_1"]])
    share = melds.sum() / (cards.sum() + melds.sum())
    rows = {}
    for key, values in (("jas.col_card_points", cards), ("jas.col_meld_points", melds)):
        e = mean(values)
        rows[t(key, lang)] = {t("jas.col_mean", lang): e.value, t("jas.col_low", lang): e.low,
                              t("jas.col_high", lang): e.high}  # fmt: skip
    out = pd.DataFrame(rows).T.round(1)
    out.attrs["meld_share"] = float(share)
    return out


# -- exact chances of a dealt hand --------------------------------------------------------------
def _no_run_counts() -> list[int]:
    """How many subsets of one suit, by size, hold no three consecutive cards."""
    counts = [0] * 9
    for mask in range(256):
        if not SUBRUNS[mask]:
            counts[mask.bit_count()] += 1
    return counts


def _poly_power(p: list[int], n: int) -> list[int]:
    out = [1]
    for _ in range(n):
        new = [0] * (len(out) + len(p) - 1)
        for i, a in enumerate(out):
            for j, b in enumerate(p):
                new[i + j] += a * b
        out = new
    return out


def exact_chances(game_id: str = "vijfhonderden") -> dict[str, Fraction]:
    """Exact probabilities that a dealt hand holds each kind of meld (trumps set by the card
    turned after the deal)."""
    game = make_game(game_id)
    rules = game.rules  # type: ignore[attr-defined]
    k = rules.hand_size
    total = comb(32, k)
    carre_ranks = len({m.cards[0].rank for m in rules.by_cards.values() if m.kind == "carre"})
    no_carre = sum((-1) ** r * comb(carre_ranks, r) * comb(32 - 4 * r, k - 4 * r)
                   for r in range(0, min(carre_ranks, k // 4) + 1))  # fmt: skip
    no_run = _poly_power(_no_run_counts(), 4)[k]
    # Stuk: king and queen of the suit of the turned card (drawn from the other 32 - k).
    stuk = Fraction(0)
    for j in range(2, 9):
        hands = comb(6, j - 2) * comb(24, k - j)
        stuk += Fraction(hands * (8 - j), total * (32 - k))
    out = {"carre": 1 - Fraction(no_carre, total), "seq": 1 - Fraction(no_run, total),
           "stuk": 4 * stuk}  # fmt: skip
    melds = {m.kind for m in rules.by_cards.values()}
    if "dubbel" in melds:
        out["dubbel"] = Fraction(comb(30, k - 2), total)
    if "brok" in melds:
        out["brok"] = 1 - Fraction(_no_brok(k), total)
    return out


def _no_brok(k: int) -> int:
    """Hands without a red king and black queen and without a black king and red queen."""
    count = 0
    for rk in range(3):
        for bk in range(3):
            for rq in range(3):
                for bq in range(3):
                    if (rk and bq) or (bk and rq):
                        continue
                    rest = k - rk - bk - rq - bq
                    if rest >= 0:
                        count += (comb(2, rk) * comb(2, bk) * comb(2, rq) * comb(2, bq)
                                  * comb(24, rest))  # fmt: skip
    return count


def _dealt_row(game: JasGame, i: int, rng: np.random.Generator) -> dict[str, Any]:
    state = game.deal(rng)
    kinds = {m.kind for m in find_melds(game.rules, state.hands[1], state.trump)}
    return {kind: kind in kinds for kind in ("carre", "seq", "stuk", "dubbel", "brok")}


def dealt_melds(game_id: str = "vijfhonderden", n: int = 20_000, seed: int = 1,
                lang: str = "nl", progress: bool = True) -> pd.DataFrame:  # fmt: skip
    """Exact chance of holding each meld in the dealt hand beside a Monte Carlo estimate."""
    import pandas as pd

    game = make_game(game_id)
    sample = run(partial(_dealt_row, game), n, seed, progress=progress)
    rows = {}
    for kind, exact in exact_chances(game_id).items():
        e = proportion(int(sample[kind].sum()), n)
        rows[t(f"jas.kind_{kind}", lang)] = {
            t("jas.col_exact", lang): float(exact), t("jas.col_estimate", lang): e.value,
            t("jas.col_low", lang): e.low, t("jas.col_high", lang): e.high,
            t("jas.col_inside", lang): e.contains(float(exact))}  # fmt: skip
    return pd.DataFrame(rows).T


# -- winning tricks in the first part or keeping strength -----------------------------------------
def duel(game_id: str = "vijfhonderden", first: str = "tricks", second: str = "strength",
         n: int = 1_000, seed: int = 1, workers: int | None = None,
         progress: bool = True) -> pd.DataFrame:  # fmt: skip
    """Two styles of the rule-of-thumb player against each other, seats swapped halfway."""
    game = make_game(game_id)
    a, b = game.rule_of_thumb(**STYLES[first]), game.rule_of_thumb(**STYLES[second])
    half = n // 2
    one = deals(game_id, half, seed, [a, b], workers, progress)
    two = deals(game_id, n - half, seed + 1, [b, a], workers, progress)
    import pandas as pd

    return pd.DataFrame({
        "diff": np.concatenate([one.points_0 - one.points_1, two.points_1 - two.points_0]),
        "tricks_a": np.concatenate([one.first_part_tricks_0, two.first_part_tricks_1]),
        "melds_a": np.concatenate([one.meld_points_0, two.meld_points_1]),
        "melds_b": np.concatenate([one.meld_points_1, two.meld_points_0]),
    })  # fmt: skip


def style_table(game_id: str = "vijfhonderden", n: int = 1_000, seed: int = 1,
                workers: int | None = None, progress: bool = True, lang: str = "nl"
                ) -> pd.DataFrame:  # fmt: skip
    """Each pair of styles: the first style's mean point lead per deal with its interval."""
    import pandas as pd

    rows = []
    for first, second in (("tricks", "strength"), ("tricks", "balanced"),
                          ("strength", "balanced")):  # fmt: skip
        d = duel(game_id, first, second, n, seed, workers, progress)
        e = mean(d["diff"].to_numpy())
        rows.append({t("jas.col_style", lang): t(f"jas.style_{first}", lang),
                     t("jas.col_against", lang): t(f"jas.style_{second}", lang),
                     t("jas.col_lead", lang): e.value, t("jas.col_low", lang): e.low,
                     t("jas.col_high", lang): e.high,
                     t("jas.col_melds_own", lang): d.melds_a.mean(),
                     t("jas.col_melds_other", lang): d.melds_b.mean()})  # fmt: skip
    return pd.DataFrame(rows).round(1)


def first_part_plot(df: pd.DataFrame, game_id: str = "vijfhonderden", lang: str = "nl"
                    ) -> Figure:  # fmt: skip
    """Mean points of a player by the number of first-part tricks he won (95% intervals)."""
    import matplotlib.pyplot as plt

    tricks = np.concatenate([df.first_part_tricks_0, df.first_part_tricks_1])
    points = np.concatenate([df.points_0, df.points_1])
    melds = np.concatenate([df.meld_points_0, df.meld_points_1])
    fig, ax = plt.subplots(figsize=(6, 3.5))
    for values, key in ((points, "jas.plot_total"), (melds, "jas.plot_melds")):
        xs, ms, errs = [], [], []
        for k in sorted(set(tricks)):
            sel = values[tricks == k]
            if len(sel) >= 10:
                e = mean(sel)
                xs.append(k)
                ms.append(e.value)
                errs.append(e.half_width)
        ax.errorbar(xs, ms, yerr=errs, marker="o", capsize=3, label=t(key, lang))
        ax.set_xticks(xs)
    ax.set_xlabel(t("jas.plot_first_tricks", lang))
    ax.set_ylabel(t("jas.plot_points", lang))
    ax.set_title(t(f"{game_id}.name", lang))
    ax.legend()
    fig.tight_layout()
    plt.close(fig)
    return fig


# -- whole games to 500 -------------------------------------------------------------------------
def match_row(game: JasGame, players: Sequence[Player], i: int, rng: np.random.Generator
              ) -> dict[str, Any]:  # fmt: skip
    """One game to 500 (or one match of lives) as a row."""
    match = Match(game, seed=int(rng.integers(2**31)), dealer=i % 2).play(list(players))
    ctx = match.context
    winner = (match.winners or [0])[0]
    loser = 1 - winner
    return {
        "deals": len(match.deals),
        "winner": winner,
        "winner_score": ctx["scores"][winner],
        "loser_score": ctx["scores"][loser],
        "onder_jan": bool(ctx["onder_jan"]),
        "uit": match.deals[-1].result()["uit"] is not None,
        "rounds": ctx["rounds"],
    }


def matches(game_id: str = "vijfhonderden", n: int = 300, seed: int = 1, lives: bool = False,
            players: Sequence[Player] | None = None, workers: int | None = None,
            progress: bool = True) -> pd.DataFrame:  # fmt: skip
    """``n`` whole games (to 500, or with lives to the last life), one row per game."""
    game = make_game(game_id, lives=lives)
    assert isinstance(game, JasGame)
    players = list(players or [game.rule_of_thumb(), game.rule_of_thumb()])
    return run(partial(match_row, game, players), n, seed, workers, progress=progress)


def match_table(df: pd.DataFrame, lang: str = "nl") -> pd.DataFrame:
    """Deals per game, the chance of onder Jan and of Uit, with 95% intervals."""
    import pandas as pd

    n = len(df)
    rows = {
        t("jas.row_deals", lang): mean(df.deals.to_numpy()),
        t("jas.row_onder_jan", lang): proportion(int(df.onder_jan.sum()), n),
        t("jas.row_uit", lang): proportion(int(df.uit.sum()), n),
    }
    cols = [t(f"jas.col_{c}", lang) for c in ("estimate", "low", "high")]
    return pd.DataFrame({k: dict(zip(cols, (e.value, e.low, e.high), strict=True))
                         for k, e in rows.items()}).T.round(3)  # fmt: skip


def length_plot(frames: dict[str, pd.DataFrame], lang: str = "nl") -> Figure:
    """How many deals a game to 500 lasts, one histogram per game."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.5))
    top = max(int(df.deals.max()) for df in frames.values())
    bins = np.arange(0.5, top + 1.5)
    for name, df in frames.items():
        ax.hist(df.deals, bins=bins, alpha=0.5, density=True, label=t(f"{name}.name", lang))
    ax.set_xlabel(t("jas.plot_deals", lang))
    ax.set_ylabel(t("jas.plot_share", lang))
    ax.legend()
    fig.tight_layout()
    plt.close(fig)
    return fig


def compare(deal_frames: dict[str, pd.DataFrame], match_frames: dict[str, pd.DataFrame],
            lang: str = "nl") -> pd.DataFrame:  # fmt: skip
    """The two games side by side: points per deal, the share of melds, length and onder Jan."""
    import pandas as pd

    out = {}
    for name, df in deal_frames.items():
        cards = np.concatenate([df.card_points_0, df.card_points_1])
        melds = np.concatenate([df.meld_points_0, df.meld_points_1])
        games = match_frames[name]
        out[t(f"{name}.name", lang)] = {
            t("jas.col_card_points", lang): cards.mean(),
            t("jas.col_meld_points", lang): melds.mean(),
            t("jas.row_meld_share", lang): melds.sum() / (melds.sum() + cards.sum()),
            t("jas.row_deals", lang): games.deals.mean(),
            t("jas.row_onder_jan", lang): games.onder_jan.mean(),
        }
    return pd.DataFrame(out).round(3)


def versus_random(game_id: str = "vijfhonderden", n: int = 500, seed: int = 1,
                  progress: bool = True) -> Any:  # fmt: skip
    """The rule-of-thumb player's mean point lead per deal over a random player."""
    game = make_game(game_id)
    half = n // 2
    one = deals(game_id, half, seed, [game.rule_of_thumb(), RandomPlayer()], progress=progress)
    two = deals(game_id, n - half, seed + 1, [RandomPlayer(), game.rule_of_thumb()],
                progress=progress)  # fmt: skip
    return mean(np.concatenate([one.points_0 - one.points_1, two.points_1 - two.points_0]))



# -- tables and words for the chapters ---------------------------------------------------------
def card_points_table(game_id: str = "vijfhonderden", lang: str = "nl") -> pd.DataFrame:
    """Card points per rank, in a plain suit and in trumps, in the order of the trump suit."""
    import pandas as pd

    from kaartlib.cards import Card, Suit
    from kaartlib.rules.tricks import JAS_TRUMP_ORDER

    rules = make_game(game_id).rules  # type: ignore[attr-defined]
    trump = rules.points[Suit.HEARTS]
    ranks = list(reversed(JAS_TRUMP_ORDER))
    return pd.DataFrame({
        t("jas.col_rank", lang): [t(f"jas.top_{r.symbol}", lang) for r in ranks],
        t("jas.col_plain", lang): [trump[Card(r, Suit.CLUBS)] for r in ranks],
        t("jas.col_trump", lang): [trump[Card(r, Suit.HEARTS)] for r in ranks],
    }).set_index(t("jas.col_rank", lang))  # fmt: skip


def meld_values_table(game_id: str = "vijfhonderden", lang: str = "nl") -> pd.DataFrame:
    """Every kind of meld with its value, from the game's table."""
    import pandas as pd

    rules = make_game(game_id).rules  # type: ignore[attr-defined]
    rows: dict[str, int] = {}
    for meld in sorted(rules.by_cards.values(), key=lambda m: (-m.value, m.kind, -m.top)):
        if meld.kind == "carre":
            name = t("jas.meld_carre", lang, rank=t(f"jas.plural_{meld.cards[0].rank.symbol}",
                                                     lang))  # fmt: skip
        elif meld.kind == "seq":
            if meld.size >= 5:
                name = t("jas.meld_seq_ace" if meld.top == 7 else "jas.kind_seq5", lang)
            else:
                name = t("jas.meld_seq", lang, n=meld.size)
        else:
            name = t(f"jas.kind_{meld.kind}", lang)
        rows.setdefault(name, meld.value)
    return pd.DataFrame({t("jas.col_value", lang): rows})


def narrate(state: JasState, start: int = 0, stop: int | None = None, lang: str = "nl"
            ) -> str:  # fmt: skip
    """The moves ``start:stop`` of a deal in words, each with what it caused."""
    lines = []
    for i, (seat, move) in enumerate(state.history[start:stop], start):
        events = " ".join(state.events_of(i, lang))
        who = t("core.seat", lang, n=seat)
        lines.append(f"{i + 1:>3}. {who}: {move.label(lang)}" + (f" — {events}" if events else ""))
    return "\n".join(lines)


def stacked_deal(game_id: str, first: str, second: str, turned: str, stock: str = "",
                 context: Any = None, **options: Any) -> JasState:  # fmt: skip
    """A deal with chosen hands: ``first`` for seat 0 (the non-dealer, who leads; seat 1
    deals), ``second`` for seat 1, the face-up trump card and the top of the stock; every other
    card follows in pack order. A hand may list one card too many (a nine-card hand serves
    Smousjas too): the last is left out."""
    from kaartlib.cards import parse_cards, piquet_deck

    game = make_game(game_id, **options)
    size = game.rules.hand_size  # type: ignore[attr-defined]
    hands = parse_cards(first)[:size], parse_cards(second)[:size]
    if any(len(h) != size for h in hands):
        raise ValueError(f"each hand needs {size} cards")
    deck, at = [], 0
    for packet in game.rules.packets:  # type: ignore[attr-defined]
        deck += hands[0][at:at + packet] + hands[1][at:at + packet]
        at += packet
    deck += parse_cards(turned) + parse_cards(stock)
    deck += [c for c in piquet_deck() if c not in deck]
    state = game.deal(deck=deck, dealer=1, context=context)
    assert isinstance(state, JasState)
    return state


def end_position(game_id: str, first: str, second: str, turned: str, **options: Any
                 ) -> JasState:  # fmt: skip
    """A deal brought to the first trick of the second part with the chosen hands: seat 0 wins
    every trick of the first part by leading the highest of the other cards, then holds
    ``first`` and leads; seat 1 holds ``second``. One of them holds the face-up trump card
    ``turned``, taken at the end of the stock."""
    from kaartlib.cards import parse_card, parse_cards, piquet_deck

    size = make_game(game_id).rules.hand_size  # type: ignore[attr-defined]
    mine, theirs, top = parse_cards(first), parse_cards(second), parse_card(turned)
    rest = [c for c in piquet_deck() if c not in mine + theirs]
    rest.sort(key=lambda c: (c.suit is top.suit, c.rank), reverse=True)
    tricks = len(rest) // 2
    lead, follow = rest[:tricks], rest[tricks:]
    keep = size - tricks
    a, b = [c for c in mine if c is not top], [c for c in theirs if c is not top]
    drawn_a, drawn_b = a[keep:], b[keep:]
    last = drawn_a.pop() if top in theirs else drawn_b.pop()
    stock = [c for pair in zip(drawn_a, drawn_b, strict=True) for c in pair] + [last]
    state = stacked_deal(game_id, _text(lead + a[:keep]), _text(follow + b[:keep]), str(top),
                         _text(stock), **options)  # fmt: skip
    for x, y in zip(lead, follow, strict=True):
        state.play(str(x)).play(str(y))
    state.play("hidden" if top in theirs else "turned")
    return state


def _text(cards: Sequence[Any]) -> str:
    return " ".join(map(str, cards))
