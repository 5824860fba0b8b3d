"""Follow obligations as small composable duties.

A duty narrows the cards a player may play: when it applies and at least one candidate keeps to
it, every other candidate is refused with the duty's reason. Duties apply in order; a ``final``
duty that some candidate keeps to ends the chain (even when every candidate does).
``legal_cards`` returns the legal cards and, for each refused card, the reason as a message key
with parameters (see ``kaartlib.i18n``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from kaartlib.cards import Card, Suit
from kaartlib.rules.tricks import TRUMP_BASE, TrickOrder


@dataclass(frozen=True)
class Situation:
    """A player's hand facing a trick in progress."""

    hand: Sequence[Card]
    trick: Sequence[Card]
    order: TrickOrder

    @cached_property
    def led(self) -> Suit | None:
        return self.order.led_suit(self.trick)

    @cached_property
    def best(self) -> int:
        return self.order.best_power(self.trick)

    @cached_property
    def void(self) -> bool:
        """Holds no card of the led suit."""
        return all(self.order.suit_of(c) is not self.led for c in self.hand)

    def suit(self, card: Card) -> Suit | None:
        return self.order.suit_of(card)

    def beats(self, card: Card) -> bool:
        return self.order.beats(card, self.trick)

    @property
    def trump_led(self) -> bool:
        return self.led is not None and self.led is self.order.trump

    @property
    def trick_has_trump(self) -> bool:
        return self.best >= TRUMP_BASE


@dataclass(frozen=True)
class Duty:
    """One obligation: ``keep`` says which cards satisfy it when ``applies`` holds."""

    reason: str
    applies: Callable[[Situation], bool]
    keep: Callable[[Card, Situation], bool]
    final: bool = False


@dataclass(frozen=True)
class Refusal:
    """Why a card may not be played: a message key and its parameters."""

    key: str
    params: dict[str, object] = field(default_factory=dict)


def _led(s: Situation) -> bool:
    return s.led is not None


MUST_FOLLOW = Duty("rules.must_follow", _led, lambda c, s: s.suit(c) is s.led)
MUST_BEAT_TRUMP_LEAD = Duty("rules.must_beat_trump", lambda s: s.trump_led, lambda c, s: s.beats(c))
MUST_TRUMP = Duty(
    "rules.must_trump", lambda s: _led(s) and s.void, lambda c, s: s.suit(c) is s.order.trump
)
MUST_OVERTRUMP = Duty(
    "rules.must_overtrump",
    lambda s: _led(s) and s.void and s.trick_has_trump and not s.trump_led,
    lambda c, s: s.beats(c),
)
MUST_BEAT = Duty("rules.must_beat", _led, lambda c, s: s.beats(c))
MUST_WIN = Duty("rules.must_win", _led, lambda c, s: s.beats(c), final=True)
MUST_FOLLOW_FIRST = Duty("rules.must_follow", _led, lambda c, s: s.suit(c) is s.led, final=True)

# Ready-made chains for the games of RULINGS.md.
FOLLOW_THEN_TRUMP = (MUST_FOLLOW, MUST_TRUMP)  # tarot, Jas-like plain duties
KNOESTEN = (MUST_FOLLOW, MUST_BEAT_TRUMP_LEAD, MUST_TRUMP, MUST_OVERTRUMP)
JAS_END = (MUST_FOLLOW, MUST_BEAT_TRUMP_LEAD, MUST_TRUMP)
BEZIQUE_END = (MUST_FOLLOW, MUST_TRUMP, MUST_BEAT)
KNEKTPASS = (MUST_WIN, MUST_FOLLOW)
KNEKTPASS_TRUMP_WHEN_VOID = (MUST_FOLLOW, MUST_WIN)  # follow, winning within the suit if able


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    order: TrickOrder,
    duties: Sequence[Duty],
    always: Sequence[Card] = (),
) -> tuple[list[Card], dict[Card, Refusal]]:
    """The cards of ``hand`` that may be played to ``trick`` and why each other one may not.

    Cards in ``always`` (the tarot Excuse) stay legal whatever the duties say, and do not
    count as keeping a duty: a duty only nobody but ``always`` can keep does not narrow.
    """
    candidates = list(hand)
    refused: dict[Card, Refusal] = {}
    if not trick:
        return candidates, refused
    s = Situation(hand, trick, order)
    for duty in duties:
        if not duty.applies(s):
            continue
        kept = [c for c in candidates if duty.keep(c, s) or c in always]
        if not any(c not in always for c in kept):
            continue
        if len(kept) < len(candidates):
            reason = Refusal(duty.reason, {"suit": s.led, "trump": order.trump})
            for c in candidates:
                if c not in kept:
                    refused[c] = reason
            candidates = kept
        if duty.final:
            break
    return candidates, refused

