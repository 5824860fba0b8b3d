"""The game protocol: games, deals (states), moves, views, refusals and deal records.

A ``Game`` holds the rules and options of one game; ``game.deal()`` gives a ``State`` that is
played move by move. Every game module subclasses both and fills in a few hooks; everything a
notebook, widget, player or simulation needs goes through the methods defined here.
"""

from __future__ import annotations

import dataclasses
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Self

from kaartlib.cards import Card, parse_card, parse_cards
from kaartlib.i18n import catalog, check_lang, t

if TYPE_CHECKING:
    import numpy as np


class IllegalMove(ValueError):
    """A move the rules forbid now; the message explains the rule in the game's language."""

    def __init__(self, message: str, move: Move | str | None = None) -> None:
        super().__init__(message)
        self.move = move


class RecordError(ValueError):
    """A deal record that cannot be replayed: corrupt, truncated or tampered with."""


@dataclass(frozen=True, slots=True)
class Move:
    """One action. ``kind`` is ``card`` for playing a card, otherwise a keyword such as
    ``pass`` or ``swap``; ``cards`` and ``arg`` complete it. ``str(move)`` is its notation."""

    kind: str
    cards: tuple[Card, ...] = ()
    arg: str | int | None = None
    area: str = field(default="core", compare=False)

    def __str__(self) -> str:
        if self.kind == "card":
            return str(self.cards[0])
        parts = [self.kind, *map(str, self.cards)]
        if self.arg is not None:
            parts.append(str(self.arg))
        return " ".join(parts)

    @property
    def card(self) -> Card:
        return self.cards[0]

    def label(self, lang: str = "en") -> str:
        """The move in words for a reader: ``Herz-Ass spielen``, ``schieben``."""
        if self.kind == "card":
            return self.cards[0].name(lang)
        key = f"{self.area}.move_{self.kind}"
        if key not in catalog(lang):
            key = f"core.move_{self.kind}"
        cards = self.cards
        return t(key, lang, cards=list(cards), arg=self.arg,
                 **{f"c{i}": c for i, c in enumerate(cards)})  # fmt: skip


def card_move(card: Card) -> Move:
    return Move("card", (card,))


def normalize(notation: str) -> str:
    """Canonical notation: keywords lower-case, cards in their canonical form."""
    out = []
    for token in notation.split():
        try:
            out.append(str(parse_card(token)))
        except ValueError:
            out.append(token.lower())
    return " ".join(out)


@dataclass
class Layout:
    """What a table shows one seat: a game-neutral picture of the state for widgets."""

    hand: list[Card]
    counts: list[int]
    trick: list[tuple[int, Card]] = field(default_factory=list)
    last_trick: list[tuple[int, Card]] = field(default_factory=list)
    trump: Card | None = None
    trump_text: str = ""
    piles: list[tuple[str, list[Card] | None, int]] = field(default_factory=list)
    scores: list[str] = field(default_factory=list)
    status: str = ""


class State(ABC):
    """One deal in progress. Subclasses implement the hooks marked below."""

    PUBLIC: ClassVar[tuple[str, ...]] = ()  # attributes every seat may read through a view
    DERIVED: ClassVar[tuple[str, ...]] = ()  # attributes that only repeat cards held elsewhere

    game: Game
    players: int
    dealer: int
    hands: list[list[Card]]
    to_move: int | None
    history: list[tuple[int, Move]]
    revealed: set[Card]  # cards in hidden places that every seat knows the place of

    def __init__(self, game: Game, deck: list[Card], dealer: int, context: Any, chance: int):
        self.game = game
        self.players = game.players
        self.dealer = dealer
        self.context = context
        self.deck = list(deck)
        self.chance = chance
        self._chance_draws = 0
        self.history = []
        self.events: list[tuple[int, str, dict[str, Any]]] = []
        self.revealed = set()
        self.to_move = None
        self._legal_cache: list[Move] = []
        self._legal_at = -1

    # -- hooks for each game ---------------------------------------------------------------
    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every move the seat to move may make now."""

    @abstractmethod
    def _apply(self, move: Move) -> None:
        """Carry out a move already known to be legal."""

    def _explain(self, move: Move, lang: str) -> str:
        """Why ``move`` is illegal now, in ``lang``."""
        return t("core.not_allowed", lang, move=str(move),
                 legal=", ".join(m.label(lang) for m in self.legal_moves()))  # fmt: skip

    def _hidden(self, seat: int) -> list[list[Card]]:
        """The card lists whose contents ``seat`` may not see (mutable, in this state)."""
        return [h for i, h in enumerate(self.hands) if i != seat]

    @abstractmethod
    def result(self) -> dict[str, Any]:
        """The outcome of the finished deal; ``result()["points"][seat]`` at least."""

    def layout(self, seat: int, lang: str) -> Layout:
        """A game-neutral picture of the table for ``seat``."""
        return Layout(hand=list(self.hands[seat]), counts=[len(h) for h in self.hands])

    @abstractmethod
    def summary(self, lang: str | None = None) -> str:
        """The outcome of the finished deal in words: who won what and why."""

    # -- protocol --------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_move is None

    @property
    def lang(self) -> str:
        return self.game.lang

    def moves(self) -> list[Move]:
        """``legal_moves()``, computed once per position (moves only change through ``play``)."""
        if self._legal_at != len(self.history):
            self._legal_cache, self._legal_at = self.legal_moves(), len(self.history)
        return self._legal_cache

    def find_move(self, move: Move | str) -> Move | None:
        """The legal move matching ``move`` (or its notation), if there is one."""
        legal = self.moves()
        if isinstance(move, Move):
            return move if move in legal else None
        wanted = normalize(move)
        return next((m for m in legal if normalize(str(m)) == wanted), None)

    def play(self, move: Move | str, lang: str | None = None) -> Self:
        """Make a move (or its notation). An illegal move raises ``IllegalMove`` explaining
        the rule, and leaves the state unchanged."""
        lang = lang or self.lang
        if self.is_over:
            raise IllegalMove(t("core.deal_over", lang), move)
        found = self.find_move(move)
        if found is None:
            raise IllegalMove(self._explain(self._parse(move), lang), move)
        seat = self.to_move
        assert seat is not None
        self._apply(found)
        self.history.append((seat, found))
        return self

    def _parse(self, move: Move | str) -> Move:
        if isinstance(move, Move):
            return move
        tokens = move.split()
        if not tokens:
            return Move("")
        try:
            cards = tuple(parse_cards(tokens))
            return Move("card", cards) if len(cards) == 1 else Move("", cards)
        except ValueError:
            pass
        cards, arg = [], None
        for token in tokens[1:]:
            try:
                cards.append(parse_card(token))
            except ValueError:
                arg = token
        return Move(tokens[0].lower(), tuple(cards), arg)

    def refusal(self, move: Move | str, lang: str | None = None) -> str | None:
        """Why ``move`` would be refused now, or None when it is legal."""
        if self.find_move(move) is not None:
            return None
        return self._explain(self._parse(move), lang or self.lang)

    def copy(self) -> Self:
        """An independent copy (lists of cards and the history are copied)."""
        new = object.__new__(type(self))
        for key, value in self.__dict__.items():
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, set | dict):
                value = value.copy()
            new.__dict__[key] = value
        return new

    def cards(self) -> list[Card]:
        """Every card of the deal wherever it lies now (each physical card exactly once)."""
        skip = {"deck", "revealed", "history", "events", "game", "context", *self.DERIVED}
        found: list[Card] = []
        for key, value in self.__dict__.items():
            if key not in skip:
                _gather(value, found)
        return found

    def view(self, seat: int) -> View:
        return View(self, seat)

    def note(self, key: str, **params: Any) -> None:
        """Record what a move caused (a trick won, a new middle …) for replays and widgets.

        ``key`` is a message key; pass seats as ``i18n.Seat`` so they read as names."""
        self.events.append((len(self.history), key, params))

    def events_of(self, move_index: int, lang: str | None = None) -> list[str]:
        """The events caused by move number ``move_index``, in words."""
        lang = lang or self.lang
        return [t(key, lang, **p) for i, key, p in self.events if i == move_index]

    def draw_chance(self, n: int) -> int:
        """A reproducible random index below ``n`` for chance events inside a deal."""
        rng = random.Random(f"{self.chance}:{self._chance_draws}")
        self._chance_draws += 1
        return rng.randrange(n)

    # -- records ---------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """Everything needed to rebuild this deal exactly: the deck, options and moves."""
        return {
            "format": "kaartlib-deal/1",
            "game": self.game.id,
            "players": self.players,
            "lang": self.game.lang,
            "options": self.game.options,
            "dealer": self.dealer,
            "context": self.context,
            "chance": self.chance,
            "deck": [str(c) for c in self.deck],
            "moves": [[seat, str(m)] for seat, m in self.history],
        }

    def to_json(self) -> str:
        return json.dumps(self.record(), ensure_ascii=False)

    def __repr__(self) -> str:
        moves = len(self.history)
        status = "over" if self.is_over else f"seat {self.to_move} to move"
        return f"<{type(self).__name__} {self.game.id}: {moves} moves, {status}>"


class View:
    """What one seat may know of a state: its own hand and the public attributes.

    ``sample(rng)`` fills everything hidden from the seat with a random arrangement of the cards
    it cannot see, keeping cards whose place is public knowledge, for search players.
    """

    __slots__ = ("_state", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self._state = state
        self.seat = seat

    @property
    def game(self) -> Game:
        return self._state.game

    @property
    def players(self) -> int:
        return self._state.players

    @property
    def to_move(self) -> int | None:
        return self._state.to_move

    @property
    def dealer(self) -> int:
        return self._state.dealer

    @property
    def context(self) -> Any:
        return self._state.context

    @property
    def hand(self) -> list[Card]:
        return list(self._state.hands[self.seat])

    @property
    def hand_sizes(self) -> list[int]:
        return [len(h) for h in self._state.hands]

    @property
    def history(self) -> list[tuple[int, Move]]:
        """The moves so far, with other seats' hidden cards left out."""
        public = self._state.game.public_move
        return [(s, m if s == self.seat else public(m)) for s, m in self._state.history]

    def __getattr__(self, name: str) -> Any:
        state = object.__getattribute__(self, "_state")
        if name not in type(state).PUBLIC:
            raise AttributeError(f"{name!r} is not public in {state.game.id}")
        value = getattr(state, name)
        return list(value) if isinstance(value, list) else value

    def legal_moves(self) -> list[Move]:
        if self._state.to_move != self.seat:
            return []
        return self._state.moves()

    def visible_cards(self) -> set[Card]:
        """Every card this view shows (its hand and the public attributes)."""
        seen = set(self._state.hands[self.seat])
        for name in type(self._state).PUBLIC:
            _collect(getattr(self._state, name), seen)
        return seen

    def sample(self, rng: random.Random | np.random.Generator) -> State:
        """A full state consistent with this view, hidden cards dealt at random."""
        import numpy as np

        state = self._state.copy()
        places = state._hidden(self.seat)
        pool = [c for p in places for c in p if c not in state.revealed]
        if isinstance(rng, np.random.Generator):
            pool = [pool[i] for i in rng.permutation(len(pool))]
            state.chance = int(rng.integers(2**31))
        else:
            rng.shuffle(pool)
            state.chance = rng.randrange(2**31)
        it = iter(pool)
        for place in places:
            place[:] = [c if c in state.revealed else next(it) for c in place]
        return state


def _gather(value: Any, out: list[Card]) -> None:
    if isinstance(value, Card):
        out.append(value)
    elif isinstance(value, list | tuple):
        for v in value:
            _gather(v, out)
    elif isinstance(value, dict):
        for v in value.values():
            _gather(v, out)


def _collect(value: Any, out: set[Card]) -> None:
    if isinstance(value, Card):
        out.add(value)
    elif isinstance(value, list | tuple | set):
        for v in value:
            _collect(v, out)


class Game(ABC):
    """A game's rules and options. Subclasses set the class attributes and ``_start``."""

    id: ClassVar[str]
    lang_default: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    Options: ClassVar[type]  # a dataclass: one field per variant option, defaults = RULINGS.md

    def __init__(self, players: int | None = None, lang: str | None = None, **options: Any):
        self.players = self.default_players if players is None else players
        if not isinstance(self.players, int) or not (
            self.min_players <= self.players <= self.max_players
        ):
            raise ValueError(
                f"{self.id} is played by {self.min_players} to {self.max_players} players, "
                f"not {players!r}"
            )
        self.lang = lang or self.lang_default
        check_lang(self.lang)
        self.opts = _make_options(self.Options, self.id, options)
        self._check_options()

    def _check_options(self) -> None:  # noqa: B027 - optional hook
        """Refuse option combinations that make no sense (raise ``ValueError``)."""
        return None

    @property
    def options(self) -> dict[str, Any]:
        return dataclasses.asdict(self.opts)

    @classmethod
    def option_names(cls) -> list[str]:
        return [f.name for f in dataclasses.fields(cls.Options)]

    @classmethod
    def variants(cls) -> list[dict[str, Any]]:
        """Option settings the test harness covers: the defaults, then each option changed
        on its own (every other allowed value, or the flag flipped)."""
        out: list[dict[str, Any]] = [{}]
        for f in dataclasses.fields(cls.Options):
            if isinstance(f.default, bool):
                out.append({f.name: not f.default})
            out.extend({f.name: c} for c in f.metadata.get("choices", ()) if c != f.default)
        return out

    def name(self, lang: str | None = None) -> str:
        return t(f"{self.id}.name", lang or self.lang)

    @abstractmethod
    def new_deck(self) -> list[Card]:
        """The ordered pack this game is played with."""

    @abstractmethod
    def _start(self, deck: list[Card], dealer: int, context: Any, chance: int) -> State:
        """A new deal from a deck, top card first."""

    def deal(
        self,
        seed: int | np.random.Generator | None = None,
        *,
        deck: Sequence[Card] | str | None = None,
        dealer: int = 0,
        context: Any = None,
        chance: int | None = None,
    ) -> State:
        """A new deal: shuffled from ``seed``, or stacked from ``deck`` (top card first)."""
        if not 0 <= dealer < self.players:
            raise ValueError(f"dealer must be a seat from 0 to {self.players - 1}, not {dealer}")
        if deck is not None:
            cards = parse_cards(deck) if isinstance(deck, str) else list(deck)
            self._check_deck(cards)
            return self._start(cards, dealer, context or self.initial_context(),
                               0 if chance is None else chance)  # fmt: skip
        import numpy as np

        rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
        pack = self.new_deck()
        cards = [pack[i] for i in rng.permutation(len(pack))]
        if chance is None:
            chance = int(rng.integers(2**31))
        return self._start(cards, dealer, context or self.initial_context(), chance)

    def _check_deck(self, cards: list[Card]) -> None:
        pack = self.new_deck()
        if sorted(cards) != sorted(pack):
            missing = [str(c) for c in pack if c not in cards]
            extra = [str(c) for c in cards if c not in pack]
            raise ValueError(
                f"a stacked deck for {self.id} must hold exactly its {len(pack)} cards"
                + (f"; missing {' '.join(missing[:8])}" if missing else "")
                + (f"; not in the pack or doubled {' '.join(extra[:8])}" if extra else "")
                + (f"; {len(cards)} cards given" if not (missing or extra) else "")
            )

    @abstractmethod
    def rule_of_thumb(self, **params: Any) -> Any:
        """The game's rule-of-thumb player (a ``kaartlib.players.Player``)."""

    def utility(self, state: State, seat: int) -> float:
        """How good a finished deal is for ``seat`` (higher is better); search players use it."""
        return float(state.result()["points"][seat])

    def public_move(self, move: Move) -> Move:
        """How ``move`` looks to the other seats (hidden cards left out)."""
        return move

    # -- a whole game of many deals (used by Match) ----------------------------------------
    def initial_context(self) -> Any:
        """The match state before the first deal (scores, lives, …)."""
        return None

    def next_context(self, context: Any, state: State) -> Any:
        """The match state after a finished deal."""
        return context

    def next_dealer(self, context: Any, dealer: int) -> int:
        return (dealer + 1) % self.players

    def match_winners(self, context: Any) -> list[int] | None:
        """The winning seats once the match is over, else None."""
        return None

    def standings(self, context: Any) -> list[float]:
        """One number per seat for score tables and plots (points, lives, …)."""
        return [0.0] * self.players

    def load(self, record: dict[str, Any] | str) -> State:
        return load_record(record)

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.options.items()
                   if v != getattr(self.Options, k, v)}  # fmt: skip
        extra = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"kaartlib.game({self.id!r}, players={self.players}, lang={self.lang!r}{extra})"


def _make_options(cls: type, game_id: str, given: dict[str, Any]) -> Any:
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(given) - set(fields))
    if unknown:
        valid = ", ".join(fields) or "none"
        raise ValueError(f"unknown option {', '.join(unknown)} for {game_id}; valid: {valid}")
    opts = cls(**given)
    for name, f in fields.items():
        value, default = getattr(opts, name), f.default
        if isinstance(default, bool) and not isinstance(value, bool):
            raise ValueError(f"option {name} of {game_id} is True or False, not {value!r}")
        choices = f.metadata.get("choices")
        if choices and value not in choices:
            raise ValueError(
                f"option {name} of {game_id} must be one of {', '.join(map(repr, choices))}, "
                f"not {value!r}"
            )
        if isinstance(default, int) and not isinstance(default, bool) and (
            not isinstance(value, int) or isinstance(value, bool)
        ):
            raise ValueError(f"option {name} of {game_id} is a whole number, not {value!r}")
    return opts


def option(default: Any, *choices: Any) -> Any:
    """A variant option with its default (the reading of RULINGS.md) and allowed values."""
    return field(default=default, metadata={"choices": choices} if choices else {})


def load_record(record: dict[str, Any] | str) -> State:
    """Rebuild a deal from ``State.record()`` or its JSON; refuse anything inconsistent."""
    from kaartlib.games import game as make_game

    try:
        data = json.loads(record) if isinstance(record, str) else dict(record)
    except json.JSONDecodeError as e:
        raise RecordError(f"the record is not valid JSON: {e}") from e
    if data.get("format") != "kaartlib-deal/1":
        raise RecordError("not a kaartlib deal record (format kaartlib-deal/1 expected)")
    try:
        game = make_game(data["game"], players=data["players"], lang=data["lang"],
                         **data["options"])  # fmt: skip
        deck = parse_cards(data["deck"])
        state = game.deal(deck=deck, dealer=data["dealer"], context=data["context"],
                          chance=int(data["chance"]))  # fmt: skip
        moves = data["moves"]
    except (KeyError, TypeError, ValueError) as e:
        raise RecordError(f"the record is damaged: {e}") from e
    for number, entry in enumerate(moves, 1):
        try:
            seat, notation = entry
        except (TypeError, ValueError) as e:
            raise RecordError(f"move {number} of the record is malformed: {entry!r}") from e
        if seat != state.to_move:
            raise RecordError(
                f"move {number} ({notation}) is by seat {seat}, but seat {state.to_move} was to "
                "move: the record was changed or truncated"
            )
        try:
            state.play(notation)
        except IllegalMove as e:
            raise RecordError(f"move {number} ({notation}) is not legal there: {e}") from e
    return state

