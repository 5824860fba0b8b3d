"""Reader-facing messages from per-language catalogs (``kaartlib/locales/<lang>/<area>.toml``).

Each catalog file holds one area (``core``, ``rules``, ``knack``, …); a key is ``area.name``.
Parameters that know their own name (cards, suits) are written in the message's language.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from kaartlib.cards import LANGS, Card, Suit

LOCALES = Path(__file__).parent / "locales"


@cache
def catalog(lang: str) -> dict[str, str]:
    """Every message of ``lang``, keyed ``area.name``."""
    check_lang(lang)
    messages: dict[str, str] = {}
    for path in sorted((LOCALES / lang).glob("*.toml")):
        with path.open("rb") as f:
            for key, text in tomllib.load(f).items():
                messages[f"{path.stem}.{key}"] = text
    return messages


def check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")


def t(key: str, lang: str = "en", /, **params: object) -> str:
    """The message ``key`` in ``lang`` with its parameters filled in."""
    text = catalog(lang)[key]
    if not params:
        return text
    return text.format(**{k: _localize(v, lang) for k, v in params.items()})


class Seat(int):
    """A seat number that reads as "Spieler 2" / "Speler 2" / "Spelare 2" in a message."""


def _localize(value: object, lang: str) -> object:
    if isinstance(value, Seat):
        return t("core.seat", lang, n=int(value))
    if isinstance(value, Card):
        return value.name(lang)
    if isinstance(value, Suit):
        return value.label(lang)
    if isinstance(value, list | tuple) and value and isinstance(value[0], Card):
        return ", ".join(c.name(lang) for c in value)
    return value
