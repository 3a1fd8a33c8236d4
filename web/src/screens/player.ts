// A player's page: their games (newest first) and how their ratings moved.
import { api } from '../api';
import { describeSettings } from '../logic/describe';
import { resultWords } from '../logic/result';
import { errorText, h, notice } from '../ui/dom';

export function playerScreen(root: HTMLElement, name: string): void {
  api.player(name).then(
    (page) => {
      const games = h('table', { class: 'list' }, h('tr', {}, h('th', {}, 'Game'), h('th', {}, 'Red'), h('th', {}, 'Blue'), h('th', {}, 'What'), h('th', {}, 'Result')));
      for (const g of page.games)
        games.appendChild(
          h(
            'tr',
            {},
            h('td', {}, h('a', { href: g.status === 'over' && g.settings.variant !== 'cards' ? `#/replay/${g.id}` : `#/game/${g.id}` }, String(g.id))),
            h('td', {}, g.red ?? '(open)'),
            h('td', {}, g.blue ?? '(open)'),
            h('td', {}, describeSettings(g.settings)),
            h('td', {}, g.status === 'over' ? resultWords(g.result, { red: g.red, blue: g.blue }) : g.status),
          ),
        );
      const ratings = h('table', { class: 'list' }, h('tr', {}, h('th', {}, 'Game'), h('th', {}, 'Variant'), h('th', {}, 'Rating')));
      for (const r of page.ratings)
        ratings.appendChild(h('tr', {}, h('td', {}, String(r.game)), h('td', {}, r.variant), h('td', {}, `${Math.round(r.before)} → ${Math.round(r.after)}`)));
      root.append(
        h('h1', {}, page.user.name + (page.user.guest ? ' (guest)' : '')),
        h('h2', {}, 'Rating changes'),
        page.ratings.length ? ratings : h('p', {}, 'No rated games yet: games between signed-up players are rated.'),
        h('h2', {}, 'Games'),
        games,
      );
    },
    (error) => root.appendChild(notice(errorText(error))),
  );
}
