"""The play widgets driven without a browser: clicks, buttons and traits play real deals."""

import tomllib
from pathlib import Path

import numpy as np
import pytest
import widget_games

import kaartlib as kl
import kaartlib.games
from kaartlib.i18n import catalog, t
from kaartlib.widgets import GameChooser, Quiz, Replay, Table
from kaartlib.widgets.board import hand_key

LOCALES = Path(kl.__file__).parent / "locales"


@pytest.fixture
def mini(monkeypatch):
    """The tiny trick game of ``widget_games``, registered with its messages."""
    monkeypatch.setitem(kaartlib.games._MODULES, "minitricks", "widget_games:MiniTricks")
    for lang in ("nl", "de", "sv", "en"):
        for key, text in widget_games.MESSAGES.items():
            monkeypatch.setitem(catalog(lang), key, text)
    return kl.game("minitricks")


def knack_table(**kw):
    return Table(kl.game("knack", lang="de"), delay=0, **kw)


def play_deal_by_mouse(table, rng):
    """Play the reader's moves with the rule-of-thumb player's choices, through the UI."""
    player = table.game.rule_of_thumb()
    while not table.state.is_over:
        state = table.state
        move = player.choose(state.view(table.seat), state.legal_moves(), rng)
        assert table.play(move), table.message


def test_catalogs_have_the_same_keys_in_every_language():
    keys = {lang: set(tomllib.loads((LOCALES / lang / "widgets.toml").read_text()))
            for lang in ("nl", "de", "sv", "en")}  # fmt: skip
    assert keys["nl"] == keys["de"] == keys["sv"] == keys["en"]


def test_knack_deal_is_played_to_its_end_by_clicks_and_buttons():
    table = knack_table(seed=3)
    assert table.state.to_move == 0 and set(table.buttons) == {"keep", "other"}
    assert table.buttons["keep"].description == "Blatt behalten"
    table.buttons["keep"].click()
    assert table.state.history[0] == (0, kl.Move("keep"))
    assert "Du (Spieler 0): Blatt behalten" in table.log_html.value
    assert table.state.to_move == 0, "the computer seats moved until it was our turn again"
    assert table.end_box.layout.display == "none"
    play_deal_by_mouse(table, np.random.default_rng(1))
    summary = table.state.summary("de")
    assert summary.splitlines()[0] in table.summary_html.value
    assert table.new_deal_button.description == "neue Runde"
    assert table.end_box.layout.display == ""
    table.new_deal_button.click()
    assert not table.state.is_over and table.state.dealer == 1 and table.moves_log


def test_swap_is_chosen_by_selecting_a_hand_card_and_a_middle_card():
    table = knack_table(seed=3)
    table.press("keep")
    give, take = table.hand[0], table.state.middle[1]
    table.click(give)
    table.click(take)
    assert table.selection == [give, take]
    assert table.confirm_button.description == t("knack.move_swap", "de", c0=give, c1=take)
    assert table.confirm_button in table.moves_box.children
    table.confirm_button.click()
    mine = [str(m) for s, m in table.state.history if s == 0]
    assert mine == ["keep", f"swap {give} {take}"]
    assert table.selection == []


def test_a_refused_move_shows_the_rule_and_changes_nothing():
    table = knack_table(seed=3)
    hand, moves = table.hand, len(table.state.history)
    table.board.click(hand_key(hand[0]))  # before the dealer chose: clicking a card is refused
    assert table.message == "Nicht erlaubt: " + t("knack.dealer_must_choose", "de")
    assert t("knack.dealer_must_choose", "de") in table.message_html.value
    assert table.hand == hand and len(table.state.history) == moves
    table.press("keep")
    hand, moves = table.hand, len(table.state.history)
    for card in [*hand[:2], *table.state.middle[:2]]:
        table.click(card)
    assert table.confirm_button.description == t("widgets.play_selection", "de")
    table.confirm()
    assert table.message == "Nicht erlaubt: " + t("knack.no_swap_two", "de")
    assert table.hand == hand and len(table.state.history) == moves
    assert len(table.selection) == 4, "the selection stays for the reader to correct"
    assert not table.play("new")
    assert table.message == "Nicht erlaubt: " + t("knack.no_789_rule", "de")
    table.clear_button.click()
    assert table.selection == [] and table.confirm_button not in table.moves_box.children


def test_hint_marks_the_cards_that_can_still_make_a_legal_move():
    table = knack_table(seed=3)
    table.press("keep")
    assert "#1b9e4b" not in table.board.html
    table.hint.value = True
    marked = table.board.html.count('stroke="#1b9e4b"')
    assert marked == 6, "three hand cards and three middle cards take part in a swap"
    table.click(table.hand[0])
    assert table.board.html.count('stroke="#1b9e4b"') == 3, "now only the middle cards fit"


def test_computer_moves_come_one_at_a_time_with_the_delay(monkeypatch):
    import kaartlib.widgets.table as table_module

    pauses = []
    monkeypatch.setattr(table_module.time, "sleep", pauses.append)
    table = Table(kl.game("knack", lang="de"), seed=3, delay=0.25)
    assert pauses == [], "no waiting before the table is shown"
    versions = []
    table.board.observe(lambda change: versions.append(change["new"]), "html")
    table.press("keep")
    computer = len(table.state.history) - 1
    assert pauses == [0.25] * computer
    assert len(versions) >= computer + 1, "the board is redrawn after every computer move"


def test_the_browser_click_message_reaches_the_table():
    table = knack_table(seed=3)
    hand = table.hand
    table.board._message(table.board, {"click": hand_key(hand[0])}, [])
    assert "Geber" in table.message


def test_card_games_play_by_click_and_explain_refused_cards(mini):
    table = Table(mini, seat=1, delay=0, seed=5)
    assert table.state.to_move == 1 and "pass" in table.buttons
    table.press("pass")
    rng = np.random.default_rng(0)
    saw_refusal = saw_last_trick = False
    while not table.state.is_over:
        state = table.state
        legal = {m.card for m in state.legal_moves()}
        wrong = [c for c in table.hand if c not in legal]
        if wrong and not saw_refusal:
            hand = table.hand
            table.click(wrong[0])
            assert table.message.endswith(state.refusal(kl.Move("card", (wrong[0],)), "en"))
            assert "must follow suit" in table.message and table.hand == hand
            saw_refusal = True
        if table.state.last and not saw_last_trick:
            table.last_trick.value = True
            assert "Last trick" in table.board.html
            table.last_trick.value = False
            saw_last_trick = True
        table.click(sorted(legal)[int(rng.integers(len(legal)))])
    assert saw_refusal and saw_last_trick
    assert "Tricks:" in table.summary_html.value and "wins the trick" in table.log_html.value


def test_a_selection_that_is_also_a_single_card_move_offers_both(mini):
    table = Table(mini, seat=1, delay=0, seed=5)
    give, take = table.hand[0], table.state.talon[0]
    table.click(take)
    table.click(give)
    assert table.confirm_button.description == f"exchange {give.name('en')} for {take.name('en')}"
    table.confirm()
    assert str(table.state.history[-2][1]) == f"exchange {give} {take}"


def test_replay_steps_forward_and_back_with_explanations(mini):
    state = mini.deal(seed=2)
    kl.players.play_out(state, [kl.players.RandomPlayer()] * 2, np.random.default_rng(2))
    replay = Replay(state)
    n = len(state.history)
    assert replay.step == 0 and replay.back_button.disabled
    assert "acts first" in replay.explanation.value
    for _ in range(3):
        replay.forward_button.click()
    assert replay.step == 3
    seat, move = state.history[2]
    lines = replay.explain()
    assert lines[0] == f"Move 3 of {n}" and lines[1].endswith(move.label("en"))
    assert any("Allowed were" in line or "Forced" in line for line in lines)
    replay.back()
    assert replay.step == 2
    replay.last_button.click()
    assert replay.step == n and replay.forward_button.disabled
    assert "Tricks:" in replay.explanation.value and "wins the trick" in replay.explanation.value
    refused = [line for i in range(1, n + 1) for line in replay.explain(i)
               if line.startswith("Not allowed")]  # fmt: skip
    assert refused and all("must" in line for line in refused)
    assert Replay(state.to_json(), step=n).step == n


def test_replay_of_a_knack_deal_from_its_record():
    game = kl.game("knack", lang="de")
    state = game.deal(seed=4)
    kl.players.play_out(state, [game.rule_of_thumb()] * 4, np.random.default_rng(4))
    replay = Replay(state.record(), lang="de")
    replay.go(1)
    assert replay.explain()[1].endswith(state.history[0][1].label("de"))
    assert any(line.startswith("Gewählt aus 2 erlaubten Zügen") for line in replay.explain())
    replay.slider.value = len(state.history)
    assert state.summary("de").splitlines()[-1] in replay.explanation.value


def test_quiz_judges_cards_and_cites_the_rule(mini):
    state = mini.deal(seed=5)
    state.play("pass")
    state.play("pass")
    state.play(state.legal_moves()[0])
    quiz = Quiz(state)
    legal = {m.card for m in state.legal_moves()}
    wrong = [c for c in state.hands[state.to_move] if c not in legal]
    assert wrong, "seed 5 leaves the second player a card that does not follow"
    history = list(state.history)
    quiz.click(wrong[0])
    assert "No, " in quiz.feedback.value and "must follow suit" in quiz.feedback.value
    assert quiz.answer(sorted(legal)[0]) is True and "Right" in quiz.feedback.value
    assert "1 of 2" in quiz.score.value and state.history == history
    assert all(c.name("en") in quiz.show_answer() for c in legal)


def test_quiz_with_offered_moves():
    game = kl.game("knack", lang="de")
    state = game.deal(seed=3)
    state.play("keep")
    state.play("knock")
    quiz = Quiz(state, choices=["knock", "push"])
    quiz.buttons["knock"].click()
    assert "Nein, passen (zumachen) ist nicht erlaubt." in quiz.feedback.value
    assert state.refusal("knock", "de") in quiz.feedback.value
    quiz.buttons["push"].click()
    assert "Richtig" in quiz.feedback.value and quiz.right == 1 and quiz.tries == 2


def test_match_mode_runs_to_the_end_of_the_match():
    table = knack_table(seed=2, match=True)
    rng = np.random.default_rng(7)
    deals = 0
    while True:
        play_deal_by_mouse(table, rng)
        deals += 1
        assert table.scores_html.value.count("<tr>") == deals + 2
        assert bytes(table.plot.value).startswith(b"\x89PNG")
        if table.match.is_over:
            break
        assert table.new_deal_button.description == "nächste Runde"
        table.new_deal_button.click()
        assert deals < 60
    winners = ", ".join(
        "Du (Spieler 0)" if s == 0 else f"Spieler {s}" for s in table.match.winners)
    assert f"Gewonnen hat: {winners}" in table.summary_html.value
    assert table.new_deal_button.description == "neue Partie"
    table.new_deal_button.click()
    assert len(table.match.deals) == 0 and not table.state.is_over


def test_game_chooser_lists_games_and_starts_a_table():
    chooser = GameChooser(lang="de", delay=0, start=False)
    assert chooser.table is None
    assert chooser.game_dropdown.options[0] == ("Knack (31)", "knack")
    assert set(chooser.option_widgets) == set(kl.GAMES["knack"].option_names())
    chooser.players_slider.value = 3
    chooser.option_widgets["rule_789"].value = True
    chooser.match_box.value = True
    table = chooser.start()
    assert chooser.table_box.children == (table,)
    assert table.game.players == 3 and table.game.opts.rule_789 and table.match is not None
    assert GameChooser(lang="sv", delay=0).table.lang == "sv"


def test_opponents_can_be_given():
    table = Table(kl.game("knack", players=2), opponents=[kl.players.RandomPlayer()], delay=0)
    assert isinstance(table.opponents[1], kl.players.RandomPlayer)
    with pytest.raises(ValueError):
        Table(kl.game("knack", players=3), opponents=[None], delay=0)


@pytest.mark.parametrize("game_id", list(kl.GAMES))
def test_every_game_plays_a_whole_deal_and_match_by_mouse(game_id):
    """Clicks, buttons and select-and-confirm alone finish a deal of every game; when a
    selection fits two moves the table offers both, and the reader presses the one meant."""
    rng = np.random.default_rng(7)
    table = kl.widgets.Table(kl.game(game_id), seat=0, seed=5, delay=0, match=True)
    player = table.game.rule_of_thumb()
    for _ in range(5_000):
        if table.match.is_over:
            break
        if table.state.is_over:
            table.new_deal_button.click()
            continue
        state = table.state
        before = len(state.history)
        move = player.choose(state.view(0), state.legal_moves(), rng)
        if not table.play(move):
            table.press(move)
        assert state.history[before] == (0, move), table.message
    assert table.match.is_over and table.match.winners
