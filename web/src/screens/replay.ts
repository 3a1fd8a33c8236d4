// The replay of a finished board game with both armies shown: step, jump to any move with
// the slider or the move list, and the arrow keys (Home, End too).
import { api, recordUrl } from '../api';
import type { GameMessage } from '../types';
import { buildFrames, type Frame } from '../logic/replay';
import { parseMoveText } from '../logic/moves';
import { resultWords } from '../logic/result';
import { describeSettings } from '../logic/describe';
import { renderBoard } from '../ui/board';
import { clear, errorText, h, notice } from '../ui/dom';

export function replayScreen(root: HTMLElement, param: string): () => void {
  const id = Number(param);
  const holder = h('div', { class: 'replay' });
  root.appendChild(holder);
  let onKey: ((event: KeyboardEvent) => void) | null = null;
  api.game(id).then(
    (message) => {
      const frames = message.layout && message.armies && message.board?.history ? buildFrames(message.layout, message.armies, message.board.history) : 'this game is not over, or is not a board game';
      if (typeof frames === 'string') {
        holder.appendChild(notice(`No replay of game ${id}: ${frames}`));
        return;
      }
      onKey = showReplay(holder, message, frames);
      window.addEventListener('keydown', onKey);
    },
    (error) => holder.appendChild(notice(`Game ${id}: ${errorText(error)}`)),
  );
  return () => {
    if (onKey) window.removeEventListener('keydown', onKey);
  };
}

function showReplay(holder: HTMLElement, message: GameMessage, frames: Frame[]): (event: KeyboardEvent) => void {
  let at = frames.length - 1;
  const boardHolder = h('div', { class: 'board-holder' });
  const slider = h('input', { type: 'range', min: 0, max: frames.length - 1, value: at, 'aria-label': 'move' });
  const caption = h('p', { class: 'status', role: 'status' });
  const list = h('ol', { class: 'moves replay-moves' });
  const go = (to: number) => {
    at = Math.max(0, Math.min(frames.length - 1, to));
    slider.value = String(at);
    const frame = frames[at];
    const last = frame.move ? parseMoveText(frame.move) : null;
    clear(boardHolder);
    boardHolder.appendChild(renderBoard({ layout: message.layout!, seat: 'red', pieces: frame.squares, lastMove: last ? [last.from, last.to] : null }, {}));
    caption.textContent = at === 0 ? 'Start position' : `Ply ${at}: ${frame.move}`;
    list.querySelectorAll('li').forEach((li, i) => li.classList.toggle('current', i + 1 === at));
  };
  frames.slice(1).forEach((frame, i) => {
    const item = h('li', {}, h('button', { type: 'button', class: 'link' }, frame.move ?? ''));
    item.onclick = () => go(i + 1);
    list.appendChild(item);
  });
  slider.oninput = () => go(Number(slider.value));
  const step = (text: string, label: string, to: () => number) => {
    const b = h('button', { type: 'button', 'aria-label': label }, text);
    b.onclick = () => go(to());
    return b;
  };
  holder.append(
    h('h1', {}, `Replay of game ${message.game}`),
    h('p', {}, `${describeSettings(message.settings)} · ${message.players.red} (red) – ${message.players.blue} (blue) · ${resultWords(message.result, message.players)}`),
    h(
      'div',
      { class: 'replay-body' },
      boardHolder,
      h(
        'aside',
        {},
        h('div', { class: 'actions' }, step('«', 'first', () => 0), step('◀', 'previous', () => at - 1), step('▶', 'next', () => at + 1), step('»', 'last', () => frames.length - 1)),
        slider,
        caption,
        list,
        h('a', { class: 'button', href: recordUrl(message.game, 'record'), download: '' }, 'Download record'),
      ),
    ),
  );
  go(at);
  return (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement && event.target !== slider) return;
    const moves: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: frames.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  };
}
