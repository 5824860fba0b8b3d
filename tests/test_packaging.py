"""The wheel carries the data tables and catalogs; conda users get the same dependencies."""

import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def runtime_dependencies():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return {re.split(r"[<>=\[ ]", d)[0].lower() for d in project["dependencies"]}


def test_environment_yml_names_every_runtime_dependency():
    text = (ROOT / "environment.yml").read_text().lower()
    listed = set(re.findall(r"^\s*-\s*([a-z0-9_.-]+)", text, re.M))
    assert runtime_dependencies() <= listed, runtime_dependencies() - listed


def test_the_wheel_contains_every_table_catalog_and_package(tmp_path):
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)  # fmt: skip
    wheel = next(tmp_path.glob("kaartlib-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for table in (ROOT / "data").glob("*.toml"):
        assert f"kaartlib/data/{table.name}" in names
    for catalog in (ROOT / "kaartlib" / "locales").glob("*/*.toml"):
        assert str(catalog.relative_to(ROOT)) in names
    for init in (ROOT / "kaartlib").rglob("__init__.py"):
        assert str(init.relative_to(ROOT)) in names
    for asset in (ROOT / "kaartlib" / "widgets").glob("*.[jc]s*"):
        assert str(asset.relative_to(ROOT)) in names


def test_import_leaves_the_heavy_modules_for_later():
    code = ("import sys, kaartlib; "
            "print(*(m in sys.modules for m in ('pandas', 'scipy', 'ipywidgets', 'matplotlib')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False"] * 4  # import time itself: benchmarks/run.py
