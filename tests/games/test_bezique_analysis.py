"""The Bezique family analyses: exact formulas against brute-force enumeration on small hands,
and simulations that keep the game's invariants."""

from fractions import Fraction

import kaartlib as kl
from kaartlib.analysis import bezique as bz
from kaartlib.cards import Rank, Suit
from kaartlib.stats import exact_probability


def faces(hand, rank, suit):
    return sum(1 for c in hand if c.rank == rank and c.suit is suit)


def test_bezique_in_a_dealt_hand_matches_enumeration():
    pack = kl.cards.piquet_deck(2)
    exact = bz.initial_bezique_exact(packs=2, hand=4)
    single = exact_probability(pack, 4, lambda h: faces(h, Rank.JACK, Suit.DIAMONDS) >= 1
                               and faces(h, Rank.QUEEN, Suit.SPADES) >= 1)
    double = exact_probability(pack, 4, lambda h: faces(h, Rank.JACK, Suit.DIAMONDS) == 2
                               and faces(h, Rank.QUEEN, Suit.SPADES) == 2)
    assert exact == {"bezique": single, "double": double}


def test_four_of_a_kind_matches_enumeration():
    pack = kl.cards.piquet_deck(1)
    ranks = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)

    def four(hand):
        return any(sum(1 for c in hand if c.rank == r) >= 4 for r in ranks)

    assert bz.four_of_a_kind_exact(packs=1, hand=5) == exact_probability(pack, 5, four)


def test_carte_blanche_exact_and_monte_carlo_agree():
    pack = kl.cards.piquet_deck(1)
    courts = (Rank.KING, Rank.QUEEN, Rank.JACK)
    assert bz.carte_blanche_exact(packs=1, hand=3) == exact_probability(
        pack, 3, lambda h: not any(c.rank in courts for c in h))
    assert bz.carte_blanche_exact() == Fraction(52704613, 4332432280)
    assert bz.carte_blanche_mc(20_000, seed=1).contains(float(bz.carte_blanche_exact()))


def test_simulated_points_keep_the_game_totals():
    df = bz.simulate_points("bezique", 20, seed=1)
    assert ((df["brisques_0"] + df["brisques_1"]) == 160).all()
    assert ((df["last_trick_0"] + df["last_trick_1"]) == 10).all()
    assert ((df["tricks_0"] + df["tricks_1"]) == 32).all()
    sources = bz.point_sources(df)
    assert abs(sources.loc["brisques", "mean"] - 80) < 1e-9


def test_family_table_is_read_from_the_data_files():
    table = bz.family_table("nl")
    assert list(table.columns) == ["Bezique", "Fildinski", "Rubicon", "Marjolet",
                                   "Binage (Cinq Cents)"]
    assert table.loc["kaarten per speler"].tolist() == [8, 8, 9, 6, 8]
    assert table.loc["partij tot", "Rubicon"] == "één spel"


def test_with_melds_adds_to_the_table_without_touching_the_game():
    game = kl.game("binage")
    other = bz.with_melds(game, aces=100)
    assert "aces" in other.rules.melds and "aces" not in game.rules.melds


def test_rule_of_thumb_beats_random():
    result = bz.duel("marjolet", "rule_of_thumb", "random", n=60, seed=2)
    assert result["margin"].low > 0
