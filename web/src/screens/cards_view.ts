// The Card Battle table (docs/CARDS.md, docs/SERVER.md "Card Battle view"): for a seat, the
// enemy front line (face down unless this seat has seen a card), its hand and pile counts and
// what a Spy last saw of its hand, both discard piles, this seat's front line, hand and pile,
// and the actions of the `legal` list: arranging by picking hand cards in slot order, attacking
// by picking a front-line card then an enemy card, filling a gap from the hand, the abilities
// (Spy, Scout, Flag) as buttons, and every legal text as a button where nothing else offers it.
// For a spectator, the public table only. The game's chrome (players, clocks, result) is not
// drawn here.
import { app } from '../app';
import type { CardSlot, CardTable, CardTableSide, CardView, GameMessage, Outcome, Side } from '../types';
import { otherSide } from '../types';
import {
  FRONT_SLOTS,
  abilityActions,
  actingSlots,
  arrangeAction,
  arrangeSize,
  attackAction,
  attackTargets,
  byCardStrength,
  canExtendArrange,
  describeCardAction,
  fillAction,
  fillSlot,
  groupActions,
  parseCardAction,
  phaseLabel,
  slotLetter,
} from '../logic/card_actions';
import { clear, errorText, h, notice } from '../ui/dom';
import { type Face, cardSvg, cardWords, miniCards, sideName } from '../ui/card_art';


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
    else if (message?.table) this.drawTable(message);
    else this.element.appendChild(h('p', { class: 'card-waiting' }, 'Waiting for the table…'));
    if (focusKey) {
      const again = [...this.element.querySelectorAll<HTMLElement>('[data-key]')].find((e) => e.dataset.key === focusKey);
      if (again && !(again as HTMLButtonElement).disabled) again.focus();
    }
  }

  private statusBar(
    phase: string,
    turn: number,
    toAct: Side,
    outcome: Outcome | null,
    extras: Pick<CardTable, 'noBattleTurns' | 'turnsWithoutBattle' | 'battleThisTurn' | 'setupDone'>,
    me: Side | null,
  ): HTMLElement {
    const items: (HTMLElement | null)[] = [
      h('span', { class: 'card-phase' }, phaseLabel(phase)),
      h('span', {}, extras.setupDone === false ? 'Setup' : `Turn ${turn}`),
    ];
    if (!outcome && phase !== 'over')
      items.push(h('span', { class: `card-to-act card-${toAct}` }, me === toAct ? 'Your move' : `${sideName(toAct)} to act`));
    if (extras.turnsWithoutBattle !== undefined) {
      const limit = extras.noBattleTurns ? ` / ${extras.noBattleTurns}` : '';
      items.push(h('span', { title: 'Turns in a row without a battle; at the limit the game is a draw' }, `No battle: ${extras.turnsWithoutBattle}${limit}`));
    }
    if (extras.battleThisTurn) items.push(h('span', {}, 'Battle this turn'));
    return h('div', { class: 'card-status', role: 'status' }, ...items);
  }

  private discards(discards: Record<Side, string[]>, me: Side | null): HTMLElement {
    const row = (side: Side): HTMLElement =>
      h(
        'div',
        { class: 'card-discard-row' },
        h('span', { class: 'card-label' }, me === null ? `${sideName(side)} discards` : side === me ? 'Your discards' : 'Enemy discards'),
        miniCards([...discards[side]].sort(byCardStrength), side, 'none'),
      );
    const first: Side = me === null ? 'blue' : otherSide(me);
    return h('div', { class: 'card-discards' }, row(first), row(otherSide(first)));
  }

  private slotCell(letter: string, content: HTMLElement, extraClass = ''): HTMLElement {
    return h('div', { class: `card-slot${extraClass ? ` ${extraClass}` : ''}` }, content, h('span', { class: 'card-slot-letter', 'aria-hidden': 'true' }, letter));
  }

  private emptySlot(text: string, extraClass = ''): HTMLElement {
    return h('div', { class: `card-empty${extraClass ? ` ${extraClass}` : ''}`, role: 'img', 'aria-label': text });
  }

  private staticCard(face: Face, label: string): HTMLElement {
    const holder = h('div', { class: 'card-card', role: 'img', 'aria-label': label });
    holder.appendChild(cardSvg(face));
    return holder;
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

  private actionButton(text: string, label = describeCardAction(text), extraClass = ''): HTMLButtonElement {
    return h(
      'button',
      {
        type: 'button',
        class: `card-action${extraClass ? ` ${extraClass}` : ''}`,
        'data-key': `action:${text}`,
        'aria-label': label === text ? text : `${label} (${text})`,
        disabled: this.busy,
        onclick: () => this.send(text),
      },
      label,
    );
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

    this.element.appendChild(this.statusBar(view.phase, view.turn, view.toAct, view.outcome, view, me));

    // The enemy.
    const enemyRow = h('div', { class: 'card-front', role: 'group', 'aria-label': 'Enemy front line, slots a to e' });
    for (let i = 0; i < FRONT_SLOTS; ++i) {
      const slot: CardSlot | null = enemyFront[i] ?? null;
      const letter = slotLetter(i);
      if (!slot) {
        enemyRow.appendChild(this.slotCell(letter, this.emptySlot(`Enemy slot ${letter}: empty`)));
        continue;
      }
      const face: Face = { side: enemy, rank: slot.rank };
      const what = cardWords(slot.rank);
      const attack = this.selected !== null && targets.includes(i) ? attackAction(legal, this.selected, i) : null;
      if (attack) {
        const mine = myFront[this.selected!]?.rank;
        enemyRow.appendChild(
          this.slotCell(
            letter,
            this.buttonCard(face, `Attack enemy slot ${letter}, ${what}, with your ${mine ?? 'card'} in ${slotLetter(this.selected!)}`, `enemy-${letter}`, () => this.send(attack), {
              target: true,
            }),
            'card-targetable',
          ),
        );
      } else {
        enemyRow.appendChild(this.slotCell(letter, this.staticCard(face, `Enemy slot ${letter}: ${what}`), slot.rank ? 'card-known' : ''));
      }
    }
    const seen = view.enemy.handSeen;
    const enemySection = h(
      'div',
      { class: `card-side card-enemy card-side-${enemy}`, role: 'region', 'aria-label': `Enemy (${sideName(enemy)})` },
      h(
        'div',
        { class: 'card-side-head' },
        h('span', { class: 'card-side-name' }, `Enemy (${sideName(enemy)})`),
        h('span', { class: 'card-count' }, `Hand ${enemyHand}`),
        h('span', { class: 'card-count' }, `Pile ${view.enemy.pile}`),
      ),
      seen
        ? h('div', { class: 'card-hand-seen' }, h('span', { class: 'card-label' }, `Their hand on turn ${seen.turn} (your Spy saw):`), miniCards(seen.cards, enemy, 'empty'))
        : null,
      enemyRow,
    );
    this.element.appendChild(enemySection);

    this.element.appendChild(this.discards(view.discards, me));

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
            this.slotCell(
              letter,
              this.buttonCard({ side: me, rank: picked, preview: true }, `Slot ${letter}: ${cardWords(picked)}; take it back`, `my-${letter}`, () => this.unpick(i)),
              'card-picked-slot',
            ),
          );
        } else {
          const next = i === pickedRanks.length;
          myRow.appendChild(this.slotCell(letter, this.emptySlot(`Slot ${letter}: ${next ? 'next to fill' : 'empty'}`, next ? 'card-next' : '')));
        }
        continue;
      }
      if (!slot) {
        const isGap = gap === i;
        myRow.appendChild(this.slotCell(letter, this.emptySlot(`Slot ${letter}: empty${isGap ? ', choose a card from your hand for it' : ''}`, isGap ? 'card-next' : '')));
        continue;
      }
      const face: Face = { side: me, rank: slot.rank, exposed: slot.exposed };
      const what = `${cardWords(slot.rank)}${slot.exposed ? ', known to the enemy' : ''}`;
      if (acting.includes(i)) {
        const pressed = this.selected === i;
        myRow.appendChild(
          this.slotCell(
            letter,
            this.buttonCard(face, `Your slot ${letter}: ${what}. ${pressed ? 'Selected; choose what it does' : 'Select it to act'}`, `my-${letter}`, () => this.select(i), {
              pressed,
            }),
            'card-can-act',
          ),
        );
      } else {
        myRow.appendChild(this.slotCell(letter, this.staticCard(face, `Your slot ${letter}: ${what}`)));
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
      handRow.appendChild(this.staticCard(face, cardWords(rank)));
    });
    if (hand.length === 0) handRow.appendChild(h('span', { class: 'card-none' }, 'Your hand is empty'));

    this.element.appendChild(
      h(
        'div',
        { class: `card-side card-me card-side-${me}`, role: 'region', 'aria-label': `You (${sideName(me)})` },
        myRow,
        h(
          'div',
          { class: 'card-side-head' },
          h('span', { class: 'card-side-name' }, `You (${sideName(me)})`),
          h('span', { class: 'card-count' }, `Hand ${hand.length}`),
          h('span', { class: 'card-count' }, `Pile ${view.me.pile}`),
        ),
        handRow,
      ),
    );

    this.element.appendChild(this.actionsPanel(view, me, legal, hand, pickedRanks, gap, acting));
  }

  private actionsPanel(
    view: CardView,
    me: Side,
    legal: string[],
    hand: string[],
    pickedRanks: string[],
    gap: number | null,
    acting: number[],
  ): HTMLElement {
    const panel = h('div', { class: 'card-actions', role: 'group', 'aria-label': 'Actions' });
    const prompt = (text: string): void => {
      panel.appendChild(h('p', { class: 'card-prompt', 'aria-live': 'polite' }, text));
    };
    const covered = new Set<string>();
    const myFront = view.me.front;
    const enemyFront = view.enemy.front;

    if (view.phase === 'over' || view.outcome) {
      prompt('The game is over.');
    } else if (view.toAct !== me || legal.length === 0) {
      prompt(view.phase === 'arrange' ? `${sideName(view.toAct)} is arranging.` : `Waiting for ${sideName(view.toAct)}.`);
    } else if (view.phase === 'arrange') {
      const size = arrangeSize(legal);
      const text = arrangeAction(legal, pickedRanks);
      prompt(
        pickedRanks.length < size
          ? `Arrange your front line: pick ${size} cards from your hand, slot ${slotLetter(0)} first (${pickedRanks.length} of ${size}, next: slot ${slotLetter(pickedRanks.length)}).`
          : 'Your front line is chosen: confirm it, or take cards back.',
      );
      panel.appendChild(
        h(
          'div',
          { class: 'card-buttons' },
          h(
            'button',
            { type: 'button', class: 'primary card-confirm', 'data-key': 'confirm', disabled: !text || this.busy, onclick: () => text && this.send(text) },
            text ? `Confirm: ${pickedRanks.join(' ')}` : 'Confirm',
          ),
          h('button', { type: 'button', class: 'card-clear', 'data-key': 'clear', disabled: this.picks.length === 0 || this.busy, onclick: () => this.clearPicks() }, 'Clear'),
        ),
      );
      for (const text of legal) {
        const a = parseCardAction(text);
        if (a?.verb === 'arrange' && a.cards.length === size && a.cards.every((c) => hand.includes(c))) covered.add(text);
      }
    } else if (view.phase === 'fill') {
      prompt(gap !== null ? `Fill slot ${slotLetter(gap)}: choose a card from your hand.` : 'Fill your front line.');
      for (const text of legal) {
        const a = parseCardAction(text);
        if (a?.verb === 'fill' && a.slot === gap && hand.includes(a.rank!)) covered.add(text);
      }
    } else if (view.phase === 'act') {
      if (this.selected === null) {
        prompt(acting.length > 0 ? 'Choose one of your front-line cards to act with.' : 'Choose an action.');
      } else {
        const letter = slotLetter(this.selected);
        const rank = myFront[this.selected]?.rank;
        const canAttack = attackTargets(legal, this.selected).length > 0;
        prompt(`Your ${rank ?? 'card'} in ${letter}${canAttack ? ': choose an enemy card to attack' : ''}.`);
        panel.appendChild(
          h(
            'div',
            { class: 'card-buttons' },
            ...abilityActions(legal, this.selected).map((a) => this.actionButton(a.text, describeCardAction(a.text), 'primary')),
            h('button', { type: 'button', class: 'card-cancel', 'data-key': 'cancel', onclick: () => this.select(null) }, 'Cancel'),
          ),
        );
      }
      // The abilities of every card, one button each.
      for (const group of groupActions(legal, ['spy', 'scout', 'flag'])) {
        panel.appendChild(
          h(
            'div',
            { class: `card-group card-group-${group.verb}`, role: 'group', 'aria-label': group.title },
            h('span', { class: 'card-label' }, group.title),
            h('div', { class: 'card-buttons' }, ...group.actions.map((a) => this.actionButton(a.text, a.label))),
          ),
        );
        group.actions.forEach((a) => covered.add(a.text));
      }
      for (const text of legal) {
        const a = parseCardAction(text);
        if (a?.verb === 'attack' && myFront[a.slot!] && enemyFront[a.targets[0]!]) covered.add(text);
      }
    }

    // Whatever the controls above do not offer, as plain buttons: the player is never stuck.
    const rest = legal.filter((text) => !covered.has(text));
    if (rest.length > 0) {
      panel.appendChild(
        h(
          'div',
          { class: 'card-group card-fallback', role: 'group', 'aria-label': 'Legal actions' },
          h('span', { class: 'card-label' }, covered.size === 0 ? 'Legal actions' : 'Other actions'),
          h('div', { class: 'card-buttons' }, ...rest.map((text) => this.actionButton(text))),
        ),
      );
    }
    if (covered.size > 0 && legal.length > 0) {
      const details = h('details', { class: 'card-all' }, h('summary', {}, `All legal actions (${legal.length})`));
      details.appendChild(h('div', { class: 'card-buttons' }, ...legal.map((text) => this.actionButton(text, text))));
      panel.appendChild(details);
    }
    if (this.busy) panel.appendChild(notice('Sending…', 'info'));
    if (this.error) panel.appendChild(notice(this.error, 'error'));
    return panel;
  }

  // ---- a spectator ----

  private drawTable(message: GameMessage): void {
    const table = message.table!;
    this.element.appendChild(this.statusBar(table.phase, table.turn, table.toAct, table.outcome, table, null));
    const sideBlock = (side: Side): HTMLElement => {
      const held: CardTableSide = table[side];
      const row = h('div', { class: 'card-front', role: 'group', 'aria-label': `${sideName(side)} front line, slots a to e` });
      for (let i = 0; i < FRONT_SLOTS; ++i) {
        const letter = slotLetter(i);
        row.appendChild(
          this.slotCell(
            letter,
            held.front[i] ? this.staticCard({ side }, `${sideName(side)} slot ${letter}: face-down card`) : this.emptySlot(`${sideName(side)} slot ${letter}: empty`),
          ),
        );
      }
      return h(
        'div',
        { class: `card-side card-side-${side}`, role: 'region', 'aria-label': sideName(side) },
        h(
          'div',
          { class: 'card-side-head' },
          h('span', { class: 'card-side-name' }, sideName(side)),
          h('span', { class: 'card-count' }, `Hand ${held.hand}`),
          h('span', { class: 'card-count' }, `Pile ${held.pile}`),
        ),
        row,
      );
    };
    this.element.appendChild(sideBlock('blue'));
    this.element.appendChild(this.discards(table.discards, null));
    this.element.appendChild(sideBlock('red'));
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
