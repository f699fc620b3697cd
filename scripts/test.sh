#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find. Each suite runs even when
# one before it failed (but those that need the build when the build failed), and the run ends
# with each suite's time and one line: 'N passed, N failed' (scripts/test-summary.ts).
# Installs what the tests need that npm does not: Debian's Chromium and its headless shell.
# Benchmarks are not here: `npm run bench` (scripts/bench.sh).
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "Installing Debian's chromium and chromium-headless-shell for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
fi

RESULTS=.test-results
rm -rf "$RESULTS"
mkdir -p "$RESULTS"
TIMES="$RESULTS/times.tsv"
: > "$TIMES"

# suite NAME REPORT COMMAND…: runs one suite, and notes in $TIMES its time, exit code and JSON
# report under $RESULTS ('-' for a step without one, which counts as one check).
suite() {
  local name=$1 report=$2 started=$SECONDS status
  shift 2
  echo "== $name"
  "$@"
  status=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$((SECONDS - started))" "$status" "$report" >> "$TIMES"
  return "$status"
}

vitest_suite() {
  npx vitest run --project "$1" --reporter=default --reporter=json --outputFile.json="$RESULTS/$1.json"
}

# The extensions first: they install their own packages, which the app typecheck and the unit tests import.
suite "Shopify app extensions: typecheck and bundle (decisions 0122, 0123)" - bash scripts/extensions.sh
suite "typecheck and lint" - bash scripts/lib/typecheck-and-lint.sh
suite "unit tests (vitest)" unit.json vitest_suite unit
suite "unit tests under Node 22 and 24, the other Nodes package.json supports (decision 0115)" - bash scripts/other-nodes.sh
suite "commerce backend contract (Storefront API, Admin API, checkout, persistence)" contract.json vitest_suite contract
if suite "production build" - npm run --silent build; then
  suite "first-load JavaScript budget (fails when a route passes 100 KiB, or zod reaches the browser)" - npm run --silent bench:size
  suite "loader and page tests in workerd (Miniflare)" worker.json vitest_suite worker
  suite "resilience: concurrent cart changes, backend faults, bad input, rate limits (workerd)" resilience.json vitest_suite resilience
  suite "starter fidelity: Shopify's Hydrogen starter, unmodified, against the dev backend (decision 0077)" starter.json \
    env STARTER_REPORT="$RESULTS/starter.json" npx tsx scripts/starter-fidelity.ts
  suite "end-to-end, layout and layout shift (Playwright, Debian Chromium)" e2e.json \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" npx playwright test --reporter=list,json
fi

npx tsx scripts/test-summary.ts "$RESULTS"
