"""The Bezique family (Dutch rule text, seed 002; readings: RULINGS.md, Bezique family).

One engine plays five games: ``bezique``, ``fildinski``, ``rubicon``, ``marjolet`` and
``binage``. Everything in which they differ (packs, hand size, meld table, melds per trick, where
melds come from, reuse of melded cards, melding in the end phase, bonuses, how trumps are fixed,
the target) is read from ``data/<id>.toml``; the options below are the alternative readings of
RULINGS.md and the variants of the rule text.

Two players; piquet order A 10 K Q J 9 8 7. The non-dealer leads. While the stock lasts any card
may be played; the trick winner may meld, then draws first. Once the stock (and the turned card)
is gone, the end phase is strict: follow suit and beat the lead if able, else trump if able.
Physical copies of the multi-pack games are different cards: ``Q♠`` and ``Q♠'``.

Deal order of a stacked deck (top card first): the packets of ``packets`` (for instance 3-2-3)
go alternately to the non-dealer and the dealer, non-dealer first; the next card is turned for
trumps (not in Rubicon); the rest is the stock, drawn from the top, and the turned card is drawn
last. ``game.stack(first, second, turned, stock)`` builds such a deck.

Move notation:

- a card, ``A♥`` or ``Q♠'``: play it;
- a meld: its keyword and its cards, ``bezique J♦ Q♠``, ``marriage K♣ Q♣``, ``royal K♥ Q♥``
  (trump marriage, "stuk"), ``sequence A♥ 10♥ K♥ Q♥ J♥`` (trumps), ``suit_sequence …``
  (another suit), ``aces``/``tens``/``kings``/``queens``/``jacks`` and four cards,
  ``double_bezique``, ``triple_bezique``, ``quadruple_bezique``, ``trump_marjolet J♥ Q♥``,
  ``marjolet J♥ Q♠``; ``meld`` and the cards (in any order) finds the meld they form;
- ``dix 7♥``: exchange a trump seven for the turned card;
- ``draw``: end the melding after a won trick and draw from the stock.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Any

from kaartlib.cards import STANDARD_SUITS, Card, Rank, Suit, parse_cards, piquet_deck
from kaartlib.core import Game, Layout, Move, State, normalize, option
from kaartlib.i18n import Seat, t
from kaartlib.rules.follow import BEZIQUE_END, legal_cards
from kaartlib.rules.tricks import BEZIQUE_ORDER, TrickOrder
from kaartlib.tables import table

AREA = "bezique_family"
IDS = ("bezique", "fildinski", "rubicon", "marjolet", "binage")
SEQUENCE_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
FOURS = {"aces": Rank.ACE, "tens": Rank.TEN, "kings": Rank.KING, "queens": Rank.QUEEN,
         "jacks": Rank.JACK}  # fmt: skip
BEZIQUES = {"bezique": 1, "double_bezique": 2, "triple_bezique": 3, "quadruple_bezique": 4}
KINDS = ("sequence", "suit_sequence", "aces", "tens", "kings", "queens", "jacks", "royal",
         "marriage", "trump_marjolet", "marjolet", *BEZIQUES)  # fmt: skip
COURTS = frozenset((Rank.KING, Rank.QUEEN, Rank.JACK))
BRISQUES = frozenset((Rank.ACE, Rank.TEN))
PARTNER = {Suit.DIAMONDS: Suit.SPADES, Suit.SPADES: Suit.DIAMONDS, Suit.CLUBS: Suit.HEARTS,
           Suit.HEARTS: Suit.CLUBS}  # fmt: skip
CATEGORIES = ("brisques", "melds", "sevens", "last_trick", "bonus")
BRISQUE, MELD, SEVEN, LAST, BONUS = range(5)
ORDERS = {s: TrickOrder(s, BEZIQUE_ORDER) for s in (*STANDARD_SUITS, None)}
_EMPTY: tuple[Card, ...] = ()
_CARD_MOVES: dict[int, Move] = {}  # keyed by Card._id: ints hash fast


def card_move(card: Card) -> Move:
    """The (shared, immutable) move that plays ``card``."""
    move = _CARD_MOVES.get(card._id)
    if move is None:
        move = _CARD_MOVES[card._id] = Move("card", (card,))
    return move


for _card in piquet_deck(4):
    card_move(_card)


@dataclass(frozen=True)
class Rules:
    """The rules of one game of the family: its data table with the chosen options applied."""

    game: str
    packs: int
    hand: int
    packets: tuple[int, ...]
    trump_by_meld: bool
    melds_per_trick: int
    meld_from: str
    reuse: str
    refill: bool
    share_in_turn: bool
    end_melding: bool
    target: int
    points: dict[str, int]
    melds: dict[str, int]
    standard: dict[str, int]
    bezique_pair: str = "fixed"
    marias_jack: bool = False
    sequence_fixes_trump: bool = False
    trump_seven_stock_only: bool = False
    last_card_to: str = "loser"
    standard_bonuses: bool = False
    plans: dict[Suit | None, list[tuple[Any, ...]]] = field(
        default_factory=dict, compare=False, repr=False)  # find_melds' lookups per trump suit

    @classmethod
    def of(cls, game_id: str, opts: Any) -> Rules:
        data = table(game_id)
        options = {k: getattr(opts, k) for k in ("bezique_pair", "marias_jack",
                   "sequence_fixes_trump", "trump_seven_stock_only", "last_card_to",
                   "standard_bonuses") if hasattr(opts, k)}  # fmt: skip
        return cls(
            game=game_id, packs=data["packs"], hand=data["hand"],
            packets=tuple(data["packets"]), trump_by_meld=data["trump"] == "marriage",
            melds_per_trick=data["melds_per_trick"], meld_from=data["meld_from"],
            reuse=data["reuse"], refill=data["refill"], share_in_turn=data["share_in_turn"],
            end_melding=getattr(opts, "end_melding", data["end_melding"]),
            target=data["target"], points=dict(data["points"]), melds=dict(data["melds"]),
            standard=dict(data.get("standard", {})), **options,
        )  # fmt: skip

    def bezique_pairs(self, trump: Suit | None) -> list[tuple[Suit, Suit, Suit | None]]:
        """The bezique pairs as (jack's suit, queen's suit, suit it makes trumps or None)."""
        if self.bezique_pair == "klaverjas" and trump in (Suit.DIAMONDS, Suit.SPADES):
            return [(Suit.CLUBS, Suit.HEARTS, None)]
        if self.bezique_pair == "trump":
            if trump is not None:
                return [(PARTNER[trump], trump, None)]
            return [(PARTNER[s], s, s) for s in STANDARD_SUITS]
        return [(Suit.DIAMONDS, Suit.SPADES, None)]

    def plan(self, trump: Suit | None) -> list[tuple[Any, ...]]:
        """The meld table as lookups for ``find_melds`` (computed once per trump suit)."""
        found = self.plans.get(trump)
        if found is None:
            found = self.plans[trump] = _plan(self, trump)
        return found


def settle(raw: list[int], brisques: list[int], s: dict[str, int]) -> tuple[list[int], bool]:
    """Rubicon's usual settlement of a deal (option ``standard_bonuses``), from the totals
    ``raw`` and the brisques each player took: the winner scores 500 plus the difference, the
    totals rounded down to hundreds unless that would decide nothing; a loser under 1000 is
    rubiconed and the winner scores 1000, both totals and 320 for the brisques. Brisques count
    only to break a tie or to escape the rubicon. Returns the points and whether it was a
    rubicon."""
    with_brisques = [p + s["brisque"] * b for p, b in zip(raw, brisques, strict=True)]
    totals = list(raw) if raw[0] != raw[1] else with_brisques
    if totals[0] == totals[1]:
        return [0, 0], False
    w = 0 if totals[0] > totals[1] else 1
    lo = 1 - w
    rounded = [p - p % s["round"] for p in totals]
    if rounded[w] == rounded[lo]:
        rounded = totals
    points = [0, 0]
    rubiconed = with_brisques[lo] < s["rubicon"]
    if rubiconed:
        points[w] = s["rubicon_game"] + rounded[w] + rounded[lo] + s["all_brisques"]
    else:
        points[w] = s["game"] + rounded[w] - rounded[lo]
    return points, rubiconed


def _key(rank: int, suit: Suit) -> int:
    """A face as a number: ``Card._id % 160`` (the copy left out)."""
    return int(suit) * 32 + int(rank)


def _plan(rules: Rules, trump: Suit | None) -> list[tuple[Any, ...]]:
    """The meld table as lookups: ("slots", kind, fixes, faces) takes one card of each face,
    ("four", kind, rank) four of a rank, ("multi", kind, fixes, jack, queen, n) n of each."""
    melds = rules.melds
    open_trump = trump is None and rules.trump_by_meld
    plan: list[tuple[Any, ...]] = []

    def slots(kind: str, suit: Suit, ranks: tuple[int, ...], fixes: Suit | None) -> None:
        plan.append(("slots", kind, fixes, tuple(_key(r, suit) for r in ranks)))

    if "sequence" in melds:
        if trump is not None:
            slots("sequence", trump, SEQUENCE_RANKS, None)
        elif open_trump and rules.sequence_fixes_trump:
            for s in STANDARD_SUITS:
                slots("sequence", s, SEQUENCE_RANKS, s)
    if "suit_sequence" in melds and not (open_trump and rules.sequence_fixes_trump):
        for s in STANDARD_SUITS:
            if s is not trump:
                slots("suit_sequence", s, SEQUENCE_RANKS, None)
    plan.extend(("four", kind, int(rank)) for kind, rank in FOURS.items() if kind in melds)
    if "royal" in melds:
        for s in (trump,) if trump is not None else STANDARD_SUITS if open_trump else ():
            slots("royal", s, (Rank.KING, Rank.QUEEN), None if trump else s)
    if "marriage" in melds and not open_trump:
        low = Rank.JACK if rules.marias_jack else Rank.KING
        for s in STANDARD_SUITS:
            if s is not trump:
                slots("marriage", s, (low, Rank.QUEEN), None)
    if trump is not None:
        for s in STANDARD_SUITS:
            kind = "trump_marjolet" if s is trump else "marjolet"
            if kind in melds:
                plan.append(("slots", kind, None, (_key(Rank.JACK, trump), _key(Rank.QUEEN, s))))
    for jack_suit, queen_suit, fixes in rules.bezique_pairs(trump):
        for kind, n in BEZIQUES.items():
            if kind in melds:
                plan.append(("multi", kind, fixes, _key(Rank.JACK, jack_suit),
                             _key(Rank.QUEEN, queen_suit), n))  # fmt: skip
    return plan


def find_melds(cards: list[Card], trump: Suit | None, rules: Rules
               ) -> list[tuple[str, tuple[Card, ...], Suit | None]]:  # fmt: skip
    """Every meld of the game among ``cards``: (kind, cards, the suit it makes trumps or None).

    Each physical card set appears once, its cards in a fixed order (so notation is stable)."""
    plan = rules.plan(trump)
    faces: dict[int, list[Card]] = {}
    ranks: dict[int, int] = {}
    for c in cards:
        key = c._id % 160
        found = faces.get(key)
        if found is None:
            faces[key] = [c]
        else:
            found.append(c)
            found.sort()
        rank = key % 32
        ranks[rank] = ranks.get(rank, 0) + 1
    out: list[tuple[str, tuple[Card, ...], Suit | None]] = []
    for entry in plan:
        tag, kind = entry[0], entry[1]
        if tag == "slots":
            lists = []
            for key in entry[3]:
                found = faces.get(key)
                if found is None:
                    break
                lists.append(found)
            else:
                fixes = entry[2]
                out.extend((kind, combo, fixes) for combo in product(*lists))
        elif tag == "four":
            rank = entry[2]
            if ranks.get(rank, 0) >= 4:
                same = sorted(c for c in cards if c._id % 32 == rank)
                out.extend((kind, combo, None) for combo in combinations(same, 4))
        else:
            _, _, fixes, jack, queen, n = entry
            jacks, queens = faces.get(jack, _EMPTY), faces.get(queen, _EMPTY)
            if len(jacks) >= n and len(queens) >= n:
                out.extend((kind, js + qs, fixes) for js in combinations(jacks, n)
                           for qs in combinations(queens, n))  # fmt: skip
    return out


def recognize(cards: list[Card], trump: Suit | None, rules: Rules) -> str | None:
    """The kind of meld these exact cards form in this game, or None."""
    if len(set(cards)) != len(cards):
        return None
    wanted = frozenset(cards)
    for kind, combo, _ in find_melds(cards, trump, rules):
        if frozenset(combo) == wanted:
            return kind
    return None


@dataclass(frozen=True)
class BeziqueOptions:
    bezique_pair: str = option("fixed", "fixed", "klaverjas")  # J♣ + Q♥ when ♦ or ♠ is trumps
    trump_seven_stock_only: bool = False  # the played trump seven scores only while stock lasts


@dataclass(frozen=True)
class FildinskiOptions:
    bezique_pair: str = option("fixed", "fixed", "klaverjas")
    trump_seven_stock_only: bool = False


@dataclass(frozen=True)
class RubiconOptions:
    bezique_pair: str = option("fixed", "fixed", "trump")  # trump queen + jack of its partner
    sequence_fixes_trump: bool = False  # a sequence declared before any marriage fixes trumps
    standard_bonuses: bool = False  # the usual settlement: 500 for game, the rubicon, brisques


@dataclass(frozen=True)
class MarjoletOptions:
    end_melding: bool = True  # melding goes on in the end phase
    marias_jack: bool = False  # a marias is jack and queen of a plain suit instead of king-queen
    last_card_to: str = option("loser", "loser", "winner")  # who gets the 10 for the last card
    trump_seven_stock_only: bool = False


@dataclass(frozen=True)
class BinageOptions:
    trump_seven_stock_only: bool = False


class BeziqueFamily(Game):
    """One game of the Bezique family; the subclasses only name the game and its options."""

    lang_default = "nl"
    min_players = 2
    max_players = 2
    default_players = 2
    rules: Rules

    def __init__(self, players: int | None = None, lang: str | None = None, **options: Any):
        super().__init__(players, lang, **options)
        self.rules = Rules.of(self.id, self.opts)

    def new_deck(self) -> list[Card]:
        return piquet_deck(self.rules.packs)

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> BeziqueState:
        return BeziqueState(self, deck, dealer, context, chance)

    def rule_of_thumb(self, **params: Any) -> Any:
        from kaartlib.strategy.bezique import BeziquePlayer

        return BeziquePlayer(**params)

    def utility(self, state: State, seat: int) -> float:
        """The deal's points for ``seat`` minus the opponent's."""
        points = state.result()["points"]
        return float(points[seat] - points[1 - seat])

    def meld_name(self, kind: str, lang: str | None = None) -> str:
        return t(f"{self.id}.meld_{kind}", lang or self.lang)

    # -- a stacked deck ----------------------------------------------------------------------
    def stack(
        self,
        first: str | list[Card] = "",
        second: str | list[Card] = "",
        turned: str | Card | None = None,
        stock: str | list[Card] = "",
    ) -> list[Card]:
        """A deck (top card first) dealing ``first`` to the non-dealer (who leads) and
        ``second`` to the dealer, turning ``turned`` and putting ``stock`` on top of the stock.

        Hands given short are filled up, and the rest of the pack follows, in pack order. A
        card named twice becomes its next physical copy (``Q♠ Q♠`` is ``Q♠ Q♠'``)."""
        pool = self.new_deck()
        free = dict.fromkeys(pool)

        def take(cards: str | list[Card] | Card | None) -> list[Card]:
            if cards is None:
                return []
            given = [cards] if isinstance(cards, Card) else (
                parse_cards(cards) if isinstance(cards, str) else list(cards))  # fmt: skip
            out = []
            for card in given:
                if card not in free:
                    card = next((c for c in free if c.face is card.face), card)
                if card not in free:
                    raise ValueError(f"{card} is not left in the pack for this stacked deal")
                del free[card]
                out.append(card)
            return out

        hands = [take(first), take(second)]
        turn = take(turned)
        top = take(stock)
        size = self.rules.hand
        for h in hands:
            if len(h) > size:
                raise ValueError(f"a hand holds {size} cards, not {len(h)}")
        rest = list(free)
        for h in hands:
            while len(h) < size:
                h.append(rest.pop(0))
        if self.rules.trump_by_meld and turn:
            raise ValueError(f"{self.id} turns no card for trumps")
        if not self.rules.trump_by_meld and not turn:
            turn = [rest.pop(0)]
        deck: list[Card] = []
        at = 0
        for k in self.rules.packets:
            deck += hands[0][at:at + k] + hands[1][at:at + k]
            at += k
        return deck + turn + top + rest

    # -- a whole game ------------------------------------------------------------------------
    def initial_context(self) -> dict[str, Any]:
        return {"scores": [0, 0], "deals": 0}

    def next_context(self, context: dict[str, Any], state: State) -> dict[str, Any]:
        points = state.result()["points"]
        return {"scores": [a + b for a, b in zip(context["scores"], points, strict=True)],
                "deals": context["deals"] + 1}  # fmt: skip

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        """The first to the target at the end of a deal wins (both there: the higher; equal:
        another deal). Rubicon: one deal is the game; equal totals share it."""
        a, b = context["scores"]
        target = self.rules.target
        if target <= 0:
            if context["deals"] == 0:
                return None
            return [0] if a > b else [1] if b > a else [0, 1]
        if max(a, b) < target or a == b:
            return None
        return [0] if a > b else [1]

    def standings(self, context: dict[str, Any]) -> list[float]:
        return [float(s) for s in context["scores"]]


class Bezique(BeziqueFamily):
    id = "bezique"
    Options = BeziqueOptions


class Fildinski(BeziqueFamily):
    id = "fildinski"
    Options = FildinskiOptions


class Rubicon(BeziqueFamily):
    id = "rubicon"
    Options = RubiconOptions


class Marjolet(BeziqueFamily):
    id = "marjolet"
    Options = MarjoletOptions


class Binage(BeziqueFamily):
    id = "binage"
    Options = BinageOptions


class BeziqueState(State):
    """A deal of one of the family's games."""

    PUBLIC = ("trump", "turned", "stock_size", "trick", "leader", "won", "shown", "melds",
              "scores", "last_trick", "meld_turn", "stock_phase", "tricks")  # fmt: skip
    DERIVED = ("shown", "melds", "last_trick", "used_turn")

    game: BeziqueFamily

    def __init__(self, game: BeziqueFamily, deck: list[Card], dealer: int, context: Any,
                 chance: int):  # fmt: skip
        super().__init__(game, deck, dealer, context, chance)
        r = self.rules = game.rules
        first = 1 - dealer
        self.hands = [[], []]
        at = 0
        for k in r.packets:
            self.hands[first] += deck[at:at + k]
            self.hands[dealer] += deck[at + k:at + 2 * k]
            at += 2 * k
        self.turned: Card | None = None
        self.trump: Suit | None = None
        if not r.trump_by_meld:
            self.turned = deck[at]
            self.trump = self.turned.suit
            at += 1
        self.stock = deck[at:][::-1]  # stored bottom first: pop() draws the top card
        self.order = ORDERS[self.trump]
        self.trick: list[Card] = []
        self.leader = first
        self.won: list[list[Card]] = [[], []]
        self.shown: list[list[Card]] = [[], []]
        self.tally = [[0] * len(CATEGORIES), [0] * len(CATEGORIES)]
        self.tricks = [0, 0]
        self.end_tricks = [0, 0]
        self.brisque_count = [0, 0]
        self.melds: list[tuple[int, str, tuple[Card, ...], int]] = []
        self.melded_sets: set[frozenset[Card]] = set()
        self.card_melds: dict[Card, tuple[tuple[str, int, int], ...]] = {}
        self.broken: set[int] = set()
        self.seven_scored: set[Card] = set()
        self.carte_blanche = [False, False]
        self.last_trick: list[tuple[int, Card]] = []
        self.meld_turn = False
        self.melds_this_turn = 0
        self.used_turn: list[Card] = []
        self.dix_done = False
        self._moves: list[Move] | None = None
        self.to_move = first
        self._opening()

    def _opening(self) -> None:
        r, pts = self.rules, self.rules.points
        turned = self.turned
        if turned is not None and turned.rank == Rank.SEVEN and pts["turned_seven"]:
            self.seven_scored.add(turned)
            self._score(self.dealer, SEVEN, pts["turned_seven"])
            self.note(f"{AREA}.turned_seven", seat=Seat(self.dealer), points=pts["turned_seven"])
        if pts["carte_blanche"]:
            for s in (1 - self.dealer, self.dealer):
                if not any(c.rank in COURTS for c in self.hands[s]):
                    self.carte_blanche[s] = True
                    self.revealed.update(self.hands[s])
                    self._score(s, BONUS, pts["carte_blanche"])
                    self.note(f"{AREA}.carte_blanche", seat=Seat(s), cards=list(self.hands[s]),
                              points=pts["carte_blanche"])  # fmt: skip
        if r.trump_by_meld:
            self.note(f"{AREA}.no_trump_yet")

    # -- public state --------------------------------------------------------------------------
    @property
    def stock_size(self) -> int:
        return len(self.stock) + (self.turned is not None)

    @property
    def stock_phase(self) -> bool:
        """True while cards are left to draw (the stock or the turned card)."""
        return bool(self.stock) or self.turned is not None

    @property
    def scores(self) -> list[int]:
        return [sum(t) for t in self.tally]

    def _score(self, seat: int, category: int, points: int) -> None:
        self.tally[seat][category] += points

    # -- moves ---------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            self._moves = self._compute_moves()
        return list(self._moves)

    def _compute_moves(self) -> list[Move]:
        seat = self.to_move
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.meld_turn:
            moves = self._meld_moves(seat) + self._dix_moves(seat)
            if self.stock_phase:
                moves.append(Move("draw", area=self.game.id))
                return moves
            return moves + [_CARD_MOVES[c._id] for c in hand]
        if not self.trick or self.stock_phase:
            return [_CARD_MOVES[c._id] for c in hand]
        cards, _ = legal_cards(hand, self.trick, self.order, BEZIQUE_END)
        return [_CARD_MOVES[c._id] for c in cards]

    def _meld_moves(self, seat: int) -> list[Move]:
        r = self.rules
        if r.melds_per_trick and self.melds_this_turn >= r.melds_per_trick:
            return []
        source = self.hands[seat] if r.meld_from == "hand" else self.won[seat]
        area = self.game.id
        return [Move(kind, combo, area=area)
                for kind, combo, _ in find_melds(source, self.trump, r)
                if self._meld_refusal(kind, combo) is None]  # fmt: skip

    def _meld_refusal(self, kind: str, cards: tuple[Card, ...]
                      ) -> tuple[str, dict[str, Any]] | None:  # fmt: skip
        """Why this meld (its cards known to form ``kind`` and to be the melder's) is refused
        now, as a message key and parameters; None when it may be declared."""
        r = self.rules
        if r.melds_per_trick and self.melds_this_turn >= r.melds_per_trick:
            return "one_per_trick", {"n": r.melds_per_trick}
        if frozenset(cards) in self.melded_sets:
            return "already_melded", {}
        if r.meld_from == "won" and not any(c is d for c in cards for _, d in self.last_trick):
            return "no_trick_card", {}
        if not r.share_in_turn:
            for c in cards:
                if c in self.used_turn:
                    return "used_this_turn", {"card": c}
        if r.reuse == "higher" and self.card_melds:
            value = r.melds[kind]
            for c in cards:
                for old_kind, old_value, index in self.card_melds.get(c, ()):
                    if old_value > value:
                        return "reuse_lower", {"card": c, "old": old_value, "new": value}
                    if old_kind == kind and not (r.refill and index in self.broken):
                        return ("refill_needed" if r.refill else "reuse_same_kind"), {"card": c}
        return None

    def _dix_moves(self, seat: int) -> list[Move]:
        if not self.rules.points["dix"] or self.dix_done or self.turned is None:
            return []
        trump = self.trump
        return [Move("dix", (c,), area=self.game.id) for c in self.hands[seat]
                if c.rank == Rank.SEVEN and c.suit is trump]  # fmt: skip

    def find_move(self, move: Move | str | Card) -> Move | None:
        """The legal move matching ``move`` (a card stands for playing it); a meld also matches
        by its set of cards, and ``meld`` followed by cards finds the meld those cards form."""
        legal = self.legal_moves()
        if isinstance(move, Card):
            move = card_move(move)
        if isinstance(move, Move):
            for m in legal:
                if m is move:
                    return m
            if move in legal:
                return move
            wanted = move
        else:
            text = normalize(move)
            for m in legal:
                if normalize(str(m)) == text:
                    return m
            wanted = self._parse(move)
        if wanted.kind == "meld" or wanted.kind in KINDS:
            cards = frozenset(wanted.cards)
            for m in legal:
                if m.kind in KINDS and frozenset(m.cards) == cards and (
                    wanted.kind in ("meld", m.kind)
                ):
                    return m
        return None

    def _parse(self, move: Move | str | Card) -> Move:
        return card_move(move) if isinstance(move, Card) else super()._parse(move)

    # -- carrying out moves --------------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        self._moves = None
        seat = self.to_move
        assert seat is not None
        kind = move.kind
        if kind == "card":
            self._play(seat, move.cards[0])
        elif kind == "draw":
            self._draw()
        elif kind == "dix":
            self._dix(seat, move.cards[0])
        else:
            self._meld(seat, kind, move.cards)

    def _play(self, seat: int, card: Card) -> None:
        self.meld_turn = False
        self.hands[seat].remove(card)
        shown = self.shown[seat]
        if shown and card in shown:
            shown.remove(card)
        if self.rules.refill and card in self.card_melds:
            self.broken.update(index for _, _, index in self.card_melds[card])
        if card.rank == Rank.SEVEN and card.suit is self.trump:
            self._trump_seven(seat, card)
        trick = self.trick
        trick.append(card)
        if len(trick) == 1:
            self.to_move = 1 - seat
        else:
            self._finish_trick()

    def _trump_seven(self, seat: int, card: Card) -> None:
        r = self.rules
        points = r.points["trump_seven"]
        if not points or (r.trump_seven_stock_only and not self.stock_phase):
            return
        if r.points["trump_seven_once"]:
            if card in self.seven_scored:
                return
            self.seven_scored.add(card)
        self._score(seat, SEVEN, points)
        self.note(f"{AREA}.trump_seven", seat=Seat(seat), points=points)

    def _finish_trick(self) -> None:
        trick, leader = self.trick, self.leader
        w = leader if self.order.winner(trick) == 0 else 1 - leader
        self.won[w] += trick
        self.last_trick = [(leader, trick[0]), (1 - leader, trick[1])]
        self.trick = []
        self.tricks[w] += 1
        self.leader = w
        self.note(f"{AREA}.trick_won", seat=Seat(w), cards=list(trick))
        brisques = (trick[0].rank in BRISQUES) + (trick[1].rank in BRISQUES)
        if brisques:
            self.brisque_count[w] += brisques
            points = brisques * self.rules.points["brisque"]
            if points:
                self._score(w, BRISQUE, points)
                self.note(f"{AREA}.brisques", seat=Seat(w), n=brisques, points=points)
        if self.stock_phase:
            self._open_meld_turn(w)
            return
        self.end_tricks[w] += 1
        self.to_move = w
        if not self.hands[w]:
            self._finish(w)
        elif self.rules.end_melding:
            self._start_turn()

    def _start_turn(self) -> None:
        self.meld_turn = True
        self.melds_this_turn = 0
        self.used_turn = []
        self.dix_done = False

    def _open_meld_turn(self, seat: int) -> None:
        self.to_move = seat
        self._start_turn()
        self._after_meld()

    def _after_meld(self) -> None:
        """Draw at once when the melder has nothing (more) to declare."""
        self._moves = self._compute_moves()
        if self.stock_phase and len(self._moves) == 1:
            self._draw()

    def _take(self) -> Card:
        if self.stock:
            return self.stock.pop()
        card = self.turned
        assert card is not None
        self.turned = None
        self.revealed.add(card)
        return card

    def _draw(self) -> None:
        w = self.leader
        pts = self.rules.points
        self.note(f"{AREA}.draw", seat=Seat(w))
        for s in (w, 1 - w):
            card = self._take()
            self.hands[s].append(card)
            if self.carte_blanche[s]:
                self._carte_blanche_draw(s, card)
        if not self.stock_phase:
            last = 1 - w if self.rules.last_card_to == "loser" else w
            if pts["last_card"]:
                self._score(last, BONUS, pts["last_card"])
                self.note(f"{AREA}.last_card", seat=Seat(last), points=pts["last_card"])
            self.shown = [[], []]
            self.note(f"{AREA}.end_phase")
        self.meld_turn = False
        self.to_move = w
        self._moves = None

    def _carte_blanche_draw(self, seat: int, card: Card) -> None:
        if card.rank in COURTS:
            self.carte_blanche[seat] = False
            return
        points = self.rules.points["carte_blanche"]
        self.revealed.add(card)
        self._score(seat, BONUS, points)
        self.note(f"{AREA}.carte_blanche_draw", seat=Seat(seat), card=card, points=points)

    def _dix(self, seat: int, seven: Card) -> None:
        hand = self.hands[seat]
        old = self.turned
        assert old is not None
        hand[hand.index(seven)] = old
        self.turned = seven
        self.revealed.add(old)
        self.dix_done = True
        points = self.rules.points["dix"]
        if self.rules.points["trump_seven_once"]:
            if seven in self.seven_scored:
                points = 0
            self.seven_scored.add(seven)
        self._score(seat, MELD, points)
        self.note(f"{AREA}.dix", seat=Seat(seat), card=old, points=points)
        self._after_meld()

    def _meld(self, seat: int, kind: str, cards: tuple[Card, ...]) -> None:
        r = self.rules
        value = r.melds[kind]
        if self.trump is None:
            suit = self._fixes(kind, cards)
            if suit is not None:
                self.trump = suit
                self.order = ORDERS[suit]
                self.note(f"{AREA}.trump_fixed", seat=Seat(seat), suit=suit)
        index = len(self.melds)
        self.melds.append((seat, kind, cards, value))
        self.melded_sets.add(frozenset(cards))
        for c in cards:
            self.card_melds[c] = self.card_melds.get(c, ()) + ((kind, value, index),)
        if r.meld_from == "hand":
            self.revealed.update(cards)
            if self.stock_phase:
                shown = self.shown[seat]
                shown += [c for c in cards if c not in shown]
        self.melds_this_turn += 1
        self.used_turn += cards
        self._score(seat, MELD, value)
        self.note(f"{AREA}.melded", seat=Seat(seat), cards=list(cards), points=value)
        self._after_meld()

    def _fixes(self, kind: str, cards: tuple[Card, ...]) -> Suit | None:
        """The suit a meld makes trumps when none is fixed yet (Rubicon)."""
        r = self.rules
        if not r.trump_by_meld:
            return None
        if kind in ("royal", "sequence"):
            return cards[0].suit
        if kind in BEZIQUES and r.bezique_pair == "trump":
            return next(c.suit for c in cards if c.rank == Rank.QUEEN)
        return None

    def _finish(self, w: int) -> None:
        pts = self.rules.points
        if pts["last_trick"]:
            self._score(w, LAST, pts["last_trick"])
            self.note(f"{AREA}.last_trick", seat=Seat(w), points=pts["last_trick"])
        if pts["all_end_tricks"] and self.end_tricks[w] == self.rules.hand:
            self._score(w, BONUS, pts["all_end_tricks"])
            self.note(f"{AREA}.all_end_tricks", seat=Seat(w), n=self.rules.hand,
                      points=pts["all_end_tricks"])  # fmt: skip
        self.to_move = None
        self.meld_turn = False

    def copy(self) -> BeziqueState:
        new = super().copy()
        new._moves = None
        return new

    # -- refusals ------------------------------------------------------------------------------
    def _explain(self, move: Move, lang: str) -> str:
        seat = self.to_move
        if seat is None:
            return t("core.deal_over", lang)
        kind = move.kind
        if kind == "card" and move.cards:
            return self._explain_card(seat, move.cards[0], lang)
        if kind == "draw":
            return t(f"{AREA}.{'draw_not_now' if self.stock_phase else 'no_stock'}", lang)
        if kind == "dix":
            return self._explain_dix(seat, move, lang)
        if kind == "meld" or kind in KINDS:
            return self._explain_meld(seat, move, lang)
        return super()._explain(move, lang)

    def _explain_card(self, seat: int, card: Card, lang: str) -> str:
        if card not in self.hands[seat]:
            if card in self.won[seat] and self.rules.meld_from == "won":
                return t(f"{AREA}.from_won_pile", lang, card=card)
            return t(f"{AREA}.not_in_hand", lang, card=card)
        if self.meld_turn and self.stock_phase:
            return t(f"{AREA}.meld_or_draw", lang)
        _, refused = legal_cards(self.hands[seat], self.trick, self.order, BEZIQUE_END)
        reason = refused[card]
        return t(reason.key, lang, **reason.params)

    def _explain_dix(self, seat: int, move: Move, lang: str) -> str:
        if not self.rules.points["dix"]:
            return t(f"{AREA}.no_dix_in_game", lang)
        if not self.meld_turn or not self.stock_phase:
            return t(f"{AREA}.not_meld_time", lang)
        if self.turned is None:
            return t(f"{AREA}.dix_no_turned", lang)
        if self.dix_done:
            return t(f"{AREA}.dix_done", lang)
        return t(f"{AREA}.dix_needs_seven", lang, suit=self.trump)

    def _explain_meld(self, seat: int, move: Move, lang: str) -> str:
        """Why a meld is refused. Right after a won trick (the draw is automatic when nothing
        can be declared) the rule that forbids this meld is named, not just the timing."""
        r = self.rules
        if move.kind != "meld" and move.kind not in r.melds:
            return t(f"{AREA}.meld_not_in_game", lang)
        just_won = self.stock_phase and not self.trick and self.leader == seat and bool(
            self.last_trick)
        if not self.meld_turn and not just_won:
            if not self.stock_phase and not r.end_melding:
                return t(f"{AREA}.no_end_melding", lang)
            return t(f"{AREA}.not_meld_time", lang)
        source = self.hands[seat] if r.meld_from == "hand" else self.won[seat]
        for c in move.cards:
            if c not in source:
                key = "not_in_hand" if r.meld_from == "hand" else "not_in_won"
                return t(f"{AREA}.{key}", lang, card=c)
        kind = recognize(list(move.cards), self.trump, r)
        if kind is None:
            return t(f"{AREA}.not_a_meld", lang, cards=list(move.cards))
        if move.kind not in ("meld", kind):
            return t(f"{AREA}.other_kind", lang, meld=self.game.meld_name(kind, lang),
                     given=self.game.meld_name(move.kind, lang))  # fmt: skip
        refusal = self._meld_refusal(kind, tuple(move.cards))
        if refusal is not None:
            key, params = refusal
            return t(f"{AREA}.{key}", lang, **params)
        if not self.meld_turn:
            return t(f"{AREA}.not_meld_time", lang)
        return super()._explain(move, lang)

    # -- outcome -------------------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        points = self.scores
        out: dict[str, Any] = {"points": points}
        for i, name in enumerate(CATEGORIES):
            out[name] = [self.tally[0][i], self.tally[1][i]]
        out["tricks"] = list(self.tricks)
        out["meld_count"] = [sum(1 for m in self.melds if m[0] == s) for s in (0, 1)]
        out["trump"] = self.trump.symbol if self.trump is not None else ""
        if self.rules.standard_bonuses:
            out["raw"] = points
            out["points"], out["rubiconed"] = settle(points, self.brisque_count,
                                                     self.rules.standard)  # fmt: skip
        return out

    def summary(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        if not self.is_over:
            return t("core.not_over", lang)
        res = self.result()
        lines = []
        for s in (0, 1):
            parts = ", ".join(t(f"{AREA}.part_{name}", lang, points=res[name][s])
                              for name in CATEGORIES if res[name][s])  # fmt: skip
            lines.append(t(f"{AREA}.summary_seat", lang, seat=Seat(s), points=self.scores[s],
                           parts=parts or t(f"{AREA}.nothing", lang),
                           tricks=self.tricks[s]))  # fmt: skip
        a, b = self.scores
        if a == b:
            lines.append(t(f"{AREA}.summary_tie", lang))
        else:
            lines.append(t(f"{AREA}.summary_winner", lang, seat=Seat(0 if a > b else 1)))
        if self.rules.standard_bonuses:
            points = res["points"]
            if points[0] or points[1]:
                w = 0 if points[0] else 1
                key = "summary_rubicon" if res["rubiconed"] else "summary_game"
                lines.append(t(f"{AREA}.{key}", lang, seat=Seat(w), points=points[w]))
        return "\n".join(lines)

    def layout(self, seat: int, lang: str) -> Layout:
        trick = [(self.leader, c) if i == 0 else (1 - self.leader, c)
                 for i, c in enumerate(self.trick)]  # fmt: skip
        if self.trump is None:
            trump_text = t(f"{AREA}.no_trump", lang)
        else:
            trump_text = t(f"{AREA}.trump_is", lang, suit=self.trump)
        piles: list[tuple[str, list[Card] | None, int]] = [
            (t(f"{AREA}.stock", lang), None, len(self.stock))]
        for s in (seat, 1 - seat):
            if self.shown[s]:
                piles.append((t(f"{AREA}.shown_pile", lang, seat=t("core.seat", lang, n=s)),
                              list(self.shown[s]), len(self.shown[s])))  # fmt: skip
        open_pile = self.rules.meld_from == "won" and self.stock_phase  # turned down at the end
        for s in (seat, 1 - seat):
            piles.append((t(f"{AREA}.won_pile", lang, seat=t("core.seat", lang, n=s)),
                          list(self.won[s]) if open_pile else None, len(self.won[s])))  # fmt: skip
        totals = self.context["scores"] if isinstance(self.context, dict) else [0, 0]
        scores = [t(f"{AREA}.score_line", lang, points=self.scores[s], total=totals[s])
                  for s in (0, 1)]  # fmt: skip
        return Layout(hand=list(self.hands[seat]), counts=[len(h) for h in self.hands],
                      trick=trick, last_trick=list(self.last_trick), trump=self.turned,
                      trump_text=trump_text, piles=piles, scores=scores,
                      status=self._status(lang))  # fmt: skip

    def _status(self, lang: str) -> str:
        if self.to_move is None:
            return t(f"{AREA}.status_over", lang)
        who = t("core.seat", lang, n=self.to_move)
        if self.meld_turn and self.stock_phase:
            return t(f"{AREA}.status_meld", lang, seat=who)
        key = "status_stock" if self.stock_phase else "status_end"
        return t(f"{AREA}.{key}", lang, seat=who, n=self.stock_size)

    def _hidden(self, seat: int) -> list[list[Card]]:
        return [self.hands[1 - seat], self.stock]
