"""A whole game of many deals: dealer rotation, the running score and the game's own end."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from kaartlib.core import Game, State
from kaartlib.i18n import t

if TYPE_CHECKING:
    import pandas as pd

    from kaartlib.players import Player


class Match:
    """Deals one after another until the game's own end (lives, 0 points, 500 points …).

    Deal ``k`` is shuffled from ``numpy.random.SeedSequence([seed, k])``, so a match is
    reproducible from its seed. Use ``play(players)`` for a whole match, or ``state`` and
    ``next_deal()`` to play it move by move (as the widgets do).
    """

    def __init__(self, game: Game, seed: int = 0, dealer: int = 0, max_deals: int = 10_000):
        self.game = game
        self.seed = seed
        self.dealer = dealer
        self.max_deals = max_deals
        self.context = game.initial_context()
        self.deals: list[State] = []
        self.standings: list[list[float]] = [game.standings(self.context)]
        self.state = self._deal()

    def _deal(self) -> State:
        import numpy as np

        rng = np.random.default_rng(np.random.SeedSequence([self.seed, len(self.deals)]))
        return self.game.deal(rng, dealer=self.dealer, context=self.context)

    @property
    def winners(self) -> list[int] | None:
        return self.game.match_winners(self.context)

    @property
    def is_over(self) -> bool:
        return self.winners is not None or len(self.deals) >= self.max_deals

    def next_deal(self) -> State:
        """Score the finished deal and deal the next one (unless the match is over)."""
        if not self.state.is_over:
            raise ValueError("the current deal is not finished yet")
        self.deals.append(self.state)
        self.context = self.game.next_context(self.context, self.state)
        self.standings.append(self.game.standings(self.context))
        if not self.is_over:
            self.dealer = self.game.next_dealer(self.context, self.dealer)
            self.state = self._deal()
        return self.state

    def play(self, players: Sequence[Player], seed: int | None = None) -> Match:
        """Play the rest of the match with one player per seat."""
        import numpy as np

        rng = np.random.default_rng([self.seed if seed is None else seed, 1])
        while not self.is_over:
            state = self.state
            while not state.is_over:
                seat = state.to_move
                assert seat is not None
                state.play(players[seat].choose(state.view(seat), state.moves(), rng))
            self.next_deal()
        return self

    def table(self, lang: str | None = None) -> pd.DataFrame:
        """The running standings: one row per deal, one column per seat (named in ``lang``)."""
        import pandas as pd

        lang = lang or self.game.lang
        seats = [t("core.seat", lang, n=s) for s in range(self.game.players)]
        return pd.DataFrame(self.standings, columns=seats).rename_axis(t("core.deal", lang))

    def record(self) -> dict[str, Any]:
        return {"seed": self.seed, "deals": [d.record() for d in self.deals]}
