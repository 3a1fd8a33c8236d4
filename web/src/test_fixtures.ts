// Test data shared by the unit tests: layouts, Card Battle legal lists and a Card Battle game
// message as the server sends them.
import type { CardView, GameMessage, Layout } from './types';

export const classic: Layout = {
  files: 10,
  ranks: 10,
  lakes: ['c5', 'd5', 'g5', 'h5', 'c6', 'd6', 'g6', 'h6'],
  setupDepth: 4,
  free: false,
  army: { F: 1, B: 6, S: 1, '2': 8, '3': 5, '4': 4, '5': 4, '6': 4, '7': 3, '8': 2, '9': 1, X: 1 },
};
export const duel: Layout = {
  files: 8,
  ranks: 8,
  lakes: ['c4', 'f4', 'c5', 'f5'],
  setupDepth: 3,
  free: false,
  army: { '2': 2, '3': 2, '9': 1, B: 2, F: 1, S: 1, X: 1 },
};
// The server's legal arrangements (cards/card_game forEachChoice): every multiset of k cards
// of the hand, ranks in rule order F S 2..10 B, more of a rank first.
const ORDER = ['F', 'S', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B'];
export function serverArranges(hand: string[], k: number): string[] {
  const available = ORDER.map((r) => hand.filter((c) => c === r).length);
  const out: string[] = [];
  const chosen: string[] = [];
  const recurse = (rank: number, taken: number): void => {
    if (taken === k) {
      out.push(['arrange', ...chosen.slice(0, k)].join(' '));
      return;
    }
    if (rank === ORDER.length) return;
    const most = Math.min(available[rank]!, k - taken);
    for (let n = most; n >= 0; --n) {
      for (let i = 0; i < n; ++i) chosen[taken + i] = ORDER[rank]!;
      recurse(rank + 1, taken + n);
    }
  };
  recurse(0, 0);
  return out;
}

export const SETUP_HAND = ['6', 'B', '5', '5', '2', '3', '4', '2'];
export const SETUP_LEGAL = serverArranges(SETUP_HAND, 5);

// My front: a 7, a Scout, the Spy, a Bomb, the Flag; the enemy has a, b, d occupied.
export const ACT_LEGAL = [
  'attack a a',
  'attack a b',
  'attack a d',
  'attack b a',
  'attack b b',
  'attack b d',
  'scout b a b',
  'scout b a d',
  'scout b b d',
  'attack c a',
  'attack c b',
  'attack c d',
  'spy c',
  'flag e',
];

// A Card Battle game message for the red seat against the computer: arranging at the start
// unless `cards` says otherwise.
export function cardSeatMessage(cards: Partial<CardView>): GameMessage {
  const base: CardView = {
    battleThisTurn: false,
    deck: 'F:1 S:1 2:4 3:4 4:2 5:2 6:2 7:1 8:1 9:1 10:1 B:3',
    discards: { blue: [], red: [] },
    enemy: { front: [null, null, null, null, null], hand: 8, handSeen: null, pile: 15 },
    legal: SETUP_LEGAL,
    me: { front: [null, null, null, null, null], hand: SETUP_HAND, pile: 15 },
    noBattleTurns: 100,
    outcome: null,
    phase: 'arrange',
    setupDone: false,
    toAct: 'red',
    turn: 0,
    turnsWithoutBattle: 0,
  };
  return {
    type: 'game',
    game: 7,
    seat: 'red',
    status: 'active',
    result: '*',
    settings: { variant: 'cards', opponent: 'computer' },
    players: { red: 'me', blue: 'Computer' },
    clock: null,
    drawOffer: null,
    adjournOffer: null,
    cards: { ...base, ...cards },
  };
}
