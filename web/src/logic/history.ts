// The public moves of a game as the client keeps them: a full refresh brings the whole list,
// each later message one more move (its `last`). A gap means a message was missed, and the
// caller asks for a full refresh.
import type { BoardView } from '../types';

export function nextHistory(known: string[] | null, board: BoardView): string[] | null {
  if (board.history) return board.history;
  if (!known) return null;
  if (board.ply === known.length) return known;
  if (board.ply === known.length + 1 && board.last) return [...known, board.last.move + (board.last.battle ?? '')];
  return null;
}
