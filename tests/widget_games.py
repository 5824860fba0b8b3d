"""A tiny trick game for the widget tests: card moves, a face-up talon, an exchange, tricks.

Two players, twelve cards (9 to A of hearts and spades, hearts trump), four cards each and a
face-up talon of four. First each seat may ``exchange H T`` (give H, take T from the talon) or
``pass``; then four tricks: follow suit, else trump; the trick's winner leads the next one.
Messages come from the ``minitricks`` catalog entries the tests add.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kaartlib.cards import Card, Rank, Suit
from kaartlib.core import Game, Layout, Move, State
from kaartlib.i18n import Seat, t
from kaartlib.players import RandomPlayer
from kaartlib.rules.follow import FOLLOW_THEN_TRUMP, legal_cards
from kaartlib.rules.tricks import TrickOrder

ORDER = TrickOrder(Suit.HEARTS)
MESSAGES = {
    "minitricks.name": "Mini tricks",
    "minitricks.move_exchange": "exchange {c0} for {c1}",
    "minitricks.won": "{seat} wins the trick with {card}.",
    "minitricks.talon": "Talon",
    "minitricks.summary": "Tricks: {tricks}.",
    "minitricks.tricks": "{n} tricks",
}


@dataclass(frozen=True)
class MiniOptions:
    """No options."""


class MiniTricks(Game):
    id = "minitricks"
    lang_default = "en"
    min_players = max_players = default_players = 2

    Options = MiniOptions

    def new_deck(self) -> list[Card]:
        ranks = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
        return [Card(r, s) for s in (Suit.HEARTS, Suit.SPADES) for r in ranks]

    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> State:
        return MiniState(self, deck, dealer, context, chance)

    def rule_of_thumb(self, **params: Any) -> Any:
        return RandomPlayer()


class MiniState(State):
    PUBLIC = ("talon", "trick", "tricks")

    def __init__(self, game: Game, deck: list[Card], dealer: int, context: Any, chance: int):
        super().__init__(game, deck, dealer, context, chance)
        self.hands = [list(deck[0:4]), list(deck[4:8])]
        self.talon = list(deck[8:12])
        self.trick: list[tuple[int, Card]] = []
        self.last: list[tuple[int, Card]] = []
        self.won: list[list[Card]] = [[], []]
        self.tricks = [0, 0]
        self.exchanges = 0
        self.to_move = (dealer + 1) % 2

    def legal_moves(self) -> list[Move]:
        if self.to_move is None:
            return []
        hand = self.hands[self.to_move]
        if self.exchanges < 2:
            swaps = [Move("exchange", (h, k), area="minitricks") for h in hand for k in self.talon]
            return [*swaps, Move("pass")]
        cards, _ = legal_cards(hand, [c for _, c in self.trick], ORDER, FOLLOW_THEN_TRUMP)
        return [Move("card", (c,)) for c in cards]

    def _explain(self, move: Move, lang: str) -> str:
        if move.kind == "card" and self.exchanges >= 2 and self.to_move is not None:
            hand = self.hands[self.to_move]
            _, refused = legal_cards(hand, [c for _, c in self.trick], ORDER, FOLLOW_THEN_TRUMP)
            if move.card in refused:
                r = refused[move.card]
                return t(r.key, lang, **r.params)
        return super()._explain(move, lang)

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        if self.exchanges < 2:
            if move.kind == "exchange":
                give, take = move.cards
                hand = self.hands[seat]
                hand[hand.index(give)] = take
                self.talon[self.talon.index(take)] = give
            self.exchanges += 1
            self.to_move = 1 - seat
            return
        self.hands[seat].remove(move.card)
        self.trick.append((seat, move.card))
        if len(self.trick) < 2:
            self.to_move = 1 - seat
            return
        best = ORDER.winner([c for _, c in self.trick])
        winner, card = self.trick[best]
        self.tricks[winner] += 1
        self.won[winner].extend(c for _, c in self.trick)
        self.note("minitricks.won", seat=Seat(winner), card=card)
        self.last, self.trick = self.trick, []
        self.to_move = winner if self.hands[winner] else None

    def result(self) -> dict[str, Any]:
        return {"points": list(self.tricks)}

    def summary(self, lang: str | None = None) -> str:
        return t("minitricks.summary", lang or self.lang, tricks=self.tricks)

    def layout(self, seat: int, lang: str) -> Layout:
        return Layout(
            hand=list(self.hands[seat]),
            counts=[len(h) for h in self.hands],
            trick=list(self.trick),
            last_trick=list(self.last),
            trump_text=Suit.HEARTS.label(lang),
            piles=[(t("minitricks.talon", lang), list(self.talon), len(self.talon))],
            scores=[t("minitricks.tricks", lang, n=n) for n in self.tricks],
        )
