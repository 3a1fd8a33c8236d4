// What a player knows of an army's ranks: how many of each the army started with, how many
// were captured (a captured piece was shown in its battle), and how many of those standing
// the viewer has seen: the rest are what remains unseen.
import type { Layout, PieceView, Side } from '../types';
import { byStrength } from './ranks';

export interface RankCount {
  rank: string;
  total: number;
  captured: number;
  standingSeen: number; // on the board with the rank known to the viewer
}

export function armyCounts(layout: Layout, pieces: PieceView[], side: Side): RankCount[] {
  const totals: Record<string, number> = { ...(layout.army ?? {}) };
  if (!layout.army) for (const p of pieces) if (p.side === side && p.rank) totals[p.rank] = (totals[p.rank] ?? 0) + 1;
  const captured: Record<string, number> = {};
  const seen: Record<string, number> = {};
  for (const p of pieces) {
    if (p.side !== side || !p.rank) continue;
    const tally = p.square === null ? captured : seen;
    tally[p.rank] = (tally[p.rank] ?? 0) + 1;
  }
  return Object.keys(totals)
    .sort(byStrength)
    .map((rank) => ({ rank, total: totals[rank], captured: captured[rank] ?? 0, standingSeen: seen[rank] ?? 0 }));
}
