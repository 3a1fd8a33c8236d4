#include "core/outcome.hpp"

namespace stratego {

std::string_view endReasonName(EndReason r) {
  switch (r) {
    case EndReason::None: return "none";
    case EndReason::FlagCaptured: return "flag-captured";
    case EndReason::NoLegalMove: return "no-legal-move";
    case EndReason::BothNoLegalMove: return "both-no-legal-move";
    case EndReason::Resignation: return "resignation";
    case EndReason::AgreedDraw: return "agreed-draw";
    case EndReason::Timeout: return "timeout";
    case EndReason::GameClock: return "game-clock";
    case EndReason::Abandoned: return "abandoned";
    case EndReason::PlyCap: return "ply-cap";
    case EndReason::NoBattleCap: return "no-battle-cap";
  }
  return "none";
}

std::optional<EndReason> endReasonFromName(std::string_view name) {
  for (int r = 0; r < kEndReasonCount; ++r)
    if (endReasonName(static_cast<EndReason>(r)) == name) return static_cast<EndReason>(r);
  return std::nullopt;
}

}  // namespace stratego
