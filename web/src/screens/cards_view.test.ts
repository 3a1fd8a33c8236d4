import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CardsView } from './cards_view';
import { ACT_LEGAL, cardSeatMessage as seatMessage } from '../test_fixtures';

// The card table drawn from real-looking messages.

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
