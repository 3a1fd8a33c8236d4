// A game's result in words: the server writes `red flag-captured`, `draw ply-cap`, …
import type { Side } from '../types';

const REASONS: Record<string, string> = {
  'flag-captured': 'captured the Flag',
  'no-legal-move': 'left the opponent without a move',
  resignation: 'won by resignation',
  timeout: 'won on time',
  'game-clock': 'the game clock ran out',
  abandoned: 'the opponent abandoned the game',
  'agreed-draw': 'agreed',
  'ply-cap': 'move limit reached',
  'no-battle-cap': 'too long without a battle',
  'both-no-legal-move': 'neither side can move',
};

export function resultWords(result: string, players: Record<Side, string | null>): string {
  const [who, reason = ''] = result.split(' ');
  const why = REASONS[reason] ?? reason.replace(/-/g, ' ');
  if (who === 'red' || who === 'blue') return `${players[who] ?? who} (${who}) wins: ${why}.`;
  if (who === 'draw') return `Draw: ${why}.`;
  return result || 'The game is over.';
}
