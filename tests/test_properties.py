"""Property tests that apply to every registered game and each of its options.

Random play-outs never crash, conserve every card, offer a legal move until the deal ends,
refuse illegal moves without changing the state, give the same deal for the same seed, and
never show a seat another seat's hidden cards.
"""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kaartlib as kl

CASES = [
    (game_id, players, options)
    for game_id, cls in kl.GAMES.items()
    for options in cls.variants()
    for players in sorted({cls.min_players, cls.default_players, cls.max_players})
]


def make(game_id, players, options):
    try:
        return kl.game(game_id, players=players, **options)
    except ValueError:
        pytest.skip(f"{game_id} does not combine {options} with {players} players")


def snapshot(state):
    return (repr(state.__dict__.get("hands")), [str(m) for _, m in state.history],
            sorted(map(str, state.cards())), state.to_move)


def hidden_from(state, seat):
    return {c for place in state._hidden(seat) for c in place} - state.revealed


@pytest.mark.parametrize("game_id, players, options", CASES, ids=str)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playouts_keep_every_rule(game_id, players, options, seed):
    game = make(game_id, players, options)
    rng = np.random.default_rng(seed)
    state = game.deal(seed=seed)
    pack = sorted(game.new_deck())
    steps = 0
    while not state.is_over:
        assert sorted(state.cards()) == pack, "a card was lost or doubled"
        legal = state.legal_moves()
        assert legal, "no legal move although the deal is not over"
        seat = state.to_move
        view = state.view(seat)
        assert not (view.visible_cards() & hidden_from(state, seat)), "the view shows hidden cards"
        if steps % 3 == 0:
            before = snapshot(state)
            with pytest.raises(kl.IllegalMove):
                state.play("nonsense-move")
            assert snapshot(state) == before
        state.play(legal[int(rng.integers(len(legal)))])
        steps += 1
        assert steps < 5_000, "the deal does not end"
    assert sorted(state.cards()) == pack
    assert state.legal_moves() == []
    result = state.result()
    assert len(result["points"]) == players
    assert state.summary("en")
    replayed = kl.load_record(state.to_json())
    assert [str(m) for _, m in replayed.history] == [str(m) for _, m in state.history]
    assert replayed.result() == result


@pytest.mark.parametrize("game_id", list(kl.GAMES))
def test_same_seed_same_deal_and_game(game_id):
    game = kl.game(game_id)
    players = [kl.players.RandomPlayer() for _ in range(game.players)]
    a = kl.simulate(game, players, n=20, seed=5, progress=False)
    b = kl.simulate(game, players, n=20, seed=5, progress=False)
    assert a.equals(b)
    assert game.deal(seed=3).deck == game.deal(seed=3).deck != game.deal(seed=4).deck


@pytest.mark.parametrize("game_id", list(kl.GAMES))
def test_rule_of_thumb_and_search_players_finish_deals(game_id):
    game = kl.game(game_id)
    rng = np.random.default_rng(0)
    players = [kl.players.SearchPlayer(samples=2)] + [
        game.rule_of_thumb() for _ in range(game.players - 1)]
    state = kl.players.play_out(game.deal(seed=1), players, rng)
    assert state.is_over


@pytest.mark.parametrize("game_id", list(kl.GAMES))
def test_sampled_worlds_keep_what_the_seat_knows(game_id):
    game = kl.game(game_id)
    state = game.deal(seed=11)
    rng = np.random.default_rng(1)
    while not state.is_over:
        seat = state.to_move
        world = state.view(seat).sample(rng)
        assert sorted(world.cards()) == sorted(state.cards())
        assert world.hands[seat] == state.hands[seat]
        assert world.legal_moves() == state.legal_moves()
        legal = state.legal_moves()
        state.play(legal[int(rng.integers(len(legal)))])
