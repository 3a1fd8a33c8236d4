#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the Release suite, the web client's
# unit and end-to-end tests (against the Release server), the C++ suite again under
# AddressSanitizer and UndefinedBehaviorSanitizer, and a short run of each fuzzer.
# FUZZ_SECONDS (default 15) sets how long each fuzzer runs.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
jobs=$(nproc)

echo "== Release build and tests"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== Web client: unit tests (Vitest), build, end-to-end tests (Playwright + chromium)"
scripts/build-web.sh
(cd web && npm test && npx playwright test)

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSTRATEGO_SANITIZE=ON -DSTRATEGO_BENCH=OFF
cmake --build build-asan -j"$jobs"
ctest --test-dir build-asan --output-on-failure -j"$jobs"

echo "== libFuzzer targets (clang)"
CC=clang-14 CXX=clang++-14 cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DSTRATEGO_FUZZ=ON -DSTRATEGO_TESTS=OFF -DSTRATEGO_BENCH=OFF
cmake --build build-fuzz -j"$jobs"
for fuzzer in build-fuzz/fuzz/fuzz_*; do
  [ -x "$fuzzer" ] || continue
  name=$(basename "$fuzzer")
  # libFuzzer adds inputs to the corpus folder it is given: start from a scratch copy of
  # the seeds kept in fuzz/corpus.
  corpus=build-fuzz/corpus/$name
  rm -rf "$corpus" && mkdir -p "$corpus"
  [ -d "fuzz/corpus/$name" ] && cp -r "fuzz/corpus/$name/." "$corpus/"
  echo "-- $name"
  "$fuzzer" -max_total_time="${FUZZ_SECONDS:-15}" -print_final_stats=0 "$corpus" 2>&1 | tail -n 2
done
echo "== all tests passed"
