// The header on every screen: home, leaderboard, who is signed in, sound.
import { api } from '../api';
import { app } from '../app';
import { clear, h } from './dom';

export function renderHeader(top: HTMLElement): void {
  const draw = () => {
    clear(top);
    const user = app.user;
    const sound = h('button', { type: 'button', class: 'link', 'aria-pressed': String(app.soundOn) }, `Sound ${app.soundOn ? 'on' : 'off'}`);
    sound.onclick = () => {
      app.soundOn = !app.soundOn;
      draw();
    };
    const logOut = h('button', { type: 'button', class: 'link' }, 'Log out');
    logOut.onclick = async () => {
      await api.logOut();
      app.setUser(null);
      app.go('/');
    };
    top.appendChild(
      h(
        'nav',
        { class: 'top-nav', 'aria-label': 'main' },
        h('a', { href: '#/', class: 'brand' }, 'Stratego'),
        h('a', { href: '#/' }, 'Lobby'),
        h('a', { href: '#/leaderboard' }, 'Leaderboard'),
        h('span', { class: 'spacer' }),
        sound,
        user ? h('a', { href: `#/player/${user.name}`, class: 'who' }, user.name) : null,
        user && !user.guest ? logOut : h('a', { href: '#/account' }, user ? 'Sign up' : 'Sign in'),
      ),
    );
  };
  app.onUser(draw);
  draw();
}
