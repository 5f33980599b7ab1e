# Spielkiste: the two commands a fresh machine needs are `make serve` and `make test`.
PORT ?= 8000
PYTHON ?= python3
CHROMIUM ?= /usr/bin/chromium
export CHROMIUM
PYTEST_ARGS ?=

.PHONY: serve test unit e2e lint deps test-deps vendor site bench clean

## serve: install what is missing, then serve the site on http://127.0.0.1:$(PORT)/
serve: vendor
	$(PYTHON) tools/build_site.py --sw-files
	$(PYTHON) tools/serve.py --port $(PORT)

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# (py/ui/i18n.py: its gettext is one of the standard modules the start imports, compiled in vendor/)
vendor/.stamp: node_modules/.package-lock.json tools/vendor.py tools/stdlib_zip.py tools/stdlib_pyc.mjs tools/stdlib_pyc.py tools/stdlib_rest.py py/ui/i18n.py
	$(PYTHON) tools/vendor.py
	$(PYTHON) tools/build_site.py --sw-files
	@touch $@

vendor: vendor/.stamp

## test: install test requirements (Debian chromium, pinned Python packages, npm), lint, unit, e2e
test: test-deps vendor lint unit e2e

test-deps:
	@test -x $(CHROMIUM) || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium)
	$(PYTHON) -m pip install -q --disable-pip-version-check -r requirements-test.txt

lint:
	$(PYTHON) -m ruff check py tests e2e tools bench
	$(PYTHON) -m mypy

# unit: then the engine's own tests once more under python -O (asserts stripped): its checks must not rely on them
unit:
	$(PYTHON) -m pytest tests -q $(PYTEST_ARGS)
	$(PYTHON) -O -m pytest tests/test_soulaween.py tests/test_iye.py tests/test_boxilies.py tests/test_solstis.py \
		tests/test_solstis_positions.py -q -W ignore::pytest.PytestConfigWarning $(PYTEST_ARGS)

e2e: vendor
	$(PYTHON) tools/build_site.py --sw-files
	$(PYTHON) -m pytest e2e -q --reruns 1 --only-rerun "Target crashed" --only-rerun "Page crashed" $(PYTEST_ARGS)

## site: the deployable folder _site/ (what GitHub Pages publishes; also refreshes sw-files.js)
site: vendor
	$(PYTHON) tools/build_site.py --sw-files
	$(PYTHON) tools/build_site.py _site

## bench-boot: page start-up vs a bare PyScript page, first paint, bytes (prints a table)
.PHONY: bench-boot
bench-boot: vendor
	$(PYTHON) bench/page_boot.py

## bench: print the benchmark tables (not a test)
bench:
	$(PYTHON) bench/engine_speed.py

clean:
	rm -rf vendor _site
