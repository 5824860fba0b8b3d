"""Knektpass (Swedish rule text, seed 004; readings: RULINGS.md, Knektpass).

Two to six players get five cards each; the next card is turned to fix trumps (it is never
drawn) and the rest is the talon. The four jacks are permanent trumps above the trump ace
(♣J > ♠J > ♥J > ♦J) and belong to the trump suit only. Each player joins or passes; those who
join may buy cards twice, then five tricks are played with the duty to win the trick whenever
possible. Each trick takes a point off a player's score; a player without a trick, or with fewer
tricks than purchases, is penalised instead. Everyone starts at 12; at the end of a deal whoever
is at 0 or below wins the match (the lowest score; ties share).

Deal order of a stacked deck (top card first): five cards to each seat in turn, starting left of
the dealer and ending with the dealer (seat ``dealer + 1`` gets cards 1–5, and so on); the next
card is turned for trumps; the rest is the talon, drawn from the top.

Move notation:

- ``join`` / ``pass``: join the deal or sit it out (asked from the dealer's left, dealer last);
- ``buy C1 C2 …``: discard those cards face down and draw as many from the talon (a purchase);
- ``stand``: buy nothing in this buying round;
- a card such as ``A♥``: play it to the trick.

Other seats see a purchase as ``bought K`` (only the number of cards).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from kaartlib.cards import Card, Rank, Suit, deck, parse_cards
from kaartlib.core import Game, Layout, Move, State, option
from kaartlib.i18n import Seat, t
from kaartlib.rules import follow
from kaartlib.rules.tricks import PLAIN_ORDER, TrickOrder
from kaartlib.tables import table

AREA = "knektpass"
TABLE = table(AREA)
START = int(TABLE["start"])
HAND = int(TABLE["hand"])
BUY_ROUNDS = int(TABLE["buy_rounds"])
NO_TRICK = int(TABLE["no_trick"])
PER_TRICK = int(TABLE["per_trick"])
LONE_JOINER = int(TABLE["lone_joiner"])
STAKE = int(TABLE["stake"])
JACKS = tuple(parse_cards(TABLE["jacks"]["order"]))  # lowest first

JOIN = Move("join", area=AREA)
PASS = Move("pass", area=AREA)
STAND = Move("stand", area=AREA)


def buy_moves(hand: list[Card], most: int) -> list[Move]:
    """``stand``, then every ``buy`` of 1 to ``most`` cards of ``hand`` (cards in their sorted
    order, combinations in ``itertools`` order)."""
    cards = sorted(hand)
    moves = [STAND]
    for k in range(1, most + 1):
        moves.extend(map(_new_buy, itertools.combinations(cards, k)))
    return moves


def _new_buy(cards: tuple[Card, ...], _new: Any = object.__new__,
             _put: Any = object.__setattr__) -> Move:  # fmt: skip
    """``Move("buy", cards, area=AREA)`` built without the dataclass ``__init__`` (the same
    object in a third of the time): a buying turn offers up to 31 of them, the engine's hottest
    allocation."""
    move = _new(Move)
    _put(move, "kind", "buy")
    _put(move, "cards", cards)
    _put(move, "arg", None)
    _put(move, "area", AREA)
    return move


_CARD_MOVES = {c: Move("card", (c,), area=AREA) for c in deck(2)}


def card_move(card: Card) -> Move:
    """The (shared) move that plays ``card``."""
    return _CARD_MOVES[card]


class Ranking:
    """How the cards rank under one trump suit: the trick order and fast lookup tables.

    ``suit[c]`` is the suit a card belongs to (jacks: the trump suit), ``power[c]`` its strength
    within that suit (trumps above ``TRUMP_BASE``), ``info[c]`` both at once, ``higher[c]`` the
    cards of its suit that beat it (``n_higher[c]`` how many), ``trumps`` every trump from the
    highest down.
    """

    def __init__(self, trump: Suit, pack: tuple[Card, ...]) -> None:
        plain = tuple(r for r in PLAIN_ORDER if r != Rank.JACK)
        self.trump = trump
        self.order = TrickOrder(trump, plain, permanent=JACKS)
        self.suit: dict[Card, Suit] = {}
        self.power: dict[Card, int] = {}
        for c in pack:
            suit = self.order.suit_of(c)
            assert suit is not None
            self.suit[c] = suit
            self.power[c] = self.order.power(c, suit)
        self.info = {c: (self.suit[c], self.power[c]) for c in pack}
        self.higher = {c: tuple(d for d in pack if self.suit[d] is self.suit[c]
                                and self.power[d] > self.power[c]) for c in pack}  # fmt: skip
        self.n_higher = {c: len(h) for c, h in self.higher.items()}
        self.trumps = sorted((c for c in pack if self.suit[c] is trump),
                             key=self.power.__getitem__, reverse=True)  # fmt: skip

    def is_trump(self, card: Card) -> bool:
        return self.suit[card] is self.trump

    def strength(self, card: Card, led: Suit) -> int:
        """How ``card`` bids for a trick led in ``led`` (-1: it cannot win)."""
        suit = self.suit[card]
        if suit is self.trump or suit is led:
            return self.power[card]
        return -1


@cache
def _pack(low: int) -> tuple[Card, ...]:
    return tuple(deck(low))


@cache
def ranking(trump: Suit, low: int) -> Ranking:
    """The ranking under ``trump`` for the pack from rank ``low`` to the ace."""
    return Ranking(trump, _pack(low))


def deal_score(purchases: int, tricks: int) -> int:
    """The score change of a player who joined: +5 per purchase not covered by a trick (at
    least +5 without any trick), otherwise one point off per trick."""
    if tricks == 0 or tricks < purchases:
        return NO_TRICK * max(1, purchases - tricks)
    return PER_TRICK * tricks


@dataclass(frozen=True)
class KnektpassOptions:
    cards: int | None = option(None, None, 36, 52)  # None: 36 for two players, 52 for more
    trump_only_when_void: bool = False  # follow suit first; win with a trump only when void
    stakes: bool = False  # the money variant: players in after buying stake into a pot
    redeal_same_dealer: bool = False  # after "omgiv" the same dealer deals again


class Knektpass(Game):
    id = "knektpass"
    lang_default = "sv"
    min_players = 2
    max_players = 6
    default_players = 4
    Options = KnektpassOptions

    @cached_property
    def low(self) -> int:
        """The lowest rank in the pack (6 for 36 cards, 2 for 52)."""
        if self.opts.cards is not None:
            return 15 - self.opts.cards // 4  # thirteen ranks 2–A, nine 6–A
        packs = TABLE["packs"]
        return int(packs["two_players"] if self.players == 2 else packs["more_players"])

    @cached_property
    def pack_size(self) -> int:
        return len(_pack(self.low))

    def new_deck(self) -> list[Card]:
        return list(_pack(self.low))

    @property
    def duties(self) -> tuple[follow.Duty, ...]:
        if self.opts.trump_only_when_void:
            return follow.KNEKTPASS_TRUMP_WHEN_VOID
        return follow.KNEKTPASS

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> KnektpassState:
        return KnektpassState(self, deck, dealer, context, chance)

    def rule_of_thumb(self, **params: Any) -> Any:
        from kaartlib.strategy.knektpass import KnektpassPlayer

        return KnektpassPlayer(**params)

    def utility(self, state: State, seat: int) -> float:
        """Points are taken off: a lower score change is better."""
        return -float(state.result()["points"][seat])

    def public_move(self, move: Move) -> Move:
        if move.kind == "buy":
            return Move("bought", arg=len(move.cards), area=AREA)
        return move

    # -- the match ------------------------------------------------------------------------
    def initial_context(self) -> dict[str, Any]:
        context: dict[str, Any] = {"scores": [START] * self.players, "redeal": False}
        if self.opts.stakes:
            context.update(money=[0.0] * self.players, pot=0)
        return context

    def next_context(self, context: dict[str, Any], state: State) -> dict[str, Any]:
        result = state.result()
        scores = [s + d for s, d in zip(context["scores"], result["points"], strict=True)]
        new: dict[str, Any] = {"scores": scores, "redeal": result["outcome"] != "played"}
        if self.opts.stakes:
            money = [m - s for m, s in zip(context["money"], result["stakes"], strict=True)]
            pot = context["pot"] + sum(result["stakes"])
            winners = self.match_winners(new)
            if winners:
                for s in winners:
                    money[s] += pot / len(winners)
                pot = 0
            new.update(money=money, pot=pot)
        return new

    def next_dealer(self, context: dict[str, Any], dealer: int) -> int:
        if context.get("redeal") and self.opts.redeal_same_dealer:
            return dealer
        return (dealer + 1) % self.players

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        scores = context["scores"]
        low = min(scores)
        return [s for s, v in enumerate(scores) if v == low] if low <= 0 else None

    def standings(self, context: dict[str, Any]) -> list[float]:
        return [float(v) for v in context["scores"]]


class KnektpassState(State):
    PUBLIC = ("phase", "trump_card", "trump", "ranks", "joined", "active", "purchases", "bought",
              "trick", "won", "tricks", "talon_size", "last_trick", "pot")  # fmt: skip
    DERIVED = ("last_trick", "_top")

    game: Knektpass

    def __init__(self, game: Knektpass, deck: list[Card], dealer: int, context: Any, chance: int):
        super().__init__(game, deck, dealer, context, chance)
        n = self.players
        self.seating = [(dealer + 1 + i) % n for i in range(n)]  # P1 first, dealer last
        self.hands = [[] for _ in range(n)]
        for i, seat in enumerate(self.seating):
            self.hands[seat] = list(deck[i * HAND:(i + 1) * HAND])
        self.trump_card: Card = deck[n * HAND]
        self.trump: Suit = self.trump_card.suit
        self.talon = list(deck[n * HAND + 1:])
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.ranks = ranking(self.trump, game.low)
        self.phase = "join"
        self.joined: list[bool | None] = [None] * n
        self.active: list[int] = []
        self.purchases = [0] * n
        self.bought: list[list[int]] = [[] for _ in range(n)]
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks = [0] * n
        self._led: Suit | None = None  # the suit led to the current trick
        self._best = -1  # the power of the card winning the current trick so far
        self._top: tuple[int, Card] | None = None  # that card and its player
        self.pot: int = context.get("pot", 0)
        self.outcome: str | None = None
        self._turn = 0  # index into seating (joining) or into the buying order
        self.to_move = self.seating[0]

    @property
    def talon_size(self) -> int:
        return len(self.talon)

    # -- moves ---------------------------------------------------------------------------
    def find_move(self, move: Move | str) -> Move | None:
        """The legal move meant by ``move``; a purchase may name its cards in any order."""
        legal = self.moves()
        for m in legal:
            if m is move:
                return m
        wanted = self._parse(move)
        if wanted.kind == "buy" and self.phase == "buy":
            cards = tuple(sorted(wanted.cards))
            return next((m for m in legal if m.cards == cards and m.kind == "buy"), None)
        return super().find_move(move)

    def legal_moves(self) -> list[Move]:
        seat = self.to_move
        if seat is None:
            return []
        if self.phase == "join":
            return [JOIN, PASS]
        hand = self.hands[seat]
        if self.phase == "buy":
            return buy_moves(hand, min(len(hand), len(self.talon)))
        return [_CARD_MOVES[c] for c in self.playable(hand)]

    def playable(self, hand: list[Card]) -> list[Card]:
        """The cards of ``hand`` that may go to the current trick (fast form of
        ``rules.follow.legal_cards`` with the game's duties)."""
        if not self.trick:
            return list(hand)
        info, trump, led, best = self.ranks.info, self.trump, self._led, self._best
        if self.game.opts.trump_only_when_void:
            same = [c for c in hand if info[c][0] is led]
            if same:
                return [c for c in same if info[c][1] > best] or same
            return [c for c in hand if info[c][0] is trump and info[c][1] > best] or list(hand)
        winners = []
        followers = []
        for c in hand:
            suit, power = info[c]
            if suit is led:
                followers.append(c)
                if power > best:
                    winners.append(c)
            elif suit is trump and power > best:
                winners.append(c)
        return winners or followers or list(hand)

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        if self.phase == "join":
            self._decide(seat, move.kind == "join")
        elif self.phase == "buy":
            self._buy(seat, move.cards)
        else:
            self._play(seat, move.card)

    # -- joining -------------------------------------------------------------------------
    def _decide(self, seat: int, join: bool) -> None:
        self.joined[seat] = join
        self.note("knektpass.ev_join" if join else "knektpass.ev_pass", seat=Seat(seat))
        self._turn += 1
        if self._turn < self.players:
            self.to_move = self.seating[self._turn]
            return
        self.active = [s for s in self.seating if self.joined[s]]
        if not self.active:
            self._finish("all_passed")
            self.note("knektpass.ev_all_passed")
        elif len(self.active) == 1:
            self._finish("one_joined")
            self.note("knektpass.ev_one_joined", seat=Seat(self.active[0]), n=-LONE_JOINER)
        else:
            self.phase = "buy"
            self._turn = 0
            self._next_buyer()

    # -- buying --------------------------------------------------------------------------
    def _next_buyer(self) -> None:
        """The next active player in the buying rounds, or the first trick."""
        turns = len(self.active) * BUY_ROUNDS
        if self._turn < turns and self.talon:
            self.to_move = self.active[self._turn % len(self.active)]
            return
        if self._turn < turns:
            self.note("knektpass.ev_talon_empty")
        self._start_play()

    def _buy(self, seat: int, cards: tuple[Card, ...]) -> None:
        k = len(cards)
        self.bought[seat].append(k)
        if k:
            hand = self.hands[seat]
            for c in cards:
                hand.remove(c)
            self.discards[seat].extend(cards)
            hand.extend(self.talon[:k])
            del self.talon[:k]
            self.purchases[seat] += 1
            self.note("knektpass.ev_buy", seat=Seat(seat), n=k)
        else:
            self.note("knektpass.ev_stand", seat=Seat(seat))
        self._turn += 1
        self._next_buyer()

    def _start_play(self) -> None:
        self.phase = "play"
        if self.game.opts.stakes:
            self.pot += STAKE * len(self.active)
            self.note("knektpass.ev_stakes", n=STAKE * len(self.active), pot=self.pot)
        self._after = {s: self.active[(i + 1) % len(self.active)]
                       for i, s in enumerate(self.active)}  # fmt: skip
        self.to_move = self.active[0]
        self.note("knektpass.ev_lead", seat=Seat(self.to_move))

    # -- tricks --------------------------------------------------------------------------
    def _play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        suit, power = self.ranks.info[card]
        if not self.trick:
            self._led, self._best, self._top = suit, power, (seat, card)
        elif (suit is self.trump or suit is self._led) and power > self._best:
            self._best, self._top = power, (seat, card)
        self.trick.append((seat, card))
        if len(self.trick) < len(self.active):
            self.to_move = self._after[seat]
            return
        assert self._top is not None
        winner, top = self._top
        self.tricks[winner] += 1
        self.won[winner].extend(c for _, c in self.trick)
        self.last_trick, self.trick = self.trick, []
        trumped = self._led is not self.trump and self.ranks.info[top][0] is self.trump
        self.note("knektpass.ev_trick_trump" if trumped else "knektpass.ev_trick",
                  seat=Seat(winner), card=top)  # fmt: skip
        if self.hands[winner]:
            self.to_move = winner
        else:
            self._finish("played")

    def _finish(self, outcome: str) -> None:
        self.outcome = outcome
        self.phase = "over"
        self.to_move = None

    # -- refusals ------------------------------------------------------------------------
    def _explain(self, move: Move, lang: str) -> str:
        seat = self.to_move
        assert seat is not None
        if self.phase == "join":
            return t("knektpass.join_first", lang)
        hand = self.hands[seat]
        if self.phase == "buy":
            if move.kind not in ("buy", "stand"):
                return t("knektpass.buy_first", lang)
            missing = [c for c in move.cards if c not in hand]
            if missing:
                return t("knektpass.not_in_hand", lang, card=missing[0])
            if len(move.cards) > len(self.talon):
                return t("knektpass.talon_short", lang, n=len(self.talon))
            return super()._explain(move, lang)
        if move.kind != "card" or len(move.cards) != 1:
            return t("knektpass.play_now", lang)
        card = move.card
        if card not in hand:
            return t("knektpass.not_in_hand", lang, card=card)
        trick = [c for _, c in self.trick]
        legal, refused = follow.legal_cards(hand, trick, self.ranks.order, self.game.duties)
        why = refused.get(card)
        if why is None:
            return super()._explain(move, lang)
        led = self.ranks.suit[trick[0]]
        if why.key == "rules.must_win":
            return t("knektpass.must_win", lang, cards=_either(legal, lang))
        if led is self.trump:
            return t("knektpass.must_follow_trump", lang, trump=self.trump)
        return t(why.key, lang, **why.params)

    # -- outcome -------------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        points = [0] * self.players
        stakes = [0] * self.players
        if self.outcome == "one_joined":
            points[self.active[0]] = LONE_JOINER
        elif self.outcome == "played":
            for s in self.active:
                points[s] = deal_score(self.purchases[s], self.tricks[s])
                stakes[s] = STAKE if self.game.opts.stakes else 0
        return {
            "points": points,
            "tricks": list(self.tricks),
            "purchases": list(self.purchases),
            "joined": [bool(j) for j in self.joined],
            "outcome": self.outcome,
            "stakes": stakes,
            "trump": self.trump.symbol,
        }

    def summary(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        if not self.is_over:
            return t("core.not_over", lang)
        if self.outcome == "all_passed":
            return t("knektpass.ev_all_passed", lang)
        if self.outcome == "one_joined":
            return t("knektpass.ev_one_joined", lang, seat=Seat(self.active[0]), n=-LONE_JOINER)
        points = self.result()["points"]
        lines = []
        for s in range(self.players):
            if not self.joined[s]:
                lines.append(t("knektpass.sum_passed", lang, seat=Seat(s)))
                continue
            b, k = self.purchases[s], self.tricks[s]
            key = "sum_tricks" if points[s] <= 0 else "sum_penalty" if k else "sum_no_trick"
            lines.append(t(f"knektpass.{key}", lang, seat=Seat(s), tricks=k, buys=b,
                           points=_signed(points[s])))  # fmt: skip
        if self.game.opts.stakes:
            lines.append(t("knektpass.sum_pot", lang, pot=self.pot))
        return "\n".join(lines)

    def layout(self, seat: int, lang: str) -> Layout:
        scores = [t("knektpass.score", lang, n=v, tricks=self.tricks[s])
                  for s, v in enumerate(self.context["scores"])]  # fmt: skip
        piles: list[tuple[str, list[Card] | None, int]] = [
            (t("knektpass.talon", lang), None, len(self.talon)),
            (t("knektpass.discards", lang), None, sum(len(d) for d in self.discards)),
        ]  # fmt: skip
        return Layout(
            hand=list(self.hands[seat]),
            counts=[len(h) for h in self.hands],
            trick=list(self.trick),
            last_trick=list(self.last_trick),
            trump=self.trump_card,
            trump_text=t("knektpass.trump_text", lang, trump=self.trump),
            piles=piles,
            scores=scores,
            status=self._status(lang) + (f" ({t('knektpass.pot', lang, n=self.pot)})"
                                         if self.game.opts.stakes else ""),  # fmt: skip
        )

    def _status(self, lang: str) -> str:
        if self.to_move is None:
            return t("core.deal_over", lang)
        who = Seat(self.to_move)
        if self.phase == "join":
            return t("knektpass.status_join", lang, seat=who)
        if self.phase == "buy":
            round_ = self._turn // len(self.active) + 1
            return t("knektpass.status_buy", lang, seat=who, round=round_, talon=len(self.talon))
        return t("knektpass.status_play", lang, seat=who, trick=sum(self.tricks) + 1)

    def _hidden(self, seat: int) -> list[list[Card]]:
        others = [d for i, d in enumerate(self.discards) if i != seat]
        return [*super()._hidden(seat), self.talon, *others]


def trumps_in(cards: list[Card] | tuple[Card, ...], trump: Suit) -> int:
    """How many of ``cards`` are trumps when ``trump`` is the trump suit (jacks included)."""
    return sum(1 for c in cards if c.rank == Rank.JACK or c.suit is trump)


def _either(cards: list[Card], lang: str) -> str:
    """``A``, ``A or B``, ``A, B or C`` with the cards' names in ``lang``."""
    names = [c.name(lang) for c in cards]
    if len(names) == 1:
        return names[0]
    return f"{', '.join(names[:-1])} {t('knektpass.or', lang)} {names[-1]}"


def _signed(n: int) -> str:
    """``+5``, ``−3`` (with a real minus sign), ``0``."""
    return f"{n:+d}".replace("-", "−") if n else "0"

