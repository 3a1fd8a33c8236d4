// Rank letters as the server writes them (F B S 2 … 9 X) and how a player reads them.

export const RANK_ORDER = ['X', '9', '8', '7', '6', '5', '4', '3', '2', 'S', 'B', 'F'];

const NAMES: Record<string, string> = {
  X: 'Marshal',
  '9': 'General',
  '8': 'Colonel',
  '7': 'Major',
  '6': 'Captain',
  '5': 'Lieutenant',
  '4': 'Sergeant',
  '3': 'Miner',
  '2': 'Scout',
  S: 'Spy',
  B: 'Bomb',
  F: 'Flag',
};

export function rankName(letter: string): string {
  return NAMES[letter] ?? letter;
}

// What is printed on the piece: the Marshal is a 10.
export function rankLabel(letter: string): string {
  return letter === 'X' ? '10' : letter;
}

export function byStrength(a: string, b: string): number {
  return RANK_ORDER.indexOf(a) - RANK_ORDER.indexOf(b);
}
