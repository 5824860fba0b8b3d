# kaartlib and the card-game textbook. `make lab` opens the textbook, `make test` checks it all.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
CACHE  := $(CURDIR)/.cache
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

# Keep Jupyter, IPython and Matplotlib's per-user files inside the project.
export JUPYTER_CONFIG_DIR  := $(CACHE)/jupyter/config
export JUPYTER_DATA_DIR    := $(CACHE)/jupyter/data
export JUPYTER_RUNTIME_DIR := $(CACHE)/jupyter/runtime
export IPYTHONDIR          := $(CACHE)/ipython
export MPLCONFIGDIR        := $(CACHE)/matplotlib
export PYDEVD_DISABLE_FILE_VALIDATION := 1

.PHONY: lab test unit notebooks browser app bench lint chromium clean

$(BIN)/python:
	mkdir -p $(IPYTHONDIR) $(MPLCONFIGDIR) $(JUPYTER_CONFIG_DIR) $(JUPYTER_DATA_DIR)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.lab: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[lab]'
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[lab,test]'
	touch $@

$(VENV)/.bench: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[bench]'
	touch $@

## lab: install and open the textbook in JupyterLab (http://127.0.0.1:8888, token printed below)
lab: $(VENV)/.lab
	$(BIN)/jupyter lab notebooks/index.ipynb --ip=127.0.0.1 $(ROOT_FLAG)

## app: serve the play tables with Voila for a class (code hidden)
app: $(VENV)/.lab
	$(BIN)/voila notebooks --Voila.ip=127.0.0.1 --no-browser

## test: install and run everything: lint, unit and property tests, notebooks, browser test
test: $(VENV)/.test chromium
	$(BIN)/ruff check kaartlib tests benchmarks
	$(BIN)/pytest -q tests
	$(BIN)/pytest -q --nbval notebooks

unit: $(VENV)/.test
	$(BIN)/pytest -q tests -m "not browser"

## notebooks: re-execute every notebook in place (stores the outputs nbval compares)
notebooks: $(VENV)/.test
	for nb in $$(find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' | sort); do \
	  echo "$$nb"; \
	  $(BIN)/jupyter nbconvert --to notebook --execute --inplace --ExecutePreprocessor.timeout=300 "$$nb" || exit 1; \
	done

## bench: speed of every game, the simulation overhead and the peers
bench: $(VENV)/.test $(VENV)/.bench
	$(BIN)/python benchmarks/run.py

lint: $(VENV)/.test
	$(BIN)/ruff check kaartlib tests benchmarks

chromium:
	@if command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
	  echo "Installing Debian's chromium for the browser test"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
	  echo "The browser test needs Debian's chromium: run 'sudo apt-get install chromium' once."; \
	  exit 1; \
	fi

clean:
	rm -rf $(VENV) $(CACHE) build dist *.egg-info tests/artifacts
