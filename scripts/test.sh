#!/usr/bin/env bash
# `npm test`: build, then unit + integration tests (Vitest, on PGlite or on DATABASE_URL) and the
# browser journeys (Playwright, system Chromium). Ends with one 'N passed, N failed' line.
# TEST_RESULTS_DIR keeps the JSON reports (CI adds the PostgreSQL run to them).
set -uo pipefail
cd "$(dirname "$0")/.."
results="${TEST_RESULTS_DIR:-$(mktemp -d)}"
mkdir -p "$results"
if ! bash scripts/build.sh >"$results/build.log" 2>&1; then
  cat "$results/build.log"
  echo "0 passed, 1 failed"
  exit 1
fi

started=$SECONDS
vitest run --reporter=default --reporter=json --outputFile="$results/vitest.json"
vitest_status=$?
echo "test: Vitest took $(( SECONDS - started )) s"
started=$SECONDS
PW_JSON="$results/playwright.json" playwright test
playwright_status=$?
echo "test: Playwright took $(( SECONDS - started )) s"

node scripts/summarise-tests.ts "$results/vitest.json" "$results/playwright.json"
[ $vitest_status -eq 0 ] && [ $playwright_status -eq 0 ]
