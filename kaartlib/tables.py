"""The games' tables (card points, values, start scores) from ``data/*.toml``."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

_HERE = Path(__file__).parent


def data_dir() -> Path:
    """``kaartlib/data`` in an installed wheel, the repository's ``data/`` in a checkout."""
    for candidate in (_HERE / "data", _HERE.parent / "data"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("kaartlib's data tables are missing; reinstall the package")


@cache
def table(name: str) -> dict[str, Any]:
    """The table ``data/<name>.toml`` as a dictionary."""
    with (data_dir() / f"{name}.toml").open("rb") as f:
        return tomllib.load(f)
