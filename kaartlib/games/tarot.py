"""The tarot family (Dutch rule text, seed 002; readings: RULINGS.md, tarot family).

Four games on one engine with the 78-card tarot pack (four suits 1–10, J, C, Q, K; the trumps
T1–T21; the Excuse):

- ``maison_tarot``: 2–6 players, 12 cards each; card points plus (cards won − 12), first to 50.
  Options: ``clockwise``, ``wild`` (a pot each deal, one point per trick), ``hand_size``.
- ``la_rigueur``: Maison Tarot with spades as a second trump suit below the trumps.
- ``maison_troggen``: 3 players, 25/25/28 cards; the dealer lays 3 cards away, which count for
  him; points counted in threes (every deal totals 76); a round of three deals.
- ``triomphe_forcee``: 2–10 players, stakes and a pot; Death (T13) takes the pot at once and
  ends the deal; the Excuse and T1 claim one stake, T11 two; most tricks take the rest.

Seats are numbered in play order: seat ``s + 1`` plays after seat ``s``. The rule text plays
counter-clockwise, so seat ``s + 1`` sits at the right of seat ``s``. The seat after the dealer
(the voorhand, at his right) leads the first trick, and the deal passes on to him.

Stacked decks (``game.deal(deck=...)``, top card first): every seat in play order from the
voorhand takes its whole hand as one block off the top, the dealer last; the cards left over lie
out of play, face down. Hands are kept sorted.

Play: follow suit; void, play a trump; otherwise any card. There is no duty to overtrump, and
trumps may always be led. Maison Troggen and Triomphe Forcée rank the red numerals in reverse
(K Q C J 1 2 … 10). The Excuse may always be played and never wins; after an Excuse lead the
next card sets the suit. It returns to its owner's won cards, and he owes the trick's winner an
empty card: paid at once from his won cards, or as soon as he wins one; still unpaid at the end,
he pays his cheapest counting card, and with nothing but the Excuse he gives up the Excuse.

Move notation:

- a card (``K♥``, ``T21``, ``Exc``): play it to the trick;
- ``discard 5♣``: Maison Troggen, the dealer lays one card away (three times, before play).
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from kaartlib.cards import EXCUSE_RANK, Card, Rank, Suit, parse_card, parse_cards, tarot_deck
from kaartlib.core import Game, Layout, Move, State, card_move, option
from kaartlib.i18n import Seat, t
from kaartlib.rules.follow import FOLLOW_THEN_TRUMP, MUST_FOLLOW, Duty, Situation, legal_cards
from kaartlib.rules.tricks import TAROT_ORDER, TAROT_RED_ORDER, TrickOrder
from kaartlib.tables import table

PACK = tarot_deck()
EXCUSE = Card(EXCUSE_RANK, Suit.TRUMP)
CARD_MOVES = {c: card_move(c) for c in PACK}
DISCARD_MOVES = {c: Move("discard", (c,), area="maison_troggen") for c in PACK}
ALWAYS = (EXCUSE,)


def _plain_led_void(s: Situation) -> bool:
    return s.led is not None and s.led not in (Suit.TRUMP, Suit.SPADES) and s.void


MUST_TRUMP_OR_SPADE = Duty(
    "tarot.must_trump_or_spade", _plain_led_void,
    lambda c, s: s.suit(c) in (Suit.TRUMP, Suit.SPADES),
)  # fmt: skip
MUST_TRUMP_ON_SPADES = Duty(
    "tarot.must_trump_on_spades", lambda s: s.led is Suit.SPADES and s.void,
    lambda c, s: s.suit(c) is Suit.TRUMP,
)  # fmt: skip
# La Rigueur: void in a plain suit, a trump or a spade (free choice); spades led and void, a
# trump; trumps led and void, no spade duty.
RIGUEUR = (MUST_FOLLOW, MUST_TRUMP_OR_SPADE, MUST_TRUMP_ON_SPADES)


def card_values(points: dict[str, int]) -> dict[Card, int]:
    """Every card's value from a table keyed ``Exc``, ``T21``, ``T1``, ``K``, ``Q`` …; the
    cards the table does not name are empty cards, worth 0."""
    out = {}
    for card in PACK:
        key = str(card) if card.suit is Suit.TRUMP else Rank(card.rank).symbol
        out[card] = int(points.get(key, 0))
    return out


def _split(amount: float, winners: list[int], players: int) -> list[float]:
    share = amount / len(winners)
    return [share if s in winners else 0.0 for s in range(players)]


@dataclass(frozen=True)
class NoOptions:
    """A game whose rule text leaves nothing to choose."""


@dataclass(frozen=True)
class MaisonTarotOptions:
    clockwise: bool = False  # the text allows clockwise play; only the table's picture changes
    wild: bool = False  # "Wilde Maison Tarot": a pot each deal, one point per trick
    hand_size: int = option(12, 12, 6, 9)  # cards each; the score compares cards won with it


class TarotGame(Game):
    """What the four games share: the pack, the trick order, the follow duties, the deal."""

    lang_default = "nl"
    TABLE: ClassVar[dict[str, Any]]
    red_reversed: ClassVar[bool] = False
    second_trump: ClassVar[Suit | None] = None
    duties: ClassVar[tuple[Duty, ...]] = FOLLOW_THEN_TRUMP

    def __init__(self, players: int | None = None, lang: str | None = None, **options: Any):
        super().__init__(players, lang, **options)
        reds = dict.fromkeys((Suit.HEARTS, Suit.DIAMONDS), TAROT_RED_ORDER)
        self.order = TrickOrder(Suit.TRUMP, TAROT_ORDER, suit_orders=reds if self.red_reversed
                                else None, second_trump=self.second_trump)  # fmt: skip
        self.values = card_values(self.TABLE.get("points", {}))
        self.suit_of = {c: self.order.suit_of(c) for c in PACK}
        self.when_void = {s: self.void_suits(s) for s in Suit}

    def void_suits(self, led: Suit) -> tuple[Suit, ...]:
        """The suits a player void in ``led`` must play if he has any (the same rule as
        ``duties``, for speed): a trump."""
        return (Suit.TRUMP,)

    @property
    def clockwise(self) -> bool:
        return False

    def new_deck(self) -> list[Card]:
        return list(PACK)

    def hand_sizes(self, dealer: int) -> list[int]:
        """Cards dealt to each seat."""
        return [self.hand_size()] * self.players

    def hand_size(self) -> int:
        return int(self.TABLE["hand_size"])

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> TarotState:
        return TarotState(self, deck, dealer, context, chance)

    def deal_hands(self, hands: dict[int, str], dealer: int = 0) -> TarotState:
        """A stacked deal from the hands by seat (``{1: "K♥ T21 …", …}``); the cards no hand
        names stay out of play in pack order (examples and tests)."""
        order = [(dealer + 1 + i) % self.players for i in range(self.players)]
        deck = [c for s in order for c in parse_cards(hands[s])]
        rest = [c for c in PACK if c not in deck]
        state = self.deal(deck=deck + rest, dealer=dealer)
        assert isinstance(state, TarotState)
        return state

    def rule_of_thumb(self, **params: Any) -> Any:
        from kaartlib.strategy.tarot import TarotPlayer

        return TarotPlayer(**params)

    def is_empty(self, card: Card) -> bool:
        """An empty card: no value of its own, and not the Excuse."""
        return self.values[card] == 0 and card is not EXCUSE

    # -- scoring (per game) ----------------------------------------------------------------
    @abstractmethod
    def deal_result(self, state: TarotState) -> dict[str, Any]:
        """The outcome of a deal: ``points`` per seat and whatever explains them."""

    @abstractmethod
    def summary_lines(self, state: TarotState, lang: str) -> list[str]:
        """The finished deal in words, one line each."""

    def score_text(self, state: TarotState, seat: int, lang: str) -> str:
        """One seat's score for the table: the match total and this deal so far."""
        return t(f"{self.id}.score", lang, total=_num(self.standings(state.context)[seat], lang),
                 **self._running(state, seat))  # fmt: skip

    def _running(self, state: TarotState, seat: int) -> dict[str, Any]:
        return {"points": state.result()["points"][seat], "tricks": state.tricks[seat]}

    # -- the match: scores summed deal by deal ---------------------------------------------
    def initial_context(self) -> dict[str, Any]:
        return {"scores": [0] * self.players, "deals": 0}

    def next_context(self, context: dict[str, Any], state: State) -> dict[str, Any]:
        points = state.result()["points"]
        return {"scores": [a + b for a, b in zip(context["scores"], points, strict=True)],
                "deals": context["deals"] + 1}  # fmt: skip

    def standings(self, context: dict[str, Any]) -> list[float]:
        return [float(v) for v in context["scores"]]

    def _best(self, context: dict[str, Any]) -> list[int]:
        scores = context["scores"]
        top = max(scores)
        return [s for s, v in enumerate(scores) if v == top]


class PointsGame(TarotGame):
    """Maison Tarot and La Rigueur: card points plus (cards won − hand size), first to 50."""

    min_players = 2
    max_players = 6
    default_players = 4

    @property
    def wild(self) -> bool:
        return False

    def deal_result(self, state: TarotState) -> dict[str, Any]:
        n = self.players
        piles = state.piles()
        card_points = [sum(self.values[c] for c in p) for p in piles]
        cards = [len(p) for p in piles]
        out: dict[str, Any] = {"card_points": card_points, "cards_won": cards,
                               "tricks": list(state.tricks)}  # fmt: skip
        if not self.wild:
            size = self.hand_size()
            out["points"] = [p + c - size for p, c in zip(card_points, cards, strict=True)]
            return out
        points = [p + k for p, k in zip(card_points, state.tricks, strict=True)]
        top = max(points)
        winners = [s for s in range(n) if points[s] == top]
        stake = float(self.TABLE["stake"])
        won = _split(stake * n, winners, n) if state.is_over else [0.0] * n
        out.update(deal_points=points, pot=stake * n, pot_won=won,
                   points=[w - stake for w in won])  # fmt: skip
        return out

    def score_text(self, state: TarotState, seat: int, lang: str) -> str:
        key = "tarot.score_wild" if self.wild else "tarot.score_points"
        r = state.result()
        return t(key, lang, total=_num(self.standings(state.context)[seat], lang),
                 card_points=r["card_points"][seat], cards=r["cards_won"][seat],
                 tricks=state.tricks[seat])  # fmt: skip

    def utility(self, state: State, seat: int) -> float:
        result = state.result()
        if self.wild:
            return result["points"][seat] + result["deal_points"][seat] / 100
        return float(result["points"][seat])

    def summary_lines(self, state: TarotState, lang: str) -> list[str]:
        r = state.result()
        lines = []
        for s in range(self.players):
            if self.wild:
                lines.append(t("tarot.line_wild", lang, seat=Seat(s),
                               cards=r["card_points"][s], tricks=r["tricks"][s],
                               points=r["deal_points"][s]))  # fmt: skip
            else:
                diff = r["cards_won"][s] - self.hand_size()
                lines.append(t("tarot.line_points", lang, seat=Seat(s),
                               cards=r["card_points"][s], won=r["cards_won"][s],
                               diff=f"{diff:+d}", points=r["points"][s]))  # fmt: skip
        if self.wild:
            winners = [s for s in range(self.players) if r["pot_won"][s] > 0]
            lines.append(t("tarot.pot_to", lang, seats=_seats(winners, lang),
                           pot=_num(r["pot"], lang)))  # fmt: skip
        return lines

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        if self.wild:
            return self._best(context) if context["deals"] >= self.players else None
        best = self._best(context)
        return best if context["scores"][best[0]] >= self.TABLE["target"] else None


class MaisonTarot(PointsGame):
    id = "maison_tarot"
    Options = MaisonTarotOptions
    TABLE = table("maison_tarot")

    def _check_options(self) -> None:
        if self.opts.hand_size * self.players > len(PACK):
            raise ValueError(f"{self.players} players cannot get {self.opts.hand_size} cards each")

    @property
    def clockwise(self) -> bool:
        return bool(self.opts.clockwise)

    @property
    def wild(self) -> bool:
        return bool(self.opts.wild)

    def hand_size(self) -> int:
        return int(self.opts.hand_size)


class LaRigueur(PointsGame):
    id = "la_rigueur"
    Options = NoOptions
    TABLE = table("la_rigueur")
    second_trump = Suit.SPADES
    duties = RIGUEUR

    def void_suits(self, led: Suit) -> tuple[Suit, ...]:
        """Void in a plain suit: a trump or a spade; in spades: a trump; in trumps: anything."""
        return {Suit.TRUMP: (), Suit.SPADES: (Suit.TRUMP,)}.get(led, (Suit.TRUMP, Suit.SPADES))


class MaisonTroggen(TarotGame):
    id = "maison_troggen"
    min_players = 3
    max_players = 3
    default_players = 3
    Options = NoOptions
    TABLE = table("maison_troggen")
    red_reversed = True

    def hand_sizes(self, dealer: int) -> list[int]:
        sizes = [int(self.TABLE["hands"])] * self.players
        sizes[dealer] = int(self.TABLE["dealer_hand"])
        return sizes

    def may_discard(self, card: Card) -> bool:
        """The discard may hold no king, no trump and not the Excuse."""
        return card.suit is not Suit.TRUMP and card.rank != Rank.KING

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> TroggenState:
        return TroggenState(self, deck, dealer, context, chance)

    def pile_points(self, pile: list[Card]) -> int:
        """Points counted in threes: a set of three is worth its values (an empty card 1)
        minus 2; the same as each counting card's value less 1, plus one per three cards."""
        return sum(self.values[c] - 1 for c in pile if self.values[c]) + (
            len(pile) // int(self.TABLE["set_size"]))

    def deal_result(self, state: TarotState) -> dict[str, Any]:
        piles = state.piles()
        size = int(self.TABLE["set_size"])
        return {"points": [self.pile_points(p) for p in piles],
                "cards_won": [len(p) for p in piles], "sets": [len(p) // size for p in piles],
                "tricks": list(state.tricks)}  # fmt: skip

    def summary_lines(self, state: TarotState, lang: str) -> list[str]:
        r = state.result()
        return [t("maison_troggen.line", lang, seat=Seat(s), points=r["points"][s],
                  sets=r["sets"][s], cards=r["cards_won"][s], values=r["points"][s] - r["sets"][s])
                for s in range(self.players)]  # fmt: skip

    def public_move(self, move: Move) -> Move:
        return Move("skart", area="maison_troggen") if move.kind == "discard" else move

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        return self._best(context) if context["deals"] >= self.TABLE["deals"] else None


class TriompheForcee(TarotGame):
    id = "triomphe_forcee"
    min_players = 2
    max_players = 10
    default_players = 4
    Options = NoOptions
    TABLE = table("triomphe_forcee")
    red_reversed = True

    def hand_size(self) -> int:
        if self.players <= self.TABLE["full_hands_players"]:
            return int(self.TABLE["hand_size"])
        return len(PACK) // self.players

    @property
    def death(self) -> Card:
        return parse_card(self.TABLE["death"])

    def honours(self) -> list[tuple[Card, int]]:
        return [(parse_card(k), int(v)) for k, v in self.TABLE["honours"].items()]

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> TriompheState:
        return TriompheState(self, deck, dealer, context, chance)

    def deal_result(self, state: TarotState) -> dict[str, Any]:
        assert isinstance(state, TriompheState)
        return {"points": [r - p for r, p in zip(state.received, state.paid, strict=True)],
                "tricks": list(state.tricks), "death": state.death,
                "paid": list(state.paid), "received": list(state.received)}  # fmt: skip

    def utility(self, state: State, seat: int) -> float:
        result = state.result()
        return result["points"][seat] + result["tricks"][seat] / 100

    def summary_lines(self, state: TarotState, lang: str) -> list[str]:
        assert isinstance(state, TriompheState)
        lines = []
        for seat, card in state.declared:
            if card is self.death:
                lines.append(t("triomphe_forcee.death", lang, seat=Seat(seat),
                               pot=_num(state.death_pot, lang)))  # fmt: skip
            else:
                lines.append(t("triomphe_forcee.honour", lang, seat=Seat(seat), card=card,
                               stakes=dict(self.honours())[card]))  # fmt: skip
        if state.death is None:
            tricks = ", ".join(f"{t('core.seat', lang, n=s)}: {k}"
                               for s, k in enumerate(state.tricks))  # fmt: skip
            lines.append(t("triomphe_forcee.tricks", lang, tricks=tricks))
            lines.append(t("tarot.pot_to", lang, seats=_seats(state.pot_winners, lang),
                           pot=_num(state.final_pot, lang)))  # fmt: skip
        points = state.result()["points"]
        lines.append(t("triomphe_forcee.net", lang, money=", ".join(
            f"{t('core.seat', lang, n=s)}: {_num(v, lang, signed=True)}"
            for s, v in enumerate(points))))  # fmt: skip
        return lines

    def match_winners(self, context: dict[str, Any]) -> list[int] | None:
        done = context["deals"] >= self.players * int(self.TABLE["rounds"])
        return self._best(context) if done else None


class TarotState(State):
    PUBLIC = ("trick", "last_trick", "won", "tricks", "leader", "debts", "phase")
    DERIVED = ("last_trick", "payments")

    game: TarotGame

    def __init__(self, game: TarotGame, deck: list[Card], dealer: int, context: Any,
                 chance: int) -> None:  # fmt: skip
        super().__init__(game, deck, dealer, context, chance)
        n = self.players
        self.hands = self.initial_hands()
        self.rest = list(deck[sum(game.hand_sizes(dealer)):])
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks = [0] * n
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.debts: list[tuple[int, int]] = []  # (owner of the Excuse, winner he owes a card)
        self.payments: list[tuple[int, int, Card]] = []  # (from, to, card) for the Excuse
        self.leader = (dealer + 1) % n
        self.phase = "play"
        self.to_move = self.leader
        self.outcome: dict[str, Any] | None = None
        self._begin()

    def _begin(self) -> None:
        """What happens between the deal and the first lead (nothing in most games)."""

    def initial_hands(self) -> list[list[Card]]:
        """The hands as dealt: blocks off the top of the deck in play order from the
        voorhand, the dealer last."""
        sizes = self.game.hand_sizes(self.dealer)
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        pos = 0
        for seat in self.play_order(self.dealer + 1):
            hands[seat] = sorted(self.deck[pos : pos + sizes[seat]])
            pos += sizes[seat]
        return hands

    def play_order(self, first: int) -> list[int]:
        n = self.players
        return [(first + i) % n for i in range(n)]

    def piles(self) -> list[list[Card]]:
        """The cards each seat has won (Maison Troggen: the dealer's discard included)."""
        return [list(p) for p in self.won]

    def _payment_piles(self, seat: int) -> list[list[Card]]:
        return [self.won[seat]]

    # -- moves -----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return [] if self.to_move is None else self._legal_now()

    def _legal_now(self) -> list[Move]:
        """The legal cards by the game's duties (the same as ``rules.follow.legal_cards`` with
        ``game.duties``, which explains refusals; a test checks they agree)."""
        hand = self.hands[self.to_move]  # type: ignore[index]
        suit_of = self.game.suit_of
        led = next((s for s in (suit_of[c] for _, c in self.trick) if s is not None), None)
        if led is None:
            return [CARD_MOVES[c] for c in hand]
        keep = [c for c in hand if suit_of[c] is led or c is EXCUSE]
        if len(keep) == 1 and keep[0] is EXCUSE or not keep:
            void = self.game.when_void[led]
            keep = [c for c in hand if suit_of[c] in void or c is EXCUSE]
            if len(keep) == 1 and keep[0] is EXCUSE or not keep:
                keep = hand
        return [CARD_MOVES[c] for c in keep]

    def _follow(self, hand: list[Card]) -> tuple[list[Card], dict[Card, Any]]:
        game = self.game
        return legal_cards(hand, [c for _, c in self.trick], game.order, game.duties,
                           always=ALWAYS)  # fmt: skip

    def _explain(self, move: Move, lang: str) -> str:
        seat = self.to_move
        if seat is None or move.kind != "card" or len(move.cards) != 1:
            return super()._explain(move, lang)
        if move.card not in self.hands[seat]:
            return t("tarot.not_in_hand", lang, card=move.card)
        refusal = self._follow(self.hands[seat])[1].get(move.card)
        if refusal is None:
            return super()._explain(move, lang)
        return t(refusal.key, lang, **refusal.params)

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        self.hands[seat].remove(move.card)
        self.trick.append((seat, move.card))
        if len(self.trick) < self.players:
            self.to_move = (seat + 1) % self.players
        else:
            self._close_trick()

    def _close_trick(self) -> None:
        trick = self.trick
        winner, card = trick[self.game.order.winner([c for _, c in trick])]
        self.tricks[winner] += 1
        self.note("tarot.trick_won", seat=Seat(winner), card=card)
        debt = None
        for seat, c in trick:
            if c is EXCUSE and seat != winner:
                self.won[seat].append(c)
                debt = (seat, winner)
                self.debts.append(debt)
                self.note("tarot.excuse_back", seat=Seat(seat), winner=Seat(winner))
            else:
                self.won[winner].append(c)
        self._settle(final=False)
        if debt in self.debts:
            self.note("tarot.excuse_owed", seat=Seat(debt[0]), winner=Seat(debt[1]))
        self.last_trick, self.trick = trick, []
        if self.hands[winner]:
            self.leader = self.to_move = winner
        else:
            self._finish()

    # -- the Excuse's debt -----------------------------------------------------------------
    def _settle(self, final: bool) -> None:
        """Pay every open debt for the Excuse that can be paid now (at the end: all)."""
        still = []
        for debtor, creditor in self.debts:
            found = self._payment(debtor, final)
            if found is None:
                still.append((debtor, creditor))
                continue
            card, pile = found
            pile.remove(card)
            self.won[creditor].append(card)
            self.payments.append((debtor, creditor, card))
            key = ("tarot.excuse_surrendered" if card is EXCUSE else
                   "tarot.excuse_paid" if self.game.is_empty(card) else "tarot.excuse_paid_points")
            self.note(key, seat=Seat(debtor), winner=Seat(creditor), card=card)  # fmt: skip
        self.debts = still

    def _payment(self, debtor: int, final: bool) -> tuple[Card, list[Card]] | None:
        """The card the Excuse's owner gives: an empty card from his won cards; at the end
        his cheapest counting card, or with nothing else the Excuse itself."""
        piles = self._payment_piles(debtor)
        for pile in piles:
            for card in pile:
                if self.game.is_empty(card):
                    return card, pile
        if not final:
            return None
        values = self.game.values
        counting = [(values[c], c, i) for i, p in enumerate(piles) for c in p if c is not EXCUSE]
        if counting:
            _, card, i = min(counting)
            return card, piles[i]
        return EXCUSE, self.won[debtor]

    def _finish(self) -> None:
        self._settle(final=True)
        self._end_of_play()
        self.phase = "over"
        self.to_move = None
        self.outcome = self.game.deal_result(self)

    def _end_of_play(self) -> None:
        """What happens after the last trick before scoring (Triomphe Forcée: the pot)."""

    # -- outcome and pictures ----------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        """The deal's outcome (while the deal runs: the score so far)."""
        return dict(self.outcome) if self.outcome is not None else self.game.deal_result(self)

    def summary(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        if not self.is_over:
            return t("core.not_over", lang)
        lines = self.game.summary_lines(self, lang)
        for debtor, creditor, card in self.payments:
            key = ("tarot.excuse_surrendered" if card is EXCUSE else
                   "tarot.excuse_paid" if self.game.is_empty(card) else "tarot.excuse_paid_points")
            lines.append(t(key, lang, seat=Seat(debtor), winner=Seat(creditor), card=card))
        return "\n".join(lines)

    def layout(self, seat: int, lang: str) -> Layout:
        game = self.game
        piles = [self._won_pile(s, lang) for s in range(self.players)]
        if self.rest:
            piles.append((t("tarot.pile_rest", lang), None, len(self.rest)))
        return Layout(
            hand=list(self.hands[seat]),
            counts=[len(h) for h in self.hands],
            trick=list(self.trick),
            last_trick=list(self.last_trick),
            trump_text=t(f"{game.id}.trumps", lang),
            piles=piles + self._extra_piles(seat, lang),
            scores=[game.score_text(self, s, lang) for s in range(self.players)],
            status=self._status(lang),
        )

    def _won_pile(self, seat: int, lang: str) -> tuple[str, list[Card] | None, int]:
        """A seat's won cards for the table: how many, with its counting cards face up (face
        down when the cards carry no points)."""
        pile, values = self.won[seat], self.game.values
        if not any(values.values()):
            label = t("tarot.pile_tricks", lang, seat=Seat(seat), tricks=self.tricks[seat])
            return label, None, len(pile)
        shown = [c for c in pile if values[c]]
        key = "tarot.pile_won" if shown else "tarot.pile_won_plain"
        return t(key, lang, seat=Seat(seat), n=len(pile)), shown, len(pile)

    def _extra_piles(self, seat: int, lang: str) -> list[tuple[str, list[Card] | None, int]]:
        return []

    def _status(self, lang: str) -> str:
        """The direction of play, and any card still owed for the Excuse."""
        direction = t("tarot.clockwise" if self.game.clockwise else "tarot.counter_clockwise",
                      lang)  # fmt: skip
        debts = "".join(" " + t("tarot.status_debt", lang, seat=Seat(d), winner=Seat(w))
                        for d, w in self.debts)  # fmt: skip
        return t("tarot.status_direction", lang, direction=direction) + debts

    def _hidden(self, seat: int) -> list[list[Card]]:
        return [*super()._hidden(seat), self.rest]


class TroggenState(TarotState):
    """Maison Troggen: the dealer first lays three cards away; they count for him."""

    game: MaisonTroggen

    def _begin(self) -> None:
        self.discard: list[Card] = []
        self.phase = "discard"
        self.to_move = self.dealer

    def piles(self) -> list[list[Card]]:
        piles = super().piles()
        piles[self.dealer].extend(self.discard)
        return piles

    def _payment_piles(self, seat: int) -> list[list[Card]]:
        return [self.won[seat], self.discard] if seat == self.dealer else [self.won[seat]]

    def _legal_now(self) -> list[Move]:
        if self.phase != "discard":
            return super()._legal_now()
        hand = self.hands[self.dealer]
        allowed = [c for c in hand if self.game.may_discard(c)] or hand
        return [DISCARD_MOVES[c] for c in allowed]

    def _explain(self, move: Move, lang: str) -> str:
        if self.phase != "discard":
            if move.kind == "discard":
                return t("maison_troggen.discard_done", lang)
            return super()._explain(move, lang)
        if move.kind != "discard" or len(move.cards) != 1:
            return t("maison_troggen.must_discard", lang, seat=Seat(self.dealer),
                     left=int(self.game.TABLE["discard"]) - len(self.discard))  # fmt: skip
        if move.card not in self.hands[self.dealer]:
            return t("tarot.not_in_hand", lang, card=move.card)
        return t("maison_troggen.discard_forbidden", lang, card=move.card)

    def _apply(self, move: Move) -> None:
        if move.kind != "discard":
            super()._apply(move)
            return
        self.hands[self.dealer].remove(move.card)
        self.discard.append(move.card)
        if len(self.discard) == int(self.game.TABLE["discard"]):
            self.note("maison_troggen.discarded", seat=Seat(self.dealer), n=len(self.discard))
            self.phase = "play"
            self.to_move = self.leader

    def _extra_piles(self, seat: int, lang: str) -> list[tuple[str, list[Card] | None, int]]:
        shown = list(self.discard) if seat == self.dealer else None
        return [(t("maison_troggen.pile_discard", lang), shown, len(self.discard))]

    def _hidden(self, seat: int) -> list[list[Card]]:
        hidden = super()._hidden(seat)
        return hidden if seat == self.dealer else [*hidden, self.discard]


class TriompheState(TarotState):
    """Triomphe Forcée: stakes into the pot, Death, honours, then tricks for the rest."""

    PUBLIC = (*TarotState.PUBLIC, "pot", "declared", "death", "paid", "received")
    DERIVED = (*TarotState.DERIVED, "declared")

    game: TriompheForcee

    def _begin(self) -> None:
        n = self.players
        self.pot = 0.0
        self.paid = [0.0] * n
        self.received = [0.0] * n
        self.declared: list[tuple[int, Card]] = []
        self.death: int | None = None
        self.death_pot = 0.0
        self.final_pot = 0.0
        self.pot_winners: list[int] = []
        self._ante()
        death = self.game.death
        holder = next((s for s in range(n) if death in self.hands[s]), None)
        if holder is not None:
            self.death, self.death_pot = holder, self.pot
            self._declare(holder, death)
            self.note("triomphe_forcee.death", seat=Seat(holder), pot=_amount(self.pot))
            self.received[holder] += self.pot
            self.pot = 0.0
            self._finish()
            return
        for seat in self.play_order(self.leader):
            for card, stakes in self.game.honours():
                if card in self.hands[seat]:
                    self._declare(seat, card)
                    self._claim(seat, stakes)
                    self.note("triomphe_forcee.honour", seat=Seat(seat), card=card, stakes=stakes)

    def _declare(self, seat: int, card: Card) -> None:
        self.declared.append((seat, card))
        self.revealed.add(card)

    def _ante(self) -> None:
        """Everyone puts one stake into the empty pot."""
        stake = float(self.game.TABLE["stake"])
        for s in range(self.players):
            self.paid[s] += stake
        self.pot += stake * self.players

    def _claim(self, seat: int, stakes: int) -> None:
        """Take ``stakes`` from the pot; whenever it runs dry everyone stakes again."""
        owed = stakes * float(self.game.TABLE["stake"])
        while owed > 0:
            take = min(owed, self.pot)
            self.pot -= take
            self.received[seat] += take
            owed -= take
            if self.pot <= 0:
                self.pot = 0.0
                self._ante()

    def _end_of_play(self) -> None:
        if self.death is not None:
            return
        top = max(self.tricks)
        self.pot_winners = [s for s, k in enumerate(self.tricks) if k == top]
        self.final_pot = self.pot
        for s, share in enumerate(_split(self.pot, self.pot_winners, self.players)):
            self.received[s] += share
        self.pot = 0.0
        share = _amount(self.final_pot / len(self.pot_winners))
        for s in self.pot_winners:
            self.note("tarot.pot_share", seat=Seat(s), share=share, pot=_amount(self.final_pot))

    def _status(self, lang: str) -> str:
        return t("triomphe_forcee.status_pot", lang, pot=_num(self.pot, lang)) + " " + super(
            )._status(lang)  # fmt: skip


def _amount(value: float) -> int | float:
    """A sum of stakes for a message: whole numbers without a decimal point."""
    return int(value) if float(value).is_integer() else round(value, 2)


def _num(value: float, lang: str, signed: bool = False) -> str:
    text = f"{value:+g}" if signed else f"{value:g}"
    return text if lang == "en" else text.replace(".", ",")


def _seats(seats: list[int], lang: str) -> str:
    return ", ".join(t("core.seat", lang, n=s) for s in seats)
