#!/usr/bin/env bash
# `npm start`: build when the sources are newer than the last build, then migrate, seed and serve.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=build/version.json
if [ ! -f "$stamp" ] || [ -n "$(find app content config core package.json vite.config.ts react-router.config.ts -newer "$stamp" -type f -print -quit 2>/dev/null)" ]; then
  bash scripts/build.sh
fi
export NODE_ENV="${NODE_ENV:-production}"
# glibc gives threads malloc arenas of their own (up to 8 per core); they keep freed memory. Two
# kept about 200 MB less RSS after the media warm-up on PGlite (docs/performance.md, memory).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node server/main.ts
