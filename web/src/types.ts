// The shapes of what the server sends (docs/SERVER.md): only what the client reads.

export type Side = 'red' | 'blue';
export type Seat = Side | 'spectator';

export interface User {
  id: number;
  name: string;
  guest: boolean;
}

export interface Layout {
  files: number;
  ranks: number;
  lakes: string[];
  setupDepth: number;
  free: boolean;
  army: Record<string, number> | null; // rank letter -> count; null: any army (free)
}

export interface PieceView {
  side: Side;
  square: string | null; // null once captured
  start: string;
  rank?: string; // only when the seat may know it
  moved: boolean;
  scout: boolean;
  revealed: boolean;
}

export interface LastMove {
  move: string;
  piece: number;
  target?: number;
  battle?: string; // "(7>5)"
}

export interface Outcome {
  winner: Side | 'draw' | string;
  reason: string;
}

export interface BoardView {
  variant: string;
  rules: Record<string, string>;
  toMove: Side;
  ply: number;
  pliesSinceBattle: number;
  pieces: PieceView[];
  last: LastMove | null;
  legal: string[];
  outcome: Outcome | null;
  history?: string[];
}

export interface ClockView {
  running: Side | null;
  red: number;
  blue: number;
}

export interface CardSlot {
  rank?: string;
  exposed?: boolean;
}

export interface CardSideView {
  front: (CardSlot | null)[];
  hand: string[] | number;
  pile: number;
  handSeen?: { cards: string[]; turn: number } | null;
}

export interface CardView {
  deck: string;
  noBattleTurns: number;
  phase: 'arrange' | 'act' | 'fill' | 'over';
  toAct: Side;
  turn: number;
  turnsWithoutBattle: number;
  battleThisTurn: boolean;
  setupDone: boolean;
  me: CardSideView;
  enemy: CardSideView;
  discards: Record<Side, string[]>;
  legal: string[];
  outcome: Outcome | null;
}

export interface CardTableSide {
  front: boolean[];
  hand: number;
  pile: number;
}

export interface CardTable {
  deck: string;
  phase: string;
  toAct: Side;
  turn: number;
  noBattleTurns?: number;
  turnsWithoutBattle?: number;
  battleThisTurn?: boolean;
  setupDone?: boolean;
  discards: Record<Side, string[]>;
  outcome: Outcome | null;
  red: CardTableSide;
  blue: CardTableSide;
}

export interface GameSettings {
  variant: string;
  opponent: 'human' | 'computer';
  level?: string;
  rules?: Record<string, string>;
  clock?: string;
  deck?: string;
}

export interface GameMessage {
  type: 'game';
  game: number;
  seat: Seat;
  status: 'open' | 'active' | 'adjourned' | 'over';
  result: string;
  settings: GameSettings;
  players: Record<Side, string | null>;
  online?: Record<Side, boolean>;
  clock: ClockView | null;
  drawOffer: Side | null;
  adjournOffer: Side | null;
  layout?: Layout;
  setup?: { ready: Record<Side, boolean>; mine?: string };
  board?: BoardView;
  armies?: Record<Side, string>;
  cards?: CardView;
  table?: CardTable;
}

export interface GameSummary {
  id: number;
  settings: GameSettings;
  red: string | null;
  blue: string | null;
  status: string;
  result: string;
}

export function otherSide(side: Side): Side {
  return side === 'red' ? 'blue' : 'red';
}
