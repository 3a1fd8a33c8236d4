// Around the board: who plays (and whether they are connected), the clocks, whose turn it
// is, the offers (draw, adjournment), the buttons of the seat, the invite link of an open
// game, and once it is over the result with the replay, the downloads and a rematch.
import { recordUrl, type NewGame } from '../api';
import { app } from '../app';
import type { GameMessage, Side } from '../types';
import { otherSide } from '../types';
import { clockText } from '../logic/clock';
import { describeSettings } from '../logic/describe';
import { resultWords } from '../logic/result';
import { clear, errorText, h, notice } from '../ui/dom';

export class GameChrome {
  readonly element = h('section', { class: 'chrome', 'aria-label': 'game' });
  private message: GameMessage | null = null;
  private history: string[] = [];
  private receivedAt = 0;
  private connected = true;
  private error: string | null = null;
  private readonly ticker = window.setInterval(() => this.tick(), 200);
  private clockFaces: Partial<Record<Side, HTMLElement>> = {};

  constructor(private readonly id: number) {}

  update(message: GameMessage, history: string[]): void {
    this.message = message;
    this.history = history;
    this.receivedAt = performance.now();
    this.draw();
  }

  setConnected(connected: boolean): void {
    this.connected = connected;
    this.draw();
  }

  destroy(): void {
    clearInterval(this.ticker);
  }

  private get mySeat(): Side | null {
    const seat = this.message?.seat;
    return seat === 'red' || seat === 'blue' ? seat : null;
  }

  private act(message: Record<string, unknown>, confirmText?: string): void {
    if (confirmText && !window.confirm(confirmText)) return;
    app.socket.send({ ...message, game: this.id }).then(
      () => (this.error = null),
      (error) => {
        this.error = errorText(error);
        this.draw();
      },
    );
  }

  private tick(): void {
    const clock = this.message?.clock;
    if (!clock?.running || this.message?.status !== 'active') return;
    const face = this.clockFaces[clock.running];
    if (face) face.textContent = clockText(clock[clock.running] - (performance.now() - this.receivedAt));
  }

  private draw(): void {
    const m = this.message;
    clear(this.element);
    if (!m) return;
    this.clockFaces = {};
    const top: Side = this.mySeat ? otherSide(this.mySeat) : 'blue';
    this.element.append(
      h('p', { class: 'settings' }, `Game ${m.game}: ${describeSettings(m.settings)}`),
      this.playerLine(m, top),
      this.playerLine(m, otherSide(top)),
      this.statusLine(m),
    );
    for (const banner of this.banners(m)) this.element.appendChild(banner);
    this.element.appendChild(this.buttons(m));
    if (this.error) this.element.appendChild(notice(this.error));
    if (this.history.length) this.element.appendChild(movesList(this.history));
  }

  private playerLine(m: GameMessage, side: Side): HTMLElement {
    const online = m.online?.[side];
    const face = m.clock ? h('span', { class: `clock${m.clock.running === side ? ' running' : ''}`, 'data-clock': side }, clockText(m.clock[side])) : null;
    if (face) this.clockFaces[side] = face;
    const name = m.players[side];
    return h(
      'div',
      { class: `player-line ${side}` },
      h('span', { class: `dot ${online ? 'online' : 'offline'}`, title: online ? 'connected' : 'not connected' }),
      name && name !== 'computer' && !name.startsWith('computer') ? h('a', { href: `#/player/${name}` }, name) : h('span', {}, name ?? '(open seat)'),
      h('span', { class: 'side-name' }, ` (${side}${this.mySeat === side ? ', you' : ''})`),
      face,
    );
  }

  private statusLine(m: GameMessage): HTMLElement {
    let text: string;
    if (m.status === 'over') text = resultWords(m.result, m.players);
    else if (m.status === 'open') text = 'Waiting for an opponent to join.';
    else if (m.status === 'adjourned') text = 'The game is adjourned.';
    else if (m.setup) text = this.mySeat && m.setup.ready[this.mySeat] ? 'Waiting for the opponent’s setup.' : 'Set up your pieces.';
    else {
      const toMove = m.board?.toMove ?? m.cards?.toAct ?? m.table?.toAct;
      const computer = toMove && this.mySeat && toMove !== this.mySeat && m.settings.opponent === 'computer';
      text = toMove === this.mySeat ? 'Your turn.' : computer ? 'The computer is thinking…' : `${toMove === 'red' ? 'Red' : 'Blue'} to play.`;
    }
    return h('p', { class: 'status', role: 'status', 'aria-live': 'polite' }, text);
  }

  private banners(m: GameMessage): HTMLElement[] {
    const out: HTMLElement[] = [];
    const me = this.mySeat;
    if (!this.connected) out.push(notice('Connection lost: reconnecting…', 'info'));
    const code = app.inviteOf(m.game);
    if (m.status === 'open' && code) {
      const url = `${window.location.origin}${window.location.pathname}#/invite/${code}`;
      const copy = h('button', { type: 'button' }, 'Copy');
      copy.onclick = () => void navigator.clipboard?.writeText(url);
      out.push(h('p', { class: 'invite' }, 'Invite link: ', h('input', { readonly: true, value: url, 'aria-label': 'invite link', size: 40 }), copy));
    }
    if (!me || m.status === 'over') return out;
    const them = otherSide(me);
    if (m.status === 'active' && m.online && !m.online[them] && m.players[them])
      out.push(notice('Your opponent is disconnected. The game waits for them to come back.', 'info'));
    if (m.drawOffer === them) out.push(this.offer('Your opponent offers a draw.', 'draw'));
    if (m.adjournOffer === them) out.push(this.offer('Your opponent asks to adjourn the game.', 'adjourn'));
    if (m.drawOffer === me) out.push(notice('You offered a draw.', 'info'));
    if (m.adjournOffer === me) out.push(notice('You asked to adjourn.', 'info'));
    return out;
  }

  private offer(text: string, type: 'draw' | 'adjourn'): HTMLElement {
    const accept = h('button', { type: 'button' }, 'Accept');
    const decline = h('button', { type: 'button' }, 'Decline');
    accept.onclick = () => this.act({ type, answer: 'accept' });
    decline.onclick = () => this.act({ type, answer: 'decline' });
    return h('p', { class: 'offer', role: 'alert' }, text, ' ', accept, decline);
  }

  private buttons(m: GameMessage): HTMLElement {
    const bar = h('div', { class: 'actions' });
    const add = (text: string, act: () => void) => {
      const b = h('button', { type: 'button' }, text);
      b.onclick = act;
      bar.appendChild(b);
    };
    if (m.status === 'over') {
      if (m.board) bar.appendChild(h('a', { class: 'button', href: `#/replay/${m.game}` }, 'Replay'));
      bar.appendChild(h('a', { class: 'button', href: recordUrl(m.game, 'record'), download: '' }, 'Download record'));
      if (m.board) bar.appendChild(h('a', { class: 'button', href: recordUrl(m.game, 'gravon'), download: '' }, 'Gravon XML'));
      if (this.mySeat) add('Rematch', () => void this.rematch(m));
      return bar;
    }
    if (!this.mySeat) return bar;
    const vsComputer = m.settings.opponent === 'computer';
    if (m.status === 'adjourned') add('Resume', () => this.act({ type: 'resume' }));
    else if (m.status === 'active') {
      if (m.board || m.setup) add('Offer draw', () => this.act({ type: 'draw' }));
      add(vsComputer ? 'Pause' : 'Adjourn', () => this.act({ type: 'adjourn' }));
    }
    if (m.status !== 'open') add('Resign', () => this.act({ type: 'resign' }, 'Resign this game?'));
    return bar;
  }

  private async rematch(m: GameMessage): Promise<void> {
    const s = m.settings;
    const game: NewGame = { variant: s.variant, opponent: s.opponent, color: otherSide(this.mySeat!) };
    if (s.level) game.level = s.level;
    if (s.rules) game.rules = s.rules;
    if (s.clock) game.clock = s.clock;
    if (s.deck) game.deck = s.deck;
    if (s.opponent === 'human') game.invite = true; // the link goes to the same opponent
    try {
      await app.startGame(game);
    } catch (error) {
      this.error = errorText(error);
      this.draw();
    }
  }
}

// The moves so far, folded away on a phone so the board stays near the top.
function movesList(history: string[]): HTMLElement {
  const list = h('ol', { class: 'moves', 'aria-label': 'moves' });
  for (let i = 0; i < history.length; i += 2) list.appendChild(h('li', {}, `${history[i]} ${history[i + 1] ?? ''}`));
  queueMicrotask(() => (list.scrollTop = list.scrollHeight));
  const wide = window.matchMedia?.('(min-width: 900px)').matches ?? true;
  return h('details', { class: 'moves-box', open: wide }, h('summary', {}, `Moves (${history.length})`), list);
}
