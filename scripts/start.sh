#!/usr/bin/env bash
# `npm start`: build when the sources are newer than the last build, then migrate, seed and serve.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=build/version.json
if [ ! -f "$stamp" ] || [ -n "$(find app content config core package.json vite.config.ts react-router.config.ts -newer "$stamp" -type f -print -quit 2>/dev/null)" ]; then
  bash scripts/build.sh
fi
export NODE_ENV="${NODE_ENV:-production}"
# glibc's allocator settings (config/malloc.env); a value already set wins.
while IFS='=' read -r name value; do
  case "$name" in MALLOC_*) [ -n "${!name:-}" ] || export "$name=$value" ;; esac
done < config/malloc.env
exec node server/main.ts
