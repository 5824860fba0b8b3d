"""The textbook frame stays true: the front page links every chapter and every frame page."""

import json
import re
from pathlib import Path

import kaartlib as kl

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
FRAME = {"nl": ("inleiding", "speeltafel"), "de": ("einfuehrung", "spieltisch"),
         "sv": ("introduktion", "spelbord")}  # fmt: skip


def links(path: Path) -> set[str]:
    cells = json.loads(path.read_text())["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return set(re.findall(r"\]\(([^)]+\.ipynb)\)", text))


def test_index_links_every_registered_game_in_its_language():
    linked = links(NOTEBOOKS / "index.ipynb")
    for game_id, cls in kl.GAMES.items():
        assert f"{cls.lang_default}/{game_id}.ipynb" in linked, game_id


def test_index_links_the_frame_of_every_language_and_the_frame_exists():
    linked = links(NOTEBOOKS / "index.ipynb")
    for lang, pages in FRAME.items():
        for page in pages:
            assert f"{lang}/{page}.ipynb" in linked
            assert (NOTEBOOKS / lang / f"{page}.ipynb").exists()


def test_frame_pages_link_only_to_pages_that_exist():
    for lang, pages in FRAME.items():
        for page in pages:
            for target in links(NOTEBOOKS / lang / f"{page}.ipynb"):
                assert (NOTEBOOKS / lang / target).resolve().exists(), (page, target)
