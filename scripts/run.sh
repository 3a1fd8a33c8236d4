#!/usr/bin/env bash
# Installs what is missing, builds the Release binary and starts the main job: a game in the
# terminal (`stratego play`, classic against the computer unless flags say otherwise).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)" --target stratego
exec build/stratego play "$@"
