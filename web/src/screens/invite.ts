// An invite link: take the open seat (as a guest if nobody is signed in) and go to the game.
import { api } from '../api';
import { app } from '../app';
import { errorText, h, notice } from '../ui/dom';

export function inviteScreen(root: HTMLElement, code: string): void {
  root.appendChild(h('p', { role: 'status' }, 'Joining the game…'));
  (async () => {
    await app.ensureUser();
    const { game } = await api.acceptInvite(code);
    app.go(`/game/${game}`);
  })().catch((error) => root.appendChild(notice(`This invite cannot be taken: ${errorText(error)}`)));
}
