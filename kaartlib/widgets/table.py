"""Play a deal (or a whole match) against computer players, for any game, by mouse alone.

The table knows no game: it draws ``state.layout(seat, lang)``, offers ``state.legal_moves()``
and lets ``state.play`` judge every attempt. Moves are made three ways:

- a click on a card plays it (``Move("card", …)``) when only single cards are played now;
- moves without cards (pass, knock, keep …) are buttons labelled ``move.label(lang)``;
- moves made of several cards (``swap G T``, an exchange, a meld) are chosen by clicking the
  cards in the hand and in face-up piles, then confirming; the confirm button names the move
  whose cards match the selection, and a selection that matches no legal move is refused with
  the game's own explanation.
"""

from __future__ import annotations

import io
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from html import escape
from typing import Any

import ipywidgets as w
import numpy as np

from kaartlib.cards import Card, parse_card
from kaartlib.core import Game, IllegalMove, Layout, Move, State, normalize
from kaartlib.i18n import catalog, t
from kaartlib.match import Match
from kaartlib.players import Player
from kaartlib.widgets.board import Board, Scene, hand_key, pile_key, render, seat_name


def auto() -> w.Layout:
    """A layout that sizes a button to its label (a new one each time: layouts are shared
    objects)."""
    return w.Layout(width="auto")


def move_label(move: Move, lang: str) -> str:
    """The move in words, or its notation when the game has no words for it."""
    try:
        return move.label(lang)
    except (KeyError, IndexError):
        return str(move)


def card_places(layout: Layout) -> dict[Card, str]:
    """Every card a seat can point at (its hand, face-up piles) and its click key."""
    places = {c: hand_key(c) for c in layout.hand}
    for i, (_, cards, _) in enumerate(layout.piles):
        for c in cards or ():
            places.setdefault(c, pile_key(i, c))
    return places


def split_moves(legal: list[Move], places: dict[Card, str]) -> tuple[list[Move], list[Move]]:
    """(moves offered as buttons, moves chosen by selecting their cards)."""
    buttons, selected = [], []
    for m in legal:
        if m.kind == "card":
            continue
        if m.cards and all(c in places for c in m.cards):
            selected.append(m)
        else:
            buttons.append(m)
    return buttons, selected


class Table(w.VBox):
    """A deal against computer players: ``Table(kl.game("knack"), seat=0, lang="de")``.

    ``opponents``: one player for every other seat (or a list with one entry per seat, yours
    ignored, or a single player for all); the game's rule-of-thumb player by default.
    ``match=True`` plays deals of a ``kl.Match`` until the game's own end, with a running score
    table and plot. ``delay`` seconds pass between computer moves so they can be followed.
    """

    def __init__(self, game: Game | str, seat: int = 0, opponents: Any = None,
                 lang: str | None = None, seed: int = 0, match: bool = False,
                 delay: float = 0.4, hint: bool = False) -> None:  # fmt: skip
        if isinstance(game, str):
            from kaartlib.games import game as make_game

            game = make_game(game, lang=lang)
        if not 0 <= seat < game.players:
            raise ValueError(f"seat must be from 0 to {game.players - 1}, not {seat}")
        self.game, self.seat, self.seed, self.delay = game, seat, seed, delay
        self.lang = lang or game.lang
        self.opponents = _opponents(game, seat, opponents)
        self.rng = np.random.default_rng([seed, 2])
        self.match = Match(game, seed=seed) if match else None
        self.matches = 0
        self.deals_started = 0
        self.selection: list[Card] = []
        self.moves_log: list[str] = []
        self._message, self._message_ok = "", False
        self._version = 0
        self._layout: Layout | None = None
        self._button_moves: tuple[Any, ...] = ()
        self._drawn: tuple[int, int] = (0, 0)
        self._scored = False
        self._build_widgets(hint)
        self.state: State = self.match.state if self.match else self._deal(dealer=0)
        self._start_deal(delay=False)

    # -- widgets -----------------------------------------------------------------------------
    def _build_widgets(self, hint: bool) -> None:
        lang = self.lang
        self.board = Board(self._click_key)
        self.hint = w.ToggleButton(value=hint, description=t("widgets.hint", lang), layout=auto())
        self.hint.observe(lambda _: self._refresh(), "value")
        self.last_trick = w.ToggleButton(value=False, layout=auto(),
                                         description=t("widgets.show_last_trick", lang))
        self.last_trick.observe(lambda _: self._refresh(), "value")
        self.buttons: dict[str, w.Button] = {}
        self.confirm_button = w.Button(button_style="success", layout=auto())
        self.confirm_button.on_click(lambda _: self.confirm())
        self.clear_button = w.Button(description=t("widgets.clear_selection", lang), layout=auto())
        self.clear_button.on_click(lambda _: self.clear_selection())
        self.moves_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.message_html = w.HTML()
        self.summary_html = w.HTML()
        self.new_deal_button = w.Button(button_style="primary", layout=auto())
        self.new_deal_button.on_click(lambda _: self.new_deal())
        self.end_box = w.VBox([self.summary_html, w.HBox([self.new_deal_button])])
        self.log_html = w.HTML()
        self.scores_html = w.HTML()
        self.plot = w.Image(format="png", layout=w.Layout(max_width="420px"))
        match_box = w.HBox([self.scores_html, self.plot]) if self.match else w.HBox()
        tools = w.HBox([self.hint, self.last_trick])
        super().__init__([self.board, self.moves_box, tools, self.message_html, self.end_box,
                          self.log_html, match_box])  # fmt: skip
        self.add_class("kl-panel")

    def __repr__(self) -> str:
        state = self.state
        where = "over" if state.is_over else f"seat {state.to_move} to move"
        return f"Table({self.game.id}, seat {self.seat}, {where})"

    # -- what a reader does ------------------------------------------------------------------
    @property
    def hand(self) -> list[Card]:
        return list(self.state.hands[self.seat])

    @property
    def message(self) -> str:
        """The last refusal or hint shown under the table."""
        return self._message

    def click(self, card: Card | str) -> None:
        """Click a card in your hand or in a face-up pile."""
        card = parse_card(card) if isinstance(card, str) else card
        key = card_places(self._current_layout()).get(card)
        if key is None:
            raise ValueError(f"{card} is not in your hand or on a face-up pile")
        self.board.click(key)

    def press(self, move: Move | str) -> None:
        """Press the button of a move without cards (``"knock"``, ``"pass"``)."""
        self.buttons[str(move) if isinstance(move, Move) else normalize(move)].click()

    def play(self, move: Move | str) -> bool:
        """Make a move the way a mouse would: click its card, press its button, or select its
        cards and confirm. Returns whether the move was accepted."""
        before = len(self.state.history)
        parsed = as_move(self.state, move)
        visible = card_places(self._current_layout())
        if parsed.kind == "card" and parsed.card in visible:
            self.click(parsed.card)
        elif str(parsed) in self.buttons:
            self.buttons[str(parsed)].click()
        elif parsed.cards and all(c in visible for c in parsed.cards):
            self.clear_selection()
            for card in parsed.cards:
                self.click(card)
            self.confirm()
        else:
            self._attempt(parsed)
        return len(self.state.history) > before

    def confirm(self) -> None:
        """Play the move whose cards are the selected ones (or show why there is none)."""
        if not self.selection:
            return
        matching = self._matching()
        if len(matching) == 1:
            self._attempt(matching[0])
        elif matching:
            self._say(t("widgets.choose_one", self.lang))
            self._refresh()
        else:
            self._attempt(self._candidate())

    def clear_selection(self) -> None:
        self.selection.clear()
        self._refresh()

    def new_deal(self) -> None:
        """Deal again (in match mode: the next deal of the match, or a new match)."""
        if self.match is not None:
            if not self.state.is_over:
                return
            if self.match.is_over:
                self.matches += 1
                self.match = Match(self.game, seed=self.seed + self.matches)
            self.state = self.match.state
        else:
            dealer = self.game.next_dealer(self.game.initial_context(), self.state.dealer)
            self.deals_started += 1
            self.state = self._deal(dealer)
        self._start_deal(delay=True)

    # -- the flow of a deal ------------------------------------------------------------------
    def _deal(self, dealer: int) -> State:
        rng = np.random.default_rng(np.random.SeedSequence([self.seed, self.deals_started]))
        return self.game.deal(rng, dealer=dealer)

    def _start_deal(self, delay: bool) -> None:
        self.moves_log = []
        self.selection = []
        self._say("")
        self.last_trick.value = False
        self._scored = False
        self._run_computer(delay)

    def _run_computer(self, delay: bool) -> None:
        """Computer seats move until it is your turn or the deal is over."""
        state = self.state
        pause = self.delay if delay else 0.0
        while not state.is_over and state.to_move != self.seat:
            if pause > 0:
                time.sleep(pause)
            seat = state.to_move
            assert seat is not None
            legal = state.legal_moves()
            player = self.opponents[seat]
            move = legal[0] if len(legal) == 1 else player.choose(state.view(seat), legal, self.rng)
            self._do(move)
            if pause > 0:
                self._refresh()
        if state.is_over:
            self._finish()
        self._refresh()

    def _do(self, move: Move) -> None:
        state = self.state
        seat = state.to_move
        assert seat is not None
        state.play(move, lang=self.lang)
        index = len(state.history) - 1
        done = state.history[index][1]
        shown = done if seat == self.seat else self.game.public_move(done)
        who = seat_name(seat, self.lang, self.seat)
        self.moves_log.append(t("widgets.moved", self.lang, seat=who,
                                move=move_label(shown, self.lang)))  # fmt: skip
        self.moves_log.extend(state.events_of(index, self.lang))

    def _attempt(self, move: Move) -> bool:
        state = self.state
        if state.is_over:
            self._say(t("widgets.deal_over", self.lang))
        elif state.to_move != self.seat:
            seat = state.to_move
            assert seat is not None
            self._say(t("widgets.not_your_turn", self.lang, seat=seat_name(seat, self.lang)))
        else:
            try:
                self._do(move)
            except IllegalMove as refusal:
                self._say(t("widgets.refused", self.lang, reason=str(refusal)))
                self._refresh()
                return False
            self.selection.clear()
            self._say("")
            self._refresh()
            self._run_computer(delay=True)
            return True
        self._refresh()
        return False

    def _finish(self) -> None:
        """Score a finished deal into the match (once)."""
        if self.match is not None and not self._scored:
            self._scored = True
            self.match.next_deal()

    # -- clicks and selections ---------------------------------------------------------------
    def _click_key(self, key: str) -> None:
        layout = self._current_layout()
        places = card_places(layout)
        card = next((c for c, k in places.items() if k == key), None)
        if card is None:
            return
        state = self.state
        mine = not state.is_over and state.to_move == self.seat
        legal = state.legal_moves() if mine else []
        _, selectable = split_moves(legal, places)
        plays = any(m.kind == "card" and m.card is card for m in legal)
        in_selectable = any(card in m.cards for m in selectable)
        if selectable and (in_selectable or card in self.selection or not plays):
            self._toggle(card)
        elif plays or key.startswith("hand:"):
            self._attempt(Move("card", (card,), area=self.game.id))
        else:
            self._say(t("widgets.not_selectable", self.lang, card=card))
            self._refresh()

    def _toggle(self, card: Card) -> None:
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        self._say("")
        self._refresh()

    def _matching(self) -> list[Move]:
        wanted = Counter(self.selection)
        return [m for m in self._legal_for_me() if m.cards and Counter(m.cards) == wanted]

    def _candidate(self) -> Move:
        """The move a selection that matches no legal move stands for, to be explained."""
        layout = self._current_layout()
        in_hand = [c for c in self.selection if c in layout.hand]
        cards = tuple(in_hand + [c for c in self.selection if c not in in_hand])
        _, selectable = split_moves(self._legal_for_me(), card_places(layout))
        kinds = Counter(m.kind for m in selectable)
        if not kinds:
            return Move("card", cards, area=self.game.id)
        return Move(kinds.most_common(1)[0][0], cards, area=self.game.id)

    def _legal_for_me(self) -> list[Move]:
        state = self.state
        return state.legal_moves() if not state.is_over and state.to_move == self.seat else []

    def _current_layout(self) -> Layout:
        if self._layout is None:
            self._layout = self.state.layout(self.seat, self.lang)
        return self._layout

    def _say(self, text: str, ok: bool = False) -> None:
        self._message, self._message_ok = text, ok

    # -- drawing -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        state, lang = self.state, self.lang
        layout = self._layout = state.layout(self.seat, lang)
        places = card_places(layout)
        legal = self._legal_for_me()
        button_moves, selectable = split_moves(legal, places)
        self.selection = [c for c in self.selection if c in places]
        clickable = {hand_key(c) for c in layout.hand}
        if selectable:
            clickable |= {places[c] for m in selectable for c in m.cards}
        clickable |= {places[m.card] for m in legal if m.kind == "card" and m.card in places}
        clickable |= {places[c] for c in self.selection}
        marks = {places[c]: "selected" for c in self.selection}
        if self.hint.value:
            wanted = Counter(self.selection)
            for m in legal:
                if m.cards and not wanted - Counter(m.cards):
                    for c in m.cards:
                        if c in places:
                            marks.setdefault(places[c], "legal")
        self._version += 1
        hands = None
        if state.is_over:  # the hands are shown when the deal is over
            hands = {s: state.layout(s, lang).hand for s in range(state.players)}
        scene = Scene(layout, self.seat, state.to_move, lang, marks, clickable,
                      self.last_trick.value, hands, turn=self._turn_text(),
                      title=self.game.name(lang), version=self._version)  # fmt: skip
        self.board.html = render(scene)
        self.last_trick.layout.display = "" if layout.last_trick else "none"
        self._draw_moves(button_moves)
        css = "kl-message kl-ok" if self._message_ok else "kl-message"
        self.message_html.value = f'<div class="{css}">{escape(self._message)}</div>'
        lines = "".join(f"<div>{escape(line)}</div>" for line in self.moves_log[-12:])
        self.log_html.value = f'<div class="kl-log">{lines}</div>'
        self._draw_end()

    def _turn_text(self) -> str:
        state = self.state
        if state.is_over:
            return t("widgets.deal_over", self.lang)
        if state.to_move == self.seat:
            return t("widgets.your_turn", self.lang)
        seat = state.to_move
        assert seat is not None
        return t("widgets.seat_to_move", self.lang, seat=seat_name(seat, self.lang))

    def _draw_moves(self, button_moves: list[Move]) -> None:
        lang = self.lang
        matching = self._matching() if self.selection else []
        key = (tuple(map(str, button_moves)), tuple(self.selection), tuple(map(str, matching)))
        if key == self._button_moves:
            return
        self._button_moves = key
        self.buttons = {}
        children: list[w.Widget] = []
        for move in button_moves:
            button = w.Button(description=move_label(move, lang), tooltip=str(move), layout=auto())
            button.on_click(lambda _, m=move: self._attempt(m))
            self.buttons[str(move)] = button
            children.append(button)
        if self.selection:
            if len(matching) > 1:
                for move in matching:
                    button = w.Button(description=move_label(move, lang), tooltip=str(move),
                                      button_style="success", layout=auto())  # fmt: skip
                    button.on_click(lambda _, m=move: self._attempt(m))
                    self.buttons[str(move)] = button
                    children.append(button)
            else:
                only = matching[0] if matching else None
                self.confirm_button.description = (
                    move_label(only, lang) if only else t("widgets.play_selection", lang))
                self.confirm_button.tooltip = str(only) if only else ""
                self.confirm_button.button_style = "success" if only else "warning"
                children.append(self.confirm_button)
            children.append(self.clear_button)
        self.moves_box.children = children

    def _draw_end(self) -> None:
        state, lang = self.state, self.lang
        if self.match is not None:
            self._draw_match()
        if not state.is_over:
            self.end_box.layout.display = "none"
            return
        self.end_box.layout.display = ""
        text = state.summary(lang)
        button = "new_deal"
        if self.match is not None:
            button = "next_deal"
            if self.match.is_over:
                winners = self.match.winners or []
                names = ", ".join(seat_name(s, lang, self.seat) for s in winners)
                text += "\n\n" + t("widgets.match_over", lang, winners=names)
                button = "new_match"
        lines = "".join(f"<div>{escape(line) or '&nbsp;'}</div>" for line in text.splitlines())
        title = escape(t("widgets.summary", lang))
        self.summary_html.value = f'<div class="kl-summary"><b>{title}</b>{lines}</div>'
        self.new_deal_button.description = t(f"widgets.{button}", lang)

    def _draw_match(self) -> None:
        match, lang = self.match, self.lang
        assert match is not None
        rows = match.standings
        if self._drawn == (id(match), len(rows)):
            return
        self._drawn = (id(match), len(rows))
        names = [seat_name(s, lang, self.seat) for s in range(self.game.players)]
        head = "".join(f"<th>{escape(n)}</th>" for n in names)
        body = "".join(
            f"<tr><th>{escape(t('widgets.start', lang) if i == 0 else str(i))}</th>"
            + "".join(f"<td>{v:g}</td>" for v in row) + "</tr>"
            for i, row in enumerate(rows)
        )
        self.scores_html.value = (
            f'<div class="kl-scores"><b>{escape(t("widgets.standings", lang))}</b><table>'
            f"<tr><th>{escape(t('widgets.deal', lang))}</th>{head}</tr>{body}</table></div>")
        self.plot.value = standings_png(rows, names, t("widgets.deal", lang),
                                        t("widgets.standings", lang))  # fmt: skip


def standings_png(rows: Sequence[Sequence[float]], names: list[str], xlabel: str,
                  title: str) -> bytes:  # fmt: skip
    """A small line plot of the standings after each deal, as PNG bytes."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    data = np.asarray(rows, dtype=float)
    fig = Figure(figsize=(4.2, 2.4), dpi=90)
    ax = fig.add_subplot()
    for s, name in enumerate(names):
        ax.plot(range(len(data)), data[:, s], marker="o", markersize=3, label=name)
    ax.set_xlabel(xlabel)
    ax.set_title(title, fontsize=10)
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.legend(fontsize=7, loc="best")
    fig.tight_layout()
    buffer = io.BytesIO()
    FigureCanvasAgg(fig).print_png(buffer)
    return buffer.getvalue()


def _opponents(game: Game, seat: int, opponents: Any) -> list[Player]:
    n = game.players
    if opponents is None:
        return [game.rule_of_thumb() for _ in range(n)]
    if hasattr(opponents, "choose"):
        return [opponents] * n
    given = list(opponents)
    if len(given) == n - 1:
        given.insert(seat, None)
    if len(given) != n:
        raise ValueError(f"give one player for each of the {n - 1} other seats")
    return [p if p is not None else game.rule_of_thumb() for p in given]


def as_move(state: State, move: Move | Card | str) -> Move:
    """The legal move meant by a move, card or notation; otherwise the move it would be (so
    that it can be refused and explained), labelled in the game's words."""
    if isinstance(move, Card):
        move = Move("card", (move,))
    found = state.find_move(move)
    if found is not None:
        return found
    parsed = move if isinstance(move, Move) else state._parse(move)
    return replace(parsed, area=state.game.id)


class GameChooser(w.VBox):
    """Pick a game, the number of players and the rules, then play: no code needed.

    Games whose rule text is in ``lang`` come first; ``start=True`` deals the first one at once.
    """

    def __init__(self, lang: str = "en", seed: int = 0, delay: float = 0.4,
                 start: bool = True) -> None:  # fmt: skip
        from kaartlib.games import GAMES

        self.lang, self.delay = lang, delay
        ids = sorted(GAMES, key=lambda g: (GAMES[g].lang_default != lang, t(f"{g}.name", lang)))
        style = {"description_width": "initial"}
        self.game_dropdown = w.Dropdown(options=[(t(f"{g}.name", lang), g) for g in ids],
                                        description=t("widgets.choose_game", lang), style=style)
        self.players_slider = w.IntSlider(description=t("widgets.players", lang), style=style)
        self.options_box = w.VBox()
        self.match_box = w.Checkbox(value=False, description=t("widgets.match_mode", lang),
                                    style=style, indent=False)  # fmt: skip
        self.seed_box = w.BoundedIntText(value=seed, min=0, max=10**9, style=style,
                                         description=t("widgets.seed", lang))  # fmt: skip
        self.play_button = w.Button(description=t("widgets.play", lang), button_style="primary")
        self.play_button.on_click(lambda _: self.start())
        self.error_html = w.HTML()
        self.table_box = w.VBox()
        self.table: Table | None = None
        self.game_dropdown.observe(lambda _: self._game_changed(), "value")
        self._game_changed()
        settings = w.HBox([self.game_dropdown, self.players_slider, self.seed_box, self.match_box,
                           self.play_button], layout=w.Layout(flex_flow="row wrap"))  # fmt: skip
        super().__init__([settings, self.options_box, self.error_html, self.table_box])
        if start:
            self.start()

    def __repr__(self) -> str:
        return f"GameChooser({self.lang}, {self.game_dropdown.value}, {self.table!r})"

    def _game_changed(self) -> None:
        from kaartlib.games import GAMES

        cls = GAMES[self.game_dropdown.value]
        slider = self.players_slider
        slider.max = max(slider.max, cls.max_players)
        slider.min = cls.min_players
        slider.max = cls.max_players
        slider.value = cls.default_players
        self.option_widgets = _option_widgets(cls, self.lang)
        label = w.HTML(f"<b>{escape(t('widgets.rules', self.lang))}</b>")
        self.options_box.children = [label, *self.option_widgets.values()]

    def start(self) -> Table | None:
        """Deal the chosen game and show its table."""
        from kaartlib.games import game as make_game

        options = {name: box.value for name, box in self.option_widgets.items()}
        try:
            game = make_game(self.game_dropdown.value, players=self.players_slider.value,
                             lang=self.lang, **options)  # fmt: skip
        except ValueError as problem:
            self.error_html.value = f'<div class="kl-message">{escape(str(problem))}</div>'
            return None
        self.error_html.value = ""
        self.table = Table(game, lang=self.lang, seed=self.seed_box.value,
                           match=self.match_box.value, delay=self.delay)  # fmt: skip
        self.table_box.children = [self.table]
        return self.table


def _option_widgets(cls: type[Game], lang: str) -> dict[str, w.Widget]:
    import dataclasses

    style = {"description_width": "initial"}
    out: dict[str, w.Widget] = {}
    for f in dataclasses.fields(cls.Options):
        key = f"{cls.id}.option_{f.name}"
        label = catalog(lang).get(key, f.name)
        choices = f.metadata.get("choices")
        if isinstance(f.default, bool):
            out[f.name] = w.Checkbox(value=f.default, description=label, style=style,
                                     indent=False)  # fmt: skip
        elif choices:
            out[f.name] = w.Dropdown(options=list(choices), value=f.default, description=label,
                                     style=style)  # fmt: skip
        elif isinstance(f.default, int):
            out[f.name] = w.IntText(value=f.default, description=label, style=style)
        else:
            out[f.name] = w.Text(value=str(f.default), description=label, style=style)
    return out
