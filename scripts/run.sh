#!/usr/bin/env bash
# Installs what is missing, builds the Release server and the web client, and starts the main
# job: the game server on its embedded SQLite database (data/stratego.db), at
# http://localhost:8080 unless flags say otherwise (`stratego serve --help`).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)" --target stratego
scripts/build-web.sh
exec build/stratego serve --db sqlite:data/stratego.db --web web/dist "$@"
