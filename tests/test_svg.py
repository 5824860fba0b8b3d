"""Card pictures: every card of every pack draws, faces are readable, nothing heavy loads."""

import subprocess
import sys
import xml.etree.ElementTree as ET

import kaartlib as kl
from kaartlib.cards import Cards, piquet_deck, tarot_deck
from kaartlib.widgets import back_svg, card_svg, cards_html, show


def test_every_card_is_well_formed_svg_with_its_name():
    for card in [*piquet_deck(copies=2), *tarot_deck(), *kl.cards.deck52()]:
        svg = card_svg(card, lang="de")
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg")
        assert card.name("de") in root.find("{http://www.w3.org/2000/svg}title").text


def test_suits_are_red_and_black_and_copies_are_marked():
    hearts, spades = kl.parse_cards("A♥ A♠")
    assert "#c8102e" in card_svg(hearts) and "#c8102e" not in card_svg(spades)
    first, second = kl.parse_cards("Q♠ Q♠'")
    assert ">'</text>" in card_svg(second) and ">'</text>" not in card_svg(first)


def test_tarot_trumps_and_excuse_are_recognisable():
    t21, excuse = kl.parse_cards("T21 Exc")
    assert ">21</text>" in card_svg(t21) and ">XXI</text>" in card_svg(t21)
    assert "Excuse" in card_svg(excuse)


def test_back_has_no_face():
    back = back_svg(label="3")
    ET.fromstring(back)
    assert "♥" not in back


def test_show_marks_the_trump_and_fans():
    picture = show("7♥ 8♥ J♦", fan=True, trump="J♦")
    assert repr(picture) == "7♥ 8♥ J♦ (trump J♦)"
    html = picture._repr_html_()
    assert html.count("<svg") == 3 and "rotate(" in html and "#7b3fb5" in html
    assert cards_html(kl.parse_cards("7♥")).count("<svg") == 1


def test_cards_render_themselves():
    hand = Cards(kl.parse_cards("A♥ 10♠"))
    assert hand._repr_html_().count("<svg") == 2
    assert kl.parse_card("A♥")._repr_svg_().startswith("<svg")


def test_import_kaartlib_stays_light():
    heavy = "('ipywidgets', 'anywidget', 'matplotlib')"
    code = ("import sys, kaartlib, kaartlib.widgets.svg; "
            f"print(any(m.startswith({heavy}) for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
