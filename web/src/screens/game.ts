// One game, for a player or a spectator: fetches it, watches it over the socket, and shows
// the setup, the board or the Card Battle table under the game's chrome (players, clocks,
// offers, the result). A reload or a reconnect picks up where the game stands.
import { api } from '../api';
import { app } from '../app';
import type { GameMessage } from '../types';
import { nextHistory } from '../logic/history';
import { FetchOrder } from '../logic/fetch_order';
import { clear, errorText, h, notice } from '../ui/dom';
import { GameChrome } from './game_chrome';
import { PlayView } from './play_view';
import { SetupView } from './setup_view';
import { CardsView } from './cards_view';

interface View {
  element: HTMLElement;
  update(message: GameMessage): void;
  destroy(): void;
}

export function gameScreen(root: HTMLElement, param: string): () => void {
  const id = Number(param);
  const chrome = new GameChrome(id);
  const holder = h('div', { class: 'view-holder' });
  root.append(h('div', { class: 'game' }, chrome.element, holder));
  let view: View | null = null;
  let kind = '';
  let history: string[] | null = null;
  const order = new FetchOrder();

  const show = (message: GameMessage) => {
    if (message.board) {
      history = nextHistory(history, message.board);
      if (history === null) void refresh(); // a move was missed: fetch the whole game
    }
    const wanted = message.cards || message.table ? 'cards' : message.board ? 'play' : message.setup ? 'setup' : 'none';
    if (wanted !== kind) {
      view?.destroy();
      clear(holder);
      view = wanted === 'cards' ? new CardsView() : wanted === 'play' ? new PlayView() : wanted === 'setup' ? new SetupView() : null;
      kind = wanted;
      if (view) holder.appendChild(view.element);
    }
    chrome.update(message, history ?? []);
    view?.update(message);
  };
  // A fetch overtaken by a push is dropped (logic/fetch_order.ts); a push without the history
  // it lacks fetches again through `show`.
  const refresh = async () => {
    const stillFresh = order.fetchStarted();
    try {
      const message = await api.game(id);
      if (stillFresh()) show(message);
    } catch (error) {
      if (!stillFresh()) return;
      clear(holder);
      holder.appendChild(notice(`Game ${id}: ${errorText(error)}`));
    }
  };

  void refresh();
  const stopWatching = app.socket.watch(id, (message) => {
    order.pushed();
    show(message);
  });
  const stopState = app.socket.onState((connected) => chrome.setConnected(connected));
  return () => {
    stopWatching();
    stopState();
    chrome.destroy();
    view?.destroy();
  };
}
