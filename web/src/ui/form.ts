// Labelled form fields.
import { h } from './dom';

export function choice(name: string, options: [string, string][], selected: string): HTMLSelectElement {
  const select = h('select', { name });
  for (const [value, text] of options) select.appendChild(h('option', { value, selected: value === selected }, text));
  return select;
}

export function field(label: string, control: HTMLElement): HTMLElement {
  return h('label', { class: 'field' }, h('span', {}, label), control);
}
