"""Card pictures and the interactive tables of the textbook.

``show`` and the SVG pictures need nothing beyond the standard library; ``Table``, ``Replay``,
``Quiz`` and ``GameChooser`` load ipywidgets when first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kaartlib.widgets.svg import back_svg, card_svg, cards_html, show

if TYPE_CHECKING:
    from kaartlib.widgets.replay import Quiz, Replay
    from kaartlib.widgets.table import GameChooser, Table

__all__ = ["GameChooser", "Quiz", "Replay", "Table", "back_svg", "card_svg", "cards_html", "show"]


def __getattr__(name: str) -> Any:
    if name in ("Table", "GameChooser"):
        from kaartlib.widgets import table

        return getattr(table, name)
    if name in ("Replay", "Quiz"):
        from kaartlib.widgets import replay

        return getattr(replay, name)
    raise AttributeError(f"module 'kaartlib.widgets' has no attribute {name!r}")
