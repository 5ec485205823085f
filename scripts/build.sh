#!/usr/bin/env bash
# Builds the client and SSR bundles and records the build's identity for /builds/latest.json.
set -euo pipefail
cd "$(dirname "$0")/.."
# Third-party browser files served from the shop's own origin (public/vendor, git-ignored).
node scripts/copy-vendor.ts
react-router build
# Which texts each route's browser code asks for: a page loads only those (decision 023).
node scripts/route-texts.ts
# Brotli and gzip copies of the client's text files, served as they are (server/app.ts).
node scripts/precompress.ts build/client
# An image build has no .git: the Dockerfile passes BUILD_COMMIT instead.
commit="${BUILD_COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}"
version="$(git rev-parse --short HEAD 2>/dev/null || echo "${commit:0:7}")-$(date +%s)"
printf '{"version":"%s","commit":"%s","builtAt":"%s"}\n' "$version" "$commit" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" > build/version.json
