// The Card Battle table (docs/CARDS.md, docs/SERVER.md "Card Battle view"): for a seat, the
// enemy front line (face down unless this seat has seen a card), its hand and pile counts and
// what a Spy last saw of its hand, both discard piles, this seat's front line, hand and pile,
// and the actions of the `legal` list: arranging by picking hand cards in slot order, attacking
// by picking a front-line card then an enemy card, filling a gap from the hand, the abilities
// (Spy, Scout, Flag) as buttons, and every legal text as a button where nothing else offers it.
// For a spectator, the public table only. The game's chrome (players, clocks, result) is not
// drawn here. This file holds what a seat chooses (the picks, the selected card) and sends;
// the parts drawn from their arguments alone are in ui/card_table_parts.ts, and the actions
// panel under the table in ui/card_actions_panel.ts.
import { app } from '../app';
import type { CardSlot, CardView, GameMessage, Side } from '../types';
import { otherSide } from '../types';
import {
  FRONT_SLOTS,
  actingSlots,
  arrangeSize,
  attackAction,
  attackTargets,
  canExtendArrange,
  fillAction,
  fillSlot,
  slotLetter,
} from '../logic/card_actions';
import { append, clear, errorText, h } from '../ui/dom';
import { type Face, cardSvg, cardWords, miniCards, sideName } from '../ui/card_art';
import { discards, emptySlot, publicTable, sideHead, slotCell, staticCard, statusBar } from '../ui/card_table_parts';
import { actionsPanel } from '../ui/card_actions_panel';

export class CardsView {
  readonly element = h('section', { class: 'card-table', 'aria-label': 'Card Battle table' });
  private message: GameMessage | null = null;
  private legalKey = '';
  private picks: number[] = []; // arranging: indices into my hand, slot a first
  private selected: number | null = null; // acting: my front-line slot
  private error: string | null = null;
  private busy = false;
  private destroyed = false;

  update(message: GameMessage): void {
    const cards = message.cards;
    const key = cards ? `${message.game}|${message.seat}|${cards.phase}|${cards.turn}|${cards.legal.join('|')}` : '';
    if (key !== this.legalKey) {
      this.legalKey = key;
      this.picks = [];
      this.selected = null;
      this.error = null;
    }
    this.message = message;
    this.render();
  }

  destroy(): void {
    this.destroyed = true;
    this.element.remove();
  }

  // ---- drawing ----

  private render(): void {
    if (this.destroyed) return;
    const active = document.activeElement;
    const focusKey = active instanceof HTMLElement && this.element.contains(active) ? active.dataset.key : undefined;
    clear(this.element);
    const message = this.message;
    if (message?.cards && message.seat !== 'spectator') this.drawSeat(message.cards, message.seat);
    else if (message?.table) append(this.element, publicTable(message.table));
    else this.element.appendChild(h('p', { class: 'card-waiting' }, 'Waiting for the table…'));
    if (focusKey) {
      const again = [...this.element.querySelectorAll<HTMLElement>('[data-key]')].find((e) => e.dataset.key === focusKey);
      if (again && !(again as HTMLButtonElement).disabled) again.focus();
    }
  }

  private buttonCard(face: Face, label: string, key: string, onClick: () => void, opts: { pressed?: boolean; target?: boolean; disabled?: boolean } = {}): HTMLButtonElement {
    const classes = ['card-card', 'card-button'];
    if (opts.pressed) classes.push('card-selected');
    if (opts.target) classes.push('card-target');
    const button = h('button', {
      type: 'button',
      class: classes.join(' '),
      'aria-label': label,
      'data-key': key,
      'aria-pressed': opts.pressed === undefined ? undefined : String(opts.pressed),
      disabled: opts.disabled || this.busy,
      onclick: () => onClick(),
    });
    button.appendChild(cardSvg(face));
    return button;
  }

  // ---- a seat ----

  private drawSeat(view: CardView, me: Side): void {
    const enemy = otherSide(me);
    const myTurn = view.toAct === me && view.phase !== 'over' && view.legal.length > 0;
    const legal = myTurn ? view.legal : [];
    const hand = Array.isArray(view.me.hand) ? view.me.hand : [];
    const enemyHand = typeof view.enemy.hand === 'number' ? view.enemy.hand : view.enemy.hand.length;
    const arranging = myTurn && view.phase === 'arrange' && arrangeSize(legal) > 0;
    const gap = myTurn && view.phase === 'fill' ? fillSlot(legal) : null;
    const acting = myTurn && view.phase === 'act' ? actingSlots(legal) : [];
    const targets = this.selected !== null ? attackTargets(legal, this.selected) : [];
    const myFront = view.me.front;
    const enemyFront = view.enemy.front;

    this.element.appendChild(statusBar(view.phase, view.turn, view.toAct, view.outcome, view, me));

    // The enemy.
    const enemyRow = h('div', { class: 'card-front', role: 'group', 'aria-label': 'Enemy front line, slots a to e' });
    for (let i = 0; i < FRONT_SLOTS; ++i) {
      const slot: CardSlot | null = enemyFront[i] ?? null;
      const letter = slotLetter(i);
      if (!slot) {
        enemyRow.appendChild(slotCell(letter, emptySlot(`Enemy slot ${letter}: empty`)));
        continue;
      }
      const face: Face = { side: enemy, rank: slot.rank };
      const what = cardWords(slot.rank);
      const attack = this.selected !== null && targets.includes(i) ? attackAction(legal, this.selected, i) : null;
      if (attack) {
        const mine = myFront[this.selected!]?.rank;
        enemyRow.appendChild(
          slotCell(
            letter,
            this.buttonCard(face, `Attack enemy slot ${letter}, ${what}, with your ${mine ?? 'card'} in ${slotLetter(this.selected!)}`, `enemy-${letter}`, () => this.send(attack), {
              target: true,
            }),
            'card-targetable',
          ),
        );
      } else {
        enemyRow.appendChild(slotCell(letter, staticCard(face, `Enemy slot ${letter}: ${what}`), slot.rank ? 'card-known' : ''));
      }
    }
    const seen = view.enemy.handSeen;
    const enemySection = h(
      'div',
      { class: `card-side card-enemy card-side-${enemy}`, role: 'region', 'aria-label': `Enemy (${sideName(enemy)})` },
      sideHead(`Enemy (${sideName(enemy)})`, enemyHand, view.enemy.pile),
      seen
        ? h('div', { class: 'card-hand-seen' }, h('span', { class: 'card-label' }, `Their hand on turn ${seen.turn} (your Spy saw):`), miniCards(seen.cards, enemy, 'empty'))
        : null,
      enemyRow,
    );
    this.element.appendChild(enemySection);

    this.element.appendChild(discards(view.discards, me));

    // Me.
    const pickedRanks = this.picks.map((p) => hand[p]!).filter((r) => r !== undefined);
    const myRow = h('div', { class: 'card-front', role: 'group', 'aria-label': 'Your front line, slots a to e' });
    for (let i = 0; i < FRONT_SLOTS; ++i) {
      const letter = slotLetter(i);
      const slot: CardSlot | null = myFront[i] ?? null;
      if (arranging && !slot) {
        const picked = pickedRanks[i];
        if (picked !== undefined) {
          myRow.appendChild(
            slotCell(
              letter,
              this.buttonCard({ side: me, rank: picked, preview: true }, `Slot ${letter}: ${cardWords(picked)}; take it back`, `my-${letter}`, () => this.unpick(i)),
              'card-picked-slot',
            ),
          );
        } else {
          const next = i === pickedRanks.length;
          myRow.appendChild(slotCell(letter, emptySlot(`Slot ${letter}: ${next ? 'next to fill' : 'empty'}`, next ? 'card-next' : '')));
        }
        continue;
      }
      if (!slot) {
        const isGap = gap === i;
        myRow.appendChild(slotCell(letter, emptySlot(`Slot ${letter}: empty${isGap ? ', choose a card from your hand for it' : ''}`, isGap ? 'card-next' : '')));
        continue;
      }
      const face: Face = { side: me, rank: slot.rank, exposed: slot.exposed };
      const what = `${cardWords(slot.rank)}${slot.exposed ? ', known to the enemy' : ''}`;
      if (acting.includes(i)) {
        const pressed = this.selected === i;
        myRow.appendChild(
          slotCell(
            letter,
            this.buttonCard(face, `Your slot ${letter}: ${what}. ${pressed ? 'Selected; choose what it does' : 'Select it to act'}`, `my-${letter}`, () => this.select(i), {
              pressed,
            }),
            'card-can-act',
          ),
        );
      } else {
        myRow.appendChild(slotCell(letter, staticCard(face, `Your slot ${letter}: ${what}`)));
      }
    }

    const handRow = h('div', { class: 'card-hand', role: 'group', 'aria-label': 'Your hand' });
    hand.forEach((rank, index) => {
      const face: Face = { side: me, rank };
      if (arranging) {
        const at = this.picks.indexOf(index);
        if (at >= 0) {
          handRow.appendChild(
            this.buttonCard({ ...face, preview: true }, `${cardWords(rank)}, placed in slot ${slotLetter(at)}; take it back`, `hand-${index}`, () => this.unpick(at), {
              pressed: true,
            }),
          );
          return;
        }
        const fits = canExtendArrange(legal, [...pickedRanks, rank]) && pickedRanks.length < arrangeSize(legal);
        handRow.appendChild(
          this.buttonCard(face, `Put ${cardWords(rank)} in slot ${slotLetter(pickedRanks.length)}`, `hand-${index}`, () => this.pick(index), {
            pressed: false,
            disabled: !fits,
          }),
        );
        return;
      }
      const fill = gap !== null ? fillAction(legal, gap, rank) : null;
      if (fill) {
        handRow.appendChild(this.buttonCard(face, `Fill slot ${slotLetter(gap!)} with ${cardWords(rank)}`, `hand-${index}`, () => this.send(fill)));
        return;
      }
      handRow.appendChild(staticCard(face, cardWords(rank)));
    });
    if (hand.length === 0) handRow.appendChild(h('span', { class: 'card-none' }, 'Your hand is empty'));

    this.element.appendChild(
      h(
        'div',
        { class: `card-side card-me card-side-${me}`, role: 'region', 'aria-label': `You (${sideName(me)})` },
        myRow,
        sideHead(`You (${sideName(me)})`, hand.length, view.me.pile),
        handRow,
      ),
    );

    this.element.appendChild(
      actionsPanel(
        { view, me, legal, hand, pickedRanks, pickCount: this.picks.length, gap, acting, selected: this.selected, busy: this.busy, error: this.error },
        { send: (action) => this.send(action), select: (slot) => this.select(slot), clearPicks: () => this.clearPicks() },
      ),
    );
  }

  // ---- choices ----

  private pick(index: number): void {
    const view = this.message?.cards;
    if (!view || this.picks.includes(index)) return;
    this.picks = [...this.picks, index];
    this.render();
  }

  private unpick(position: number): void {
    this.picks = this.picks.filter((_, i) => i !== position);
    this.render();
  }

  private clearPicks(): void {
    this.picks = [];
    this.render();
  }

  private select(slot: number | null): void {
    this.selected = slot === this.selected ? null : slot;
    this.render();
  }

  private send(action: string): void {
    const message = this.message;
    if (!message || this.busy) return;
    this.busy = true;
    this.error = null;
    this.render();
    app.socket.send({ type: 'card', game: message.game, action }).then(
      () => {
        if (this.destroyed) return;
        this.busy = false;
        this.picks = [];
        this.selected = null;
        this.render();
      },
      (error: unknown) => {
        if (this.destroyed) return;
        this.busy = false;
        this.error = errorText(error);
        this.render();
      },
    );
  }
}
