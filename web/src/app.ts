// What every screen shares: the signed-in user, the page's socket, navigation and sound.
import { api, type NewGame } from './api';
import { GameSocket, socketUrl } from './socket';
import type { User } from './types';

type UserListener = (user: User | null) => void;

class App {
  user: User | null = null;
  readonly socket = new GameSocket(socketUrl(window.location));
  private readonly userListeners = new Set<UserListener>();

  onUser(listener: UserListener): void {
    this.userListeners.add(listener);
  }

  setUser(user: User | null): void {
    this.user = user;
    this.userListeners.forEach((listener) => listener(user));
  }

  // The user, made a guest first if nobody is signed in: playing needs an account.
  async ensureUser(): Promise<User> {
    if (!this.user) this.setUser(await api.guest());
    return this.user!;
  }

  // Creates a game (as a guest if nobody is signed in) and goes to it; the invite code, if
  // any, is kept for the game page, which shows the link until someone joins.
  async startGame(game: NewGame): Promise<void> {
    await this.ensureUser();
    const created = await api.createGame(game);
    if (created.invite) sessionStorage.setItem(`invite:${created.game}`, created.invite);
    this.go(`/game/${created.game}`);
  }

  inviteOf(game: number): string | null {
    return sessionStorage.getItem(`invite:${game}`);
  }

  go(path: string): void {
    window.location.hash = `#${path}`;
  }

  get soundOn(): boolean {
    return localStorage.getItem('sound') === 'on';
  }

  set soundOn(on: boolean) {
    localStorage.setItem('sound', on ? 'on' : 'off');
  }
}

export const app = new App();
