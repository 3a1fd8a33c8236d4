// The actions panel under a seat's Card Battle table (docs/CARDS.md): the prompt for the
// phase, Confirm and Clear while arranging, the selected card's abilities, one button for each
// Spy, Scout and Flag action, and every legal text the table's cards do not offer, so the
// player is never stuck. The table screen (screens/cards_view.ts) holds the picks, the
// selection and the sending; the panel gets them as arguments and reports clicks back.
import type { CardView, Side } from '../types';
import {
  abilityActions,
  arrangeAction,
  arrangeSize,
  attackTargets,
  describeCardAction,
  groupActions,
  parseCardAction,
  slotLetter,
} from '../logic/card_actions';
import { h, notice } from './dom';
import { sideName } from './card_art';

export interface ActionsPanelState {
  view: CardView;
  me: Side;
  legal: string[]; // empty when it is not this seat's turn
  hand: string[];
  pickedRanks: string[]; // arranging: the ranks picked so far, slot a first
  pickCount: number; // how many hand cards are picked (Clear needs one)
  gap: number | null; // filling: the slot to fill
  acting: number[]; // acting: the front-line slots that may act
  selected: number | null; // acting: the chosen front-line slot
  busy: boolean; // an action is on its way: every button that sends is disabled
  error: string | null; // why the last action was refused
}

export interface ActionsPanelCallbacks {
  send(action: string): void;
  select(slot: number | null): void;
  clearPicks(): void;
}

export function actionsPanel(state: ActionsPanelState, on: ActionsPanelCallbacks): HTMLElement {
  const { view, me, legal, hand, pickedRanks, gap, acting, selected, busy } = state;
  const panel = h('div', { class: 'card-actions', role: 'group', 'aria-label': 'Actions' });
  const prompt = (text: string): void => {
    panel.appendChild(h('p', { class: 'card-prompt', 'aria-live': 'polite' }, text));
  };
  // A button that sends one legal text; its label says what it does in words.
  const actionButton = (text: string, label = describeCardAction(text), extraClass = ''): HTMLButtonElement =>
    h(
      'button',
      {
        type: 'button',
        class: `card-action${extraClass ? ` ${extraClass}` : ''}`,
        'data-key': `action:${text}`,
        'aria-label': label === text ? text : `${label} (${text})`,
        disabled: busy,
        onclick: () => on.send(text),
      },
      label,
    );
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
          { type: 'button', class: 'primary card-confirm', 'data-key': 'confirm', disabled: !text || busy, onclick: () => text && on.send(text) },
          text ? `Confirm: ${pickedRanks.join(' ')}` : 'Confirm',
        ),
        h('button', { type: 'button', class: 'card-clear', 'data-key': 'clear', disabled: state.pickCount === 0 || busy, onclick: () => on.clearPicks() }, 'Clear'),
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
    if (selected === null) {
      prompt(acting.length > 0 ? 'Choose one of your front-line cards to act with.' : 'Choose an action.');
    } else {
      const letter = slotLetter(selected);
      const rank = myFront[selected]?.rank;
      const canAttack = attackTargets(legal, selected).length > 0;
      prompt(`Your ${rank ?? 'card'} in ${letter}${canAttack ? ': choose an enemy card to attack' : ''}.`);
      panel.appendChild(
        h(
          'div',
          { class: 'card-buttons' },
          ...abilityActions(legal, selected).map((a) => actionButton(a.text, describeCardAction(a.text), 'primary')),
          h('button', { type: 'button', class: 'card-cancel', 'data-key': 'cancel', onclick: () => on.select(null) }, 'Cancel'),
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
          h('div', { class: 'card-buttons' }, ...group.actions.map((a) => actionButton(a.text, a.label))),
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
        h('div', { class: 'card-buttons' }, ...rest.map((text) => actionButton(text))),
      ),
    );
  }
  if (covered.size > 0 && legal.length > 0) {
    const details = h('details', { class: 'card-all' }, h('summary', {}, `All legal actions (${legal.length})`));
    details.appendChild(h('div', { class: 'card-buttons' }, ...legal.map((text) => actionButton(text, text))));
    panel.appendChild(details);
  }
  if (busy) panel.appendChild(notice('Sending…', 'info'));
  if (state.error) panel.appendChild(notice(state.error, 'error'));
  return panel;
}
