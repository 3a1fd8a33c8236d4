import { describe, expect, it } from 'vitest';
import {
  abilityActions,
  actingSlots,
  actionText,
  arrangeAction,
  arrangeSize,
  attackAction,
  attackTargets,
  canExtendArrange,
  describeCardAction,
  fillAction,
  fillActions,
  fillSlot,
  groupActions,
  isLegalArrange,
  parseCardAction,
  slotIndex,
  slotLetter,
  unknownActions,
} from './card_actions';
import { ACT_LEGAL, SETUP_LEGAL, serverArranges } from '../test_fixtures';


describe('slots and parsing', () => {
  it('maps letters and indices', () => {
    expect(slotLetter(0)).toBe('a');
    expect(slotLetter(4)).toBe('e');
    expect(slotIndex('C')).toBe(2);
    expect(slotIndex('f')).toBe(-1);
  });

  it('reads every verb', () => {
    expect(parseCardAction('attack b d')).toMatchObject({ verb: 'attack', slot: 1, targets: [3] });
    expect(parseCardAction('scout a b d')).toMatchObject({ verb: 'scout', slot: 0, targets: [1, 3] });
    expect(parseCardAction('scout a c')).toMatchObject({ verb: 'scout', slot: 0, targets: [2] });
    expect(parseCardAction('spy c')).toMatchObject({ verb: 'spy', slot: 2, targets: [] });
    expect(parseCardAction('flag e')).toMatchObject({ verb: 'flag', slot: 4 });
    expect(parseCardAction('fill b 10')).toMatchObject({ verb: 'fill', slot: 1, rank: '10' });
    expect(parseCardAction('arrange 10 9 B 3 F')).toMatchObject({ verb: 'arrange', cards: ['10', '9', 'B', '3', 'F'] });
    expect(parseCardAction('arrange 2 2 3')).toMatchObject({ cards: ['2', '2', '3'] });
  });

  it('rejects what it cannot read', () => {
    expect(parseCardAction('')).toBeNull();
    expect(parseCardAction('dance a')).toBeNull();
    expect(parseCardAction('attack b')).toBeNull();
    expect(parseCardAction('attack b z')).toBeNull();
    expect(parseCardAction('fill b 1')).toBeNull();
    expect(parseCardAction('arrange 2 X')).toBeNull();
    expect(unknownActions(['attack a b', 'dance a', 'spy c'])).toEqual(['dance a']);
  });
});

describe('acting', () => {
  it('lists the slots that can act', () => {
    expect(actingSlots(ACT_LEGAL)).toEqual([0, 1, 2, 4]);
    expect(actingSlots(SETUP_LEGAL)).toEqual([]);
    expect(actingSlots([])).toEqual([]);
  });

  it('lists attack targets and builds attack texts', () => {
    expect(attackTargets(ACT_LEGAL, 0)).toEqual([0, 1, 3]);
    expect(attackTargets(ACT_LEGAL, 4)).toEqual([]); // the Flag cannot attack
    expect(attackAction(ACT_LEGAL, 1, 3)).toBe('attack b d');
    expect(attackAction(ACT_LEGAL, 1, 2)).toBeNull(); // enemy c is empty
    expect(attackAction(ACT_LEGAL, 3, 0)).toBeNull(); // a Bomb cannot attack
  });

  it('finds actions by verb, slot and targets (scout targets in any order)', () => {
    expect(actionText(ACT_LEGAL, 'scout', 1, [3, 0])).toBe('scout b a d');
    expect(actionText(ACT_LEGAL, 'scout', 1, [0])).toBeNull();
    expect(actionText(ACT_LEGAL, 'spy', 2)).toBe('spy c');
    expect(actionText(ACT_LEGAL, 'flag', 4)).toBe('flag e');
    expect(actionText(ACT_LEGAL, 'flag', 3)).toBeNull();
    expect(actionText(ACT_LEGAL, 'attack', 2, [1])).toBe('attack c b');
  });

  it('a Scout facing one card looks at it alone', () => {
    const legal = ['attack a c', 'scout a c'];
    expect(actionText(legal, 'scout', 0, [2])).toBe('scout a c');
    expect(abilityActions(legal).map((a) => a.text)).toEqual(['scout a c']);
  });

  it('groups the abilities for buttons', () => {
    expect(abilityActions(ACT_LEGAL).map((a) => a.text)).toEqual(['scout b a b', 'scout b a d', 'scout b b d', 'spy c', 'flag e']);
    expect(abilityActions(ACT_LEGAL, 2).map((a) => a.text)).toEqual(['spy c']);
    const groups = groupActions(ACT_LEGAL, ['spy', 'scout', 'flag']);
    expect(groups.map((g) => g.verb)).toEqual(['spy', 'scout', 'flag']);
    expect(groups[1]!.actions).toHaveLength(3);
    expect(groups[1]!.actions[0]!.label).toBe('Scout in b: look at enemy a and b');
    expect(groupActions(ACT_LEGAL).map((g) => g.verb)).toEqual(['attack', 'spy', 'scout', 'flag']);
  });
});

describe('arranging', () => {
  it('matches the sample: the first legal texts and the size', () => {
    expect(SETUP_LEGAL[0]).toBe('arrange 2 2 3 4 5');
    expect(SETUP_LEGAL[1]).toBe('arrange 2 2 3 4 6');
    expect(arrangeSize(SETUP_LEGAL)).toBe(5);
    expect(arrangeSize(ACT_LEGAL)).toBe(0);
  });

  it('accepts the chosen cards in the player order, slot a first', () => {
    expect(arrangeAction(SETUP_LEGAL, ['B', '6', '5', '2', '5'])).toBe('arrange B 6 5 2 5');
    expect(arrangeAction(SETUP_LEGAL, ['5', '4', '3', '2', '2'])).toBe('arrange 5 4 3 2 2');
    expect(isLegalArrange(SETUP_LEGAL, ['b', '6', '5', '2', '5'])).toBe(true);
  });

  it('refuses a choice that is not a legal arrangement', () => {
    expect(arrangeAction(SETUP_LEGAL, ['B', 'B', '5', '2', '5'])).toBeNull(); // one Bomb dealt
    expect(arrangeAction(SETUP_LEGAL, ['5', '5', '2'])).toBeNull(); // too few
    expect(arrangeAction(SETUP_LEGAL, ['5', '5', '2', '3', '4', '6'])).toBeNull(); // too many
    expect(arrangeAction(SETUP_LEGAL, ['10', '5', '2', '3', '4'])).toBeNull(); // not dealt
    expect(arrangeAction(ACT_LEGAL, ['5', '5', '2', '3', '4'])).toBeNull(); // not arranging
  });

  it('tells whether a partial choice can still be completed', () => {
    expect(canExtendArrange(SETUP_LEGAL, [])).toBe(true);
    expect(canExtendArrange(SETUP_LEGAL, ['2', '2'])).toBe(true);
    expect(canExtendArrange(SETUP_LEGAL, ['2', '2', '2'])).toBe(false);
    expect(canExtendArrange(SETUP_LEGAL, ['F'])).toBe(false);
  });

  it('handles a short deal after a late Flag ability', () => {
    const legal = serverArranges(['F', '3', '3'], 3);
    expect(legal).toEqual(['arrange F 3 3']);
    expect(arrangeSize(legal)).toBe(3);
    expect(arrangeAction(legal, ['3', 'F', '3'])).toBe('arrange 3 F 3');
  });
});

describe('filling', () => {
  const legal = ['fill b 3', 'fill b 7', 'fill b B'];

  it('names the gap and the cards that can fill it', () => {
    expect(fillSlot(legal)).toBe(1);
    expect(fillSlot(ACT_LEGAL)).toBeNull();
    expect(fillActions(legal).map((a) => a.rank)).toEqual(['3', '7', 'B']);
    expect(fillActions(legal, 0)).toEqual([]);
    expect(fillAction(legal, 1, '7')).toBe('fill b 7');
    expect(fillAction(legal, 1, 'b')).toBe('fill b B');
    expect(fillAction(legal, 1, '10')).toBeNull();
    expect(fillAction(legal, 2, '7')).toBeNull();
  });
});

describe('descriptions', () => {
  it('says what an action does', () => {
    expect(describeCardAction('attack b d')).toBe('Attack enemy d with your b');
    expect(describeCardAction('fill b 10')).toBe('Fill b with 10 (Marshal)');
    expect(describeCardAction('spy c')).toBe('Spy in c: look at the enemy hand');
    expect(describeCardAction('mystery')).toBe('mystery');
  });
});
