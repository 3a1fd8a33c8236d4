// The replay of a finished game, built from what the server gives once it is over: both
// armies (setup strings) and the public moves with their battle notes. No rules are needed:
// a move carries its piece, and a battle note says who left the board.
import type { Layout, Side } from '../types';
import { parseMoveText } from './moves';
import { parseSetupString } from './setup';

export interface ReplayPiece {
  side: Side;
  rank: string;
}

export interface Frame {
  squares: Map<string, ReplayPiece>;
  move: string | null; // the move that led here
  captured: ReplayPiece[]; // every piece off the board so far
}

export function buildFrames(layout: Layout, armies: Record<Side, string>, history: string[]): Frame[] | string {
  const squares = new Map<string, ReplayPiece>();
  for (const side of ['red', 'blue'] as Side[]) {
    const placement = parseSetupString(layout, side, armies[side]);
    if (!placement) return `the ${side} army "${armies[side]}" is not a setup of this board`;
    for (const [square, rank] of placement) squares.set(square, { side, rank });
  }
  const frames: Frame[] = [{ squares: new Map(squares), move: null, captured: [] }];
  let captured: ReplayPiece[] = [];
  for (const [i, text] of history.entries()) {
    const move = parseMoveText(text);
    const piece = move && squares.get(move.from);
    if (!move || !piece) return `move ${i + 1} (${text}) does not start from a piece`;
    squares.delete(move.from);
    if (move.attack) {
      const defender = squares.get(move.to);
      const note = /\((\w+)([<>=])(\w+)\)/.exec(text);
      if (!defender || !note) return `move ${i + 1} (${text}) is an attack without a defender or a battle note`;
      if (note[2] === '>') {
        captured = [...captured, defender];
        squares.set(move.to, piece);
      } else if (note[2] === '<') {
        captured = [...captured, piece];
      } else {
        captured = [...captured, piece, defender];
        squares.delete(move.to);
      }
    } else {
      squares.set(move.to, piece);
    }
    frames.push({ squares: new Map(squares), move: text, captured });
  }
  return frames;
}
