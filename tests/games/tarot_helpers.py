"""Stacked deals for the tarot family's tests.

Deal order (kaartlib.games.tarot): every seat in play order from the voorhand (the seat after
the dealer) takes its whole hand as one block off the top of the deck, the dealer last.
"""

import kaartlib as kl

C = kl.parse_cards


def stacked(game_id, hands, dealer=0, players=None, **options):
    """A deal where seat ``s`` gets ``hands[s]``; the undealt rest follows in pack order."""
    game = kl.game(game_id, players=players or len(hands), **options)
    return game.deal_hands(hands, dealer)


def legal(state):
    """The legal moves in notation, one string."""
    return " ".join(str(m) for m in state.legal_moves())


def play(state, moves):
    """Play moves given in notation, separated by spaces (``discard`` takes its card)."""
    tokens = moves.split()
    while tokens:
        token = tokens.pop(0)
        state.play(f"{token} {tokens.pop(0)}" if token == "discard" else token)
    return state


def events(state):
    """Every event of the deal so far, in Dutch."""
    return [line for i in range(len(state.history) + 1) for line in state.events_of(i, "nl")]
