// The page: a header, and the screen the address names (#/..., so the server only ever
// serves index.html and a reload lands on the same screen).
import './style.css';
import { api } from './api';
import { app } from './app';
import { renderHeader } from './ui/header';
import { clear, errorText, notice } from './ui/dom';
import { lobbyScreen } from './screens/lobby';
import { accountScreen } from './screens/account';
import { gameScreen } from './screens/game';
import { replayScreen } from './screens/replay';
import { inviteScreen } from './screens/invite';
import { playerScreen } from './screens/player';
import { leaderboardScreen } from './screens/leaderboard';

export type Screen = (root: HTMLElement, param: string) => (() => void) | void;

const routes: [RegExp, Screen][] = [
  [/^\/?$/, lobbyScreen],
  [/^\/account$/, accountScreen],
  [/^\/game\/(\d+)$/, gameScreen],
  [/^\/replay\/(\d+)$/, replayScreen],
  [/^\/invite\/([\w-]+)$/, inviteScreen],
  [/^\/player\/([\w-]+)$/, playerScreen],
  [/^\/leaderboard(?:\/(\w+))?$/, leaderboardScreen],
];

const root = document.getElementById('app')!;
let leave: (() => void) | void;

function show(): void {
  leave?.();
  leave = undefined;
  clear(root);
  const path = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  for (const [pattern, screen] of routes) {
    const match = pattern.exec(path);
    if (!match) continue;
    leave = screen(root, match[1] ?? '');
    return;
  }
  root.appendChild(notice(`There is no page "${path}". Back to the lobby?`));
}

async function start(): Promise<void> {
  renderHeader(document.getElementById('top')!);
  try {
    app.setUser(await api.me());
  } catch (error) {
    root.appendChild(notice(`The server cannot be reached: ${errorText(error)}`));
  }
  window.addEventListener('hashchange', show);
  show();
}

void start();
