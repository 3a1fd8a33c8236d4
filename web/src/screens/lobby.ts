// The lobby: play the computer at once, open a challenge or an invite, accept one, watch a
// game, come back to one's own games. The lists refresh every few seconds.
import { api, type NewGame } from '../api';
import { app } from '../app';
import type { GameSummary } from '../types';
import { BOARD_VARIANTS, LEVELS, VARIANTS, describeSettings } from '../logic/describe';
import { clear, errorText, h, notice } from '../ui/dom';
import { choice, field } from '../ui/form';

const CLOCKS: [string, string][] = [
  ['', 'No clock'],
  ['3+2', '3 min + 2 s'],
  ['5+3', '5 min + 3 s'],
  ['10+5', '10 min + 5 s'],
  ['20+10', '20 min + 10 s'],
  ['10d5', '10 min, 5 s delay'],
];

export function lobbyScreen(root: HTMLElement): () => void {
  const status = h('div', { class: 'status-line' });
  const lists = h('div', { class: 'lists' });
  const only = choice('show', [['', 'All games'], ...VARIANTS], '');
  const filter = h('div', { class: 'lobby-filter' }, field('Show', only));
  root.append(h('div', { class: 'lobby' }, computerPanel(status), challengePanel(status), status, filter, lists));
  const shown = (games: GameSummary[]) => games.filter((g) => !only.value || g.settings.variant === only.value);
  const refresh = async () => {
    try {
      const lobby = await api.lobby();
      const mine = app.user ? (await api.player(app.user.name)).games.filter((g) => g.status !== 'over') : [];
      clear(lists);
      lists.append(
        gameList('Your games', mine, (g) => link('Continue', g.id)),
        gameList('Open challenges', shown(lobby.open), (g) => acceptButton(g, status)),
        gameList('Games in progress', shown(lobby.active), (g) => link('Watch', g.id)),
      );
    } catch (error) {
      clear(lists);
      lists.appendChild(notice(`The lobby could not be loaded: ${errorText(error)}`));
    }
  };
  only.onchange = () => void refresh();
  void refresh();
  const timer = setInterval(refresh, 5000);
  return () => clearInterval(timer);
}

async function startGame(game: NewGame, status: HTMLElement): Promise<void> {
  try {
    await app.startGame(game);
  } catch (error) {
    clear(status);
    status.appendChild(notice(errorText(error)));
  }
}

function computerPanel(status: HTMLElement): HTMLElement {
  const variant = choice('variant', VARIANTS, 'duel');
  const level = choice('level', LEVELS, 'strong:3');
  const color = colorChoice();
  const form = h(
    'form',
    { class: 'panel', 'aria-label': 'play the computer' },
    h('h2', {}, 'Play the computer'),
    field('Game', variant),
    field('Computer', level),
    field('Your colour', color),
    h('button', { type: 'submit', class: 'primary' }, 'Play'),
  );
  form.onsubmit = (event) => {
    event.preventDefault();
    void startGame({ variant: variant.value, opponent: 'computer', level: level.value, color: color.value as NewGame['color'] }, status);
  };
  return form;
}

function challengePanel(status: HTMLElement): HTMLElement {
  const variant = choice('variant', VARIANTS, 'classic');
  const clock = choice('clock', CLOCKS, '10+5');
  const color = colorChoice();
  const twoSquare = choice('two-square', [['3', 'three moves (rulebook)'], ['5', 'five moves (ISF)'], ['off', 'off']], '3');
  const chasing = choice('chasing', [['on', 'on'], ['off', 'off']], 'on');
  const scout = choice('scout-strike', [['on', 'Scouts strike from afar'], ['off', 'Scouts strike next door (1961)']], 'on');
  const invite = h('input', { type: 'checkbox', name: 'invite' });
  const boardOnly = h('div', { class: 'board-options' }, field('Clock', clock), field('Two-square rule', twoSquare), field('Chasing rule', chasing), field('Scouts', scout));
  variant.onchange = () => (boardOnly.hidden = !BOARD_VARIANTS.some(([key]) => key === variant.value));
  const form = h(
    'form',
    { class: 'panel', 'aria-label': 'new challenge' },
    h('h2', {}, 'Challenge a person'),
    field('Game', variant),
    boardOnly,
    field('Your colour', color),
    h('label', { class: 'check' }, invite, ' Private: by invite link only'),
    h('button', { type: 'submit' }, 'Create'),
  );
  form.onsubmit = (event) => {
    event.preventDefault();
    const game: NewGame = { variant: variant.value, opponent: 'human', color: color.value as NewGame['color'], invite: invite.checked };
    if (variant.value !== 'cards') {
      game.clock = clock.value;
      game.rules = { 'two-square': twoSquare.value, chasing: chasing.value, 'scout-strike': scout.value };
    }
    void startGame(game, status);
  };
  return form;
}

function colorChoice(): HTMLSelectElement {
  return choice('color', [['random', 'Random'], ['red', 'Red (moves first)'], ['blue', 'Blue']], 'random');
}

function gameList(title: string, games: GameSummary[], action: (g: GameSummary) => HTMLElement | null): HTMLElement {
  const section = h('section', { class: 'game-list', 'aria-label': title }, h('h2', {}, title));
  if (games.length === 0) section.appendChild(h('p', { class: 'empty' }, 'None just now.'));
  const list = h('ul');
  for (const g of games)
    list.appendChild(
      h('li', {}, h('span', { class: 'players' }, `${g.red ?? '(open)'} – ${g.blue ?? '(open)'}`), h('span', { class: 'what' }, describeSettings(g.settings)), action(g)),
    );
  section.appendChild(list);
  return section;
}

function link(text: string, id: number): HTMLElement {
  return h('a', { href: `#/game/${id}`, class: 'button' }, text);
}

function acceptButton(g: GameSummary, status: HTMLElement): HTMLElement | null {
  if (app.user && (g.red === app.user.name || g.blue === app.user.name)) return link('Open', g.id);
  const button = h('button', { type: 'button' }, 'Accept');
  button.onclick = async () => {
    try {
      await app.ensureUser();
      await api.join(g.id);
      app.go(`/game/${g.id}`);
    } catch (error) {
      clear(status);
      status.appendChild(notice(errorText(error)));
    }
  };
  return button;
}
