#!/usr/bin/env bash
# `npm start`: build when the sources are newer than the last build, then migrate, seed and serve.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=build/version.json
# An image has its build and no build tools (the Dockerfile prunes them): it never rebuilds.
if [ -x node_modules/.bin/react-router ] && { [ ! -f "$stamp" ] || [ -n "$(find app content config core package.json vite.config.ts react-router.config.ts -newer "$stamp" -type f -print -quit 2>/dev/null)" ]; }; then
  bash scripts/build.sh
fi
[ -f "$stamp" ] || { echo '{"level":"fatal","msg":"no build: run npm run build first"}' >&2; exit 1; }
# Nothing configured (a fresh clone, a first try): the demo, with its accounts, vouchers and test
# payment. Any of these variables makes it the start the operator configured, with no demo unless
# SHOP_DEMO=1; NODE_ENV=production or FORCE_HTTPS make it a production start
# (docs/decisions/018-production-mode.md).
if [ -z "${SHOP_DEMO+x}${NODE_ENV+x}${FORCE_HTTPS+x}${TRUST_PROXY+x}${PUBLIC_ORIGIN+x}${DATABASE_URL+x}" ]; then
  export SHOP_DEMO=1
fi
# glibc's allocator settings (config/malloc.env); a value already set wins.
while IFS='=' read -r name value; do
  case "$name" in MALLOC_*) [ -n "${!name:-}" ] || export "$name=$value" ;; esac
done < config/malloc.env
exec node server/main.ts
