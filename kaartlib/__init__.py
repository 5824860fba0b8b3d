"""kaartlib: rules engines, players and simulations for regional card games.

>>> import kaartlib as kl
>>> game = kl.game("knack", players=4, lang="de")
>>> state = game.deal(seed=7)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kaartlib import cards, i18n, rules
from kaartlib.cards import Card, Cards, Rank, Suit, parse_card, parse_cards
from kaartlib.core import Game, IllegalMove, Layout, Move, RecordError, State, View, load_record
from kaartlib.games import GAMES, game
from kaartlib.match import Match

if TYPE_CHECKING:
    from kaartlib import stats, widgets
    from kaartlib.sim import simulate

__all__ = [
    "GAMES", "Card", "Cards", "cards", "i18n", "rules", "Game", "IllegalMove", "Layout",
    "Match", "Move", "Rank", "RecordError", "State", "Suit", "View", "game", "load_record",
    "parse_card", "parse_cards", "simulate", "stats", "widgets",
]  # fmt: skip
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """Heavy parts (pandas, scipy, ipywidgets) load on first use."""
    if name == "simulate":
        from kaartlib.sim import simulate

        return simulate
    if name in ("stats", "widgets", "players", "sim", "analysis"):
        from importlib import import_module

        return import_module(f"kaartlib.{name}")
    raise AttributeError(f"module 'kaartlib' has no attribute {name!r}")
