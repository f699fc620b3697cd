#!/usr/bin/env bash
# `npm run check`: the inner loop before a commit (a few minutes): typecheck and lint side by
# side, the unit tests, then the build and the loader and page tests in workerd. `npm test` runs
# these and everything else.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
# The extensions' own packages (installed when missing), which the typecheck and unit tests import.
bash scripts/extensions.sh
status=$?
bash scripts/lib/typecheck-and-lint.sh || status=1
npx vitest run --project unit || status=1
if npm run --silent build; then
  npx vitest run --project worker || status=1
else
  status=1
fi
echo "npm run check: $([ $status = 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s"
exit $status
