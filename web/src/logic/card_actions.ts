// Card Battle actions (docs/CARDS.md, src/cards/card_notation.cpp) read from the `legal` list
// of a seat's view: which front-line cards can act, what they can target, the text the
// server accepts for a player's choice, and the buttons for the rest. Pure: no DOM.
//
// The notation: `arrange 10 9 B 3 F` (the front line, slot a first), `attack b d` (my b
// touches the enemy's d), `spy a`, `scout a b d` (one or two enemy slots, ascending),
// `flag c`, `fill b 10` (the first gap of my front line from the hand).
// The legal list names each arrangement once, as a multiset in canonical rank order; the
// server accepts the same cards in any order (slot a first), so the order is the player's.

import { byStrength, rankName } from './ranks';

export const SLOTS = ['a', 'b', 'c', 'd', 'e'] as const;
export const FRONT_SLOTS = SLOTS.length;

export type CardVerb = 'arrange' | 'attack' | 'spy' | 'scout' | 'flag' | 'fill';
export const CARD_VERBS: readonly CardVerb[] = ['arrange', 'attack', 'spy', 'scout', 'flag', 'fill'];

export interface CardAction {
  text: string; // exactly as the legal list has it
  verb: CardVerb;
  slot?: number; // my acting slot (attack, spy, scout, flag) or the slot filled (fill)
  targets: number[]; // enemy slots: one for attack, one or two for scout
  rank?: string; // fill: the card from the hand
  cards: string[]; // arrange: the front line, slot a first
}

export function slotLetter(slot: number): string {
  return SLOTS[slot] ?? '?';
}

export function slotIndex(letter: string): number {
  return (SLOTS as readonly string[]).indexOf(letter.toLowerCase());
}

// Ranks as card notation writes them: F S 2..10 B (case-insensitive in input).
export function normalRank(text: string): string | null {
  const t = text.trim().toUpperCase();
  if (t === 'F' || t === 'S' || t === 'B') return t;
  if (/^(10|[2-9])$/.test(t)) return t;
  return null;
}

// Cards write the Marshal `10` where boards write `X`; names and order are the board's.
function boardLetter(rank: string): string {
  return rank === '10' ? 'X' : rank;
}

export function cardRankName(rank: string): string {
  return rankName(boardLetter(rank));
}

// Strongest first, the way a hand is read: 10 9 … 2 S B F.
export function byCardStrength(a: string, b: string): number {
  return byStrength(boardLetter(a), boardLetter(b));
}

// A legal action text read into its parts; null for anything this client does not know.
export function parseCardAction(text: string): CardAction | null {
  const words = text.trim().split(/\s+/).filter((w) => w.length > 0);
  if (words.length === 0) return null;
  const verb = words[0]!.toLowerCase();
  const base = { text, targets: [] as number[], cards: [] as string[] };
  if (verb === 'arrange') {
    const cards: string[] = [];
    for (const w of words.slice(1)) {
      const rank = normalRank(w);
      if (rank === null) return null;
      cards.push(rank);
    }
    if (cards.length === 0 || cards.length > FRONT_SLOTS) return null;
    return { ...base, verb: 'arrange', cards };
  }
  if (words.length < 2) return null;
  const slot = slotIndex(words[1]!);
  if (slot < 0) return null;
  const slotsFrom = (from: number): number[] | null => {
    const out: number[] = [];
    for (const w of words.slice(from)) {
      const s = slotIndex(w);
      if (s < 0) return null;
      out.push(s);
    }
    return out;
  };
  switch (verb) {
    case 'attack': {
      const targets = slotsFrom(2);
      return targets && targets.length === 1 ? { ...base, verb: 'attack', slot, targets } : null;
    }
    case 'scout': {
      const targets = slotsFrom(2);
      return targets && (targets.length === 1 || targets.length === 2) ? { ...base, verb: 'scout', slot, targets } : null;
    }
    case 'spy':
    case 'flag':
      return words.length === 2 ? { ...base, verb, slot } : null;
    case 'fill': {
      const rank = words.length === 3 ? normalRank(words[2]!) : null;
      return rank ? { ...base, verb: 'fill', slot, rank } : null;
    }
    default:
      return null;
  }
}

export function parseLegal(legal: readonly string[]): CardAction[] {
  const out: CardAction[] = [];
  for (const text of legal) {
    const action = parseCardAction(text);
    if (action) out.push(action);
  }
  return out;
}

// The legal texts this client cannot read (a newer server's verbs): shown as plain buttons.
export function unknownActions(legal: readonly string[]): string[] {
  return legal.filter((text) => parseCardAction(text) === null);
}

function ofVerb(legal: readonly string[], verb: CardVerb): CardAction[] {
  return parseLegal(legal).filter((a) => a.verb === verb);
}

// ---- Acting with a front-line card ----

// My slots that can act now (attack, spy, scout or flag), ascending.
export function actingSlots(legal: readonly string[]): number[] {
  const slots = new Set<number>();
  for (const a of parseLegal(legal))
    if ((a.verb === 'attack' || a.verb === 'spy' || a.verb === 'scout' || a.verb === 'flag') && a.slot !== undefined) slots.add(a.slot);
  return [...slots].sort((x, y) => x - y);
}

// The enemy slots my card in `slot` may attack, ascending.
export function attackTargets(legal: readonly string[], slot: number): number[] {
  return ofVerb(legal, 'attack')
    .filter((a) => a.slot === slot)
    .map((a) => a.targets[0]!)
    .sort((x, y) => x - y);
}

// The legal text of an attack, or null when it is not legal.
export function attackAction(legal: readonly string[], slot: number, target: number): string | null {
  const found = ofVerb(legal, 'attack').find((a) => a.slot === slot && a.targets[0] === target);
  return found ? found.text : null;
}

// The legal text for a verb, my slot and enemy slots (scout targets in any order), or null.
export function actionText(legal: readonly string[], verb: CardVerb, slot: number, targets: number[] = []): string | null {
  const wanted = [...targets].sort((x, y) => x - y).join(',');
  const found = ofVerb(legal, verb).find((a) => a.slot === slot && [...a.targets].sort((x, y) => x - y).join(',') === wanted);
  return found ? found.text : null;
}

// The abilities (spy, scout, flag) of one slot, or of every slot when none is given.
export function abilityActions(legal: readonly string[], slot?: number): CardAction[] {
  return parseLegal(legal).filter(
    (a) => (a.verb === 'spy' || a.verb === 'scout' || a.verb === 'flag') && (slot === undefined || a.slot === slot),
  );
}

export interface ActionGroup {
  verb: CardVerb;
  title: string;
  actions: { text: string; label: string }[];
}

const GROUP_TITLES: Record<CardVerb, string> = {
  arrange: 'Arrange',
  attack: 'Attack',
  spy: 'Spy: look at the enemy hand',
  scout: 'Scout: look at enemy cards',
  flag: 'Flag: gather, shuffle and deal again',
  fill: 'Fill',
};

// Legal actions grouped by verb for buttons, in the order of CARD_VERBS; `verbs` picks groups.
export function groupActions(legal: readonly string[], verbs: readonly CardVerb[] = CARD_VERBS): ActionGroup[] {
  const parsed = parseLegal(legal);
  const groups: ActionGroup[] = [];
  for (const verb of verbs) {
    const actions = parsed.filter((a) => a.verb === verb).map((a) => ({ text: a.text, label: describeCardAction(a.text) }));
    if (actions.length > 0) groups.push({ verb, title: GROUP_TITLES[verb], actions });
  }
  return groups;
}

// ---- Arranging the front line ----

// How many cards the front line takes in an arrange (min(5, cards dealt)); 0 when no arrange is legal.
export function arrangeSize(legal: readonly string[]): number {
  const first = ofVerb(legal, 'arrange')[0];
  return first ? first.cards.length : 0;
}

export function arrangeText(cards: readonly string[]): string {
  return ['arrange', ...cards].join(' ');
}

function counts(cards: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of cards) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}

// Whether `part` fits within `whole` as multisets.
function within(part: readonly string[], whole: readonly string[]): boolean {
  const have = counts(whole);
  for (const [card, n] of counts(part)) if ((have.get(card) ?? 0) < n) return false;
  return true;
}

// Whether some legal arrangement holds the chosen cards (a partial choice, slot a first).
export function canExtendArrange(legal: readonly string[], chosen: readonly string[]): boolean {
  const size = arrangeSize(legal);
  if (size === 0 || chosen.length > size) return false;
  return ofVerb(legal, 'arrange').some((a) => within(chosen, a.cards));
}

// The text to send for a complete choice in the player's slot order, or null if not legal.
export function arrangeAction(legal: readonly string[], chosen: readonly string[]): string | null {
  const size = arrangeSize(legal);
  if (size === 0 || chosen.length !== size) return null;
  const cards = chosen.map((c) => normalRank(c));
  if (cards.some((c) => c === null)) return null;
  const ok = ofVerb(legal, 'arrange').some((a) => within(cards as string[], a.cards));
  return ok ? arrangeText(cards as string[]) : null;
}

export function isLegalArrange(legal: readonly string[], chosen: readonly string[]): boolean {
  return arrangeAction(legal, chosen) !== null;
}

// ---- Filling a gap ----

// The slot the fill actions are for (the server fills the first gap first), or null.
export function fillSlot(legal: readonly string[]): number | null {
  const first = ofVerb(legal, 'fill')[0];
  return first?.slot ?? null;
}

// The fill actions (of one slot when given): their texts and the card each puts in.
export function fillActions(legal: readonly string[], slot?: number): CardAction[] {
  return ofVerb(legal, 'fill').filter((a) => slot === undefined || a.slot === slot);
}

// The fill text for putting `rank` into `slot`, or null when it is not legal.
export function fillAction(legal: readonly string[], slot: number, rank: string): string | null {
  const found = fillActions(legal, slot).find((a) => a.rank === normalRank(rank));
  return found ? found.text : null;
}

// ---- Words for people ----

export function describeCardAction(text: string): string {
  const a = parseCardAction(text);
  if (!a) return text;
  const mine = a.slot !== undefined ? slotLetter(a.slot) : '?';
  switch (a.verb) {
    case 'arrange':
      return `Arrange ${a.cards.join(' ')} (slot a first)`;
    case 'attack':
      return `Attack enemy ${slotLetter(a.targets[0]!)} with your ${mine}`;
    case 'spy':
      return `Spy in ${mine}: look at the enemy hand`;
    case 'scout':
      return `Scout in ${mine}: look at enemy ${a.targets.map(slotLetter).join(' and ')}`;
    case 'flag':
      return `Flag in ${mine}: gather, shuffle and deal again`;
    case 'fill':
      return `Fill ${mine} with ${a.rank} (${cardRankName(a.rank!)})`;
  }
}

export function phaseLabel(phase: string): string {
  switch (phase) {
    case 'arrange':
      return 'Arranging';
    case 'act':
      return 'Acting';
    case 'fill':
      return 'Filling gaps';
    case 'over':
      return 'Game over';
    default:
      return phase;
  }
}
