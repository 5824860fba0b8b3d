"""The drawn part of a table: seats, trick, trump, piles and a hand, from a ``core.Layout``.

``render`` is a pure function from a ``Scene`` to HTML (testable without a browser); ``Board``
is the anywidget that shows that HTML and reports a click on a card as its key: ``hand:A♥`` for
a card in the hand, ``pile:1:7♣`` for a face-up card of the second pile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

import anywidget
import traitlets

from kaartlib.cards import Card
from kaartlib.core import Layout
from kaartlib.i18n import t
from kaartlib.widgets.svg import back_svg, card_svg

HERE = Path(__file__).parent
HAND_WIDTH, TABLE_WIDTH, BACK_WIDTH = 72, 58, 34


@dataclass
class Scene:
    """Everything the board draws: one seat's layout plus the widget's own marks."""

    layout: Layout
    seat: int
    to_move: int | None
    lang: str
    marks: dict[str, str] = field(default_factory=dict)  # card key -> mark (legal, selected…)
    clickable: set[str] = field(default_factory=set)  # card keys that react to a click
    last_trick: bool = False  # show the last completed trick instead of the current one
    open_hands: dict[int, list[Card]] | None = None  # other seats' hands face up (replays)
    turn: str = ""  # whose turn it is, in words
    you: bool = True  # the seat shown at the bottom is the reader's ("You")
    title: str = ""
    version: int = 0


def hand_key(card: Card) -> str:
    return f"hand:{card}"


def pile_key(index: int, card: Card) -> str:
    return f"pile:{index}:{card}"


def seat_name(seat: int, lang: str, me: int | None = None) -> str:
    name = t("core.seat", lang, n=seat)
    return t("widgets.you", lang, seat=name) if seat == me else name


def _me(scene: Scene) -> int | None:
    return scene.seat if scene.you else None


def _card(card: Card, key: str, scene: Scene, width: int) -> str:
    mark = scene.marks.get(key)
    classes = "kl-card"
    if key in scene.clickable:
        classes += " kl-click"
    if mark == "selected":
        classes += " kl-selected"
    attr = f' data-key="{escape(key)}"' if key in scene.clickable else ""
    return (f'<span class="{classes}"{attr} data-card="{escape(str(card))}">'
            f"{card_svg(card, width, mark, scene.lang)}</span>")  # fmt: skip


EMPTY = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="{w}" '
         'height="{h}"><rect x="3" y="3" width="94" height="134" rx="8" fill="none" '
         'stroke="rgba(255,255,255,0.45)" stroke-width="3" stroke-dasharray="8 6"/></svg>')


def _empty(width: int) -> str:
    """An empty place on the table, drawn as a dashed outline."""
    return f'<span class="kl-empty">{EMPTY.format(w=width, h=round(width * 1.4))}</span>'


def _backs(count: int, lang: str) -> str:
    shown = "".join(f"<span>{back_svg(BACK_WIDTH)}</span>" for _ in range(min(count, 8)))
    return f'<div class="kl-backs">{shown}</div>' + (
        f'<div class="kl-score">{escape(t("widgets.cards", lang, n=count))}</div>'
    )


def _seat_box(s: int, scene: Scene) -> str:
    layout, lang = scene.layout, scene.lang
    turn = " kl-turn" if s == scene.to_move else ""
    score = layout.scores[s] if s < len(layout.scores) else ""
    if scene.open_hands is not None:
        cards = "".join(card_svg(c, TABLE_WIDTH, None, lang) for c in scene.open_hands[s])
        body = f'<div class="kl-cards">{cards}</div>'
    else:
        body = _backs(layout.counts[s], lang)
    return (f'<div class="kl-seat{turn}" data-seat="{s}">'
            f'<div class="kl-name">{escape(seat_name(s, lang))}</div>'
            f'<div class="kl-score">{escape(score)}</div>{body}</div>')  # fmt: skip


def _trick(pairs: list[tuple[int, Card]], title: str, scene: Scene) -> str:
    figures = "".join(
        f'<span class="kl-fig">{card_svg(c, TABLE_WIDTH, None, scene.lang)}'
        f"<span>{escape(seat_name(s, scene.lang, _me(scene)))}</span></span>"
        for s, c in pairs
    )
    return (f'<div class="kl-area kl-trick"><div class="kl-label">{escape(title)}</div>'
            f'<div class="kl-cards">{figures}</div></div>')  # fmt: skip


def _piles(scene: Scene) -> str:
    out = []
    for i, (label, cards, count) in enumerate(scene.layout.piles):
        if not count and not cards:
            body = f'<div class="kl-cards">{_empty(TABLE_WIDTH)}</div>'
        elif cards is None:
            body = _backs(count, scene.lang)
        else:
            body = "".join(_card(c, pile_key(i, c), scene, TABLE_WIDTH) for c in cards)
            body = f'<div class="kl-cards">{body}</div>'
        out.append(f'<div class="kl-area kl-pile" data-pile="{i}">'
                   f'<div class="kl-label">{escape(label)}</div>{body}</div>')  # fmt: skip
    return "".join(out)


def _trump(layout: Layout, lang: str) -> str:
    if layout.trump is None and not layout.trump_text:
        return ""
    card = card_svg(layout.trump, TABLE_WIDTH, "trump", lang) if layout.trump else ""
    text = f'<div class="kl-score">{escape(layout.trump_text)}</div>' if layout.trump_text else ""
    return (f'<div class="kl-area kl-trump"><div class="kl-label">'
            f'{escape(t("widgets.trump", lang))}</div>{card}{text}</div>')  # fmt: skip


def render(scene: Scene) -> str:
    """The whole board as HTML."""
    layout, lang, me = scene.layout, scene.lang, scene.seat
    players = len(layout.counts)
    name = escape(seat_name(me, lang, _me(scene)))
    others = "".join(_seat_box((me + k) % players, scene) for k in range(1, players))
    if scene.last_trick and layout.last_trick:
        trick = _trick(layout.last_trick, t("widgets.last_trick", lang), scene)
    elif layout.trick:
        trick = _trick(layout.trick, t("widgets.trick", lang), scene)
    else:
        trick = ""
    centre = trick + _trump(layout, lang) + _piles(scene)
    status = " ".join(escape(x) for x in (scene.turn, layout.status) if x)
    hand = "".join(_card(c, hand_key(c), scene, HAND_WIDTH) for c in layout.hand)
    turn = " kl-turn" if scene.to_move == me else ""
    score = layout.scores[me] if me < len(layout.scores) else ""
    title = f'<div class="kl-title">{escape(scene.title)}</div>' if scene.title else ""
    return (f'<div class="kl-board" data-version="{scene.version}">{title}'
            f'<div class="kl-row kl-others">{others}</div>'
            f'<div class="kl-centre">{centre}</div>'
            f'<div class="kl-status">{status}</div>'
            f'<div class="kl-me{turn}"><span class="kl-name">{name}'
            f'</span> <span class="kl-score">{escape(score)}</span>'
            f'<div class="kl-cards kl-hand">{hand}</div></div></div>')  # fmt: skip


class Board(anywidget.AnyWidget):
    """Shows rendered HTML; a click on a card with a ``data-key`` calls ``on_click(key)``."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"
    html = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_click: Callable[[str], None] | None = None) -> None:
        super().__init__()
        self._on_click = on_click
        self.on_msg(self._message)

    def _message(self, _widget: object, content: dict, _buffers: object) -> None:
        key = content.get("click") if isinstance(content, dict) else None
        if isinstance(key, str):
            self.click(key)

    def click(self, key: str) -> None:
        """What a click on the card with this key does in the browser."""
        if self._on_click is not None:
            self._on_click(key)

    def __repr__(self) -> str:
        return "Board()"
