"""Gin Rummy, Oklahoma as the Dutch rule text plays it (seed 002; readings: RULINGS.md, Gin Rummy).

Two players collect melds: sets (three or four cards of a rank) and runs (three or more cards in
sequence in one suit, ace low). Cards outside melds are deadwood (ace 1, courts 10, others their
number). A player goes out with gin (no deadwood) or knocks with deadwood at most the value of
the limit card: the top discard before his own discard (option: the first upcard). A spade as
limit card doubles the hand's score.

Deal order of a stacked deck (top card first): the non-dealer's 11 cards, then the dealer's 10,
then the stock, its top card first. The non-dealer opens the discard pile with one of his cards;
the dealer moves next.

Move notation:

- ``7♣`` (a card): lay it face up on the discard pile (the opening card, or the discard that
  ends a turn);
- ``draw``: take the top card of the stock;
- ``take Q♠``: take the top card of the discard pile (``take`` alone is accepted too);
- ``knock 7♣``: discard ``7♣`` face down and knock;
- ``gin 7♣``: discard ``7♣`` and go out with every other card in melds;
- ``biggin``: with the big-gin option, go out with all eleven cards in melds, no discard.

``deadwood(cards)`` gives the exact minimum deadwood of any hand and the melds that reach it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Any

from kaartlib.cards import Card, Rank, Suit, deck52, parse_cards
from kaartlib.core import Game, Layout, Move, State, card_move, normalize, option
from kaartlib.i18n import Seat, t
from kaartlib.tables import table

TABLE = table("gin_rummy")
TARGET = int(TABLE["target"])
MIN_MELD = int(TABLE["min_meld"])
VOID_STOCK = int(TABLE["void_stock"])

# -- cards as bits: suit s, low rank i (ace 0 .. king 12) is bit 16*s + i --------------------
RANK_ORDER = (Rank.ACE, *(Rank(r) for r in range(2, 11)), Rank.JACK, Rank.QUEEN, Rank.KING)
LOW = {r: i for i, r in enumerate(RANK_ORDER)}
RANK_VALUES = tuple(
    int(TABLE["values"].get(r.symbol, int(r) if int(r) <= 10 else 0)) for r in RANK_ORDER
)
SUIT_MASK = (1 << 13) - 1
CARDS = deck52()
BIT: dict[Card, int] = {c: 1 << (16 * c.suit + LOW[c.rank]) for c in CARDS}
VALUE: dict[Card, int] = {c: RANK_VALUES[LOW[c.rank]] for c in CARDS}
CARD_AT: list[Card] = [CARDS[0]] * 64  # bit position -> card (unused positions: any)
for _c in CARDS:
    CARD_AT[16 * _c.suit + LOW[_c.rank]] = _c


def hand_mask(cards: Iterable[Card]) -> int:
    """The hand as a 64-bit integer, one bit per card."""
    return sum([_BITS[c._id] for c in cards])


def mask_cards(mask: int) -> list[Card]:
    """The cards of a mask, by suit then rank (ace low)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARD_AT[low.bit_length() - 1])
        mask ^= low
    return out


def card_value(card: Card) -> int:
    """Deadwood points of a card: ace 1, courts 10, others their number."""
    return VALUE[card]


def _run_tables() -> tuple[list[int], list[tuple[int, ...]]]:
    """For every 13-bit set of ranks in one suit: its least deadwood using runs only, and runs
    reaching it (dynamic programming over the lowest card: deadwood, or the start of a run)."""
    size = 1 << 13
    dw = [0] * size
    runs: list[tuple[int, ...]] = [()] * size
    for m in range(1, size):
        low = m & -m
        i = low.bit_length() - 1
        best, best_runs = dw[m ^ low] + RANK_VALUES[i], runs[m ^ low]
        run, j = low, i + 1
        while j < 13 and m >> j & 1:
            run |= 1 << j
            if j - i + 1 >= MIN_MELD and dw[m ^ run] < best:
                best, best_runs = dw[m ^ run], (run, *runs[m ^ run])
            j += 1
        dw[m], runs[m] = best, best_runs
    return dw, runs


DW, RUNS = _run_tables()


SPREAD = 0x0001_0001_0001_0001  # one rank in all four suits


def _set_options(mask: int, ranks: int) -> list[tuple[int, ...]]:
    """Per rank held three or four times: the choices of set (none, each set it allows)."""
    options = []
    while ranks:
        r = ranks & -ranks
        ranks ^= r
        full = mask & r * SPREAD
        if full.bit_count() == 3:
            options.append((0, full))
        else:
            options.append((0, full, full ^ r, full ^ r << 16, full ^ r << 32, full ^ r << 48))
    return options


def _solve(mask: int) -> tuple[int, tuple[int, ...]]:
    """Least deadwood of a hand mask and the sets (one mask per rank, 0 for none) reaching it."""
    m0, m1, m2, m3 = mask & SUIT_MASK, mask >> 16 & SUIT_MASK, mask >> 32 & SUIT_MASK, mask >> 48
    a, b = m0 & m1, m2 & m3
    ranks = (a & (m2 | m3)) | (b & (m0 | m1))
    if not ranks:
        return DW[m0] + DW[m1] + DW[m2] + DW[m3], ()
    best, best_sets = 10**6, ()
    options = _set_options(mask, ranks)
    for combo in product(*options) if len(options) > 1 else zip(options[0]):
        m = mask ^ sum(combo)
        d = DW[m & SUIT_MASK] + DW[m >> 16 & SUIT_MASK] + DW[m >> 32 & SUIT_MASK] + DW[m >> 48]
        if d < best:
            best, best_sets = d, combo
    return best, best_sets


def deadwood_of_mask(mask: int) -> int:
    """Least deadwood of a hand given as a mask (see ``hand_mask``)."""
    m0, m1, m2, m3 = mask & SUIT_MASK, mask >> 16 & SUIT_MASK, mask >> 32 & SUIT_MASK, mask >> 48
    a, b = m0 & m1, m2 & m3
    if (a & (m2 | m3)) | (b & (m0 | m1)):
        return _solve(mask)[0]
    return DW[m0] + DW[m1] + DW[m2] + DW[m3]


def _meld_tables() -> list[list[tuple[tuple[Card, ...], ...]]]:
    """Per suit and 13-bit rank set: the runs of ``RUNS`` as tuples of cards."""
    tables = []
    for s in range(4):
        cards = {1 << i: CARD_AT[16 * s + i] for i in range(13)}
        run_cards: dict[int, tuple[Card, ...]] = {}
        for runs in RUNS:
            for run in runs:
                if run not in run_cards:
                    run_cards[run] = tuple(c for b, c in cards.items() if run & b)
        tables.append([tuple(run_cards[r] for r in runs) for runs in RUNS])
    return tables


M0, M1, M2, M3 = _meld_tables()
SET_MELDS: dict[int, tuple[Card, ...]] = {
    group: tuple(mask_cards(group))
    for r in range(13)
    for full in [SPREAD << r]
    for group in (full, *(full ^ 1 << (16 * s + r) for s in range(4)))
}
_BITS = [0] * (max(c._id for c in CARDS) + 1)
for _c in CARDS:
    _BITS[_c._id] = BIT[_c]


def melds_of_mask(mask: int) -> tuple[int, list[tuple[Card, ...]]]:
    """Least deadwood of a hand mask and one choice of melds reaching it."""
    value, sets = _solve(mask)
    melds = [SET_MELDS[group] for group in sets if group]
    rest = mask ^ sum(sets)
    m0, m1, m2, m3 = rest & SUIT_MASK, rest >> 16 & SUIT_MASK, rest >> 32 & SUIT_MASK, rest >> 48
    return value, [*melds, *M0[m0], *M1[m1], *M2[m2], *M3[m3]]


def deadwood(cards: Iterable[Card]) -> tuple[int, list[tuple[Card, ...]]]:
    """The exact least deadwood of ``cards`` over every way of arranging them in melds, with
    the melds of one arrangement that reaches it: ``deadwood(parse_cards("A♥ 2♥ 3♥ K♠"))`` is
    ``(10, [(A♥, 2♥, 3♥)])``."""
    mask = sum([_BITS[c._id] for c in cards])
    m0, m1, m2, m3 = mask & SUIT_MASK, mask >> 16 & SUIT_MASK, mask >> 32 & SUIT_MASK, mask >> 48
    a, b = m0 & m1, m2 & m3
    if (a & (m2 | m3)) | (b & (m0 | m1)):
        return melds_of_mask(mask)
    return DW[m0] + DW[m1] + DW[m2] + DW[m3], [*M0[m0], *M1[m1], *M2[m2], *M3[m3]]


@lru_cache(maxsize=4096)  # a turn asks for the same hand several times
def after_discards(mask: int) -> tuple[tuple[Card, int], ...]:
    """For each card of the hand: the least deadwood left after discarding it.

    The sets possible without a card are those possible with it that do not use it, so one pass
    over the hand's choices of sets serves every discard."""
    m0, m1, m2, m3 = mask & SUIT_MASK, mask >> 16 & SUIT_MASK, mask >> 32 & SUIT_MASK, mask >> 48
    a, b = m0 & m1, m2 & m3
    ranks = (a & (m2 | m3)) | (b & (m0 | m1))
    positions = []
    rest = mask
    while rest:
        low = rest & -rest
        positions.append(low.bit_length() - 1)
        rest ^= low
    if not ranks:
        suits = (m0, m1, m2, m3)
        total = DW[m0] + DW[m1] + DW[m2] + DW[m3]
        return tuple((CARD_AT[p], total - DW[suits[p >> 4]] + DW[suits[p >> 4] ^ 1 << (p & 15)])
                     for p in positions)  # fmt: skip
    best = [10**6] * len(positions)
    for combo in product(*_set_options(mask, ranks)):
        sets = sum(combo)
        m = mask ^ sets
        suits = (m & SUIT_MASK, m >> 16 & SUIT_MASK, m >> 32 & SUIT_MASK, m >> 48)
        total = DW[suits[0]] + DW[suits[1]] + DW[suits[2]] + DW[suits[3]]
        for i, p in enumerate(positions):
            if not sets >> p & 1:
                ms = suits[p >> 4]
                d = total - DW[ms] + DW[ms ^ 1 << (p & 15)]
                if d < best[i]:
                    best[i] = d
    return tuple((CARD_AT[p], d) for p, d in zip(positions, best, strict=True))


# -- arrangements with every alternative, for showing melds and laying off ---------------------
def _runs_within(m: int) -> tuple[int, ...]:
    """Every run (as a 13-bit mask) inside a 13-bit set of ranks."""
    out = []
    for i in range(13):
        j = i
        while j < 13 and m >> j & 1:
            if j - i + 1 >= MIN_MELD:
                out.append((1 << (j + 1)) - (1 << i))
            j += 1
    return tuple(out)


RUNS_WITHIN = [_runs_within(m) for m in range(1 << 13)]


def candidate_melds(mask: int) -> list[int]:
    """Every set and run (as masks) that can be formed from the hand."""
    out = [run << (16 * s) for s in range(4) for run in RUNS_WITHIN[mask >> (16 * s) & SUIT_MASK]]
    m0, m1, m2, m3 = mask & SUIT_MASK, mask >> 16 & SUIT_MASK, mask >> 32 & SUIT_MASK, mask >> 48
    ranks = (m0 & m1 & (m2 | m3)) | (m2 & m3 & (m0 | m1))
    for choice in _set_options(mask, ranks):
        out.extend(choice[1:])
    return out


def _bit_value(bit: int) -> int:
    return RANK_VALUES[(bit.bit_length() - 1) % 16]


def arrangements(mask: int, extra: Sequence[int] = ()) -> tuple[int, list[list[int]]]:
    """Least deadwood of a hand and every arrangement (list of meld masks) reaching it.

    ``extra`` adds groups of cards that may leave the hand without counting (layoffs)."""
    containing: dict[int, list[int]] = {}
    for meld in [*candidate_melds(mask), *extra]:
        rest = meld
        while rest:
            low = rest & -rest
            containing.setdefault(low, []).append(meld)
            rest ^= low
    memo: dict[int, int] = {0: 0}

    def best(rem: int) -> int:
        if rem in memo:
            return memo[rem]
        low = rem & -rem
        value = _bit_value(low) + best(rem ^ low)
        for meld in containing.get(low, ()):
            if meld & rem == meld:
                value = min(value, best(rem ^ meld))
        memo[rem] = value
        return value

    def every(rem: int) -> list[list[int]]:
        if not rem:
            return [[]]
        target, low = best(rem), rem & -rem
        out = every(rem ^ low) if _bit_value(low) + best(rem ^ low) == target else []
        for meld in containing.get(low, ()):
            if meld & rem == meld and best(rem ^ meld) == target:
                out.extend([meld, *p] for p in every(rem ^ meld))
        return out

    return best(mask), every(mask)


def layoff_groups(melds: Sequence[int], hand: int) -> list[int]:
    """The groups of cards from ``hand`` that may be laid off on ``melds``: the fourth card of
    a set of three, and every unbroken extension of a run at its low or high end."""
    groups = []
    for meld in melds:
        low = meld & -meld
        pos = low.bit_length() - 1
        suit, start = divmod(pos, 16)
        in_suit = meld >> (16 * suit) & SUIT_MASK
        if meld == in_suit << (16 * suit) and meld.bit_count() > 1 and _consecutive(in_suit):
            end = start + in_suit.bit_length() - (in_suit & -in_suit).bit_length()
            for step, limit in ((-1, -1), (1, 13)):
                ext, i = 0, (start - 1 if step < 0 else end + 1)
                while i != limit and hand >> (16 * suit + i) & 1:
                    ext |= 1 << (16 * suit + i)
                    groups.append(ext)
                    i += step
        else:
            rank = start
            missing = (0x0001_0001_0001_0001 << rank) & ~meld & hand
            if missing:
                groups.append(missing)
    return groups


def _consecutive(m: int) -> bool:
    shifted = m >> ((m & -m).bit_length() - 1)
    return shifted & (shifted + 1) == 0


@dataclass(frozen=True)
class Showdown:
    """How a hand ends: the arrangement shown by the player who went out and the defender's
    melds and layoffs (chosen to leave the defender the least deadwood)."""

    out_melds: list[tuple[Card, ...]]
    out_deadwood: int
    defender_melds: list[tuple[Card, ...]]
    layoffs: list[Card]
    defender_deadwood: int


def showdown(out_hand: Iterable[Card], defender_hand: Iterable[Card], layoff: bool) -> Showdown:
    """The end of a hand. Among the arrangements with his least deadwood, the player who went
    out shows the one that leaves the defender the most deadwood; the defender melds and lays
    off to keep as little deadwood as possible (no layoffs when ``layoff`` is false)."""
    out_mask, def_mask = hand_mask(out_hand), hand_mask(defender_hand)
    out_dw, choices = arrangements(out_mask)
    best: tuple[int, list[int], list[int], set[int]] | None = None
    for melds in choices:
        groups = layoff_groups(melds, def_mask) if layoff else []
        own = set(candidate_melds(def_mask))
        dw, ways = arrangements(def_mask, groups)
        if best is None or dw > best[0]:
            best = (dw, melds, ways[0], own)
    assert best is not None
    dw, melds, way, own = best
    return Showdown(
        out_melds=[tuple(mask_cards(m)) for m in melds],
        out_deadwood=out_dw,
        defender_melds=[tuple(mask_cards(m)) for m in way if m in own],
        layoffs=[c for m in way if m not in own for c in mask_cards(m)],
        defender_deadwood=dw,
    )


# -- the game -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class GinRummyOptions:
    limit: str = option("top", "top", "upcard")  # limit card: top discard now, or first upcard
    ace: str = option("one", "one", "gin")  # an ace as limit card: 1-point knock, or gin only
    layoff_after_gin: bool = True  # the defender may lay off on a gin hand
    big_gin: bool = False  # all eleven cards in melds: big gin, 30 points


DRAW = Move("draw", area="gin_rummy")
BIG_GIN = Move("biggin", area="gin_rummy")
DISCARD = {c: card_move(c) for c in CARDS}
TAKE = {c: Move("take", (c,), area="gin_rummy") for c in CARDS}
KNOCK = {c: Move("knock", (c,), area="gin_rummy") for c in CARDS}
GIN = {c: Move("gin", (c,), area="gin_rummy") for c in CARDS}


class GinRummy(Game):
    id = "gin_rummy"
    lang_default = "nl"
    min_players = 2
    max_players = 2
    default_players = 2
    Options = GinRummyOptions

    def new_deck(self) -> list[Card]:
        return list(CARDS)

    def stack(self, opener: str | Sequence[Card], dealer: str | Sequence[Card],
              stock: str | Sequence[Card] = "") -> list[Card]:  # fmt: skip
        """A whole deck for ``deal(deck=...)``: the non-dealer's eleven cards, the dealer's ten,
        the named stock cards on top, then the rest of the pack in its order."""
        parts = [parse_cards(x) if isinstance(x, str) else list(x) for x in (opener, dealer, stock)]
        top = [c for part in parts for c in part]
        sizes = (int(TABLE["opener_cards"]), int(TABLE["dealer_cards"]))
        if (len(parts[0]), len(parts[1])) != sizes or len(set(top)) != len(top):
            raise ValueError(f"a stacked Gin Rummy deal needs {sizes[0]} and {sizes[1]} "
                             "different cards for the two hands")  # fmt: skip
        return top + [c for c in CARDS if c not in set(top)]

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> GinRummyState:
        return GinRummyState(self, deck, dealer, context, chance)

    def rule_of_thumb(self, **params: Any) -> Any:
        from kaartlib.strategy.gin_rummy import GinRummyPlayer

        return GinRummyPlayer(**params)

    def utility(self, state: State, seat: int) -> float:
        points = state.result()["points"]
        return float(points[seat] - points[1 - seat])

    def initial_context(self) -> dict[str, Any]:
        return {"scores": [0, 0]}

    def next_context(self, context: dict[str, Any], state: State) -> dict[str, Any]:
        points = state.result()["points"]
        return {"scores": [a + b for a, b in zip(context["scores"], points, strict=True)]}

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        won = [s for s, v in enumerate(context["scores"]) if v >= TARGET]
        return won or None

    def standings(self, context: dict[str, Any]) -> list[float]:
        return [float(v) for v in context["scores"]]


class GinRummyState(State):
    PUBLIC = ("pile", "stock_size", "phase", "taken", "upcard", "turns", "picked", "limit_card",
              "melds", "layoffs", "deadwoods", "outcome", "out")  # fmt: skip
    DERIVED = ("picked", "melds", "layoffs", "upcard", "taken", "limit_card")

    game: GinRummy

    def __init__(self, game: GinRummy, deck: list[Card], dealer: int, context: Any, chance: int):
        super().__init__(game, deck, dealer, context, chance)
        opener, first = int(TABLE["opener_cards"]), 1 - dealer
        size = opener + int(TABLE["dealer_cards"])
        self.hands = [[], []]
        self.hands[first] = list(deck[:opener])
        self.hands[dealer] = list(deck[opener:size])
        self.stock = list(reversed(deck[size:]))  # top card last
        self.pile: list[Card] = []  # top card last
        self.face_down: list[Card] = []  # the knocker's discard
        self.picked: list[list[Card]] = [[], []]  # cards taken from the pile, still held
        self.phase = "open"
        self.taken: Card | None = None
        self.upcard: Card | None = None
        self.turns = 0
        self.outcome: str | None = None
        self.out: int | None = None
        self.limit_card: Card | None = None
        self.melds: list[list[tuple[Card, ...]]] = [[], []]
        self.layoffs: list[Card] = []
        self.deadwoods: list[int] = [0, 0]
        self.points = [0, 0]
        self.doubled = False
        self.to_move = first

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    # -- the knock limit -----------------------------------------------------------------------
    def limit_source(self) -> Card | None:
        """The card that fixes the knock limit and the doubling now (None: gin only)."""
        if self.game.opts.limit == "upcard":
            return self.upcard
        return self.pile[-1] if self.pile else None

    def knock_limit(self) -> int:
        """The most deadwood a knock may leave now (0: only gin)."""
        card = self.limit_source()
        if card is None or card.rank == Rank.ACE and self.game.opts.ace == "gin":
            return 0
        return VALUE[card]

    # -- moves ---------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        seat = self.to_move
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.phase == "open":
            return [DISCARD[c] for c in hand]
        if self.phase == "draw":
            return [DRAW, TAKE[self.pile[-1]]] if self.pile else [DRAW]
        taken = self.taken
        moves = [DISCARD[c] for c in hand if c is not taken]
        limit = self.knock_limit()
        mask = hand_mask(hand)
        for c, dw in after_discards(mask):
            if c is not taken:
                if dw == 0:
                    moves.append(GIN[c])
                elif dw <= limit:
                    moves.append(KNOCK[c])
        if self.game.opts.big_gin and deadwood_of_mask(mask) == 0:
            moves.append(BIG_GIN)
        return moves

    def find_move(self, move: Move | str) -> Move | None:
        if isinstance(move, Move):
            return next((m for m in self.legal_moves() if m is move), None) or super().find_move(
                move)
        if normalize(move) == "take" and self.phase == "draw":
            return TAKE[self.pile[-1]] if self.pile and self.to_move is not None else None
        return super().find_move(move)

    def _explain(self, move: Move, lang: str) -> str:
        seat = self.to_move
        hand = self.hands[seat] if seat is not None else []
        kind, cards = move.kind, move.cards
        if self.phase == "open":
            if kind != "card":
                return t("gin_rummy.must_open", lang)
        elif self.phase == "draw":
            if kind == "take" and not self.pile:
                return t("gin_rummy.pile_empty", lang)
            if kind == "take" and cards and cards[0] is not self.pile[-1]:
                return t("gin_rummy.only_top", lang, card=self.pile[-1])
            if kind != "take":
                return t("gin_rummy.draw_first", lang)
        else:
            if kind in ("draw", "take"):
                return t("gin_rummy.already_drawn", lang)
            if kind == "biggin":
                key = "not_big_gin" if self.game.opts.big_gin else "no_big_gin"
                return t(f"gin_rummy.{key}", lang)
            if kind in ("card", "knock", "gin") and cards:
                reason = self._explain_discard(kind, cards[0], hand, lang)
                if reason:
                    return reason
        if kind in ("card", "knock", "gin") and cards and cards[0] not in hand:
            return t("gin_rummy.not_in_hand", lang, card=cards[0])
        return super()._explain(move, lang)

    def _explain_discard(self, kind: str, card: Card, hand: list[Card], lang: str) -> str | None:
        if card not in hand:
            return t("gin_rummy.not_in_hand", lang, card=card)
        if card is self.taken:
            return t("gin_rummy.not_taken_card", lang, card=card)
        left = deadwood_of_mask(hand_mask(hand) ^ BIT[card])
        if kind == "gin":
            return t("gin_rummy.not_gin", lang, card=card, deadwood=left)
        if kind != "knock":
            return None
        if left == 0:
            return t("gin_rummy.say_gin", lang, card=card)
        source = self.limit_source()
        if source is None:
            return t("gin_rummy.empty_gin_only", lang)
        if self.knock_limit() == 0:
            return t("gin_rummy.ace_gin_only", lang, card=source)
        return t("gin_rummy.knock_too_high", lang, card=card, deadwood=left,
                 limit=self.knock_limit(), source=source)  # fmt: skip

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        hand, kind = self.hands[seat], move.kind
        if kind == "draw":
            hand.append(self.stock.pop())
            self._drew()
        elif kind == "take":
            card = self.pile.pop()
            hand.append(card)
            self.picked[seat].append(card)
            self.revealed.add(card)
            self._drew()
            self.taken = card
        elif kind == "biggin":
            self._go_out(seat, "big_gin")
        else:
            card = move.cards[0]
            hand.remove(card)
            if card in self.revealed:
                self.revealed.discard(card)
                self.picked[seat].remove(card)
            if kind == "card":
                self._discard(seat, card)
            elif kind == "knock":
                self.face_down.append(card)
                self._go_out(seat, "knock")
            else:
                self._go_out(seat, "gin", card)

    def _drew(self) -> None:
        self.phase = "discard"
        self.turns += 1
        self.taken = None

    def _discard(self, seat: int, card: Card) -> None:
        self.pile.append(card)
        self.taken = None
        if self.phase == "open":
            self.upcard = card
            self.note("gin_rummy.opened", seat=Seat(seat), card=card)
        elif len(self.stock) <= VOID_STOCK:
            self.note("gin_rummy.void", n=len(self.stock))
            self._finish("void")
            return
        self.phase = "draw"
        self.to_move = 1 - seat

    def _go_out(self, seat: int, kind: str, gin_discard: Card | None = None) -> None:
        self.limit_card = self.limit_source()
        if gin_discard is not None:
            self.pile.append(gin_discard)
        self.out = seat
        other = 1 - seat
        layoff = kind == "knock" or self.game.opts.layoff_after_gin
        show = showdown(self.hands[seat], self.hands[other], layoff)
        self.melds[seat], self.melds[other] = show.out_melds, show.defender_melds
        self.layoffs = show.layoffs
        self.deadwoods[seat], self.deadwoods[other] = show.out_deadwood, show.defender_deadwood
        mine, theirs = show.out_deadwood, show.defender_deadwood
        if kind == "knock":
            card = self.limit_card
            assert card is not None
            self.note("gin_rummy.knocked", seat=Seat(seat), deadwood=mine, card=card,
                      limit=self.knock_limit_of(card), melds=_melds_text(show.out_melds))
        else:
            self.note(f"gin_rummy.{kind}_out", seat=Seat(seat), melds=_melds_text(show.out_melds))
        if show.defender_melds:
            self.note("gin_rummy.defender_melds", seat=Seat(other),
                      melds=_melds_text(show.defender_melds))  # fmt: skip
        if show.layoffs:
            self.note("gin_rummy.laid_off", seat=Seat(other), cards=list(show.layoffs))
        self.note("gin_rummy.defender_keeps", seat=Seat(other), deadwood=theirs)
        if kind == "knock" and theirs <= mine:
            winner, base, kind = other, int(TABLE["undercut_bonus"]) + mine - theirs, "undercut"
        elif kind == "knock":
            winner, base = seat, theirs - mine
        else:
            winner, base = seat, int(TABLE[f"{kind}_bonus"]) + theirs
        self.doubled = self.limit_card is not None and self.limit_card.suit == Suit.SPADES
        if self.doubled:
            base *= int(TABLE["spade_factor"])
            self.note("gin_rummy.doubled", card=self.limit_card)
        self.points[winner] = base
        self.note(f"gin_rummy.scored_{kind}", seat=Seat(winner), points=base)
        self._finish(kind)

    def knock_limit_of(self, card: Card) -> int:
        return 0 if card.rank == Rank.ACE and self.game.opts.ace == "gin" else VALUE[card]

    def _finish(self, outcome: str) -> None:
        self.outcome = outcome
        self.phase = "over"
        self.to_move = None
        self.taken = None
        if outcome == "void":
            self.deadwoods = [deadwood_of_mask(hand_mask(h)) for h in self.hands]

    # -- outcome ---------------------------------------------------------------------------------
    def winner(self) -> int | None:
        return next((s for s in range(2) if self.points[s]), None)

    def result(self) -> dict[str, Any]:
        card = self.limit_card
        return {
            "points": list(self.points),
            "outcome": self.outcome,
            "winner": self.winner(),
            "out": self.out,
            "deadwood": list(self.deadwoods),
            "limit_card": None if card is None else str(card),
            "limit": None if card is None else self.knock_limit_of(card),
            "doubled": self.doubled,
            "turns": self.turns,
            "stock_left": len(self.stock),
            "laid_off": len(self.layoffs),
        }

    def summary(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        if not self.is_over:
            return t("core.not_over", lang)
        skip = ("gin_rummy.opened",)
        return "\n".join(t(key, lang, **p) for _, key, p in self.events if key not in skip)

    def layout(self, seat: int, lang: str) -> Layout:
        hand = sorted(self.hands[seat], key=BIT.__getitem__)
        piles: list[tuple[str, list[Card] | None, int]] = [
            (t("gin_rummy.pile_label", lang), list(self.pile), len(self.pile)),
            (t("gin_rummy.stock_label", lang), None, len(self.stock)),
        ]
        if self.is_over:
            for s in (seat, 1 - seat):
                cards = [c for m in self.melds[s] for c in m]
                label = t("gin_rummy.melds_label", lang, seat=t("core.seat", lang, n=s))
                piles.append((label, cards, len(cards)))
            if self.layoffs:
                piles.append((t("gin_rummy.layoffs_label", lang), list(self.layoffs),
                              len(self.layoffs)))  # fmt: skip
        scores = [t("gin_rummy.score", lang, n=v) for v in self.context["scores"]]
        return Layout(hand=hand, counts=[len(h) for h in self.hands], piles=piles,
                      trump_text=self._limit_line(lang), scores=scores,
                      status=self._status(lang))  # fmt: skip

    def _limit_line(self, lang: str) -> str:
        card = self.limit_card if self.is_over else self.limit_source()
        if card is None:
            return t("gin_rummy.limit_none", lang)
        key = "limit_spade" if card.suit == Suit.SPADES else "limit_line"
        return t(f"gin_rummy.{key}", lang, card=card, limit=self.knock_limit_of(card))

    def _status(self, lang: str) -> str:
        if self.is_over:
            return self.summary(lang).splitlines()[-1]
        seat = Seat(self.to_move or 0)
        return t(f"gin_rummy.status_{self.phase}", lang, seat=seat)

    def _hidden(self, seat: int) -> list[list[Card]]:
        return [self.hands[1 - seat], self.stock]


def _melds_text(melds: Sequence[Sequence[Card]]) -> str:
    return " · ".join(" ".join(map(str, m)) for m in melds)
