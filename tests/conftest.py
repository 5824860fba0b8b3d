import pytest

import kaartlib as kl


@pytest.fixture
def cards():
    return kl.parse_cards
