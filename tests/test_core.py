"""The game protocol: registry, options, refusals, views, records."""

import json

import pytest

import kaartlib as kl


def test_registry_and_unknown_game():
    assert "knack" in kl.GAMES and kl.GAMES["knack"].id == "knack"
    with pytest.raises(ValueError, match="known games: .*knack"):
        kl.game("skat")


def test_unknown_option_lists_the_valid_ones():
    with pytest.raises(ValueError, match="valid: cards, rule_789, strict, swimming"):
        kl.game("knack", jokers=True)


def test_option_types_are_checked():
    with pytest.raises(ValueError, match="True or False"):
        kl.game("knack", strict="yes")


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="choose one of nl, de, sv, en"):
        kl.game("knack", lang="fr")


def test_illegal_move_is_a_value_error_in_the_games_language_and_changes_nothing():
    state = kl.game("knack").deal(seed=1)
    before = state.to_json()
    with pytest.raises(ValueError) as e:
        state.play("push")
    assert isinstance(e.value, kl.IllegalMove) and "Geber" in str(e.value)
    assert state.to_json() == before
    with pytest.raises(kl.IllegalMove, match="dealer decides"):
        state.play("push", lang="en")


def test_moves_are_accepted_as_objects_or_notation_in_any_card_spelling():
    game = kl.game("knack")
    a, b = game.deal(seed=2).play("keep"), game.deal(seed=2).play("keep")
    move = a.legal_moves()[0]
    give, take = move.cards
    a.play(move)
    b.play(f"SWAP {give.rank.symbol}{give.suit.letter} {take.rank.symbol}{take.suit.letter}")
    assert a.to_json() == b.to_json()


def test_move_labels_in_every_language():
    move = kl.Move("swap", tuple(kl.parse_cards("A♥ 7♣")), area="knack")
    assert str(move) == "swap A♥ 7♣"
    assert move.label("de") == "Herz-Ass gegen Kreuz-Sieben tauschen"
    assert move.label("nl") == "harten aas ruilen voor klaveren zeven"


def test_record_round_trip():
    game = kl.game("knack", players=3, rule_789=True)
    state = kl.players.play_out(game.deal(seed=9), [game.rule_of_thumb()] * 3,
                                __import__("numpy").random.default_rng(0))
    again = kl.load_record(json.loads(state.to_json()))
    assert again.to_json() == state.to_json() and again.result() == state.result()
    assert again.game.options == game.options


def tampered(state, change):
    record = json.loads(state.to_json())
    change(record)
    return record


@pytest.mark.parametrize("change, message", [
    (lambda r: r["moves"].__setitem__(1, [r["moves"][1][0], "swap3 extra"]), "not legal"),
    (lambda r: r["moves"].__setitem__(1, [3, "push"]), "by seat 3"),
    (lambda r: r["deck"].__setitem__(0, "2♣"), "damaged"),
    (lambda r: r["deck"].__setitem__(0, "XX"), "damaged"),
    (lambda r: r.pop("deck"), "damaged"),
    (lambda r: r.__setitem__("format", "other"), "not a kaartlib deal record"),
    (lambda r: r["moves"].__setitem__(0, "keep"), "malformed"),
])  # fmt: skip
def test_a_corrupt_or_tampered_record_is_refused(change, message):
    game = kl.game("knack")
    state = game.deal(seed=3).play("keep").play("push").play("push")
    with pytest.raises(kl.RecordError, match=message):
        kl.load_record(tampered(state, change))


def test_truncated_json_is_refused():
    text = kl.game("knack").deal(seed=3).to_json()
    with pytest.raises(kl.RecordError, match="not valid JSON"):
        kl.load_record(text[: len(text) // 2])


def test_a_stacked_deck_must_be_the_games_pack():
    with pytest.raises(ValueError, match="missing"):
        kl.game("knack").deal(deck="A♥ K♥")


def test_view_shows_own_hand_and_public_state_only():
    state = kl.game("knack").deal(seed=5).play("keep")
    view = state.view(2)
    assert view.hand == state.hands[2] and view.middle == state.middle
    with pytest.raises(AttributeError, match="not public"):
        view.stapel  # noqa: B018
    assert view.legal_moves() == [] and state.view(1).legal_moves() == state.legal_moves()


def test_cards_taken_from_the_middle_stay_in_place_when_sampling():
    state = kl.game("knack").deal(seed=5).play("keep")
    taken = state.middle[0]
    state.play(f"swap {state.hands[1][0]} {taken}")
    rng = __import__("numpy").random.default_rng(1)
    for _ in range(10):
        world = state.view(2).sample(rng)
        assert taken in world.hands[1]


def test_match_is_reproducible_and_rotates_the_dealer():
    game = kl.game("knack", players=3)
    players = [game.rule_of_thumb() for _ in range(3)]
    a = kl.Match(game, seed=8).play(players)
    b = kl.Match(game, seed=8).play(players)
    assert a.standings == b.standings and a.winners == b.winners
    assert [d.dealer for d in a.deals[:3]] == [0, 1, 2]
    assert a.table().shape == (len(a.deals) + 1, 3)
