// The JSON HTTP API of the server (docs/SERVER.md, "HTTP API"). Every call either returns
// the answer or throws an ApiError holding the server's own words.
import type { GameMessage, GameSummary, User } from './types';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = {};
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(`the server answered ${response.status} with something that is not JSON`, response.status);
  }
  if (!response.ok) {
    const error = (data as { error?: string }).error ?? `the server answered ${response.status}`;
    throw new ApiError(error, response.status);
  }
  return data as T;
}

export interface NewGame {
  variant: string;
  rules?: Record<string, string>;
  clock?: string;
  deck?: string;
  opponent: 'human' | 'computer';
  level?: string;
  color?: 'red' | 'blue' | 'random';
  invite?: boolean;
}

export interface NamedSetup {
  name: string;
  variant: string;
  setup: string;
}

export interface PlayerPage {
  user: User;
  games: GameSummary[];
  ratings: { game: number; variant: string; before: number; after: number }[];
}

export const api = {
  me: async (): Promise<User | null> => {
    try {
      return (await call<{ user: User }>('GET', 'me')).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  guest: async () => (await call<{ user: User }>('POST', 'guest')).user,
  signUp: async (name: string, password: string) => (await call<{ user: User }>('POST', 'signup', { name, password })).user,
  logIn: async (name: string, password: string) => (await call<{ user: User }>('POST', 'login', { name, password })).user,
  logOut: () => call<object>('POST', 'logout'),
  changePassword: async (old: string, fresh: string) =>
    (await call<{ user: User }>('POST', 'password', { old, new: fresh })).user,
  createGame: (game: NewGame) => call<{ game: number; invite: string }>('POST', 'games', game),
  join: (id: number) => call<{ game: number }>('POST', `games/${id}/join`),
  acceptInvite: (code: string) => call<{ game: number }>('POST', `invites/${encodeURIComponent(code)}`),
  game: (id: number) => call<GameMessage>('GET', `games/${id}`),
  lobby: () => call<{ open: GameSummary[]; active: GameSummary[] }>('GET', 'lobby'),
  player: (name: string) => call<PlayerPage>('GET', `users/${encodeURIComponent(name)}`),
  leaderboard: (variant: string) =>
    call<{ variant: string; players: { name: string; rating: number; deviation: number; games: number }[] }>(
      'GET',
      `leaderboard?variant=${encodeURIComponent(variant)}`,
    ),
  setups: async () => (await call<{ setups: NamedSetup[] }>('GET', 'setups')).setups,
  saveSetup: (name: string, variant: string, setup: string) =>
    call<object>('PUT', `setups/${encodeURIComponent(name)}`, { variant, setup }),
  deleteSetup: (name: string) => call<object>('DELETE', `setups/${encodeURIComponent(name)}`),
  librarySetup: (variant: string) =>
    call<{ setup: string; name: string }>('GET', `library?variant=${encodeURIComponent(variant)}`),
};

// Where a finished game's files are downloaded from.
export function recordUrl(id: number, kind: 'record' | 'gravon'): string {
  return `/api/games/${id}/${kind}`;
}
