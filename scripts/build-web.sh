#!/usr/bin/env bash
# Builds the browser client (web/) into web/dist, which `stratego serve` serves: installs the
# npm packages pinned in web/package-lock.json when they are missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/../web"

# `npm install` with the lock file installs the pinned versions and leaves the lock alone.
# Not `npm ci`: it insists on lock entries for every platform's optional packages (rollup's
# native builds), which a registry mirror holding only this platform's cannot provide.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
npm run build
