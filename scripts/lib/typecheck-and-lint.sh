#!/usr/bin/env bash
# Typecheck and lint, one process each on one core each: side by side, printed in turn, exit
# non-zero when either failed. Used by scripts/test.sh and scripts/check.sh.
set -uo pipefail
logs=$(mktemp -d)
npm run --silent typecheck > "$logs/typecheck.log" 2>&1 &
typecheck=$!
npm run --silent lint > "$logs/lint.log" 2>&1
lint=$?
wait "$typecheck"
tsc=$?
echo "-- typecheck (exit $tsc)"; cat "$logs/typecheck.log"
echo "-- lint (exit $lint)"; cat "$logs/lint.log"
rm -rf "$logs"
exit $((tsc || lint))
