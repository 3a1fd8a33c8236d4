#include "arena/report.hpp"

#include <cstdarg>
#include <cstdio>

#include "arena/json_writer.hpp"
#include "formats/rules_text.hpp"

namespace stratego {
namespace {

__attribute__((format(printf, 1, 2))) std::string format(const char* pattern, ...) {
  char buffer[512];
  va_list args;
  va_start(args, pattern);
  std::vsnprintf(buffer, sizeof buffer, pattern, args);
  va_end(args);
  return buffer;
}

const char* playerLetter(int player) { return player == 0 ? "A" : "B"; }

std::string rulesText(const GameConfig& config) {
  const int limit = config.rules.twoSquareLimit;
  return std::string(variantName(config.variant)) + ", two-square " + (limit == 0 ? "off" : std::to_string(limit)) +
         ", chasing " + (config.rules.chasingRule ? "on" : "off");
}

double meanMs(const ThinkTimes& times) { return times.moves == 0 ? 0 : times.totalMs / times.moves; }

// The end reasons that ended at least one game, "flag-captured 60, no-legal-move 30".
std::string reasonsText(const MatchTally& tally) {
  std::string out;
  for (int r = 0; r < kEndReasonCount; ++r)
    if (tally.reasons[r] > 0)
      out += (out.empty() ? "" : ", ") + std::string(endReasonName(static_cast<EndReason>(r))) + " " +
             std::to_string(tally.reasons[r]);
  return out;
}

std::string sprtText(const SprtSettings& settings, const SprtStatus& status) {
  return format("SPRT elo0 %g, elo1 %g, alpha %g, beta %g: LLR %.2f in (%.2f, %.2f): %s\n", settings.elo0,
                settings.elo1, settings.alpha, settings.beta, status.llr, status.lower, status.upper,
                sprtVerdictText(status.verdict));
}

std::string failureText(const MatchDescription& match, const FailureEntry& entry) {
  // Concatenated, not formatted: a program's error message may be of any length.
  const Failure& failure = entry.failure;
  return "  game " + std::to_string(entry.game + 1) + ": " + playerLetter(entry.player) + " (" +
         match.names[static_cast<std::size_t>(entry.player)] + ") as " + std::string(sideName(failure.side)) + ": " +
         std::string(failureKindName(failure.kind)) + (failure.duringSetup ? " during setup: " : ": ") +
         failure.reason + "\n";
}

}  // namespace

MatchDescription describeMatch(const MatchSettings& settings) {
  return {{settings.players[0].name, settings.players[1].name},
          std::string(variantName(settings.config.variant)),
          rulesText(settings.config),
          std::nullopt,
          settings.seed,
          settings.sprt};
}

std::string progressLine(const MatchTally& tally) {
  const Wdl& wdl = tally.wdl;
  return format("%d/%d  +%d =%d -%d  score %.3f  Elo %+.1f", wdl.games(), tally.planned, wdl.wins, wdl.draws,
                wdl.losses, wdl.score(), estimateElo(wdl).elo);
}

std::string textReport(const MatchDescription& match, const MatchTally& tally,
                       const std::optional<std::filesystem::path>& records) {
  const Wdl& wdl = tally.wdl;
  const EloEstimate elo = estimateElo(wdl);
  std::string out =
      format("A = %s, B = %s; %s; seed %llu\n", match.names[0].c_str(), match.names[1].c_str(), match.rules.c_str(),
             static_cast<unsigned long long>(match.seed));
  out += format("games %d of %d: A +%d =%d -%d, score %.3f\n", wdl.games(), tally.planned, wdl.wins, wdl.draws,
                wdl.losses, wdl.score());
  out += format("Elo difference %+.1f, 95%% interval [%+.1f, %+.1f], LOS %.1f%%\n", elo.elo, elo.low, elo.high,
                100 * likelihoodOfSuperiority(wdl));
  if (tally.sprt) out += sprtText(*match.sprt, *tally.sprt);
  out += "ended by: " + reasonsText(tally) + "\n";
  out += format("think time per move: A mean %.1f ms, slowest %.1f ms; B mean %.1f ms, slowest %.1f ms\n",
                meanMs(tally.times[0]), tally.times[0].maxMs, meanMs(tally.times[1]), tally.times[1].maxMs);
  if (tally.failures.empty()) {
    out += "failures: none\n";
  } else {
    out += format("failures: %zu\n", tally.failures.size());
    for (const FailureEntry& entry : tally.failures) out += failureText(match, entry);
  }
  out += "records: " + (records ? records->string() : std::string("not written")) + "\n";
  return out;
}

// {"players": {"a": "random", "b": "greedy"}, "variant": "classic", "deck": "standard" (cards
//  only), "seed": "1",
//  "games": 100, "planned": 100, "wins": 45, "draws": 10, "losses": 45 (A's side),
//  "score": 0.5, "elo": 0, "elo_low": -67.2, "elo_high": 67.2, "los": 0.5,
//  "reasons": {"flag-captured": 60, ...every end reason},
//  "failure_counts": {"error": 0, "timeout": 1, "bad-setup": 0, "illegal-move": 0},
//  "failures": [{"game": 7, "player": "B", "side": "blue", "kind": "timeout", "reason": "...",
//                "during_setup": false}],
//  "think_ms": {"a": {"mean": 0.1, "max": 2.3}, "b": {...}},
//  "sprt": {"elo0": 0, "elo1": 5, "alpha": 0.05, "beta": 0.05, "llr": 1.2, "lower": -2.94,
//           "upper": 2.94, "verdict": "continue" | "H0 accepted" | "H1 accepted"} (when asked),
//  "records": "match-records/..." or null}
std::string jsonReport(const MatchDescription& match, const MatchTally& tally,
                       const std::optional<std::filesystem::path>& records) {
  const Wdl& wdl = tally.wdl;
  const EloEstimate elo = estimateElo(wdl);
  JsonWriter json;
  json.beginObject();
  json.key("players").beginObject().key("a").value(match.names[0]).key("b").value(match.names[1]).endObject();
  json.key("variant").value(match.variant);
  if (match.deck) json.key("deck").value(*match.deck);
  json.key("seed").value(std::to_string(match.seed));  // a string: 64-bit seeds exceed JSON's exact integers
  json.key("games").value(wdl.games()).key("planned").value(tally.planned);
  json.key("wins").value(wdl.wins).key("draws").value(wdl.draws).key("losses").value(wdl.losses);
  json.key("score").value(wdl.score());
  json.key("elo").value(elo.elo).key("elo_low").value(elo.low).key("elo_high").value(elo.high);
  json.key("los").value(likelihoodOfSuperiority(wdl));
  json.key("reasons").beginObject();
  for (int r = 1; r < kEndReasonCount; ++r) json.key(endReasonName(static_cast<EndReason>(r))).value(tally.reasons[r]);
  json.endObject();
  json.key("failure_counts").beginObject();
  for (FailureKind kind : {FailureKind::Error, FailureKind::Timeout, FailureKind::BadSetup, FailureKind::IllegalMove}) {
    int count = 0;
    for (const FailureEntry& entry : tally.failures) count += entry.failure.kind == kind;
    json.key(failureKindName(kind)).value(count);
  }
  json.endObject();
  json.key("failures").beginArray();
  for (const FailureEntry& entry : tally.failures) {
    json.beginObject().key("game").value(entry.game + 1).key("player").value(playerLetter(entry.player));
    json.key("side").value(winnerText(winnerFor(entry.failure.side)));
    json.key("kind").value(failureKindName(entry.failure.kind)).key("reason").value(entry.failure.reason);
    json.key("during_setup").value(entry.failure.duringSetup);
    json.endObject();
  }
  json.endArray();
  json.key("think_ms").beginObject();
  for (int p = 0; p < 2; ++p) {
    json.key(p == 0 ? "a" : "b").beginObject();
    json.key("mean").value(meanMs(tally.times[p])).key("max").value(tally.times[p].maxMs).endObject();
  }
  json.endObject();
  if (tally.sprt) {
    const SprtSettings& sprt = *match.sprt;
    json.key("sprt").beginObject().key("elo0").value(sprt.elo0).key("elo1").value(sprt.elo1);
    json.key("alpha").value(sprt.alpha).key("beta").value(sprt.beta).key("llr").value(tally.sprt->llr);
    json.key("lower").value(tally.sprt->lower).key("upper").value(tally.sprt->upper);
    json.key("verdict").value(sprtVerdictText(tally.sprt->verdict)).endObject();
  }
  json.key("records");
  if (records)
    json.value(records->string());
  else
    json.null();
  json.endObject();
  return json.text() + "\n";
}

}  // namespace stratego
