#!/usr/bin/env bash
# Builds the browser client (web/) into web/dist, which `stratego serve` serves: installs the
# npm packages pinned in web/package-lock.json when they are missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/../web"

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
