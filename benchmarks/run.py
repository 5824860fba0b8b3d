"""Run every benchmark (``make bench``): the core, then each ``bench_<game>.py``.

Prints one line per measurement with its target, and writes benchmarks/results/latest.json.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def meets(value: float, unit: str, target: float | None) -> str:
    if target is None:
        return ""
    ok = value <= target if "lower is better" in unit else value >= target
    return "ok" if ok else "MISSED"


def main(seconds: float = 2.0) -> None:
    games = sorted(p.stem for p in HERE.glob("bench_*.py") if p.stem != "bench_core")
    names = ["bench_core", *games]
    rows = []
    for name in names:
        print(f"# {name}", flush=True)
        for r in importlib.import_module(name).run(seconds):
            rows.append(r)
            target = "" if r["target"] is None else f"(target {r['target']:g})"
            print(f"  {r['name']:<58} {r['value']:>14,.2f} {r['unit']:<22} {target:<16} "
                  f"{meets(r['value'], r['unit'], r['target'])}", flush=True)  # fmt: skip
    out = HERE / "results"
    out.mkdir(exist_ok=True)
    (out / "latest.json").write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 2.0)
