"""Shared helpers for the Bezique family's stacked-deck tests: seat 1 deals, so seat 0 (the
hand given first to ``stack``) leads."""

import kaartlib as kl


def deal(first="", second="", turned=None, stock="", game="bezique", **options):
    g = kl.game(game, **options)
    return g.deal(deck=g.stack(first, second, turned, stock), dealer=1)


def moves(state):
    return [str(m) for m in state.legal_moves()]


def play(state, *notations):
    for n in notations:
        state.play(n)
    return state


def play_stock(state):
    """Play the stock out without melding, each player always playing the card drawn last
    (so the cards dealt first, but the last, stay in hand for the end phase)."""
    while state.stock_phase:
        state.play("draw" if "draw" in moves(state) else state.hands[state.to_move][-1])
    return state
