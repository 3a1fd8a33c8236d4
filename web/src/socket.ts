// The one WebSocket of the page (docs/SERVER.md, "WebSocket messages"): sends client
// messages, matches acks and errors to them by id, hands `game` messages to whoever watches
// that game, and reconnects (watching again) when the connection drops or the server restarts.
import type { GameMessage } from './types';

type GameListener = (message: GameMessage) => void;
type StateListener = (connected: boolean) => void;

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class GameSocket {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly watchers = new Map<number, Set<GameListener>>();
  private readonly stateListeners = new Set<StateListener>();
  private retryMs = 250;

  constructor(private readonly url: string) {}

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  onState(listener: StateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  // Watches a game until the returned function is called.
  watch(game: number, listener: GameListener): () => void {
    let set = this.watchers.get(game);
    if (!set) {
      set = new Set();
      this.watchers.set(game, set);
      this.sendRaw({ type: 'watch', game });
    }
    set.add(listener);
    this.open();
    return () => {
      set!.delete(listener);
      if (set!.size === 0) {
        this.watchers.delete(game);
        this.sendRaw({ type: 'unwatch', game });
      }
    };
  }

  // Sends an action; resolves on its ack, rejects with the server's error message.
  send(message: Record<string, unknown>): Promise<void> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.connected) {
        reject(new Error('not connected to the server: wait a moment and try again'));
        return;
      }
      this.pending.set(id, { resolve, reject });
      this.sendRaw({ ...message, id });
    });
  }

  private open(): void {
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = 250;
      for (const game of this.watchers.keys()) this.sendRaw({ type: 'watch', game });
      this.stateListeners.forEach((listener) => listener(true));
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const pending of this.pending.values()) pending.reject(new Error('the connection to the server was lost'));
      this.pending.clear();
      this.stateListeners.forEach((listener) => listener(false));
      // Back off up to 5 s so a restarting server is not hammered.
      setTimeout(() => this.open(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 5000);
    };
  }

  private sendRaw(message: Record<string, unknown>): void {
    if (this.connected) this.socket!.send(JSON.stringify(message));
  }

  private receive(text: string): void {
    let message: { type?: string; id?: number; message?: string; game?: number };
    try {
      message = JSON.parse(text);
    } catch {
      return; // the server only sends JSON; anything else is not for us
    }
    if (message.type === 'game' && typeof message.game === 'number') {
      this.watchers.get(message.game)?.forEach((listener) => listener(message as GameMessage));
      return;
    }
    if (typeof message.id !== 'number') return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.type === 'ack') pending.resolve();
    else pending.reject(new Error(message.message ?? 'the server refused this'));
  }
}

export function socketUrl(location: Location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
