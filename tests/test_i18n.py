"""Every reader-facing message exists in every language."""

import string

import pytest

from kaartlib.cards import LANGS
from kaartlib.i18n import LOCALES, catalog


def placeholders(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_language_has_every_key():
    keys = {lang: set(catalog(lang)) for lang in LANGS}
    every = set().union(*keys.values())
    missing = {lang: sorted(every - k) for lang, k in keys.items() if every - k}
    assert not missing, f"missing messages: {missing}"


def test_every_area_exists_in_every_language():
    areas = {lang: {p.stem for p in (LOCALES / lang).glob("*.toml")} for lang in LANGS}
    assert all(a == areas["en"] for a in areas.values()), areas


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_translations_use_the_same_placeholders(lang):
    english = catalog("en")
    different = {k: v for k, v in catalog(lang).items()
                 if placeholders(v) != placeholders(english[k])}
    assert not different
