// The setup: the board with the seat's setup zone, a tray of the pieces still to place, and
// the ways to fill the zone (drag from the tray or tap a tray rank and then a square; random;
// the library; the player's saved setups). Ready is offered only for a complete setup; until
// then a line says what is missing.
import { api, type NamedSetup } from '../api';
import { app } from '../app';
import type { GameMessage, Layout, Side } from '../types';
import { inSetupZone } from '../logic/geometry';
import { rankLabel, rankName } from '../logic/ranks';
import { type Placement, parseSetupString, randomSetup, setupProblem, setupString, trayCounts } from '../logic/setup';
import { renderBoard } from '../ui/board';
import { clear, errorText, h, notice } from '../ui/dom';
import { enableDrag } from '../ui/drag';
import { pieceSvg } from '../ui/pieces';

export class SetupView {
  readonly element = h('div', { class: 'setup' });
  private message: GameMessage | null = null;
  private placement: Placement = new Map();
  private selected: string | null = null; // a square, or `tray:R`
  private status: HTMLElement | null = null;
  private saved: NamedSetup[] = [];
  private savedChoice = ''; // the saved setup last picked from the list
  private untouched = true; // the player has not changed the setup the screen started with

  constructor() {
    enableDrag(this.element, {
      source: (element) => {
        const tray = element.closest<HTMLElement>('[data-tray]')?.dataset.tray;
        if (tray) return `tray:${tray}`;
        const square = element.closest<HTMLElement>('[data-square]')?.dataset.square;
        return square && this.placement.has(square) && !this.ready ? square : null;
      },
      drop: (from, to) => this.drop(from, to),
    });
    api.setups().then(
      (setups) => {
        this.saved = setups;
        this.draw();
      },
      () => undefined, // no saved setups: the list stays empty
    );
  }

  private get seat(): Side {
    return this.message!.seat as Side;
  }

  private get layout(): Layout {
    return this.message!.layout!;
  }

  private get ready(): boolean {
    return this.message?.setup?.ready[this.seat] ?? false;
  }

  update(message: GameMessage): void {
    const first = this.message === null;
    this.message = message;
    const mine = message.setup?.mine;
    if (mine) this.placement = parseSetupString(this.layout, this.seat, mine) ?? this.placement;
    else if (first && !this.ready) this.startFromLibrary();
    this.draw();
  }

  // A new player can press Ready at once: the zone starts filled with a setup people played
  // (or a random one where the library has none), ready to be changed or cleared.
  private startFromLibrary(): void {
    this.placement = randomSetup(this.layout, this.seat);
    api.librarySetup(this.message!.settings.variant).then(
      (drawn) => {
        const placement = parseSetupString(this.layout, this.seat, drawn.setup);
        if (placement && !this.ready && this.untouched) this.setPlacement(placement, 'The library setup');
      },
      () => undefined, // no library for this variant: the random setup stays
    );
  }

  destroy(): void {}

  private drop(from: string, to: string | null): void {
    if (this.ready) return;
    this.untouched = false;
    const rank = from.startsWith('tray:') ? from.slice(5) : this.placement.get(from);
    if (!rank) return;
    if (to === null || !inSetupZone(this.layout, this.seat, to)) {
      if (!from.startsWith('tray:')) this.placement.delete(from); // dragged off the zone: back to the tray
    } else if (from.startsWith('tray:')) {
      if (this.left(rank) > 0) this.placement.set(to, rank);
    } else {
      const there = this.placement.get(to);
      this.placement.set(to, rank);
      if (there) this.placement.set(from, there);
      else this.placement.delete(from);
    }
    this.selected = null;
    this.draw();
  }

  private left(rank: string): number {
    return trayCounts(this.layout, this.placement).find(([r]) => r === rank)?.[1] ?? 0;
  }

  private onSquare(square: string): void {
    if (this.ready || !inSetupZone(this.layout, this.seat, square)) return;
    if (this.selected) {
      this.drop(this.selected, square);
      return;
    }
    this.selected = this.placement.has(square) ? square : null;
    this.draw();
  }

  private setPlacement(placement: Placement | null, what: string): void {
    if (!placement) {
      this.say(`${what} does not fit this board`);
      return;
    }
    this.placement = placement;
    this.selected = null;
    this.draw();
  }

  private choose(placement: Placement | null, what: string): void {
    this.untouched = false;
    this.setPlacement(placement, what);
  }

  private say(text: string, kind: 'error' | 'info' = 'error'): void {
    if (!this.status) return;
    clear(this.status);
    this.status.appendChild(notice(text, kind));
  }

  private async submit(): Promise<void> {
    const text = setupString(this.layout, this.seat, this.placement);
    try {
      await app.socket.send({ type: 'setup', game: this.message!.game, setup: text });
    } catch (error) {
      this.say(errorText(error));
    }
  }

  private draw(): void {
    if (!this.message?.layout) return;
    clear(this.element);
    const problem = setupProblem(this.layout, this.seat, this.placement);
    const pieces = new Map([...this.placement].map(([square, rank]) => [square, { side: this.seat, rank }]));
    const board = renderBoard(
      { layout: this.layout, seat: this.seat, pieces, selected: this.selected, zone: (s) => inSetupZone(this.layout, this.seat, s) },
      { onSquare: (square) => this.onSquare(square) },
    );
    this.status = h('div', { class: 'status-line' });
    const ready = h('button', { type: 'button', class: 'primary', disabled: problem !== null || this.ready }, this.ready ? 'Ready: waiting for the opponent' : 'Ready');
    ready.onclick = () => void this.submit();
    this.element.append(h('div', { class: 'board-holder' }, board), h('aside', { class: 'setup-panel' }, this.ready ? null : this.tray(), this.tools(), ready, this.status));
    if (problem && !this.ready) this.status.appendChild(notice(problem, 'info'));
  }

  private tray(): HTMLElement {
    const tray = h('div', { class: 'tray', 'aria-label': 'pieces to place' });
    for (const [rank, left] of trayCounts(this.layout, this.placement)) {
      if (left <= 0) continue;
      const key = `tray:${rank}`;
      const item = h(
        'button',
        { type: 'button', class: `tray-item${this.selected === key ? ' selected' : ''}`, 'data-tray': rank, 'aria-label': `${rankName(rank)}, ${left} to place` },
        pieceSvg({ side: this.seat, rank }),
        h('span', { class: 'count' }, Number.isFinite(left) ? `×${left}` : rankLabel(rank)),
      );
      item.onclick = () => {
        this.selected = this.selected === key ? null : key;
        this.draw();
      };
      tray.appendChild(item);
    }
    return tray;
  }

  private tools(): HTMLElement {
    const tools = h('div', { class: 'tools' });
    if (this.ready) return tools;
    const button = (text: string, act: () => void) => {
      const b = h('button', { type: 'button' }, text);
      b.onclick = act;
      tools.appendChild(b);
    };
    button('Random', () => this.choose(randomSetup(this.layout, this.seat), 'A random setup'));
    button('Clear', () => this.choose(new Map(), 'An empty setup'));
    button('From the library', async () => {
      try {
        const drawn = await api.librarySetup(this.message!.settings.variant);
        // A setup string reads from the side's back rank forward, so Red's fits Blue too.
        this.choose(parseSetupString(this.layout, this.seat, drawn.setup), `Library setup ${drawn.name}`);
      } catch (error) {
        this.say(errorText(error));
      }
    });
    const mine = this.saved.filter((s) => s.variant === this.message!.settings.variant);
    if (mine.length) {
      const select = h('select', { 'aria-label': 'saved setups' }, h('option', { value: '' }, 'Saved setups…'));
      for (const s of mine) select.appendChild(h('option', { value: s.name, selected: s.name === this.savedChoice }, s.name));
      select.onchange = () => {
        const chosen = mine.find((s) => s.name === select.value);
        this.savedChoice = select.value;
        if (chosen) this.choose(parseSetupString(this.layout, this.seat, chosen.setup), `Setup ${chosen.name}`);
      };
      tools.appendChild(select);
      button('Delete saved', async () => {
        const name = this.savedChoice;
        if (!name || !window.confirm(`Delete the saved setup ${name}?`)) return;
        try {
          await api.deleteSetup(name);
          this.savedChoice = '';
          this.saved = await api.setups();
          this.draw();
        } catch (error) {
          this.say(errorText(error));
        }
      });
    }
    if (app.user && setupProblem(this.layout, this.seat, this.placement) === null)
      button('Save as…', async () => {
        const name = window.prompt('Name of this setup');
        if (!name) return;
        try {
          await api.saveSetup(name, this.message!.settings.variant, setupString(this.layout, this.seat, this.placement));
          this.saved = await api.setups();
          this.draw();
          this.say(`Saved as ${name}`, 'info');
        } catch (error) {
          this.say(errorText(error));
        }
      });
    return tools;
  }
}
