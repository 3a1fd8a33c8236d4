// The best Glicko-2 ratings of a variant.
import { api } from '../api';
import { VARIANTS } from '../logic/describe';
import { errorText, h, notice } from '../ui/dom';

export function leaderboardScreen(root: HTMLElement, variant: string): void {
  const chosen = variant || 'classic';
  const tabs = h('nav', { class: 'tabs', 'aria-label': 'variants' });
  for (const [key, title] of VARIANTS) tabs.appendChild(h('a', { href: `#/leaderboard/${key}`, 'aria-current': key === chosen ? 'page' : null }, title));
  root.append(h('h1', {}, 'Leaderboard'), tabs);
  api.leaderboard(chosen).then(
    (board) => {
      if (board.players.length === 0) {
        root.appendChild(h('p', {}, 'No rated games in this variant yet.'));
        return;
      }
      const table = h('table', { class: 'list' }, h('tr', {}, h('th', {}, '#'), h('th', {}, 'Player'), h('th', {}, 'Rating'), h('th', {}, 'Games')));
      board.players.forEach((p, i) =>
        table.appendChild(
          h('tr', {}, h('td', {}, String(i + 1)), h('td', {}, h('a', { href: `#/player/${p.name}` }, p.name)), h('td', {}, `${Math.round(p.rating)} ± ${Math.round(2 * p.deviation)}`), h('td', {}, String(p.games))),
        ),
      );
      root.appendChild(table);
    },
    (error) => root.appendChild(notice(errorText(error))),
  );
}
