import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameMessage } from '../types';
import { gameScreen } from './game';
import { cardSeatMessage } from '../test_fixtures';

// The game screen fed by a fake server: the fetch on opening and the socket's pushes arrive in
// whatever order a test chooses, as they may over a real network.

let push: ((message: GameMessage) => void) | null = null;
let answerFetch: ((message: GameMessage) => void) | null = null;
vi.mock('../app', () => ({
  app: {
    socket: {
      watch: (_game: number, listener: (message: GameMessage) => void) => {
        push = listener;
        return () => {};
      },
      onState: () => () => {},
      send: () => Promise.resolve(),
    },
    inviteOf: () => null,
  },
}));
vi.mock('../api', () => ({
  api: { game: () => new Promise<GameMessage>((resolve) => (answerFetch = resolve)) },
}));

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const computerArranging = cardSeatMessage({ toAct: 'blue', legal: [] });
const meArranging = cardSeatMessage({ turn: 1 });
const confirmShown = (root: HTMLElement): boolean => root.querySelector('.card-confirm') !== null;

describe('gameScreen', () => {
  beforeEach(() => {
    push = null;
    answerFetch = null;
    document.body.replaceChildren();
  });

  it('keeps a push over an older fetch answered after it', async () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    const close = gameScreen(root, '7');
    push!(meArranging); // the computer arranged; the server pushed our turn
    expect(confirmShown(root)).toBe(true);
    answerFetch!(computerArranging); // the fetch, answered before the computer arranged
    await flush();
    expect(confirmShown(root)).toBe(true);
    close();
  });

  it('shows a fetch that nothing overtook', async () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    const close = gameScreen(root, '7');
    answerFetch!(meArranging);
    await flush();
    expect(confirmShown(root)).toBe(true);
    close();
  });
});
