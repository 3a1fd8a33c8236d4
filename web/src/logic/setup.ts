// A setup being built on the setup screen: which rank stands on which square, what is left
// in the tray, whether it may be submitted, and the setup string the server reads
// (docs/FORMATS.md, "Setup strings").
import type { Layout, Side } from '../types';
import { inSetupZone, squareName } from './geometry';
import { RANK_ORDER, byStrength, rankName } from './ranks';

export type Placement = Map<string, string>; // square -> rank letter

// The squares of a setup string, group by group: the side's back rank first, files a.. each.
function stringSquares(layout: Layout, side: Side): string[][] {
  const depth = layout.free ? layout.ranks : layout.setupDepth;
  const groups: string[][] = [];
  for (let i = 0; i < depth; i++) {
    const rank = side === 'red' ? i : layout.ranks - 1 - i;
    const group: string[] = [];
    for (let file = 0; file < layout.files; file++) group.push(squareName(file, rank));
    groups.push(group);
  }
  return groups;
}

export function setupString(layout: Layout, side: Side, placement: Placement): string {
  return stringSquares(layout, side)
    .map((group) => group.map((square) => placement.get(square) ?? '.').join(''))
    .join('/');
}

export function parseSetupString(layout: Layout, side: Side, text: string): Placement | null {
  const groups = text.trim().split('/');
  const squares = stringSquares(layout, side);
  if (groups.length !== squares.length) return null;
  const placement: Placement = new Map();
  for (let g = 0; g < groups.length; g++) {
    if (groups[g].length !== squares[g].length) return null;
    for (let i = 0; i < groups[g].length; i++) {
      const letter = groups[g][i];
      if (letter === '.') continue;
      if (!RANK_ORDER.includes(letter) || !inSetupZone(layout, side, squares[g][i])) return null;
      placement.set(squares[g][i], letter);
    }
  }
  return placement;
}

// The pieces not yet placed, by rank (strongest first). The free variant has no fixed army:
// its tray offers the ranks without counting.
export function trayCounts(layout: Layout, placement: Placement): [string, number][] {
  if (!layout.army) return RANK_ORDER.map((rank) => [rank, Infinity]);
  const left = { ...layout.army };
  for (const rank of placement.values()) left[rank] = (left[rank] ?? 0) - 1;
  return Object.keys(left)
    .sort(byStrength)
    .map((rank) => [rank, left[rank]]);
}

// Why the setup cannot be submitted yet, in words; null when it can.
export function setupProblem(layout: Layout, side: Side, placement: Placement): string | null {
  for (const square of placement.keys())
    if (!inSetupZone(layout, side, square)) return `${square} is outside your setup zone`;
  if (!layout.army) {
    const flags = [...placement.values()].filter((rank) => rank === 'F').length;
    return flags === 1 ? null : 'Place exactly one Flag';
  }
  const missing: string[] = [];
  for (const [rank, left] of trayCounts(layout, placement)) {
    if (left < 0) return `Too many pieces of rank ${rankName(rank)}: remove ${-left}`;
    if (left > 0) missing.push(`${left} × ${rankName(rank)}`);
  }
  return missing.length ? `Still to place: ${missing.join(', ')}` : null;
}

// A random legal setup (every piece on a random free square of the zone). `random` returns
// numbers in [0, 1) like Math.random, so tests can pass a seeded one.
export function randomSetup(layout: Layout, side: Side, random: () => number = Math.random): Placement {
  const zone: string[] = [];
  for (let rank = 0; rank < layout.ranks; rank++)
    for (let file = 0; file < layout.files; file++) {
      const square = squareName(file, rank);
      if (inSetupZone(layout, side, square)) zone.push(square);
    }
  for (let i = zone.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [zone[i], zone[j]] = [zone[j], zone[i]];
  }
  const army = layout.army ?? { F: 1, B: 6, S: 1, '2': 8, '3': 5, '4': 4, '5': 4, '6': 4, '7': 3, '8': 2, '9': 1, X: 1 };
  const placement: Placement = new Map();
  let next = 0;
  for (const [rank, count] of Object.entries(army)) for (let i = 0; i < count && next < zone.length; i++) placement.set(zone[next++], rank);
  return placement;
}
