"""Vijfhonderden and Smousjas, two-handed ancestors of Klaverjas (Dutch rule text, seed 002;
readings: RULINGS.md, Jas family). One engine, two game ids; every number is in
``data/vijfhonderden.toml`` and ``data/smousjas.toml``.

The deal: a piquet pack, top card first. The non-dealer receives the first packet, then the
dealer, in packets 3-3-3 (Vijfhonderden, nine cards each) or 3-2-3 (Smousjas, eight each). The
next card is turned face up and fixes trumps; the rest is the face-down stock, drawn from the
top. The non-dealer leads the first trick.

Phase 1 (stock left): no duty to follow; after each trick the winner draws first, then the
other player. When only one face-down card is left beside the face-up trump card, the winner
chooses one of the two and the other player gets the other. Phase 2 (stock empty): follow suit;
void: trump; on a trump lead overtrump if able, else undertrump.

Declaring (roemen): before playing his card, the leader may declare carrés and sequences; the
other player hears only their kind (``3 op de vrouw``, ``carré``) until he has played his card.
Then he may reject (afkeuren) each of them with a higher meld from his hand. Either player may
declare a mariage (Stuk; in Smousjas also Dubbel and Brok) as he plays; mariages are never
rejected. In phase 2 only the first trick allows declarations.

Move notation:

- ``A♥``: play a card;
- ``declare K♥ Q♥``: declare the meld of these cards (before playing the card of this turn; the
  card played may belong to it). The other player sees ``announce <kind>`` until the cards are
  shown; Stuk and Dubbel name their cards, so they are public at once;
- ``reject J♠ 10♠ 9♠ 8♠``: after both cards of the trick, reject the leader's meld under
  discussion with this higher meld; ``accept``: let it count;
- ``swap 7♥ A♥``: exchange the trump 7 from the hand for the face-up trump card (on one's turn,
  while that card lies face up);
- ``hidden`` / ``turned``: at the end of the stock, the trick winner takes the last face-down
  card or the face-up trump card;
- ``uit``: call "Uit" after declaring Stuk while standing at 480 or more: the game is won.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, NamedTuple

from kaartlib.cards import STANDARD_SUITS, Card, Rank, Suit, parse_card, piquet_deck
from kaartlib.core import Game, Layout, Move, State, card_move, normalize, option
from kaartlib.i18n import Seat, t
from kaartlib.rules.follow import JAS_END, legal_cards
from kaartlib.rules.tricks import JAS_PLAIN_ORDER, JAS_TRUMP_ORDER, TrickOrder
from kaartlib.tables import table

AREA = "jas"
SEQ_PLACE = {r: i for i, r in enumerate(JAS_PLAIN_ORDER)}  # 7 -> 0 ... A -> 7
REJECTABLE = ("carre", "seq")

ACCEPT = Move("accept", area=AREA)
HIDDEN = Move("hidden", area=AREA)
TURNED = Move("turned", area=AREA)
UIT = Move("uit", area=AREA)
CARD_MOVES = {c: card_move(c) for c in piquet_deck()}
SEVENS = {s: Card(Rank.SEVEN, s) for s in STANDARD_SUITS}
CARD_BITS = {c: 1 << (8 * c.suit + SEQ_PLACE[c.rank]) for c in piquet_deck()}
KING_QUEEN = {s: CARD_BITS[Card(Rank.KING, s)] | CARD_BITS[Card(Rank.QUEEN, s)]
              for s in STANDARD_SUITS}  # fmt: skip


def _subruns(mask: int) -> tuple[tuple[int, int], ...]:
    """Every run of three or more consecutive places (low, high) inside ``mask``."""
    return tuple((lo, hi) for lo in range(8) for hi in range(lo + 2, 8)
                 if all(mask >> p & 1 for p in range(lo, hi + 1)))  # fmt: skip


SUBRUNS = tuple(_subruns(mask) for mask in range(256))


class Meld(NamedTuple):
    """A declarable combination: ``top`` is the place of its highest card in A K Q J 10 9 8 7
    (7 for the ace, 0 for the seven); a carré's top is its rank's place."""

    kind: str
    cards: tuple[Card, ...]
    value: int
    top: int
    suit: Suit | None

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def rejectable(self) -> bool:
        return self.kind in REJECTABLE

    def code(self) -> str:
        """The announcement as the other player hears it: ``seq3-Q``, ``carre``, ``stuk``."""
        if self.kind == "seq":
            return f"seq{self.size}-{Rank(JAS_PLAIN_ORDER[self.top]).symbol}"
        return self.kind


def beats(challenger: Meld, held: Meld, trump: Suit) -> bool:
    """Does ``challenger`` reject ``held``? More cards, else a higher top card, else a trump
    sequence against a meld that is not one; points never decide, and the leader keeps ties."""
    a, b = (challenger.size, challenger.top), (held.size, held.top)
    if a != b:
        return a > b
    return (challenger.kind == "seq" and challenger.suit is trump
            and not (held.kind == "seq" and held.suit is trump))  # fmt: skip


def _rank(symbol: str) -> Rank:
    return Rank(parse_card(symbol + "♣").rank)


@dataclass(frozen=True)
class JasRules:
    """The tables of one game, prepared for fast look-ups by bit masks: a hand is one number
    whose bit ``8 * suit + p`` stands for the card at place ``p`` of 7 8 9 10 J Q K A."""

    packets: tuple[int, ...]
    last_trick: int
    target: int
    onder_jan: int
    uit: int
    lives: int
    points: dict[Suit, dict[Card, int]]  # trump suit -> card -> points
    seq_table: tuple[tuple[tuple[Meld, ...], ...], ...]  # suit -> mask -> sequences
    carre_table: tuple[tuple[Meld, ...], ...]  # ranks held in all four suits -> carrés
    stuk: dict[Suit, Meld]
    pairs: tuple[tuple[int, Meld], ...]  # (mask of both cards, meld): Dubbel and Broks
    by_cards: dict[tuple[Card, ...], Meld]
    orders: dict[Suit, TrickOrder]

    @property
    def hand_size(self) -> int:
        return sum(self.packets)


def _places(mask: int) -> list[int]:
    return [p for p in range(8) if mask >> p & 1]


@cache
def rules_of(game_id: str) -> JasRules:
    data = table(game_id)
    plain = {_rank(k): int(v) for k, v in data["points"].items()}
    trumped = {**plain, **{_rank(k): int(v) for k, v in data["trump_points"].items()}}
    pack = piquet_deck()
    points = {tr: {c: (trumped if c.suit is tr else plain)[c.rank] for c in pack}
              for tr in STANDARD_SUITS}  # fmt: skip
    seqs = {(suit, lo, hi): _sequence(suit, lo, hi, data["sequence"])
            for suit in STANDARD_SUITS for lo, hi in SUBRUNS[255]}  # fmt: skip
    seq_table = tuple(tuple(tuple(seqs[suit, lo, hi] for lo, hi in SUBRUNS[mask])
                            for mask in range(256)) for suit in STANDARD_SUITS)  # fmt: skip
    carres = {}
    for symbol, value in data["carre"].items():
        rank = _rank(symbol)
        cards = tuple(Card(rank, s) for s in STANDARD_SUITS)
        carres[SEQ_PLACE[rank]] = Meld("carre", cards, int(value), SEQ_PLACE[rank], None)
    carre_table = tuple(tuple(carres[p] for p in _places(mask) if p in carres)
                        for mask in range(256))  # fmt: skip
    mariage = data["mariage"]
    king = SEQ_PLACE[Rank.KING]
    stuk = {s: Meld("stuk", (Card(Rank.KING, s), Card(Rank.QUEEN, s)), int(mariage["stuk"]),
                    king, s) for s in STANDARD_SUITS}  # fmt: skip
    others = []
    if "dubbel" in mariage:
        cards = tuple(sorted((parse_card(c) for c in data["dubbel_cards"]), key=_meld_sort))
        others.append(Meld("dubbel", cards, int(mariage["dubbel"]), SEQ_PLACE[cards[0].rank],
                           None))  # fmt: skip
    if "brok" in mariage:
        others += [Meld("brok", (Card(Rank.KING, k), Card(Rank.QUEEN, q)), int(mariage["brok"]),
                        king, None)
                   for k in STANDARD_SUITS for q in STANDARD_SUITS if k.is_red != q.is_red]
    pairs = tuple((CARD_BITS[m.cards[0]] | CARD_BITS[m.cards[1]], m) for m in others)
    every = [*seqs.values(), *carres.values(), *stuk.values(), *others]
    orders = {s: TrickOrder(s, JAS_PLAIN_ORDER, trump_order=JAS_TRUMP_ORDER)
              for s in STANDARD_SUITS}  # fmt: skip
    return JasRules(
        packets=tuple(int(p) for p in data["deal"]),
        last_trick=int(data["last_trick"]),
        target=int(data["target"]),
        onder_jan=int(data["onder_jan"]),
        uit=int(data["uit"]),
        lives=int(data["lives"]),
        points=points,
        seq_table=seq_table,
        carre_table=carre_table,
        stuk=stuk,
        pairs=pairs,
        by_cards={m.cards: m for m in every},
        orders=orders,
    )


def _sequence(suit: Suit, lo: int, hi: int, values: dict[str, int]) -> Meld:
    size = hi - lo + 1
    value = values["ace"] if size >= 5 and hi == 7 else values[str(min(size, 5))]
    cards = tuple(Card(JAS_PLAIN_ORDER[p], suit) for p in range(hi, lo - 1, -1))
    return Meld("seq", cards, int(value), hi, suit)




def find_melds(rules: JasRules, hand: list[Card], trump: Suit, mariages_only: bool = False
               ) -> list[Meld]:  # fmt: skip
    """Every meld that the cards of ``hand`` form (before the declaring rules filter them)."""
    held = sum(map(CARD_BITS.__getitem__, hand))
    found: list[Meld] = []
    if not mariages_only:
        seqs = rules.seq_table
        found += seqs[0][held & 255]
        found += seqs[1][held >> 8 & 255]
        found += seqs[2][held >> 16 & 255]
        found += seqs[3][held >> 24]
        found += rules.carre_table[held & held >> 8 & held >> 16 & held >> 24 & 255]
    both = KING_QUEEN[trump]
    if held & both == both:
        found.append(rules.stuk[trump])
    for both, meld in rules.pairs:
        if held & both == both:
            found.append(meld)
    return found


@dataclass(frozen=True)
class JasOptions:
    lives: bool = option(False)  # rounds to 500 with lives and the kip until one player is out


class JasGame(Game):
    """The shared engine; ``Vijfhonderden`` and ``Smousjas`` differ only in their tables."""

    lang_default = "nl"
    min_players = 2
    max_players = 2
    default_players = 2
    Options = JasOptions
    id: ClassVar[str]

    def __init__(self, players: int | None = None, lang: str | None = None, **options: Any):
        super().__init__(players, lang, **options)
        self.rules = rules_of(self.id)

    def new_deck(self) -> list[Card]:
        return piquet_deck()

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> JasState:
        return JasState(self, deck, dealer, context, chance)

    def rule_of_thumb(self, **params: Any) -> Any:
        from kaartlib.strategy.jas import JasPlayer

        return JasPlayer(**params)

    def utility(self, state: State, seat: int) -> float:
        """The deal's point difference; calling Uit is worth a whole game."""
        result = state.result()
        points = result["points"]
        bonus = {None: 0, seat: 1000}.get(result["uit"], -1000)
        return float(points[seat] - points[1 - seat] + bonus)

    def public_move(self, move: Move) -> Move:
        if move.kind == "declare":
            meld = self.rules.by_cards[move.cards]
            if meld.kind not in ("stuk", "dubbel"):
                return Move("announce", arg=meld.code(), area=AREA)
        return move

    # -- a game to 500, optionally rounds with lives and the kip --------------------------
    def initial_context(self) -> dict[str, Any]:
        lives = [self.rules.lives] * 2 if self.opts.lives else None
        return {"scores": [0, 0], "games": [0, 0], "lives": lives, "kip": None,
                "out": None, "winner": None, "onder_jan": False, "replay": False,
                "rounds": 0}  # fmt: skip

    def next_context(self, context: dict[str, Any], state: State) -> dict[str, Any]:
        ctx = {k: list(v) if isinstance(v, list) else v for k, v in context.items()}
        result = state.result()
        scores = [a + b for a, b in zip(ctx["scores"], result["points"], strict=True)]
        ctx["replay"] = False
        winner = result["uit"]
        if winner is None and max(scores) >= self.rules.target:
            if scores[0] == scores[1]:
                ctx["replay"] = True
                return ctx
            winner = int(scores[1] > scores[0])
        if winner is None:
            ctx["scores"], ctx["winner"] = scores, None
            return ctx
        loser = 1 - winner
        onder = scores[loser] < self.rules.onder_jan
        ctx.update(scores=scores, winner=winner, onder_jan=onder, rounds=ctx["rounds"] + 1)
        ctx["games"][winner] += 1 + onder
        if ctx["lives"] is not None:
            self._lose_lives(ctx, loser, 1 + onder)
        return ctx

    @staticmethod
    def _lose_lives(ctx: dict[str, Any], loser: int, lost: int) -> None:
        """Exactly zero lives: the first such player sits on the kip and plays on; below zero,
        or at zero once the kip is taken, he is out. The scores start again from 0."""
        left = ctx["lives"][loser] - lost
        ctx["lives"][loser] = left
        if left == 0 and ctx["kip"] is None:
            ctx["kip"] = loser
        elif left <= 0:
            ctx["out"] = loser
        if ctx["out"] is None:
            ctx["scores"] = [0, 0]

    def next_dealer(self, context: dict[str, Any], dealer: int) -> int:
        return dealer if context["replay"] else 1 - dealer

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        if context["lives"] is not None:
            return None if context["out"] is None else [1 - context["out"]]
        return None if context["winner"] is None else [context["winner"]]

    def standings(self, context: dict[str, Any]) -> list[float]:
        return [float(v) for v in (context["lives"] or context["scores"])]


class Vijfhonderden(JasGame):
    id = "vijfhonderden"


class Smousjas(JasGame):
    id = "smousjas"


class JasState(State):
    PUBLIC = ("trump", "turned", "trick", "last_trick", "won", "leader", "phase", "step",
              "stock_size", "announced", "shown", "meld_points", "end_tricks",
              "uit_by")  # fmt: skip
    DERIVED = ("last_trick", "shown", "pending", "turn_melds", "trick_melds")

    game: JasGame

    def __init__(self, game: JasGame, deck: list[Card], dealer: int, context: Any, chance: int):
        super().__init__(game, deck, dealer, context, chance)
        rules = self.rules = game.rules
        first = 1 - dealer
        self.hands = [[], []]
        it = iter(deck)
        for size in rules.packets:
            for seat in (first, dealer):
                self.hands[seat].extend(itertools.islice(it, size))
        self.turned: Card | None = next(it)
        self.stock = list(it)
        self.trump: Suit = self.turned.suit
        self.order = rules.orders[self.trump]
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.won: list[list[Card]] = [[], []]
        self.card_points = [0, 0]
        self.meld_points = [0, 0]
        self.first_tricks = [0, 0]  # tricks won while the stock lasted
        self.leader = first
        self.phase = 1
        self.end_tricks = 0  # tricks played in phase 2
        self.step = "play"  # play, reject, choose, over
        self.done: list[frozenset[tuple[Card, ...]]] = [frozenset(), frozenset()]
        self.seq_high: list[tuple[tuple[int, int], ...]] = [((0, -1),) * 4] * 2
        self.turn_melds: list[Meld] = []  # declared by the seat to move in this turn
        self.trick_melds: list[tuple[int, Meld]] = []  # declared in this trick, to show
        self.pending: list[Meld] = []  # the leader's carrés and sequences awaiting rejection
        self.reject_index = 0
        self.announced: list[str] = []
        self.shown: list[tuple[int, str, tuple[Card, ...], int, str]] = []
        self.uit_ok = False
        self.uit_by: int | None = None
        self.last_winner: int | None = None
        self.to_move = first

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def seven(self) -> Card:
        """The trump 7, which may be swapped for the face-up trump card."""
        return SEVENS[self.trump]

    def _hidden(self, seat: int) -> list[list[Card]]:
        return [self.hands[1 - seat], self.stock]

    # -- declaring -----------------------------------------------------------------------
    def may_declare(self) -> bool:
        return self.step == "play" and (self.phase == 1 or self.end_tricks == 0)

    def eligible(self, seat: int, meld: Meld) -> str | None:
        """Why ``seat`` may not declare ``meld`` now (a message key), or None."""
        if meld.cards in self.done[seat]:
            return "jas.already_declared"
        for other in self.turn_melds:
            if other == meld:
                return "jas.already_declared"
            if other.kind == meld.kind:
                if meld.kind == "seq" and other.suit is meld.suit:
                    return "jas.one_sequence_per_suit"
                if set(other.cards) & set(meld.cards):
                    return "jas.card_twice"
        if meld.kind == "seq" and (meld.size, meld.top) <= self.seq_high[seat][meld.suit]:
            return "jas.sequence_ascends"
        return None

    def declarable(self, seat: int, mariages_only: bool) -> list[Meld]:
        melds = find_melds(self.rules, self.hands[seat], self.trump, mariages_only)
        return [m for m in melds if self.eligible(seat, m) is None]

    def _mark_done(self, seat: int, meld: Meld) -> None:
        self.done[seat] = self.done[seat] | {meld.cards}
        if meld.kind == "seq":
            assert meld.suit is not None
            high = list(self.seq_high[seat])
            high[meld.suit] = max(high[meld.suit], (meld.size, meld.top))
            self.seq_high[seat] = tuple(high)

    def _score_meld(self, seat: int, meld: Meld, status: str, show: bool = True) -> None:
        self.meld_points[seat] += meld.value
        self._mark_done(seat, meld)
        if show:
            self.shown.append((seat, meld.kind, meld.cards, meld.value, status))

    def _show_trick_melds(self) -> None:
        """Lay open the melds of this trick: the cards still in hand become public."""
        for owner, meld in self.trick_melds:
            self.revealed.update(c for c in meld.cards if c in self.hands[owner])
            if not meld.rejectable:
                self.shown.append((owner, meld.kind, meld.cards, meld.value, "scored"))
            if meld.kind == "brok":
                self.note("jas.ev_show", seat=Seat(owner), cards=list(meld.cards))

    # -- moves ---------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return [] if self.to_move is None else self._moves(self.to_move)

    def _moves(self, seat: int) -> list[Move]:
        if self.step == "reject":
            target = self.pending[self.reject_index]
            return [ACCEPT] + [Move("reject", m.cards, area=AREA)
                               for m in self.declarable(seat, False)
                               if m.rejectable and beats(m, target, self.trump)]  # fmt: skip
        swap = self._swap_move(seat)
        if self.step == "choose":
            return [HIDDEN, TURNED, *swap]
        hand = self.hands[seat]
        cards = hand if self.phase == 1 or not self.trick else self._followers(hand)
        moves = [CARD_MOVES[c] for c in cards]
        if self.may_declare():
            for meld in self.declarable(seat, mariages_only=bool(self.trick)):
                moves.append(Move("declare", meld.cards, area=AREA))
        if self.uit_ok:
            moves.append(UIT)
        return moves + swap

    def _followers(self, hand: list[Card]) -> list[Card]:
        """The cards that may follow in phase 2: the ``JAS_END`` duties of
        ``rules.follow.legal_cards`` (follow suit; on a trump lead beat it if able; void:
        trump), computed directly because it runs on every move."""
        lead = self.trick[0][1]
        led = lead.suit
        same = [c for c in hand if c.suit is led]
        if not same:
            trumps = [c for c in hand if c.suit is self.trump]
            return trumps or hand
        if led is self.trump:
            info = self.order.info
            higher = [c for c in same if info(c)[1] > info(lead)[1]]
            return higher or same
        return same

    def _swap_move(self, seat: int) -> list[Move]:
        turned = self.turned
        if turned is None:
            return []
        seven = SEVENS[self.trump]
        if turned is seven or seven not in self.hands[seat]:
            return []
        if any(seven in meld.cards for meld in self.turn_melds):
            return []  # it was just declared in a meld: it stays in the hand until shown
        return [Move("swap", (seven, turned), area=AREA)]

    def find_move(self, move: Move | str) -> Move | None:
        """As ``State.find_move``, but the cards of a declaration or rejection may be named in
        any order."""
        if isinstance(move, Move):
            legal = self.moves()
            for m in legal:
                if m is move:
                    return m
        found = super().find_move(move)
        if found is not None or isinstance(move, str) and not move.strip():
            return found
        wanted = self._parse(normalize(move) if isinstance(move, str) else move)
        if wanted.kind not in ("declare", "reject"):
            return None
        canonical = Move(wanted.kind, tuple(sorted(wanted.cards, key=_meld_sort)))
        return super().find_move(canonical)

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        kind = move.kind
        if kind == "card":
            self._play_card(seat, move.card)
        elif kind == "declare":
            self._declare(seat, self.rules.by_cards[move.cards])
        elif kind == "reject":
            self._reject(seat, self.rules.by_cards[move.cards])
        elif kind == "accept":
            self._accept()
        elif kind == "swap":
            self._swap(seat)
        elif kind in ("hidden", "turned"):
            self._choose(seat, kind)
        elif kind == "uit":
            self._uit(seat)

    def _declare(self, seat: int, meld: Meld) -> None:
        self.turn_melds.append(meld)
        self.trick_melds.append((seat, meld))
        if meld.kind in ("stuk", "dubbel"):
            self.revealed.update(meld.cards)
        self.note(f"jas.ev_declare_{meld.kind}", seat=Seat(seat), cards=list(meld.cards),
                  n=meld.size, value=meld.value)  # fmt: skip
        if meld.rejectable:
            self.pending.append(meld)
            return
        standing = self.context["scores"][seat] + self.meld_points[seat]
        self._score_meld(seat, meld, "scored", show=False)
        if meld.kind == "stuk" and standing >= self.rules.uit:
            self.uit_ok = True

    def _play_card(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.revealed.discard(card)
        self.trick.append((seat, card))
        self.turn_melds = []
        self.uit_ok = False
        if len(self.trick) == 1:
            self.announced = [m.code() for m in self.pending]
            self.to_move = 1 - seat
            return
        self._show_trick_melds()
        if self.pending:
            self.step = "reject"
            self.reject_index = 0
            return
        self._finish_trick()

    def _accept(self) -> None:
        meld = self.pending[self.reject_index]
        self._score_meld(self.leader, meld, "scored")
        self.note("jas.ev_scored", seat=Seat(self.leader), cards=list(meld.cards),
                  value=meld.value)  # fmt: skip
        self._next_rejection()

    def _reject(self, seat: int, meld: Meld) -> None:
        target = self.pending[self.reject_index]
        self.shown.append((self.leader, target.kind, target.cards, 0, "rejected"))
        self._score_meld(seat, meld, "rejecting")
        self.turn_melds.append(meld)
        self.revealed.update(meld.cards)
        self.note("jas.ev_rejected", seat=Seat(seat), other=Seat(self.leader),
                  cards=list(meld.cards), theirs=list(target.cards), value=meld.value)  # fmt: skip
        self._next_rejection()

    def _next_rejection(self) -> None:
        self.reject_index += 1
        if self.reject_index == len(self.pending):
            self.turn_melds = []
            self._finish_trick()

    def _finish_trick(self) -> None:
        (s0, c0), (s1, c1) = self.trick
        winner = (s0, s1)[self.order.winner((c0, c1))]
        points = self.rules.points[self.trump]
        gained = points[c0] + points[c1]
        self.won[winner] += [c0, c1]
        self.card_points[winner] += gained
        self.note("jas.ev_trick", seat=Seat(winner), points=gained)
        self.last_trick, self.trick = self.trick, []
        self.pending, self.trick_melds, self.announced = [], [], []
        self.step = "play"
        self.leader = self.to_move = winner
        if self.phase == 2:
            self.end_tricks += 1
            if not self.hands[winner]:
                self.last_winner = winner
                self.card_points[winner] += self.rules.last_trick
                self.note("jas.ev_last", seat=Seat(winner), bonus=self.rules.last_trick)
                self._end()
            return
        self.first_tricks[winner] += 1
        if len(self.stock) == 1:
            self.step = "choose"
            return
        self.hands[winner].append(self.stock.pop(0))
        self.hands[1 - winner].append(self.stock.pop(0))

    def _swap(self, seat: int) -> None:
        hand = self.hands[seat]
        assert self.turned is not None
        hand[hand.index(self.seven)] = self.turned
        self.revealed.add(self.turned)
        self.note("jas.ev_swap", seat=Seat(seat), card=self.turned)
        self.turned = self.seven

    def _choose(self, seat: int, kind: str) -> None:
        hidden, turned = self.stock.pop(), self.turned
        assert turned is not None
        mine, theirs = (hidden, turned) if kind == "hidden" else (turned, hidden)
        self.hands[seat].append(mine)
        self.hands[1 - seat].append(theirs)
        self.revealed.update((hidden, turned))
        self.turned = None
        self.phase = 2
        self.step = "play"
        self.note(f"jas.ev_choose_{kind}", seat=Seat(seat), other=Seat(1 - seat),
                  hidden=hidden, turned=turned)  # fmt: skip

    def _uit(self, seat: int) -> None:
        self.uit_by = seat
        self._show_trick_melds()
        standing = self.context["scores"][seat] + self.meld_points[seat]
        self.note("jas.ev_uit", seat=Seat(seat), score=standing)
        self._end()

    def _end(self) -> None:
        self.step = "over"
        self.to_move = None

    # -- refusals --------------------------------------------------------------------------
    def _explain(self, move: Move, lang: str) -> str:
        seat = self.to_move
        assert seat is not None
        kind = move.kind
        if self.step == "reject" and kind not in ("reject", "accept"):
            return t("jas.decide_rejection", lang, seat=Seat(self.leader))
        if self.step == "choose" and kind not in ("hidden", "turned", "swap"):
            return t("jas.must_choose", lang)
        missing = [c for c in move.cards if c not in self.hands[seat]]
        if kind == "card" and len(move.cards) == 1:
            if missing:
                return t("jas.not_in_hand", lang, card=move.card)
            _, refused = legal_cards(self.hands[seat], [c for _, c in self.trick], self.order,
                                     JAS_END)  # fmt: skip
            reason = refused.get(move.card)
            if reason is not None and self.phase == 2:
                return t(reason.key, lang, **reason.params)
        if kind in ("declare", "reject"):
            return self._explain_meld(seat, move, missing, lang)
        if kind == "accept" or kind in ("hidden", "turned"):
            return t("jas.not_now", lang)
        if kind == "swap":
            return t("jas.no_swap", lang, card=self.seven)
        if kind == "uit":
            return t("jas.no_uit", lang, uit=self.rules.uit)
        return super()._explain(move, lang)

    def _explain_meld(self, seat: int, move: Move, missing: list[Card], lang: str) -> str:
        meld = self.rules.by_cards.get(tuple(sorted(move.cards, key=_meld_sort)))
        if meld is None or meld.kind == "stuk" and meld.suit is not self.trump:
            return t("jas.not_a_meld", lang, cards=list(move.cards))
        if missing:
            return t("jas.not_in_hand", lang, card=missing[0])
        if move.kind == "reject":
            if self.step != "reject":
                return t("jas.nothing_to_reject", lang)
            if not meld.rejectable:
                return t("jas.mariage_not_rejecting", lang)
            reason = self.eligible(seat, meld)
            if reason:
                return t(reason, lang)
            return t("jas.not_higher", lang, cards=list(self.pending[self.reject_index].cards))
        if not self.may_declare():
            return t("jas.no_declaring_now", lang)
        if meld.rejectable and self.trick:
            return t("jas.only_leader", lang)
        reason = self.eligible(seat, meld)
        return t(reason or "jas.not_now", lang)

    # -- outcome ---------------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        totals = [self.card_points[s] + self.meld_points[s] for s in (0, 1)]
        return {
            "points": totals,
            "card_points": list(self.card_points),
            "meld_points": list(self.meld_points),
            "tricks": [len(w) // 2 for w in self.won],
            "first_part_tricks": list(self.first_tricks),
            "last_trick": self.last_winner,
            "uit": self.uit_by,
            "melds": sum(1 for s in self.shown if s[4] != "rejected"),
            "rejections": sum(1 for s in self.shown if s[4] == "rejected"),
        }

    def summary(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        if not self.is_over:
            return t("core.not_over", lang)
        lines = []
        if self.uit_by is not None:
            lines.append(t("jas.sum_uit", lang, seat=Seat(self.uit_by)))
        for s in (0, 1):
            lines.append(t("jas.sum_seat", lang, seat=Seat(s), cards=self.card_points[s],
                           melds=self.meld_points[s],
                           total=self.card_points[s] + self.meld_points[s]))  # fmt: skip
        if self.last_winner is not None:
            lines.append(t("jas.sum_last", lang, seat=Seat(self.last_winner),
                           bonus=self.rules.last_trick))  # fmt: skip
        ctx = self.context
        scores = [ctx["scores"][s] + self.card_points[s] + self.meld_points[s] for s in (0, 1)]
        lines.append(t("jas.sum_standing", lang, a=scores[0], b=scores[1],
                       target=self.rules.target))  # fmt: skip
        return "\n".join(lines)

    def announcement(self, lang: str) -> str:
        """The leader's announced melds in words: ``3 op de vrouw, carré``."""
        return ", ".join(_announce(code, lang) for code in self.announced)

    def layout(self, seat: int, lang: str) -> Layout:
        scores = [t("jas.score", lang, total=self.context["scores"][s] + self.meld_points[s],
                    melds=self.meld_points[s]) for s in (0, 1)]  # fmt: skip
        piles = [(t("jas.stock", lang), None, len(self.stock))]
        piles += [(t("jas.won", lang, seat=Seat(s)), None, len(self.won[s])) for s in (0, 1)]
        return Layout(
            hand=sorted(self.hands[seat], key=lambda c: (c.suit, self.order.info(c)[1])),
            counts=[len(h) for h in self.hands],
            trick=list(self.trick),
            last_trick=list(self.last_trick),
            trump=self.turned,
            trump_text=t("jas.trump_is", lang, suit=self.trump),
            piles=piles,
            scores=scores,
            status=self._status(lang),
        )

    def _status(self, lang: str) -> str:
        if self.is_over:
            return t("jas.status_over", lang)
        seat = Seat(self.to_move or 0)
        if self.step == "reject":
            return t("jas.status_reject", lang, seat=seat,
                     cards=list(self.pending[self.reject_index].cards))  # fmt: skip
        if self.step == "choose":
            return t("jas.status_choose", lang, seat=seat)
        key = "jas.status_phase1" if self.phase == 1 else "jas.status_phase2"
        text = t(key, lang, seat=seat)
        if self.announced:
            text += " " + t("jas.status_announced", lang, seat=Seat(self.leader),
                            melds=self.announcement(lang))  # fmt: skip
        return text


def _announce(code: str, lang: str) -> str:
    if code.startswith("seq"):
        size, top = code[3:].split("-")
        return t("jas.announce_seq", lang, n=size, top=t(f"jas.top_{top}", lang))
    return t(f"jas.announce_{code}", lang)


def _meld_sort(card: Card) -> tuple[int, int]:
    """The order in which a meld lists its cards: high to low, then by suit."""
    return (-SEQ_PLACE[card.rank], card.suit)
