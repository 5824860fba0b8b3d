"""Rule-of-thumb players, one module per game (the way a decent club player plays)."""
