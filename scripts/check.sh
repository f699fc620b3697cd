#!/usr/bin/env bash
# `npm run check`: the inner loop before a commit (a few minutes): typecheck and lint side by
# side, the unit tests, then the build and the loader and page tests in workerd. `npm test` runs
# these and everything else.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
npm run --silent typecheck > .check-typecheck.log 2>&1 &
typecheck=$!
npm run --silent lint
lint=$?
wait "$typecheck"
tsc=$?
cat .check-typecheck.log
rm -f .check-typecheck.log
echo "typecheck exit $tsc, lint exit $lint"
status=$((tsc || lint))
npx vitest run --project unit || status=1
if npm run --silent build; then
  npx vitest run --project worker || status=1
else
  status=1
fi
echo "npm run check: $([ $status = 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s"
exit $status
