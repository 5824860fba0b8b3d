"""Knack, also called 31 (German rule text, seed 001; readings: RULINGS.md, Knack).

Each player holds three cards and swaps with three face-up cards in the middle to get as close
to 31 as possible in one suit. The lowest hand at the end of a round loses a life; three lives,
last survivor wins.

Move notation:

- ``keep`` / ``other``: the dealer keeps the hand he looked at, or takes the other one unseen;
- ``swap G T``: give card ``G`` from the hand and take ``T`` from the middle;
- ``swap3``: swap the whole hand for the whole middle;
- ``push``: schieben, do nothing;
- ``knock``: passen, close the round (everyone else gets exactly one more turn);
- ``new``: with the 7-8-9 option, ask for a new middle when it holds a 7, an 8 and a 9;
- ``knack`` / ``silent``: with the strict option, call Knack after reaching 31, or forget to.

Dealing a stacked deck (top card first): one card at a time to each seat still in the game,
clockwise from the dealer's left, three rounds; then three cards for the dealer's second hand;
the rest is the face-down stapel. ``Knack.deck_for`` builds such a deck from the hands you want.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kaartlib.cards import Card, Rank, deck, parse_cards, piquet_deck
from kaartlib.core import Game, Layout, Move, State, option
from kaartlib.i18n import Seat, t
from kaartlib.tables import table

TABLE = table("knack")
VALUES: dict[int, float] = {
    **{Rank(r): float(r) for r in range(2, 11)},
    **{Rank[name]: float(v) for name, v in
       (("ACE", TABLE["values"]["A"]), ("KING", TABLE["values"]["K"]),
        ("QUEEN", TABLE["values"]["Q"]), ("JACK", TABLE["values"]["J"]))},
}  # fmt: skip
TARGET = float(TABLE["target"])
SAME_RANK = float(TABLE["three_of_a_kind"])
FEUER = float(TABLE["feuer"])
MAX_REDRAWS = 50


def card_value(card: Card) -> float:
    """A card's points: ace 11, king, queen, jack and ten 10, others their number."""
    return VALUES[card.rank]


def hand_value(cards: list[Card] | tuple[Card, ...]) -> float:
    """The value of a three-card hand: the best single-suit sum, 30.5 for three of a rank,
    32 for three aces (Feuer, above 31)."""
    a, b, c = cards
    if a.rank == b.rank == c.rank:
        return FEUER if a.rank == Rank.ACE else SAME_RANK
    va, vb, vc = VALUES[a.rank], VALUES[b.rank], VALUES[c.rank]
    if a.suit == b.suit:
        return va + vb + vc if b.suit == c.suit else max(va + vb, vc)
    if a.suit == c.suit:
        return max(va + vc, vb)
    if b.suit == c.suit:
        return max(vb + vc, va)
    return max(va, vb, vc)


@dataclass(frozen=True)
class KnackOptions:
    cards: int = option(32, 32, 52)  # pack size
    rule_789: bool = False  # a 7, 8 and 9 in the middle may be exchanged for a new middle
    strict: bool = False  # reaching 31 must be called; forgetting it loses the round
    swimming: bool = False  # an extra life: at zero lives a player "swims" one more round


class Knack(Game):
    id = "knack"
    lang_default = "de"
    min_players = 2
    max_players = 8
    default_players = 4
    Options = KnackOptions

    def _check_options(self) -> None:
        if self.players * 3 + 6 > self.opts.cards:
            raise ValueError(f"{self.players} players need more cards than {self.opts.cards}")

    def new_deck(self) -> list[Card]:
        return piquet_deck() if self.opts.cards == 32 else deck()

    def deck_for(
        self,
        hands: dict[int, str | list[Card]] | None = None,
        spare: str | list[Card] = (),  # type: ignore[assignment]
        stapel: str | list[Card] = (),  # type: ignore[assignment]
        dealer: int = 0,
        alive: list[bool] | None = None,
    ) -> list[Card]:
        """A stacked deck that deals ``hands`` (seat -> three cards), the dealer's second hand
        ``spare`` and ``stapel`` on top of the face-down rest; unnamed cards fill the gaps."""
        alive = alive or [True] * self.players
        named = {s: _cards(h) for s, h in (hands or {}).items()}
        spare_cards, top = _cards(spare), _cards(stapel)
        used = {c for h in named.values() for c in h} | set(spare_cards) | set(top)
        rest = [c for c in self.new_deck() if c not in used]
        seats = [s % self.players for s in range(dealer + 1, dealer + 1 + self.players)
                 if alive[s % self.players]]  # fmt: skip
        full = {s: _fill(named.get(s, []), rest) for s in seats}
        spare_cards = _fill(spare_cards, rest)
        order = [full[s][i] for i in range(3) for s in seats]
        return order + spare_cards + top + rest

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> KnackState:
        return KnackState(self, deck, dealer, context, chance)

    def rule_of_thumb(self, **params: Any) -> Any:
        from kaartlib.strategy.knack import KnackPlayer

        return KnackPlayer(**params)

    def utility(self, state: State, seat: int) -> float:
        """Not losing a life is what counts; the margin over the lowest other hand breaks
        ties between moves that keep (or lose) the life."""
        result = state.result()
        values = result["points"]
        others = [v for s, v in enumerate(values) if s != seat and v is not None]
        margin = (values[seat] or 0.0) - min(others, default=0.0)
        return -result["lives_lost"][seat] + margin / 100

    def initial_context(self) -> dict[str, Any]:
        return {"lives": [int(TABLE["lives"])] * self.players}

    def alive(self, context: dict[str, Any]) -> list[bool]:
        floor = -1 if self.opts.swimming else 0
        return [lives > floor for lives in context["lives"]]

    def next_context(self, context: dict[str, Any], state: State) -> dict[str, Any]:
        lost = state.result()["lives_lost"]
        return {"lives": [lv - d for lv, d in zip(context["lives"], lost, strict=True)]}

    def next_dealer(self, context: dict[str, Any], dealer: int) -> int:
        alive = self.alive(context)
        return next(s % self.players for s in range(dealer + 1, dealer + 1 + self.players)
                    if alive[s % self.players])  # fmt: skip

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        alive = [s for s, a in enumerate(self.alive(context)) if a]
        return alive if len(alive) == 1 else None

    def standings(self, context: dict[str, Any]) -> list[float]:
        return [float(v) for v in context["lives"]]


class KnackState(State):
    PUBLIC = ("middle", "discards", "alive", "phase", "closed_by", "turns", "stapel_size")
    DERIVED = ("draws",)

    game: Knack

    def __init__(self, game: Knack, deck: list[Card], dealer: int, context: Any, chance: int):
        super().__init__(game, deck, dealer, context, chance)
        self.alive = game.alive(context)
        if not self.alive[dealer]:
            raise ValueError(f"seat {dealer} is out of the game and cannot deal")
        seats = self.seats_from(dealer + 1)
        cards = iter(deck)
        self.hands = [[] for _ in range(self.players)]
        for _ in range(3):
            for s in seats:
                self.hands[s].append(next(cards))
        self.spare = [next(cards) for _ in range(3)]  # the dealer's second hand, unseen
        self.stapel = list(cards)
        self.middle: list[Card] = []
        self.discards: list[Card] = []
        self.closed_by: int | None = None
        self.turns_left = 0
        self.pushes = 0
        self.turns = 0
        self.ended: str | None = None  # why the round ended
        self.silent: int | None = None
        self.draws: list[tuple[int, Card]] = []  # tie-break draws, in order
        self.drawn: list[Card] = []  # the cards drawn for tie-breaks, lying on the table
        self.loser: list[int] = []
        dealt_special = any(hand_value(self.hands[s]) >= TARGET for s in seats if s != dealer)
        self.phase = "choose_final" if dealt_special else "choose"
        self.to_move = dealer

    # -- seating -------------------------------------------------------------------------
    def seats_from(self, first: int) -> list[int]:
        """Seats still in the game, clockwise starting at ``first``."""
        n = self.players
        return [s % n for s in range(first, first + n) if self.alive[s % n]]

    def _next_seat(self, seat: int) -> int:
        return self.seats_from(seat + 1)[0]

    @property
    def stapel_size(self) -> int:
        return len(self.stapel)

    # -- moves ---------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self.to_move is None:
            return []
        if self.phase in ("choose", "choose_final"):
            return [Move("keep", area="knack"), Move("other", area="knack")]
        if self.phase == "call":
            return [Move("knack", area="knack"), Move("silent", area="knack")]
        hand = self.hands[self.to_move]
        moves = [Move("swap", (g, k), area="knack") for g in hand for k in self.middle]
        moves.append(Move("swap3", area="knack"))
        moves.append(Move("push", area="knack"))
        if self.closed_by is None:
            moves.append(Move("knock", area="knack"))
        if self.game.opts.rule_789 and self._has_789() and len(self.stapel) >= 3:
            moves.append(Move("new", area="knack"))
        return moves

    def _has_789(self) -> bool:
        ranks = {c.rank for c in self.middle}
        return {Rank.SEVEN, Rank.EIGHT, Rank.NINE} <= ranks

    def _explain(self, move: Move, lang: str) -> str:
        if self.phase in ("choose", "choose_final"):
            return t("knack.dealer_must_choose", lang)
        if self.phase == "call":
            return t("knack.must_call", lang)
        hand = self.hands[self.to_move] if self.to_move is not None else []
        if move.kind == "swap" and len(move.cards) == 4 or move.kind == "swap2":
            return t("knack.no_swap_two", lang)
        if move.kind == "swap" and len(move.cards) == 2:
            give, take = move.cards
            if give not in hand:
                return t("knack.not_in_hand", lang, card=give)
            if take not in self.middle:
                return t("knack.not_in_middle", lang, card=take)
        if move.kind == "knock" and self.closed_by is not None:
            return t("knack.already_closed", lang, seat=Seat(self.closed_by))
        if move.kind == "new":
            if not self.game.opts.rule_789:
                return t("knack.no_789_rule", lang)
            return t("knack.no_789", lang)
        return super()._explain(move, lang)

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        kind = move.kind
        if kind in ("keep", "other"):
            self._choose(seat, kind)
            return
        if kind in ("knack", "silent"):
            self.silent = None if kind == "knack" else seat
            self._end("knack" if kind == "knack" else "silent")
            return
        if kind == "new":
            self._refresh_middle()
            return
        self.turns += 1
        if kind == "swap":
            give, take = move.cards
            hand = self.hands[seat]
            hand[hand.index(give)] = take
            self.middle[self.middle.index(take)] = give
            self.revealed.discard(give)
            self.revealed.add(take)
            self.pushes = 0
        elif kind == "swap3":
            self.hands[seat], self.middle = self.middle, self.hands[seat]
            self.revealed.difference_update(self.middle)
            self.revealed.update(self.hands[seat])
            self.pushes = 0
        elif kind == "push":
            self.pushes += 1
        elif kind == "knock":
            self.closed_by = seat
            self.turns_left = len(self.seats_from(0)) - 1
            self.pushes = 0
        if kind in ("swap", "swap3"):
            value = hand_value(self.hands[seat])
            if value == FEUER:
                self._end("feuer")
                return
            if value == TARGET:
                if self.game.opts.strict:
                    self.phase = "call"
                    return
                self._end("knack")
                return
        self._advance(seat, counts_after_close=kind != "knock")

    def _choose(self, dealer: int, kind: str) -> None:
        if kind == "other":
            self.hands[dealer], self.spare = self.spare, self.hands[dealer]
        self.middle, self.spare = self.spare, []
        if self.phase == "choose_final":
            self._end("deal")
            return
        value = hand_value(self.hands[dealer])
        if value >= TARGET:
            self._end("feuer" if value == FEUER else "knack")
            return
        self.phase = "play"
        self.to_move = self._next_seat(dealer)

    def _advance(self, seat: int, counts_after_close: bool) -> None:
        if self.closed_by is not None and counts_after_close:
            self.turns_left -= 1
            if self.turns_left <= 0:
                self._end("closed")
                return
        if self.pushes >= len(self.seats_from(0)):
            if len(self.stapel) < 3:
                self._end("stapel")
                return
            self._refresh_middle()
        self.to_move = self._next_seat(seat)

    def _refresh_middle(self) -> None:
        self.discards.extend(self.middle)
        self.middle, self.stapel = self.stapel[:3], self.stapel[3:]
        self.pushes = 0

    # -- end of the round ----------------------------------------------------------------
    def values(self) -> list[float | None]:
        """Each seat's hand value (None for seats out of the game)."""
        return [hand_value(h) if self.alive[s] else None for s, h in enumerate(self.hands)]

    def _end(self, reason: str) -> None:
        self.ended = reason
        self.phase = "over"
        self.to_move = None
        seats = self.seats_from(self.dealer + 1)
        values = self.values()
        if reason == "silent":
            self.loser = [self.silent] if self.silent is not None else []
            return
        feuer = [s for s in seats if values[s] == FEUER]
        if feuer:
            self.ended = "feuer"
            self.loser = [s for s in seats if s not in feuer]
            return
        low = min(values[s] for s in seats)  # type: ignore[type-var]
        tied = [s for s in seats if values[s] == low]
        self.loser = [self._draw_off(tied)]

    def _draw_off(self, tied: list[int]) -> int:
        """Tied lowest hands draw a card each; the lowest draw loses, redrawing on ties.

        When the cards left cannot separate the players (say, only tens and kings remain),
        the lot decides after ``MAX_REDRAWS`` rounds."""
        for _ in range(MAX_REDRAWS):
            if len(tied) == 1:
                return tied[0]
            drawn = [(s, self._draw_card()) for s in tied]
            self.draws.extend(drawn)
            low = min(card_value(c) for _, c in drawn)
            tied = [s for s, c in drawn if card_value(c) == low]
        return tied[self.draw_chance(len(tied))]

    def _draw_card(self) -> Card:
        """The top card of the stapel; when it is empty, the discards and drawn cards are
        shuffled into a new one."""
        if not self.stapel:
            pool = self.discards + self.drawn
            self.stapel = [pool[i] for i in _shuffled(len(pool), self)]
            self.discards, self.drawn = [], []
        card = self.stapel.pop(0)
        self.drawn.append(card)
        return card

    def result(self) -> dict[str, Any]:
        lost = [0] * self.players
        for s in self.loser:
            lost[s] += 1
        return {
            "points": self.values(),
            "lives_lost": lost,
            "losers": list(self.loser),
            "reason": self.ended,
            "closer": self.closed_by,
            "turns": self.turns,
            "draws": " ".join(f"{s}:{c}" for s, c in self.draws),
        }

    def summary(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        if not self.is_over:
            return t("core.not_over", lang)
        values = self.values()
        lines = [t("knack.values", lang, values=", ".join(
            f"{t('core.seat', lang, n=s)}: {_fmt(v, lang)}" for s, v in enumerate(values)
            if v is not None))]  # fmt: skip
        lines.append(t(f"knack.end_{self.ended}", lang))
        for s in self.loser:
            lines.append(t("knack.loses_life", lang, seat=t("core.seat", lang, n=s)))
        if self.draws:
            drawn = ", ".join(f"{t('core.seat', lang, n=s)}: {c.name(lang)}" for s, c in self.draws)
            lines.append(t("knack.tie_draw", lang, draws=drawn))
        return "\n".join(lines)

    def layout(self, seat: int, lang: str) -> Layout:
        lives = self.context["lives"]
        scores = [t("knack.lives", lang, n=lives[s]) if self.alive[s] else t("knack.out", lang)
                  for s in range(self.players)]  # fmt: skip
        status = ""
        if self.closed_by is not None:
            status = t("knack.closed_by", lang, seat=Seat(self.closed_by))
        return Layout(
            hand=list(self.hands[seat]),
            counts=[len(h) for h in self.hands],
            piles=[(t("knack.middle", lang), list(self.middle), len(self.middle)),
                   (t("knack.other_hand", lang), None, len(self.spare)),
                   (t("knack.stapel", lang), None, len(self.stapel))],  # fmt: skip
            scores=scores,
            status=status,
        )

    def _hidden(self, seat: int) -> list[list[Card]]:
        return [*super()._hidden(seat), self.spare, self.stapel]


def _fill(cards: list[Card], rest: list[Card]) -> list[Card]:
    """Complete a hand from ``rest`` with suits and ranks it lacks (unnamed hands stay low)."""
    cards = list(cards)
    while len(cards) < 3:
        seen = {c.suit for c in cards} | {c.rank for c in cards}
        pick = next((c for c in rest if c.suit not in seen and c.rank not in seen), rest[0])
        rest.remove(pick)
        cards.append(pick)
    return cards


def _cards(cards: str | list[Card] | tuple[Card, ...]) -> list[Card]:
    return parse_cards(cards) if isinstance(cards, str) else list(cards)


def _fmt(value: float, lang: str) -> str:
    text = f"{value:g}"
    return text if lang == "en" else text.replace(".", ",")


def _shuffled(n: int, state: State) -> list[int]:
    order = list(range(n))
    for i in range(n - 1, 0, -1):
        j = state.draw_chance(i + 1)
        order[i], order[j] = order[j], order[i]
    return order
