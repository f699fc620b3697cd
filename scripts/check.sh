#!/usr/bin/env bash
# `npm run check`: the inner loop before a commit (a few minutes): typecheck and lint side by
# side, the unit tests, then the build and the loader and page tests in workerd. `npm test` runs
# these and everything else.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
bash scripts/lib/typecheck-and-lint.sh
status=$?
npx vitest run --project unit || status=1
if npm run --silent build; then
  npx vitest run --project worker || status=1
else
  status=1
fi
echo "npm run check: $([ $status = 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s"
exit $status
