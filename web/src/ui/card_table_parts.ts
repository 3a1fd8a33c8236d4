// The parts of the Card Battle table that hold no state (docs/CARDS.md): the status line,
// the discard piles, a front-line slot, a card that is only shown, the head of a side, and the
// whole public table a spectator sees. The table screen (screens/cards_view.ts) keeps what a
// seat chooses and sends; these draw only from their arguments, so both views share them.
import type { CardTable, CardTableSide, Outcome, Side } from '../types';
import { otherSide } from '../types';
import { FRONT_SLOTS, byCardStrength, phaseLabel, slotLetter } from '../logic/card_actions';
import { h } from './dom';
import { type Face, cardSvg, miniCards, sideName } from './card_art';

// The phase, the turn, who acts and the no-battle count; `me` is null for a spectator.
export function statusBar(
  phase: string,
  turn: number,
  toAct: Side,
  outcome: Outcome | null,
  extras: Pick<CardTable, 'noBattleTurns' | 'turnsWithoutBattle' | 'battleThisTurn' | 'setupDone'>,
  me: Side | null,
): HTMLElement {
  const items: (HTMLElement | null)[] = [
    h('span', { class: 'card-phase' }, phaseLabel(phase)),
    h('span', {}, extras.setupDone === false ? 'Setup' : `Turn ${turn}`),
  ];
  if (!outcome && phase !== 'over')
    items.push(h('span', { class: `card-to-act card-${toAct}` }, me === toAct ? 'Your move' : `${sideName(toAct)} to act`));
  if (extras.turnsWithoutBattle !== undefined) {
    const limit = extras.noBattleTurns ? ` / ${extras.noBattleTurns}` : '';
    items.push(h('span', { title: 'Turns in a row without a battle; at the limit the game is a draw' }, `No battle: ${extras.turnsWithoutBattle}${limit}`));
  }
  if (extras.battleThisTurn) items.push(h('span', {}, 'Battle this turn'));
  return h('div', { class: 'card-status', role: 'status' }, ...items);
}

// Both discard piles, weakest first; a seat sees the enemy's first, a spectator Blue's.
export function discards(piles: Record<Side, string[]>, me: Side | null): HTMLElement {
  const row = (side: Side): HTMLElement =>
    h(
      'div',
      { class: 'card-discard-row' },
      h('span', { class: 'card-label' }, me === null ? `${sideName(side)} discards` : side === me ? 'Your discards' : 'Enemy discards'),
      miniCards([...piles[side]].sort(byCardStrength), side, 'none'),
    );
  const first: Side = me === null ? 'blue' : otherSide(me);
  return h('div', { class: 'card-discards' }, row(first), row(otherSide(first)));
}

// A front-line slot: what is in it, and its letter under it (hidden from screen readers,
// whose labels already name the slot).
export function slotCell(letter: string, content: HTMLElement, extraClass = ''): HTMLElement {
  return h('div', { class: `card-slot${extraClass ? ` ${extraClass}` : ''}` }, content, h('span', { class: 'card-slot-letter', 'aria-hidden': 'true' }, letter));
}

export function emptySlot(text: string, extraClass = ''): HTMLElement {
  return h('div', { class: `card-empty${extraClass ? ` ${extraClass}` : ''}`, role: 'img', 'aria-label': text });
}

// A card that cannot be chosen: an image with its words as the label.
export function staticCard(face: Face, label: string): HTMLElement {
  const holder = h('div', { class: 'card-card', role: 'img', 'aria-label': label });
  holder.appendChild(cardSvg(face));
  return holder;
}

// The name of a side and the sizes of its hand and pile.
export function sideHead(name: string, hand: number, pile: number): HTMLElement {
  return h(
    'div',
    { class: 'card-side-head' },
    h('span', { class: 'card-side-name' }, name),
    h('span', { class: 'card-count' }, `Hand ${hand}`),
    h('span', { class: 'card-count' }, `Pile ${pile}`),
  );
}

// What a spectator sees: the status line, then Blue, the discards and Red, every front-line
// card face down (the public table holds no ranks).
export function publicTable(table: CardTable): HTMLElement[] {
  const sideBlock = (side: Side): HTMLElement => {
    const held: CardTableSide = table[side];
    const row = h('div', { class: 'card-front', role: 'group', 'aria-label': `${sideName(side)} front line, slots a to e` });
    for (let i = 0; i < FRONT_SLOTS; ++i) {
      const letter = slotLetter(i);
      row.appendChild(
        slotCell(letter, held.front[i] ? staticCard({ side }, `${sideName(side)} slot ${letter}: face-down card`) : emptySlot(`${sideName(side)} slot ${letter}: empty`)),
      );
    }
    return h('div', { class: `card-side card-side-${side}`, role: 'region', 'aria-label': sideName(side) }, sideHead(sideName(side), held.hand, held.pile), row);
  };
  return [statusBar(table.phase, table.turn, table.toAct, table.outcome, table, null), sideBlock('blue'), discards(table.discards, null), sideBlock('red')];
}
