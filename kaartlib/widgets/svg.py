"""Cards as SVG pictures: faces with index corners and pips, tarot trumps, the Excuse, backs.

Everything here is plain string building (no ipywidgets), so ``Card._repr_svg_`` and
``Cards._repr_html_`` stay cheap. A picture is 100 by 140 units, drawn ``width`` pixels wide.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from kaartlib.cards import Card, Rank, Suit, parse_cards

RED, BLACK, TRUMP_INK = "#c8102e", "#1a1a1a", "#23406e"
MARKS = {"legal": "#1b9e4b", "selected": "#e0a000", "trump": "#7b3fb5", "refused": "#c8102e"}

# Suit symbols as paths in a 100 by 100 box, so they do not depend on the fonts installed.
_SUIT_PATHS = {
    Suit.HEARTS: "M50 95C10 60 0 35 12 18C25 2 45 8 50 28C55 8 75 2 88 18C100 35 90 60 50 95Z",
    Suit.DIAMONDS: "M50 2L88 50L50 98L12 50Z",
    Suit.SPADES: "M50 2C90 38 100 55 88 72C76 86 58 82 52 70L60 98H40L48 70C42 82 24 86 12 72"
                 "C0 55 10 38 50 2Z",
    Suit.CLUBS: "M50 6A21 21 0 0 1 66 42A21 21 0 1 1 54 66L62 98H38L46 66A21 21 0 1 1 34 42"
                "A21 21 0 0 1 50 6Z",
}  # fmt: skip

# Pip centres (x, y) for the number cards, in card units.
_L, _C, _R = 30, 50, 70
_PIPS: dict[int, list[tuple[int, int]]] = {
    1: [(_C, 70)],
    2: [(_C, 28), (_C, 112)],
    3: [(_C, 28), (_C, 70), (_C, 112)],
    4: [(_L, 28), (_R, 28), (_L, 112), (_R, 112)],
    5: [(_L, 28), (_R, 28), (_C, 70), (_L, 112), (_R, 112)],
    6: [(_L, 28), (_R, 28), (_L, 70), (_R, 70), (_L, 112), (_R, 112)],
    7: [(_L, 28), (_R, 28), (_C, 49), (_L, 70), (_R, 70), (_L, 112), (_R, 112)],
    8: [(_L, 28), (_R, 28), (_C, 49), (_L, 70), (_R, 70), (_C, 91), (_L, 112), (_R, 112)],
    9: [(_L, 28), (_R, 28), (_L, 56), (_R, 56), (_C, 70), (_L, 84), (_R, 84), (_L, 112),
        (_R, 112)],
    10: [(_L, 28), (_R, 28), (_C, 42), (_L, 56), (_R, 56), (_L, 84), (_R, 84), (_C, 98),
         (_L, 112), (_R, 112)],
}  # fmt: skip
_ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
          "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"]  # fmt: skip
_FONT = "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\""


def suit_symbol(suit: Suit, x: float, y: float, size: float, flip: bool = False) -> str:
    """A suit symbol centred at (x, y), ``size`` units high."""
    s = size / 100
    turn = " rotate(180 50 50)" if flip else ""
    colour = RED if suit.is_red else BLACK
    move = f"translate({x - size / 2:g} {y - size / 2:g}) scale({s:g}){turn}"
    return f'<path d="{_SUIT_PATHS[suit]}" fill="{colour}" transform="{move}"/>'


def _index(card: Card, ink: str) -> str:
    """The rank and suit in the top-left corner, repeated upside down bottom-right."""
    if card.suit is Suit.TRUMP:
        text = str(card.rank) if card.rank else "★"
        corner = (f'<text x="11" y="21" font-size="17" font-weight="bold" fill="{ink}" '
                  f'text-anchor="middle" {_FONT}>{text}</text>')  # fmt: skip
    else:
        rank = Rank(card.rank).symbol
        size = 15 if len(rank) > 1 else 18
        corner = (f'<text x="12" y="20" font-size="{size}" font-weight="bold" fill="{ink}" '
                  f'text-anchor="middle" letter-spacing="-1" {_FONT}>{rank}</text>'
                  + suit_symbol(card.suit, 12, 30, 13))  # fmt: skip
    return corner + f'<g transform="rotate(180 50 70)">{corner}</g>'


def _copy_mark(card: Card) -> str:
    """A small badge telling physical copies apart: one prime per copy, as in the notation."""
    if not card.copy:
        return ""
    primes = "'" * card.copy
    return ('<rect x="72" y="4" width="24" height="20" rx="4" fill="#fff4c2" stroke="#b08900"/>'
            f'<text x="84" y="22" font-size="20" font-weight="bold" text-anchor="middle" '
            f'fill="#6b5200" {_FONT}>{primes}</text>')  # fmt: skip


def _pips(card: Card) -> str:
    number = 1 if card.rank == Rank.ACE else int(card.rank)
    if number == 1:
        return suit_symbol(card.suit, 50, 70, 44)
    size = 20 if number <= 6 else 17
    return "".join(suit_symbol(card.suit, x, y, size, flip=y > 70) for x, y in _PIPS[number])


def _court(card: Card, ink: str) -> str:
    letter = Rank(card.rank).symbol
    return ('<rect x="22" y="24" width="56" height="92" rx="4" fill="#f6f0df" '
            f'stroke="{ink}" stroke-width="1.5"/>'
            f'<text x="50" y="72" font-size="34" font-weight="bold" fill="{ink}" '
            f'text-anchor="middle" {_FONT}>{letter}</text>'
            + suit_symbol(card.suit, 50, 96, 22))  # fmt: skip


def _tarot_trump(card: Card) -> str:
    if card.is_excuse:
        return ('<circle cx="50" cy="64" r="24" fill="#fbe7a1" stroke="#23406e"/>'
                f'<text x="50" y="76" font-size="34" text-anchor="middle" fill="#23406e" '
                f'{_FONT}>★</text>'
                f'<text x="50" y="110" font-size="14" font-style="italic" text-anchor="middle" '
                f'fill="#23406e" {_FONT}>Excuse</text>')  # fmt: skip
    return ('<rect x="20" y="30" width="60" height="80" rx="6" fill="#e6ecf7" '
            f'stroke="{TRUMP_INK}" stroke-width="1.5"/>'
            f'<text x="50" y="80" font-size="30" font-weight="bold" text-anchor="middle" '
            f'fill="{TRUMP_INK}" {_FONT}>{card.rank}</text>'
            f'<text x="50" y="102" font-size="11" text-anchor="middle" fill="{TRUMP_INK}" '
            f'{_FONT}>{_ROMAN[card.rank]}</text>')  # fmt: skip


def _frame(inner: str, width: int, label: str, mark: str | None, fill: str = "#fff") -> str:
    height = round(width * 1.4)
    outline = ""
    if mark:
        outline = (f'<rect x="1.5" y="1.5" width="97" height="137" rx="8" fill="none" '
                   f'stroke="{MARKS[mark]}" stroke-width="5"/>')  # fmt: skip
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="{width}" '
            f'height="{height}" role="img" aria-label="{escape(label)}">'
            f'<title>{escape(label)}</title>'
            f'<rect x="1" y="1" width="98" height="138" rx="8" fill="{fill}" stroke="#777" '
            f'stroke-width="1.5"/>{inner}{outline}</svg>')  # fmt: skip


def card_svg(card: Card, width: int = 70, mark: str | None = None, lang: str = "en") -> str:
    """One card face as an SVG string; ``mark`` outlines it (``legal``, ``selected``,
    ``trump``, ``refused``)."""
    if card.suit is Suit.TRUMP:
        inner = _index(card, TRUMP_INK) + _tarot_trump(card)
        fill = "#fffdf5"
    else:
        ink = RED if card.suit.is_red else BLACK
        court = card.rank in (Rank.JACK, Rank.CAVALIER, Rank.QUEEN, Rank.KING)
        inner = _index(card, ink) + (_court(card, ink) if court else _pips(card))
        fill = "#fff"
    return _frame(inner + _copy_mark(card), width, f"{card} ({card.name(lang)})", mark, fill)


def _lattice(left: float = 8, top: float = 8, right: float = 92, bottom: float = 132,
             step: float = 12) -> str:
    """Diagonal lines in both directions, cut to the rectangle (no clip path, so pictures
    can share a page without id clashes)."""
    segments = []
    for c in range(int(top - right), int(bottom - left) + 1, int(step)):
        x0, x1 = max(left, top - c), min(right, bottom - c)
        if x0 < x1:
            segments.append(f"M{x0:g} {x0 + c:g}L{x1:g} {x1 + c:g}")
            segments.append(f"M{left + right - x0:g} {x0 + c:g}L{left + right - x1:g} {x1 + c:g}")
    return "".join(segments)


def back_svg(width: int = 70, label: str = "") -> str:
    """The back of a card: a blue lattice inside a white border."""
    inner = ('<rect x="8" y="8" width="84" height="124" rx="5" fill="#2a4d8f"/>'
             f'<path d="{_lattice()}" stroke="#6f8fcf" stroke-width="2"/>'
             '<rect x="8" y="8" width="84" height="124" rx="5" fill="none" stroke="#16305f" '
             'stroke-width="2"/>')  # fmt: skip
    return _frame(inner, width, label or "card back", None)


def as_cards(cards: Card | str | Iterable[Card | str]) -> list[Card]:
    """Cards from a card, a notation string or an iterable of either."""
    if isinstance(cards, Card):
        return [cards]
    if isinstance(cards, str):
        return parse_cards(cards)
    return [c if isinstance(c, Card) else parse_cards(c)[0] for c in cards]


def cards_html(cards: Iterable[Card], fan: bool = False, trump: Card | Suit | None = None,
               width: int = 70, lang: str = "en") -> str:  # fmt: skip
    """Cards side by side as HTML (overlapping and slightly turned with ``fan``); the trump
    card (or every card of the trump suit) is outlined."""
    cards = list(cards)
    n = len(cards)
    parts = []
    for i, card in enumerate(cards):
        is_trump = card is trump or (isinstance(trump, Suit) and card.suit is trump)
        svg = card_svg(card, width, "trump" if is_trump else None, lang)
        style = "display:inline-block;margin:2px"
        if fan and n > 1:
            angle = (i - (n - 1) / 2) * min(6.0, 40 / n)
            overlap = -round(width * 0.45) if i else 0
            style = (f"display:inline-block;margin-left:{overlap}px;"
                     f"transform:rotate({angle:.1f}deg);transform-origin:50% 120%")
        parts.append(f'<span style="{style}">{svg}</span>')
    pad = "padding:14px 8px 4px 24px" if fan else "padding:2px"
    return f'<div class="kl-cards" style="display:flex;flex-wrap:wrap;{pad}">{"".join(parts)}</div>'


class Picture:
    """Cards shown as pictures in Jupyter, and as their notation in plain text."""

    def __init__(self, cards: list[Card], fan: bool, trump: Card | Suit | None, width: int,
                 lang: str) -> None:  # fmt: skip
        self.cards, self.fan, self.trump, self.width, self.lang = cards, fan, trump, width, lang

    def _repr_html_(self) -> str:
        return cards_html(self.cards, self.fan, self.trump, self.width, self.lang)

    def __repr__(self) -> str:
        mark = f" (trump {self.trump})" if self.trump is not None else ""
        return " ".join(map(str, self.cards)) + mark


def show(cards: Card | str | Iterable[Card | str], fan: bool = False,
         trump: Card | Suit | str | None = None, width: int = 70,
         lang: str = "en") -> Picture:  # fmt: skip
    """Cards as pictures: ``show("A♥ 10♠ J♦", fan=True, trump="J♦")``."""
    if isinstance(trump, str):
        trump = parse_cards(trump)[0]
    return Picture(as_cards(cards), fan, trump, width, lang)
