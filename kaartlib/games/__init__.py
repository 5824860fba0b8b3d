"""The registry of games: ``GAMES`` maps an id to its Game class, imported on first use."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import Any

from kaartlib.core import Game

_MODULES = {
    "knack": "kaartlib.games.knack:Knack",
    "knektpass": "kaartlib.games.knektpass:Knektpass",
    "knoesten": "kaartlib.games.knoesten:Knoesten",
    "gin_rummy": "kaartlib.games.gin_rummy:GinRummy",
    "vijfhonderden": "kaartlib.games.jas:Vijfhonderden",
    "smousjas": "kaartlib.games.jas:Smousjas",
    "maison_tarot": "kaartlib.games.tarot:MaisonTarot",
    "la_rigueur": "kaartlib.games.tarot:LaRigueur",
    "maison_troggen": "kaartlib.games.tarot:MaisonTroggen",
    "triomphe_forcee": "kaartlib.games.tarot:TriompheForcee",
    "bezique": "kaartlib.games.bezique:Bezique",
    "fildinski": "kaartlib.games.bezique:Fildinski",
    "rubicon": "kaartlib.games.bezique:Rubicon",
    "marjolet": "kaartlib.games.bezique:Marjolet",
    "binage": "kaartlib.games.bezique:Binage",
}


class _Registry(Mapping[str, type[Game]]):
    def __getitem__(self, game_id: str) -> type[Game]:
        if game_id not in _MODULES:
            raise KeyError(game_id)
        module, name = _MODULES[game_id].split(":")
        return getattr(import_module(module), name)

    def __iter__(self) -> Iterator[str]:
        return iter(_MODULES)

    def __len__(self) -> int:
        return len(_MODULES)


GAMES: Mapping[str, type[Game]] = _Registry()


def game(game_id: str, players: int | None = None, lang: str | None = None, **options: Any) -> Game:
    """A game with its options: ``game("knack", players=4, lang="de", feuer_789=True)``."""
    if game_id not in _MODULES:
        raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(sorted(_MODULES))}")
    return GAMES[game_id](players=players, lang=lang, **options)
