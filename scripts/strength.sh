#!/usr/bin/env bash
# Reproduces the strength figures of the README: matches of the built-in players through
# `stratego match`, one JSON report each in OUT, and a summary table (summary.txt).
#
#   scripts/strength.sh [--games N] [--ladder-games N] [--card-games N] [--levels "L ..."] [--variants "V ..."]
#                       [--bot NAME=COMMAND ...] [--bot-games N]
#                       [--concurrency K] [--out DIR] [--binary PATH] [SUITE...]
#
# Suites (all by default):
#   baseline   strong vs random and strong vs greedy on each of --variants (default:
#              classic barrage10 duel)
#   ladder     each level against the one below on classic, --ladder-games each (default
#              400): greedy-random, strong:1-greedy, strong:2-strong:1, ... up to
#              strong:5-strong:4; --levels picks the rungs (default "0 1 2 3 4 5", 0 being
#              greedy-random). Classic, not duel: duel's ten pieces leave so much to
#              luck that a rung clear on classic can measure within noise there
#   cards      Card Battle: strong vs greedy and greedy vs random, --card-games each
#              (default 1000)
#   bots       strong against each bot given with --bot NAME=COMMAND (repeatable): a
#              program that speaks the 2012 contest protocol (docs/PC2012.md), on classic
#              with the two-square and chasing rules off as in 2012, --bot-games each
#              (default 100); only when asked for, since the bots are not part of the
#              project (README, "Against other programs", says where they come from)
# Seeds are fixed, so a rerun with the same binary plays the same games.
set -euo pipefail

games=400
ladder_games=400
card_games=1000
bot_games=100
bots=()
variants="classic barrage10 duel"
levels="0 1 2 3 4 5"
concurrency=$(nproc)
out=strength-results
binary="$(cd "$(dirname "$0")/.." && pwd)/build/stratego"
suites=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --ladder-games) ladder_games=$2; shift 2 ;;
    --card-games) card_games=$2; shift 2 ;;
    --bot) bots+=("$2"); shift 2 ;;
    --bot-games) bot_games=$2; shift 2 ;;
    --variants) variants=$2; shift 2 ;;
    --levels) levels=$2; shift 2 ;;
    --concurrency) concurrency=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    baseline|ladder|cards|bots) suites+=("$1"); shift ;;
    *) echo "strength.sh: unknown argument '$1' (see the comment at the top)" >&2; exit 2 ;;
  esac
done
[[ ${#suites[@]} -gt 0 ]] || suites=(baseline ladder cards)
[[ -x "$binary" ]] || { echo "strength.sh: no stratego binary at $binary (build first)" >&2; exit 2; }
mkdir -p "$out"

field() { grep -o "\"$1\":[-0-9.e+]*" "$2" | head -1 | cut -d: -f2; }

# match NAME A B VARIANT GAMES
# match NAME A B VARIANT GAMES [more `stratego match` options]
match() {
  local name=$1 a=$2 b=$3 variant=$4 n=$5
  shift 5
  echo "== $name: $a vs $b, $variant, $n games" >&2
  "$binary" match "$a" "$b" --variant "$variant" --games "$n" --concurrency "$concurrency" \
    --seed 2026 --records none --json "$@" > "$out/$name.json"
  printf '%-28s %-10s %5s %5s %5s %5s %7s %8s %18s\n' "$a vs $b" "$variant" "$(field games "$out/$name.json")" \
    "$(field wins "$out/$name.json")" "$(field draws "$out/$name.json")" "$(field losses "$out/$name.json")" \
    "$(printf '%.3f' "$(field score "$out/$name.json")")" "$(printf '%+.0f' "$(field elo "$out/$name.json")")" \
    "[$(printf '%+.0f' "$(field elo_low "$out/$name.json")"), $(printf '%+.0f' "$(field elo_high "$out/$name.json")")]" \
    | tee -a "$out/summary.txt"
}

[[ -f "$out/summary.txt" ]] ||
  printf '%-28s %-10s %5s %5s %5s %5s %7s %8s %18s\n' match variant games wins draws losses score elo "95% interval" \
    > "$out/summary.txt"
for suite in "${suites[@]}"; do
  case "$suite" in
    baseline)
      for variant in $variants; do
        match "strong-random-$variant" strong random "$variant" "$games"
        match "strong-greedy-$variant" strong greedy "$variant" "$games"
      done ;;
    ladder)
      for level in $levels; do
        case "$level" in
          0) match ladder-greedy greedy random classic "$ladder_games" ;;
          1) match ladder-strong1 strong:1 greedy classic "$ladder_games" ;;
          *) match "ladder-strong$level" "strong:$level" "strong:$((level - 1))" classic "$ladder_games" ;;
        esac
      done ;;
    cards)
      match cards-strong-greedy strong greedy cards "$card_games"
      match cards-greedy-random greedy random cards "$card_games" ;;
    bots)
      [[ ${#bots[@]} -gt 0 ]] || { echo "strength.sh: the bots suite needs --bot NAME=COMMAND" >&2; exit 2; }
      for bot in "${bots[@]}"; do
        [[ $bot == *=* ]] || { echo "strength.sh: --bot '$bot' is not NAME=COMMAND" >&2; exit 2; }
        match "bot-${bot%%=*}" strong "pc2012:${bot#*=}" classic "$bot_games" --two-square off --chasing off
      done ;;
  esac
done
