"""Knoesten, the trick-taking game of Groesbeek (Dutch rule text, seed 000; RULINGS.md, Knoesten).

Four players start at 25 points and play them away: every trick won takes a point off at once,
an active player who takes no trick in a deal gets a knoest (five points on). The first player
to reach 0 wins the game. Cards rank in natural order 7 < 8 < 9 < 10 < J < Q < K < A in every
suit, trumps included.

The deal, with ``deck`` top card first and dealer ``d``: three cards each to ``d+1`` (P1),
``d+2`` (P2), ``d+3`` (P3) and ``d`` (deck positions 0–11; position 11, the dealer's third
card, is turned face up and fixes trumps), then two cards each in the same order (positions
12–19). Positions 20–31 are the stock, top card first.

Phases and move notation:

- ``join``: P1, P2 and P3 in turn say ``join`` (meegaan) or ``pass``; the dealer always plays.
  Forced to play: P3 after two passes, a player who passed in the previous deal, a player at
  5 points or fewer. A passer's hand is dead for the deal and his score does not change.
- ``exchange``: every active player once, the dealer first, then clockwise: ``exchange 7♣ 8♦``
  lays those cards aside and takes as many new ones from the stock, and when the stock is
  empty at random from the other players' laid-aside cards; ``keep`` exchanges nothing. At
  most 5 cards, the dealer 4 (his turned trump stays on the table and joins his hand when the
  play starts); never more than there are cards to take.
- ``play``: a card such as ``A♥``. The first active player after the dealer leads; the trick's
  winner leads the next. Follow suit; on a trump lead beat the highest trump if able; void:
  trump, overtrumping a trump already in the trick if able, else undertrumping; otherwise any
  card (``kaartlib.rules.follow.KNOESTEN``).

Options: ``settle_at_end`` plays the deal out and scores it before anyone wins (default: the
first to 0 wins at once); ``table_mode`` accepts a card the duties forbid and gives its player
a knoest on the spot, as the rule text says for reneging (default: the engine refuses it).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kaartlib.cards import STANDARD_SUITS, Card, Suit, parse_cards, piquet_deck
from kaartlib.core import Game, Layout, Move, State, option
from kaartlib.i18n import Seat, t
from kaartlib.rules.follow import KNOESTEN, legal_cards
from kaartlib.rules.tricks import PIQUET_ORDER, TrickOrder
from kaartlib.tables import table

TABLE = table("knoesten")
START = int(TABLE["start_score"])
TARGET = int(TABLE["target"])
TRICK = int(TABLE["trick"])
KNOEST = int(TABLE["knoest"])
MUST_PLAY_AT = int(TABLE["must_play_at"])
PACKETS = tuple(int(n) for n in TABLE["deal"]["packets"])
TRUMP_PACKET = int(TABLE["deal"]["trump_packet"])
LIMIT = int(TABLE["exchange"]["limit"])
DEALER_LIMIT = int(TABLE["exchange"]["dealer_limit"])

AREA = "knoesten"
ORDERS = {s: TrickOrder(s, PIQUET_ORDER) for s in STANDARD_SUITS}
JOIN = Move("join", area=AREA)
PASS = Move("pass", area=AREA)
KEEP = Move("keep", area=AREA)
DECK = tuple(piquet_deck())
CARD_MOVES = {c: Move("card", (c,), area=AREA) for c in DECK}
_SHARED_EXCHANGES: dict[tuple[Card, ...], Move] = {}


def exchange_move(cards: tuple[Card, ...]) -> Move:
    """The move laying ``cards`` aside (in hand order). Moves of up to four cards are made once
    and shared (at most 41,448 of them), which makes listing an exchange's 32 choices about
    twice as fast."""
    move = _SHARED_EXCHANGES.get(cards)
    if move is None:
        move = Move("exchange", cards, area=AREA)
        if len(cards) < LIMIT:
            _SHARED_EXCHANGES[cards] = move
    return move


def proper_cards(hand: list[Card], trick: list[Card], trump: Suit) -> list[Card]:
    """The cards of ``hand`` the play duties allow on ``trick``.

    The duties are ``follow.KNOESTEN`` (whose ``legal_cards`` also gives the reason for each
    refused card); this is the same rule written out directly for speed, and a test checks
    that the two agree on every kind of situation.
    """
    if not trick:
        return list(hand)
    led = trick[0].suit
    follow = [c for c in hand if c.suit is led]
    if follow:
        if led is not trump:
            return follow
        top = max(c.rank for c in trick if c.suit is trump)
        return [c for c in follow if c.rank > top] or follow
    trumps = [c for c in hand if c.suit is trump]
    if not trumps:
        return list(hand)
    top = max((c.rank for c in trick if c.suit is trump), default=0)
    return [c for c in trumps if c.rank > top] or trumps


def trick_winner(trick: list[Card], trump: Suit) -> int:
    """Index of the card that wins ``trick``: the highest trump, else the highest card of the
    led suit (what ``TrickOrder(trump, PIQUET_ORDER).winner`` says, written out for speed)."""
    best, top = 0, trick[0]
    for i in range(1, len(trick)):
        card = trick[i]
        if card.suit is top.suit:
            if card.rank > top.rank:
                best, top = i, card
        elif card.suit is trump:
            best, top = i, card
    return best


def _deal_places(players: int) -> tuple[list[list[int]], int, int]:
    """Where the deal puts the deck's cards: for each seat counted from the dealer (0 is the
    dealer, 1 is P1), the deck positions of its hand; the turned card's position; the first
    position of the stock."""
    places: list[list[int]] = [[] for _ in range(players)]
    pos, turned = 0, -1
    for packet, size in enumerate(PACKETS):
        for k in range(1, players + 1):
            own = list(range(pos, pos + size))
            pos += size
            if packet == TRUMP_PACKET and k == players:
                turned = own.pop()
            places[k % players].extend(own)
    return places, turned, pos


DEAL_PLACES = {4: _deal_places(4)}


def stacked_deck(hands: Sequence[str | Sequence[Card]], turned: str | Card,
                 stock: str | Sequence[Card] = (), dealer: int = 0) -> list[Card]:  # fmt: skip
    """The deck (top card first) that deals ``hands`` (one per seat: five cards, the dealer's
    four) with ``turned`` as the dealer's face-up trump card; the stock starts with ``stock``
    and the remaining cards follow in pack order. For examples and tests."""
    cards = [parse_cards(h) if isinstance(h, str) else list(h) for h in hands]
    trump_card = parse_cards(turned)[0] if isinstance(turned, str) else turned
    top = parse_cards(stock) if isinstance(stock, str) else list(stock)
    seats = [(dealer + 1 + i) % len(cards) for i in range(len(cards))]
    deck: list[Card] = []
    taken = [0] * len(cards)
    for packet, size in enumerate(PACKETS):
        for seat in seats:
            if packet == TRUMP_PACKET and seat == dealer:
                deck.extend(cards[seat][taken[seat] : taken[seat] + size - 1])
                deck.append(trump_card)
                taken[seat] += size - 1
            else:
                deck.extend(cards[seat][taken[seat] : taken[seat] + size])
                taken[seat] += size
    deck.extend(top)
    deck.extend(c for c in DECK if c not in deck)
    return deck


@dataclass(frozen=True)
class KnoestenOptions:
    settle_at_end: bool = option(False)  # play the deal out before anyone at 0 wins
    table_mode: bool = option(False)  # a forbidden card is accepted and costs a knoest


class Knoesten(Game):
    id = "knoesten"
    lang_default = "nl"
    min_players = 4
    max_players = 4
    default_players = 4
    Options = KnoestenOptions

    def new_deck(self) -> list[Card]:
        return list(DECK)

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> KnoestenState:
        return KnoestenState(self, deck, dealer, context, chance)

    def rule_of_thumb(self, **params: Any) -> Any:
        from kaartlib.strategy.knoesten import KnoestenPlayer

        return KnoestenPlayer(**params)

    def utility(self, state: State, seat: int) -> float:
        """Points taken off the score this deal (a knoest counts −5)."""
        return -float(state.result()["points"][seat])

    def public_move(self, move: Move) -> Move:
        if move.kind == "exchange":
            return Move("swapped", arg=len(move.cards), area=AREA)
        return move

    def initial_context(self) -> dict[str, Any]:
        return {"scores": [START] * self.players, "passed": [False] * self.players}

    def next_context(self, context: dict[str, Any], state: State) -> dict[str, Any]:
        result = state.result()
        return {"scores": result["scores"], "passed": result["passed"]}

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        scores = context["scores"]
        low = min(scores)
        return [s for s, v in enumerate(scores) if v == low] if low <= TARGET else None

    def standings(self, context: dict[str, Any]) -> list[float]:
        return [float(v) for v in context["scores"]]


class KnoestenState(State):
    PUBLIC = ("phase", "trump", "trick_cards", "played", "in_play", "tricks", "table_mode",
              "exchange_max", "trump_card", "turned", "trick", "trick_seats", "leader",
              "last_trick", "active", "passed", "obliged", "scores", "penalties", "exchanged",
              "from_others", "stock_size", "discard_sizes")  # fmt: skip
    DERIVED = ("trump_card", "last_trick", "played", "_proper", "_proper_key")

    game: Knoesten

    def __init__(self, game: Knoesten, deck: list[Card], dealer: int, context: Any, chance: int):
        super().__init__(game, deck, dealer, context, chance)
        n = self.players
        places, turned, stock = DEAL_PLACES[n]
        self.hands = [sorted([deck[i] for i in places[(s - dealer) % n]]) for s in range(n)]
        self.turned: Card | None = deck[turned]  # the trump card while it lies face up
        self.stock: list[Card] = deck[stock:]
        self.trump_card: Card = deck[turned]
        self.trump: Suit = self.trump_card.suit
        self.order = ORDERS[self.trump]
        self.table_mode: bool = game.opts.table_mode
        self.settle_at_end: bool = game.opts.settle_at_end
        self.start_scores: list[int] = list(context["scores"])
        self.scores: list[int] = list(context["scores"])
        self.passed_before: list[bool] = list(context["passed"])
        self.phase = "join"
        self.active = [s == dealer for s in range(n)]
        self.passed = [False] * n
        self.obliged = ["dealer" if s == dealer else "" for s in range(n)]  # why a seat had to play
        self.dead: list[list[Card]] = [[] for _ in range(n)]  # passers' hands
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.exchanged: list[int | None] = [None] * n
        self.from_others = [0] * n  # replacements taken from other players' discards
        self.exchange_order: list[int] = []
        self.in_play: list[int] = []  # active seats in play order from P1
        self._after: dict[int, int] = {}
        self._proper_key: tuple[Any, ...] = ()
        self._proper: list[Card] = []
        self.trick_cards: list[Card] = []
        self.trick_seats: list[int] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.played: list[Card] = []
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks = [0] * n
        self.penalties = [0] * n
        self.knoesten = [False] * n
        self.leader: int | None = None
        self.winners: list[int] = []
        self.ended: str | None = None  # "played" (all cards out) or "zero" (someone reached 0)
        self.to_move = (dealer + 1) % n

    # -- seating and public counts ---------------------------------------------------------
    def seats_from(self, first: int) -> list[int]:
        n = self.players
        return [(first + i) % n for i in range(n)]

    @property
    def trick(self) -> list[tuple[int, Card]]:
        return list(zip(self.trick_seats, self.trick_cards, strict=True))

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def discard_sizes(self) -> list[int]:
        return [len(p) for p in self.discards]

    @property
    def exchange_max(self) -> int:
        """How many cards the seat to move may exchange now (0 outside the exchange)."""
        if self.phase != "exchange" or self.to_move is None:
            return 0
        return self.exchange_cap(self.to_move)

    def forced(self, seat: int) -> str:
        """Why ``seat`` must play this deal ('' when he may pass): ``dealer``, ``third`` (the
        two before him passed), ``passed`` (passed last deal) or ``low`` (5 points or fewer)."""
        n, d = self.players, self.dealer
        if seat == d:
            return "dealer"
        if seat == (d - 1) % n and all(self.passed[(d + i) % n] for i in range(1, n - 1)):
            return "third"
        if self.passed_before[seat]:
            return "passed"
        if self.scores[seat] <= MUST_PLAY_AT:
            return "low"
        return ""

    def exchange_cap(self, seat: int) -> int:
        """The most cards ``seat`` may exchange: 5, the dealer 4 (never more than he holds).

        There are always enough cards to take: every exchange moves as many cards onto the
        discard piles as it takes from the stock or the piles, so the stock and the other
        players' discards hold the twelve undealt cards' worth for whoever exchanges next."""
        return min(DEALER_LIMIT if seat == self.dealer else LIMIT, len(self.hands[seat]))

    def proper_cards(self, seat: int) -> list[Card]:
        """The cards of ``seat`` the play duties allow now (remembered for the next call)."""
        hand = self.hands[seat]
        key = (len(self.played), *hand)
        if key != self._proper_key:
            self._proper_key = key
            self._proper = proper_cards(hand, self.trick_cards, self.trump)
        return self._proper

    # -- moves -----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        seat = self.to_move
        if seat is None:
            return []
        if self.phase == "play":
            cards = self.hands[seat] if self.table_mode else self.proper_cards(seat)
            return [CARD_MOVES[c] for c in cards]
        if self.phase == "join":
            return [JOIN] if self.forced(seat) else [JOIN, PASS]
        hand = self.hands[seat]
        moves = [KEEP]
        for k in range(1, self.exchange_cap(seat) + 1):
            moves.extend(map(exchange_move, itertools.combinations(hand, k)))
        return moves

    def find_move(self, move: Move | str) -> Move | None:
        """The legal move meaning ``move``; the cards of an exchange may come in any order."""
        seat = self.to_move
        if seat is None:
            return None
        m = move if isinstance(move, Move) else self._parse(move)
        kind, cards = m.kind, m.cards
        if self.phase == "play":
            if kind != "card" or len(cards) != 1:
                return None
            allowed = self.hands[seat] if self.table_mode else self.proper_cards(seat)
            return CARD_MOVES[cards[0]] if cards[0] in allowed else None
        if m.arg is not None:
            return None
        if self.phase == "join":
            if cards or kind not in ("join", "pass"):
                return None
            return JOIN if kind == "join" else None if self.forced(seat) else PASS
        if kind not in ("keep", "exchange"):
            return None
        if not cards:
            return KEEP
        hand = self.hands[seat]
        chosen = set(cards)
        if kind != "exchange" or len(chosen) != len(cards) or not chosen <= set(hand):
            return None
        if len(cards) > self.exchange_cap(seat):
            return None
        return exchange_move(tuple(c for c in hand if c in chosen))

    def _explain(self, move: Move, lang: str) -> str:
        seat = self.to_move
        assert seat is not None
        if self.phase == "join":
            if move.kind == "pass" and self.forced(seat):
                return t(f"knoesten.must_join_{self.forced(seat)}", lang,
                         score=self.scores[seat], limit=MUST_PLAY_AT)  # fmt: skip
            return t("knoesten.phase_join", lang)
        if self.phase == "exchange":
            return self._explain_exchange(seat, move, lang)
        if move.kind == "card" and len(move.cards) == 1:
            card = move.cards[0]
            if card not in self.hands[seat]:
                return t("knoesten.not_in_hand", lang, card=card)
            _, refused = legal_cards(self.hands[seat], self.trick_cards, self.order, KNOESTEN)
            reason = refused[card]
            return t(reason.key, lang, **reason.params)
        return t("knoesten.phase_play", lang)

    def _explain_exchange(self, seat: int, move: Move, lang: str) -> str:
        if move.kind != "exchange" or move.arg is not None:
            return t("knoesten.phase_exchange", lang)
        if seat == self.dealer and self.trump_card in move.cards:
            return t("knoesten.trump_stays", lang, card=self.trump_card)
        for card in move.cards:
            if card not in self.hands[seat]:
                return t("knoesten.not_in_hand", lang, card=card)
        if len(set(move.cards)) != len(move.cards):
            return t("knoesten.exchange_twice", lang)
        key = "exchange_limit_dealer" if seat == self.dealer else "exchange_limit"
        return t(f"knoesten.{key}", lang, n=self.exchange_cap(seat))

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        if self.phase == "play":
            self._play(seat, move.cards[0])
        elif self.phase == "join":
            self._join(seat, move.kind == "join")
        else:
            self._exchange(seat, move.cards)

    # -- joining ---------------------------------------------------------------------------
    def _join(self, seat: int, joins: bool) -> None:
        if joins:
            why = self.forced(seat)
            self.active[seat] = True
            self.obliged[seat] = why
            self.note(f"knoesten.joins_{why}" if why else "knoesten.joins", seat=Seat(seat),
                      score=self.scores[seat], limit=MUST_PLAY_AT)  # fmt: skip
        else:
            self.passed[seat] = True
            self.dead[seat], self.hands[seat] = self.hands[seat], []
            self.note("knoesten.passes", seat=Seat(seat))
        following = (seat + 1) % self.players
        if following != self.dealer:
            self.to_move = following
            return
        self.phase = "exchange"
        self.exchange_order = [s for s in self.seats_from(self.dealer) if self.active[s]]
        self.to_move = self.dealer

    # -- exchanging ------------------------------------------------------------------------
    def _exchange(self, seat: int, cards: tuple[Card, ...]) -> None:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.discards[seat].extend(cards)
        from_stock = min(len(cards), len(self.stock))
        new = self.stock[:from_stock]
        del self.stock[:from_stock]
        for _ in range(len(cards) - from_stock):
            pool = [(s, i) for s, pile in enumerate(self.discards) if s != seat
                    for i in range(len(pile))]  # fmt: skip
            s, i = pool[self.draw_chance(len(pool))]
            new.append(self.discards[s].pop(i))
        hand.extend(new)
        hand.sort()
        self.exchanged[seat] = len(cards)
        self.from_others[seat] = len(cards) - from_stock
        if cards:
            self.note("knoesten.exchanged", seat=Seat(seat), n=len(cards), stock=from_stock,
                      others=len(cards) - from_stock)  # fmt: skip
        else:
            self.note("knoesten.kept", seat=Seat(seat))
        place = self.exchange_order.index(seat) + 1
        if place < len(self.exchange_order):
            self.to_move = self.exchange_order[place]
        else:
            self._start_play()

    def _start_play(self) -> None:
        d = self.dealer
        card = self.turned
        assert card is not None
        self.hands[d].append(card)
        self.hands[d].sort()
        self.revealed.add(card)
        self.turned = None
        self.note("knoesten.takes_trump", seat=Seat(d), card=card)
        self.phase = "play"
        self.in_play = [s for s in self.seats_from(d + 1) if self.active[s]]
        self._after = {s: self.in_play[(i + 1) % len(self.in_play)]
                       for i, s in enumerate(self.in_play)}  # fmt: skip
        self.leader = self.to_move = self.in_play[0]

    # -- playing ---------------------------------------------------------------------------
    def _play(self, seat: int, card: Card) -> None:
        if self.table_mode and card not in self.proper_cards(seat):
            self.penalties[seat] += 1
            self.scores[seat] += KNOEST
            self.note("knoesten.penalty", seat=Seat(seat), card=card, n=KNOEST)
        self.hands[seat].remove(card)
        if card is self.trump_card:
            self.revealed.discard(card)
        self.trick_cards.append(card)
        self.trick_seats.append(seat)
        self.played.append(card)
        if len(self.trick_cards) < len(self.in_play):
            self.to_move = self._after[seat]
        else:
            self._close_trick()

    def _close_trick(self) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        i = trick_winner(cards, self.trump)
        winner, card = seats[i], cards[i]
        self.won[winner].extend(cards)
        self.last_trick = list(zip(seats, cards, strict=True))
        self.trick_cards, self.trick_seats = [], []
        self.tricks[winner] += 1
        self.scores[winner] -= TRICK
        if card.suit is not self.trump:
            self.note("knoesten.trick_high", seat=Seat(winner), card=card, suit=card.suit)
        elif cards[0].suit is self.trump:
            self.note("knoesten.trick_trump", seat=Seat(winner), card=card)
        else:
            self.note("knoesten.trick_ruff", seat=Seat(winner), card=card, suit=cards[0].suit)
        if self.scores[winner] <= TARGET and not self.settle_at_end:
            self._end("zero", [winner])
        elif not self.hands[winner]:
            self._score_knoesten()
        else:
            self.leader = self.to_move = winner

    def _score_knoesten(self) -> None:
        for s in self.in_play:
            if self.tricks[s] == 0:
                self.knoesten[s] = True
                self.scores[s] += KNOEST
                self.note("knoesten.knoest", seat=Seat(s), n=KNOEST)
        low = min(self.scores)
        winners = [s for s, v in enumerate(self.scores) if v == low] if low <= TARGET else []
        self._end("played", winners)

    def _end(self, reason: str, winners: list[int]) -> None:
        self.ended = reason
        self.winners = winners
        self.phase = "over"
        self.to_move = None
        for s in winners:
            self.note("knoesten.wins_game", seat=Seat(s), score=self.scores[s])

    # -- outcome ---------------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        return {
            "points": [v - s for v, s in zip(self.scores, self.start_scores, strict=True)],
            "tricks": list(self.tricks),
            "knoest": [int(k) for k in self.knoesten],
            "penalties": list(self.penalties),
            "active": list(self.active),
            "passed": list(self.passed),
            "forced": list(self.obliged),
            "exchanged": [e or 0 for e in self.exchanged],
            "scores": list(self.scores),
            "winners": list(self.winners),
            "ended": self.ended,
            "trump": self.trump.symbol,
        }

    def summary(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        if not self.is_over:
            return t("core.not_over", lang)
        lines = [t("knoesten.trump_was", lang, card=self.trump_card)]
        for s in self.seats_from(self.dealer + 1):
            seat = Seat(s)
            if self.passed[s]:
                lines.append(t("knoesten.sum_passed", lang, seat=seat, score=self.scores[s]))
                continue
            key = "sum_knoest" if self.knoesten[s] else "sum_tricks"
            line = t(f"knoesten.{key}", lang, seat=seat, tricks=self.tricks[s],
                     before=self.start_scores[s], after=self.scores[s])  # fmt: skip
            if self.penalties[s]:
                line += " " + t("knoesten.sum_penalties", lang, n=self.penalties[s],
                                points=self.penalties[s] * KNOEST)  # fmt: skip
            lines.append(line)
        if self.ended == "zero":
            lines.append(t("knoesten.sum_stopped", lang))
        lines.extend(t("knoesten.wins_game", lang, seat=Seat(s), score=self.scores[s])
                     for s in self.winners)  # fmt: skip
        return "\n".join(lines)

    def layout(self, seat: int, lang: str) -> Layout:
        piles: list[tuple[str, list[Card] | None, int]] = [
            (t("knoesten.stock", lang), None, len(self.stock))]
        for s in range(self.players):
            mine = s == seat
            if self.discards[s]:
                piles.append((t("knoesten.discards_of", lang, seat=Seat(s)),
                              list(self.discards[s]) if mine else None, len(self.discards[s])))
            if self.dead[s]:
                piles.append((t("knoesten.dead_hand_of", lang, seat=Seat(s)),
                              list(self.dead[s]) if mine else None, len(self.dead[s])))
        scores = [t("knoesten.score_passed" if self.passed[s] else "knoesten.score", lang,
                    score=self.scores[s], tricks=self.tricks[s]) for s in range(self.players)]
        return Layout(
            hand=list(self.hands[seat]),
            counts=[len(h) for h in self.hands],
            trick=self.trick,
            last_trick=list(self.last_trick),
            trump=self.trump_card,
            trump_text=t("knoesten.trump_text", lang, suit=self.trump),
            piles=piles,
            scores=scores,
            status=self._status(lang),
        )  # fmt: skip

    def _status(self, lang: str) -> str:
        seat = self.to_move
        if seat is None:
            return t("core.deal_over", lang)
        if self.phase == "join":
            why = self.forced(seat)
            return t(f"knoesten.status_join{'_forced' if why else ''}", lang, seat=Seat(seat))
        if self.phase == "exchange":
            return t("knoesten.status_exchange", lang, seat=Seat(seat), n=self.exchange_cap(seat))
        return t("knoesten.status_play", lang, seat=Seat(seat))

    def _hidden(self, seat: int) -> list[list[Card]]:
        others = [s for s in range(self.players) if s != seat]
        return [*(self.hands[s] for s in others), *(self.dead[s] for s in others),
                *(self.discards[s] for s in others), self.stock]  # fmt: skip
