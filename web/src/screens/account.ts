// Sign in, sign up, and (when signed in) change the password.
import { api } from '../api';
import { app } from '../app';
import type { User } from '../types';
import { clear, errorText, h, notice } from '../ui/dom';
import { field } from '../ui/form';

export function accountScreen(root: HTMLElement): void {
  const status = h('div', { class: 'status-line' });
  const say = (text: string, kind: 'error' | 'info' = 'error') => {
    clear(status);
    status.appendChild(notice(text, kind));
  };
  const form = (title: string, fields: [string, string, string][], act: (values: string[]) => Promise<User>, done: string) => {
    const inputs = fields.map(([name, type, autocomplete]) => h('input', { name, type, autocomplete, required: true }));
    const element = h('form', { class: 'panel', 'aria-label': title }, h('h2', {}, title), ...inputs.map((input, i) => field(fields[i][0], input)), h('button', { type: 'submit' }, title));
    element.onsubmit = async (event) => {
      event.preventDefault();
      try {
        app.setUser(await act(inputs.map((input) => input.value)));
        say(done, 'info');
        if (title !== 'Change password') app.go('/');
      } catch (error) {
        say(errorText(error));
      }
    };
    return element;
  };
  const user = app.user;
  root.append(
    h('h1', {}, 'Account'),
    status,
    h(
      'div',
      { class: 'panels' },
      form('Sign in', [['Name', 'text', 'username'], ['Password', 'password', 'current-password']], ([n, p]) => api.logIn(n, p), 'Signed in.'),
      form('Sign up', [['Name', 'text', 'username'], ['Password', 'password', 'new-password']], ([n, p]) => api.signUp(n, p), 'Welcome!'),
      user && !user.guest
        ? form('Change password', [['Old password', 'password', 'current-password'], ['New password', 'password', 'new-password']], ([o, n]) => api.changePassword(o, n), 'Password changed.')
        : null,
    ),
  );
}
