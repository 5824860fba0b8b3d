"""Step through a finished deal with explanations (``Replay``), and rule exercises (``Quiz``)."""

from __future__ import annotations

import contextlib
import json
from collections import defaultdict
from html import escape
from typing import Any

import ipywidgets as w

from kaartlib.cards import Card, parse_card
from kaartlib.core import Move, State, load_record
from kaartlib.i18n import t
from kaartlib.widgets.board import Board, Scene, hand_key, render, seat_name
from kaartlib.widgets.table import as_move, auto, move_label


class Replay(w.VBox):
    """A deal move by move: ``Replay(state)`` or ``Replay(state.record())``.

    Each step names the move, says why it was allowed (forced, the legal cards, the rule that
    ruled out the others) and what it caused (tricks won, points). ``seat=None`` shows every
    hand face up; ``seat=s`` shows only what that seat saw.
    """

    def __init__(self, deal: State | dict[str, Any] | str, lang: str | None = None,
                 seat: int | None = None, step: int = 0) -> None:  # fmt: skip
        record = deal.record() if isinstance(deal, State) else (
            json.loads(deal) if isinstance(deal, str) else dict(deal))
        self.final = load_record(record)
        self.lang = lang or self.final.game.lang
        self.seat = seat
        state = load_record({**record, "moves": []})
        self.states = [state.copy()]
        for _, move in self.final.history:
            state.play(move)
            self.states.append(state.copy())
        self.moves = list(self.final.history)
        lang = self.lang
        self.board = Board()
        self.slider = w.IntSlider(min=0, max=len(self.moves), value=0, readout=True,
                                  continuous_update=False)  # fmt: skip
        self.slider.observe(lambda _: self._draw(), "value")
        controls = []
        for symbol, key, step_to in (("«", "replay_first", lambda: 0),
                                     ("‹", "replay_back", lambda: self.step - 1),
                                     ("›", "replay_forward", lambda: self.step + 1),
                                     ("»", "replay_last", lambda: len(self.moves))):  # fmt: skip
            button = w.Button(description=symbol, tooltip=t(f"widgets.{key}", lang),
                              layout=w.Layout(width="42px"))  # fmt: skip
            button.on_click(lambda _, f=step_to: self.go(f()))
            controls.append(button)
        self.first_button, self.back_button, self.forward_button, self.last_button = controls
        self.explanation = w.HTML()
        super().__init__([self.board, w.HBox([*controls, self.slider]), self.explanation])
        self.add_class("kl-panel")
        self.go(step)

    def __repr__(self) -> str:
        return f"Replay({self.final.game.id}, step {self.step} of {len(self.moves)})"

    @property
    def step(self) -> int:
        """How many moves have been made in the position shown."""
        return self.slider.value

    def go(self, step: int) -> None:
        self.slider.value = max(0, min(step, len(self.moves)))
        self._draw()

    def forward(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def explain(self, step: int | None = None) -> list[str]:
        """The lines shown for a step: the move, why it was allowed, what it caused."""
        step = self.step if step is None else step
        lang = self.lang
        if step == 0:
            first = self.states[0].to_move
            who = seat_name(first, lang) if first is not None else ""
            return [t("widgets.replay_start", lang, seat=who)]
        before = self.states[step - 1]
        seat, move = self.moves[step - 1]
        lines = [t("widgets.replay_step", lang, i=step, n=len(self.moves)),
                 t("widgets.moved", lang, seat=seat_name(seat, lang),
                   move=move_label(move, lang))]  # fmt: skip
        lines.extend(why_allowed(before, seat, move, lang))
        lines.extend(self.final.events_of(step - 1, lang))
        if step == len(self.moves) and self.final.is_over:
            lines.append(t("widgets.summary", lang) + ":")
            lines.extend(self.final.summary(lang).splitlines())
        return lines

    def _draw(self) -> None:
        step = self.step
        state = self.states[step]
        viewer = self.seat if self.seat is not None else 0
        layout = state.layout(viewer, self.lang)
        hands = None
        if self.seat is None:
            hands = {s: state.layout(s, self.lang).hand for s in range(state.players)}
        scene = Scene(layout, viewer, state.to_move, self.lang, open_hands=hands,
                      you=self.seat is not None, version=step)  # fmt: skip
        self.board.html = render(scene)
        self.back_button.disabled = self.first_button.disabled = step == 0
        self.forward_button.disabled = self.last_button.disabled = step == len(self.moves)
        body = "".join(f"<div>{escape(line)}</div>" for line in self.explain(step))
        self.explanation.value = f'<div class="kl-explain">{body}</div>'


def why_allowed(before: State, seat: int, move: Move, lang: str) -> list[str]:
    """Why ``move`` was allowed in ``before``: forced, or which cards were legal and the rule
    that refused the others."""
    legal = before.legal_moves()
    if len(legal) == 1:
        return [t("widgets.forced", lang)]
    if move.kind == "card":
        allowed = [m.card for m in legal if m.kind == "card"]
        lines = [t("widgets.legal_cards", lang, cards=allowed)]
        refused: dict[str, list[Card]] = defaultdict(list)
        for card in before.hands[seat]:
            if card not in allowed:
                reason = before.refusal(Move("card", (card,)), lang)
                if reason:
                    refused[reason].append(card)
        lines.extend(t("widgets.refused_cards", lang, cards=cards, reason=reason)
                     for reason, cards in refused.items())  # fmt: skip
        return lines
    lines = [t("widgets.one_of", lang, n=len(legal))]
    others = list(dict.fromkeys(move_label(m, lang) for m in legal if not m.cards and m != move))
    if others:
        lines.append(t("widgets.alternatives", lang, moves=", ".join(others)))
    return lines


class Quiz(w.VBox):
    """"Which card may you play here?" for the seat to move in ``state``.

    Click a card (or, with ``choices``, a button per offered move, legal or not): the answer is
    judged by the rules, and a wrong one is answered with the rule that forbids it. The state
    itself is never changed.
    """

    def __init__(self, state: State, seat: int | None = None, lang: str | None = None,
                 choices: list[Move | str] | None = None,
                 question: str | None = None) -> None:  # fmt: skip
        self.state = state
        self.lang = lang or state.game.lang
        self.seat = state.to_move if seat is None else seat
        if self.seat is None:
            raise ValueError("the deal is over: there is nothing left to ask")
        self.choices = [self._as_move(c) for c in choices] if choices else None
        self.tries = self.right = 0
        self.marks: dict[str, str] = {}
        lang = self.lang
        default = "widgets.quiz_question_move" if self.choices else "widgets.quiz_question"
        self.question = w.HTML(f"<b>{escape(question or t(default, lang))}</b>")
        self.board = Board(self._click_key)
        self.buttons: dict[str, w.Button] = {}
        for move in self.choices or ():
            button = w.Button(description=move_label(move, lang), tooltip=str(move), layout=auto())
            button.on_click(lambda _, m=move: self.answer(m))
            self.buttons[str(move)] = button
        self.feedback = w.HTML()
        self.score = w.HTML()
        self.show_button = w.Button(description=t("widgets.quiz_show", lang), layout=auto())
        self.show_button.on_click(lambda _: self.show_answer())
        moves = w.HBox(list(self.buttons.values()), layout=w.Layout(flex_flow="row wrap"))
        super().__init__([self.question, self.board, moves,
                          w.HBox([self.show_button, self.score]), self.feedback])  # fmt: skip
        self.add_class("kl-panel")
        self._draw()

    def __repr__(self) -> str:
        return f"Quiz({self.state.game.id}, seat {self.seat})"

    def _as_move(self, choice: Move | Card | str) -> Move:
        if isinstance(choice, str):
            with contextlib.suppress(ValueError):
                choice = parse_card(choice)
        return as_move(self.state, choice)

    def legal(self) -> list[Move]:
        """The right answers."""
        return self.state.legal_moves() if self.state.to_move == self.seat else []

    def answer(self, choice: Move | Card | str) -> bool:
        """Judge an answer, show the feedback, and return whether it was right."""
        move = self._as_move(choice)
        lang = self.lang
        reason = self.state.refusal(move, lang) if self.state.to_move == self.seat else (
            t("widgets.not_your_turn", lang, seat=seat_name(self.state.to_move or 0, lang)))
        ok = reason is None
        self.tries += 1
        self.right += ok
        label = move_label(move, lang)
        text = t("widgets.quiz_right", lang, move=label) if ok else t(
            "widgets.quiz_wrong", lang, move=label, reason=reason)
        css = "kl-message kl-ok" if ok else "kl-message"
        self.feedback.value = f'<div class="{css}">{escape(text)}</div>'
        if move.kind == "card" and len(move.cards) == 1:
            self.marks[hand_key(move.card)] = "legal" if ok else "refused"
        self.score.value = escape(t("widgets.quiz_score", lang, right=self.right, tries=self.tries))
        self._draw()
        return ok

    def show_answer(self) -> str:
        """Show (and return) every allowed answer."""
        lang = self.lang
        legal = self.legal()
        if self.choices is not None:
            legal = [m for m in self.choices if m in legal]
        text = t("widgets.quiz_answer", lang, moves=", ".join(move_label(m, lang) for m in legal))
        self.feedback.value = f'<div class="kl-message kl-ok">{escape(text)}</div>'
        for m in legal:
            if m.kind == "card":
                self.marks[hand_key(m.card)] = "legal"
        self._draw()
        return text

    def click(self, card: Card | str) -> None:
        """Click a card of the hand (as in the browser)."""
        card = parse_card(card) if isinstance(card, str) else card
        self.board.click(hand_key(card))

    def _click_key(self, key: str) -> None:
        if self.choices is None and key.startswith("hand:"):
            self.answer(parse_card(key.split(":", 1)[1]))

    def _draw(self) -> None:
        state = self.state
        layout = state.layout(self.seat, self.lang)
        clickable = {hand_key(c) for c in layout.hand} if self.choices is None else set()
        scene = Scene(layout, self.seat, state.to_move, self.lang, dict(self.marks), clickable,
                      version=self.tries)  # fmt: skip
        self.board.html = render(scene)
