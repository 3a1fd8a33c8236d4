// Short words for games in lists: the variant, its clock, the opponent.
import type { GameSettings } from '../types';

export const BOARD_VARIANTS: [string, string][] = [
  ['classic', 'Original (40 pieces)'],
  ['duel', 'Duel (8×8)'],
  ['barrage', 'Barrage (8×8)'],
  ['duel10', 'Duel (10×10)'],
  ['barrage10', 'Barrage (10×10)'],
];
export const VARIANTS: [string, string][] = [...BOARD_VARIANTS, ['cards', 'Card Battle']];

export const LEVELS: [string, string][] = [
  ['random', 'Beginner (random)'],
  ['greedy', 'Easy (greedy)'],
  ['strong:1', 'Level 1'],
  ['strong:2', 'Level 2'],
  ['strong:3', 'Level 3'],
  ['strong:4', 'Level 4'],
  ['strong:5', 'Level 5'],
];

export function variantTitle(variant: string): string {
  return VARIANTS.find(([key]) => key === variant)?.[1] ?? variant;
}

export function describeSettings(settings: GameSettings): string {
  const parts = [variantTitle(settings.variant)];
  if (settings.clock) parts.push(`clock ${settings.clock}`);
  if (settings.opponent === 'computer') parts.push(`vs computer (${settings.level})`);
  return parts.join(', ');
}
