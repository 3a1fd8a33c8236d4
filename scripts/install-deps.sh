#!/usr/bin/env bash
# Installs, from Debian 12's packages, whatever the project needs and the machine lacks.
set -euo pipefail

packages=(
  build-essential cmake ninja-build git pkg-config
  libgtest-dev libgmock-dev libbenchmark-dev librapidcheck-dev
  libpugixml-dev libcli11-dev
  nlohmann-json3-dev libboost-dev libsqlite3-dev libpqxx-dev libsodium-dev   # the server
  postgresql                    # the server's PostgreSQL tests start a throwaway cluster on loopback
  clang-14 libclang-rt-14-dev   # libFuzzer targets and their sanitizers
  tmux                          # the terminal screenshot test of `stratego play` (tests/cli/play_screen_test.cpp)
  chromium                      # the web client's end-to-end tests (Playwright drives Debian's chromium)
)
# The web client is built with Node.js and npm (web/package.json pins versions that run on
# Node 18, Debian 12's own); a machine that already has a newer Node keeps it.
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
