// Squares and boards: names as the server writes them (`a1` … `j10`, file letters from a,
// rank numbers from 1 at Red's side), the setup zones, and which way up a seat sees the board.
import type { Layout, Seat, Side } from '../types';

export interface Coord {
  file: number; // 0-based
  rank: number; // 0-based
}

export function squareName(file: number, rank: number): string {
  return `${String.fromCharCode(97 + file)}${rank + 1}`;
}

export function parseSquare(name: string): Coord | null {
  const match = /^([a-z])(\d{1,2})$/.exec(name);
  if (!match) return null;
  return { file: match[1].charCodeAt(0) - 97, rank: Number(match[2]) - 1 };
}

export function isLake(layout: Layout, square: string): boolean {
  return layout.lakes.includes(square);
}

// The squares a side may set up on: its home ranks, or the whole board in the free variant.
export function inSetupZone(layout: Layout, side: Side, square: string): boolean {
  const at = parseSquare(square);
  if (!at || at.file >= layout.files || at.rank >= layout.ranks || isLake(layout, square)) return false;
  if (layout.free) return true;
  return side === 'red' ? at.rank < layout.setupDepth : at.rank >= layout.ranks - layout.setupDepth;
}

// The board's rows as the seat sees them, top row first: Red (and spectators) with rank 1 at
// the bottom, Blue with the board turned round so its own pieces are at the bottom too.
export function displayRows(layout: Layout, seat: Seat): string[][] {
  const rows: string[][] = [];
  for (let r = 0; r < layout.ranks; r++) {
    const rank = seat === 'blue' ? r : layout.ranks - 1 - r;
    const row: string[] = [];
    for (let f = 0; f < layout.files; f++) row.push(squareName(seat === 'blue' ? layout.files - 1 - f : f, rank));
    rows.push(row);
  }
  return rows;
}
