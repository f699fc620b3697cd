#!/usr/bin/env bash
# The Shopify app extensions (extensions/*, decisions 0122 and 0123): installs each one's own
# packages when missing, typechecks it with its tsconfig and bundles its entry with esbuild as
# `shopify app build` does, so a broken import fails here and not at `shopify app deploy`.
# Their unit tests run with the others (vitest's unit project).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# extension NAME ENTRY: the entry is the toml's module (a pixel's is src/index.ts).
extension() {
  local dir="extensions/$1"
  [ -d "$dir/node_modules" ] || npm ci --prefix "$dir" --ignore-scripts --no-audit --no-fund
  npx tsc -p "$dir/tsconfig.json"
  npx esbuild "$dir/$2" --bundle --format=esm --target=es2020 --minify --jsx=automatic --jsx-import-source=preact \
    --outfile="$out/$1.js" --log-level=warning
  echo "$1: $(wc -c < "$out/$1.js") bytes"
}

extension keel-pixel src/index.ts
extension keel-thank-you src/ThankYou.tsx
