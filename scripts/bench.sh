#!/usr/bin/env bash
# `npm run bench`: every benchmark's table, from one fresh production build. Reports, not tests:
# the figures depend on the machine, so a benchmark that fails or runs out of time is named and
# the next one still runs; `npm test` runs none of these but the first-load budget (bench:size).
set -uo pipefail
cd "$(dirname "$0")/.."

npm run --silent build || exit 1
failed=()
bench() {
  local name=$1 limit=$2
  shift 2
  echo "== $name"
  timeout "$limit" npm run --silent "$name" -- "$@" || failed+=("$name")
}
bench bench:size 120
bench bench:ssr 600
bench bench:lighthouse 900
bench bench:load 600
# Keel beside Shopify's starter: 40 Lighthouse runs, 6.5-8 min on the busy 2-core machine (decision 0102).
bench bench:compare 900 --no-build
if [ ${#failed[@]} -gt 0 ]; then
  echo "did not finish: ${failed[*]}"
  exit 1
fi
