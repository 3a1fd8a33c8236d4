import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardView, GameMessage } from '../types';
import { CardsView } from '../screens/cards_view';
import {
  abilityActions,
  actingSlots,
  actionText,
  arrangeAction,
  arrangeSize,
  attackAction,
  attackTargets,
  canExtendArrange,
  describeCardAction,
  fillAction,
  fillActions,
  fillSlot,
  groupActions,
  isLegalArrange,
  parseCardAction,
  slotIndex,
  slotLetter,
  unknownActions,
} from './card_actions';

// The server's legal arrangements (cards/card_game forEachChoice): every multiset of k cards
// of the hand, ranks in rule order F S 2..10 B, more of a rank first.
const ORDER = ['F', 'S', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B'];
function serverArranges(hand: string[], k: number): string[] {
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

const SETUP_HAND = ['6', 'B', '5', '5', '2', '3', '4', '2'];
const SETUP_LEGAL = serverArranges(SETUP_HAND, 5);

// My front: a 7, a Scout, the Spy, a Bomb, the Flag; the enemy has a, b, d occupied.
const ACT_LEGAL = [
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

describe('slots and parsing', () => {
  it('maps letters and indices', () => {
    expect(slotLetter(0)).toBe('a');
    expect(slotLetter(4)).toBe('e');
    expect(slotIndex('C')).toBe(2);
    expect(slotIndex('f')).toBe(-1);
  });

  it('reads every verb', () => {
    expect(parseCardAction('attack b d')).toMatchObject({ verb: 'attack', slot: 1, targets: [3] });
    expect(parseCardAction('scout a b d')).toMatchObject({ verb: 'scout', slot: 0, targets: [1, 3] });
    expect(parseCardAction('scout a c')).toMatchObject({ verb: 'scout', slot: 0, targets: [2] });
    expect(parseCardAction('spy c')).toMatchObject({ verb: 'spy', slot: 2, targets: [] });
    expect(parseCardAction('flag e')).toMatchObject({ verb: 'flag', slot: 4 });
    expect(parseCardAction('fill b 10')).toMatchObject({ verb: 'fill', slot: 1, rank: '10' });
    expect(parseCardAction('arrange 10 9 B 3 F')).toMatchObject({ verb: 'arrange', cards: ['10', '9', 'B', '3', 'F'] });
    expect(parseCardAction('arrange 2 2 3')).toMatchObject({ cards: ['2', '2', '3'] });
  });

  it('rejects what it cannot read', () => {
    expect(parseCardAction('')).toBeNull();
    expect(parseCardAction('dance a')).toBeNull();
    expect(parseCardAction('attack b')).toBeNull();
    expect(parseCardAction('attack b z')).toBeNull();
    expect(parseCardAction('fill b 1')).toBeNull();
    expect(parseCardAction('arrange 2 X')).toBeNull();
    expect(unknownActions(['attack a b', 'dance a', 'spy c'])).toEqual(['dance a']);
  });
});

describe('acting', () => {
  it('lists the slots that can act', () => {
    expect(actingSlots(ACT_LEGAL)).toEqual([0, 1, 2, 4]);
    expect(actingSlots(SETUP_LEGAL)).toEqual([]);
    expect(actingSlots([])).toEqual([]);
  });

  it('lists attack targets and builds attack texts', () => {
    expect(attackTargets(ACT_LEGAL, 0)).toEqual([0, 1, 3]);
    expect(attackTargets(ACT_LEGAL, 4)).toEqual([]); // the Flag cannot attack
    expect(attackAction(ACT_LEGAL, 1, 3)).toBe('attack b d');
    expect(attackAction(ACT_LEGAL, 1, 2)).toBeNull(); // enemy c is empty
    expect(attackAction(ACT_LEGAL, 3, 0)).toBeNull(); // a Bomb cannot attack
  });

  it('finds actions by verb, slot and targets (scout targets in any order)', () => {
    expect(actionText(ACT_LEGAL, 'scout', 1, [3, 0])).toBe('scout b a d');
    expect(actionText(ACT_LEGAL, 'scout', 1, [0])).toBeNull();
    expect(actionText(ACT_LEGAL, 'spy', 2)).toBe('spy c');
    expect(actionText(ACT_LEGAL, 'flag', 4)).toBe('flag e');
    expect(actionText(ACT_LEGAL, 'flag', 3)).toBeNull();
    expect(actionText(ACT_LEGAL, 'attack', 2, [1])).toBe('attack c b');
  });

  it('a Scout facing one card looks at it alone', () => {
    const legal = ['attack a c', 'scout a c'];
    expect(actionText(legal, 'scout', 0, [2])).toBe('scout a c');
    expect(abilityActions(legal).map((a) => a.text)).toEqual(['scout a c']);
  });

  it('groups the abilities for buttons', () => {
    expect(abilityActions(ACT_LEGAL).map((a) => a.text)).toEqual(['scout b a b', 'scout b a d', 'scout b b d', 'spy c', 'flag e']);
    expect(abilityActions(ACT_LEGAL, 2).map((a) => a.text)).toEqual(['spy c']);
    const groups = groupActions(ACT_LEGAL, ['spy', 'scout', 'flag']);
    expect(groups.map((g) => g.verb)).toEqual(['spy', 'scout', 'flag']);
    expect(groups[1]!.actions).toHaveLength(3);
    expect(groups[1]!.actions[0]!.label).toBe('Scout in b: look at enemy a and b');
    expect(groupActions(ACT_LEGAL).map((g) => g.verb)).toEqual(['attack', 'spy', 'scout', 'flag']);
  });
});

describe('arranging', () => {
  it('matches the sample: the first legal texts and the size', () => {
    expect(SETUP_LEGAL[0]).toBe('arrange 2 2 3 4 5');
    expect(SETUP_LEGAL[1]).toBe('arrange 2 2 3 4 6');
    expect(arrangeSize(SETUP_LEGAL)).toBe(5);
    expect(arrangeSize(ACT_LEGAL)).toBe(0);
  });

  it('accepts the chosen cards in the player order, slot a first', () => {
    expect(arrangeAction(SETUP_LEGAL, ['B', '6', '5', '2', '5'])).toBe('arrange B 6 5 2 5');
    expect(arrangeAction(SETUP_LEGAL, ['5', '4', '3', '2', '2'])).toBe('arrange 5 4 3 2 2');
    expect(isLegalArrange(SETUP_LEGAL, ['b', '6', '5', '2', '5'])).toBe(true);
  });

  it('refuses a choice that is not a legal arrangement', () => {
    expect(arrangeAction(SETUP_LEGAL, ['B', 'B', '5', '2', '5'])).toBeNull(); // one Bomb dealt
    expect(arrangeAction(SETUP_LEGAL, ['5', '5', '2'])).toBeNull(); // too few
    expect(arrangeAction(SETUP_LEGAL, ['5', '5', '2', '3', '4', '6'])).toBeNull(); // too many
    expect(arrangeAction(SETUP_LEGAL, ['10', '5', '2', '3', '4'])).toBeNull(); // not dealt
    expect(arrangeAction(ACT_LEGAL, ['5', '5', '2', '3', '4'])).toBeNull(); // not arranging
  });

  it('tells whether a partial choice can still be completed', () => {
    expect(canExtendArrange(SETUP_LEGAL, [])).toBe(true);
    expect(canExtendArrange(SETUP_LEGAL, ['2', '2'])).toBe(true);
    expect(canExtendArrange(SETUP_LEGAL, ['2', '2', '2'])).toBe(false);
    expect(canExtendArrange(SETUP_LEGAL, ['F'])).toBe(false);
  });

  it('handles a short deal after a late Flag ability', () => {
    const legal = serverArranges(['F', '3', '3'], 3);
    expect(legal).toEqual(['arrange F 3 3']);
    expect(arrangeSize(legal)).toBe(3);
    expect(arrangeAction(legal, ['3', 'F', '3'])).toBe('arrange 3 F 3');
  });
});

describe('filling', () => {
  const legal = ['fill b 3', 'fill b 7', 'fill b B'];

  it('names the gap and the cards that can fill it', () => {
    expect(fillSlot(legal)).toBe(1);
    expect(fillSlot(ACT_LEGAL)).toBeNull();
    expect(fillActions(legal).map((a) => a.rank)).toEqual(['3', '7', 'B']);
    expect(fillActions(legal, 0)).toEqual([]);
    expect(fillAction(legal, 1, '7')).toBe('fill b 7');
    expect(fillAction(legal, 1, 'b')).toBe('fill b B');
    expect(fillAction(legal, 1, '10')).toBeNull();
    expect(fillAction(legal, 2, '7')).toBeNull();
  });
});

describe('descriptions', () => {
  it('says what an action does', () => {
    expect(describeCardAction('attack b d')).toBe('Attack enemy d with your b');
    expect(describeCardAction('fill b 10')).toBe('Fill b with 10 (Marshal)');
    expect(describeCardAction('spy c')).toBe('Spy in c: look at the enemy hand');
    expect(describeCardAction('mystery')).toBe('mystery');
  });
});

// ---- The screen drawn from real-looking messages (screens/cards_view.ts) ----

const sent: string[] = [];
let refuse: string | null = null;
vi.mock('../app', () => ({
  app: {
    socket: {
      send: (message: { action: string }) => {
        sent.push(message.action);
        return refuse ? Promise.reject(new Error(refuse)) : Promise.resolve();
      },
    },
  },
}));

function seatMessage(cards: Partial<CardView>): GameMessage {
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

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const byLabel = (root: HTMLElement, start: string): HTMLButtonElement[] =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith(start));

describe('CardsView', () => {
  beforeEach(() => {
    sent.length = 0;
    refuse = null;
  });

  it('arranges by picking hand cards in slot order, then confirming', async () => {
    const view = new CardsView();
    document.body.appendChild(view.element);
    view.update(seatMessage({}));
    const hand = () => [...view.element.querySelectorAll<HTMLButtonElement>('.card-hand button')];
    expect(hand()).toHaveLength(8);
    const confirm = () => view.element.querySelector<HTMLButtonElement>('.card-confirm')!;
    expect(confirm().disabled).toBe(true);
    for (const i of [1, 0, 2, 4, 3]) hand()[i]!.click(); // B 6 5 2 5
    expect(confirm().disabled).toBe(false);
    // every other card is refused now: the line is full
    expect(hand().filter((b) => !b.disabled && b.getAttribute('aria-pressed') === 'false')).toHaveLength(0);
    confirm().click();
    await flush();
    expect(sent).toEqual(['arrange B 6 5 2 5']);
    view.destroy();
  });

  it('clears a choice and shows the server refusal', async () => {
    const view = new CardsView();
    view.update(seatMessage({}));
    const hand = () => [...view.element.querySelectorAll<HTMLButtonElement>('.card-hand button')];
    hand()[0]!.click();
    view.element.querySelector<HTMLButtonElement>('.card-clear')!.click();
    expect(view.element.querySelector<HTMLButtonElement>('.card-confirm')!.disabled).toBe(true);
    for (const i of [0, 1, 2, 3, 4]) hand()[i]!.click();
    refuse = 'it is not your turn';
    view.element.querySelector<HTMLButtonElement>('.card-confirm')!.click();
    await flush();
    expect(sent).toEqual(['arrange 6 B 5 5 2']);
    expect(view.element.querySelector('.notice.error')?.textContent).toBe('it is not your turn');
  });

  it('attacks by choosing my card, then an enemy card; abilities are buttons', async () => {
    const view = new CardsView();
    const message = seatMessage({
      phase: 'act',
      setupDone: true,
      turn: 3,
      legal: ACT_LEGAL,
      me: {
        front: [{ rank: '7', exposed: false }, { rank: '2', exposed: true }, { rank: 'S', exposed: false }, { rank: 'B', exposed: false }, { rank: 'F', exposed: false }],
        hand: ['3', '10'],
        pile: 10,
      },
      enemy: { front: [{ exposed: false }, { rank: '5', exposed: true }, null, { exposed: false }, null], hand: 3, handSeen: { cards: ['10', '3'], turn: 2 }, pile: 9 },
      discards: { red: ['4'], blue: ['6', '5'] },
    });
    view.update(message);
    expect(view.element.querySelectorAll('.card-enemy .card-back')).toHaveLength(2);
    expect(view.element.textContent).toContain('Their hand on turn 2');
    expect(byLabel(view.element, 'Attack enemy')).toHaveLength(0);
    byLabel(view.element, 'Your slot a')[0]!.click();
    const targets = byLabel(view.element, 'Attack enemy');
    expect(targets.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Attack enemy slot a, face-down card, with your 7 in a',
      'Attack enemy slot b, 5 (Lieutenant), with your 7 in a',
      'Attack enemy slot d, face-down card, with your 7 in a',
    ]);
    targets[2]!.click();
    await flush();
    expect(sent).toEqual(['attack a d']);
    view.update(message);
    byLabel(view.element, 'Flag in e')[0]!.click();
    byLabel(view.element, 'Spy in c')[0]!.click(); // refused while the flag is on its way
    await flush();
    expect(sent).toEqual(['attack a d', 'flag e']);
    byLabel(view.element, 'Spy in c')[0]!.click();
    await flush();
    expect(sent).toEqual(['attack a d', 'flag e', 'spy c']);
    expect(view.element.querySelector('.card-fallback')).toBeNull();
  });

  it('fills a gap from the hand', async () => {
    const view = new CardsView();
    view.update(
      seatMessage({
        phase: 'fill',
        setupDone: true,
        legal: ['fill b 3', 'fill b 10'],
        me: { front: [{ rank: '7', exposed: true }, null, { rank: 'S', exposed: false }, { rank: 'B', exposed: false }, { rank: 'F', exposed: false }], hand: ['10', '3'], pile: 10 },
      }),
    );
    byLabel(view.element, 'Fill slot b with 10')[0]!.click();
    await flush();
    expect(sent).toEqual(['fill b 10']);
  });

  it('offers unknown actions as plain buttons and waits when not to act', () => {
    const view = new CardsView();
    view.update(seatMessage({ phase: 'act', setupDone: true, legal: ['dance a'] }));
    expect(view.element.querySelector('.card-fallback')?.textContent).toContain('dance a');
    view.update(seatMessage({ phase: 'act', setupDone: true, legal: [], toAct: 'blue' }));
    expect(view.element.querySelector('.card-prompt')?.textContent).toBe('Waiting for Blue.');
    expect(view.element.querySelectorAll('.card-actions button')).toHaveLength(0);
  });

  it('draws the public table for a spectator, every card face down', () => {
    const view = new CardsView();
    const message = seatMessage({});
    delete message.cards;
    message.seat = 'spectator';
    message.table = {
      deck: 'F:1',
      phase: 'act',
      toAct: 'blue',
      turn: 4,
      discards: { red: ['3'], blue: [] },
      outcome: null,
      red: { front: [true, true, false, true, true], hand: 2, pile: 8 },
      blue: { front: [true, true, true, true, true], hand: 3, pile: 7 },
    };
    view.update(message);
    expect(view.element.querySelectorAll('.card-back')).toHaveLength(9);
    expect(view.element.querySelectorAll('.card-face')).toHaveLength(0);
    expect(view.element.querySelectorAll('button')).toHaveLength(0);
  });
});
