// A board game under way (or just over): the board as this seat may see it, the last move,
// the battle shown for a moment with both ranks, legal targets of the chosen piece, moves by
// click or drag, and what is known of each army.
import { app } from '../app';
import type { GameMessage, PieceView, Side } from '../types';
import { otherSide } from '../types';
import { armyCounts } from '../logic/army_count';
import { movesByOrigin, parseMoveText } from '../logic/moves';
import { parseSetupString } from '../logic/setup';
import { rankLabel, rankName } from '../logic/ranks';
import { renderBoard } from '../ui/board';
import { clear, errorText, h, notice } from '../ui/dom';
import { enableDrag } from '../ui/drag';
import { pieceSvg, type PieceLook } from '../ui/pieces';
import { beep } from '../ui/sound';

const BATTLE_SHOWN_MS = 1600;

export class PlayView {
  readonly element = h('div', { class: 'play' });
  private message: GameMessage | null = null;
  private selected: string | null = null;
  private battle: { square: string; attacker: PieceLook; defender: PieceLook; text: string } | null = null;
  private battleTimer = 0;
  private error: string | null = null;
  private readonly boardHolder = h('div', { class: 'board-holder' });
  private readonly side = h('aside', { class: 'army-panel' });

  constructor() {
    this.element.append(this.boardHolder, this.side);
    enableDrag(this.boardHolder, {
      source: (element) => {
        const square = element.closest<HTMLElement>('[data-square]')?.dataset.square;
        return square && this.movesFrom(square) ? square : null;
      },
      drop: (from, to) => {
        if (to) this.tryMove(from, to);
      },
    });
  }

  update(message: GameMessage): void {
    const before = this.message?.board;
    const board = message.board!;
    if (before && board.ply !== before.ply) {
      this.selected = null;
      this.error = null;
      if (board.last?.battle) this.showBattle(board.last.move, board.last.battle, board.pieces[board.last.piece]?.side ?? 'red');
      beep(board.last?.battle ? 'battle' : 'move');
      if (board.outcome) beep('end');
    }
    this.message = message;
    this.draw();
  }

  destroy(): void {
    clearTimeout(this.battleTimer);
  }

  private showBattle(move: string, note: string, attacker: Side): void {
    const parsed = parseMoveText(move);
    const ranks = /\((\w+)([<>=])(\w+)\)/.exec(note);
    if (!parsed || !ranks) return;
    const verdict = ranks[2] === '>' ? 'wins against' : ranks[2] === '<' ? 'loses against' : 'ties with';
    this.battle = {
      square: parsed.to,
      attacker: { side: attacker, rank: ranks[1] },
      defender: { side: otherSide(attacker), rank: ranks[3] },
      text: `${rankName(ranks[1])} ${verdict} ${rankName(ranks[3])}`,
    };
    clearTimeout(this.battleTimer);
    this.battleTimer = window.setTimeout(() => {
      this.battle = null;
      this.draw();
    }, BATTLE_SHOWN_MS);
  }

  private movesFrom(square: string): Map<string, string> | undefined {
    return movesByOrigin(this.message?.board?.legal ?? []).get(square);
  }

  private onSquare(square: string): void {
    if (this.selected && this.movesFrom(this.selected)?.has(square)) {
      this.tryMove(this.selected, square);
      return;
    }
    this.selected = this.movesFrom(square) ? (this.selected === square ? null : square) : null;
    this.draw();
  }

  private tryMove(from: string, to: string): void {
    const text = this.movesFrom(from)?.get(to);
    if (!text || !this.message) return;
    this.selected = null;
    app.socket.send({ type: 'move', game: this.message.game, move: text }).catch((error) => {
      this.error = errorText(error);
      this.draw();
    });
    this.draw();
  }

  private draw(): void {
    const message = this.message;
    if (!message?.board || !message.layout) return;
    const board = message.board;
    const pieces = new Map<string, PieceLook>();
    const armies = finalArmies(message);
    for (const p of board.pieces) if (p.square) pieces.set(p.square, { ...look(p), rank: p.rank ?? armies[p.side].get(p.start) });
    const last = board.last ? parseMoveText(board.last.move) : null;
    clear(this.boardHolder);
    this.boardHolder.appendChild(
      renderBoard(
        {
          layout: message.layout,
          seat: message.seat,
          pieces,
          selected: this.selected,
          targets: new Set(this.selected ? this.movesFrom(this.selected)?.keys() : []),
          lastMove: last ? [last.from, last.to] : null,
          battle: this.battle?.square,
          ply: board.ply,
        },
        { onSquare: (square) => this.onSquare(square) },
      ),
    );
    if (this.battle) this.boardHolder.appendChild(battleCard(this.battle));
    if (this.error) this.boardHolder.appendChild(notice(this.error));
    clear(this.side);
    const mine: Side = message.seat === 'blue' ? 'blue' : 'red';
    for (const side of [otherSide(mine), mine]) this.side.appendChild(armyTable(message, side, board.pieces));
  }
}

// The battle for a moment: both pieces with the ranks the battle showed (public to all).
function battleCard(battle: { attacker: PieceLook; defender: PieceLook; text: string }): HTMLElement {
  return h('div', { class: 'battle-card', 'aria-live': 'polite' }, pieceSvg(battle.attacker), h('span', {}, battle.text), pieceSvg(battle.defender));
}

// Once the game is over the server sends both armies: the board then shows every rank.
function finalArmies(message: GameMessage): Record<Side, Map<string, string>> {
  const read = (side: Side) => (message.armies && message.layout ? parseSetupString(message.layout, side, message.armies[side]) : null) ?? new Map<string, string>();
  return { red: read('red'), blue: read('blue') };
}

// Only what the view holds: an unknown piece gets no rank, however it is drawn.
function look(p: PieceView): PieceLook {
  return { side: p.side, rank: p.rank, moved: p.moved, scout: p.scout, revealed: p.revealed };
}

// Per rank: standing, taken, and (for an army the seat cannot see) how many standing are
// still unseen.
function armyTable(message: GameMessage, side: Side, pieces: PieceView[]): HTMLElement {
  const hidden = message.seat !== side;
  const rows = armyCounts(message.layout!, pieces, side);
  const table = h('table', { class: `army ${side}` }, h('caption', {}, `${message.players[side] ?? side} (${side})`));
  table.appendChild(h('tr', {}, h('th', {}, 'Rank'), h('th', {}, 'Left'), h('th', {}, 'Taken'), hidden ? h('th', {}, 'Unseen') : null));
  for (const row of rows) {
    const left = row.total - row.captured;
    table.appendChild(
      h(
        'tr',
        {},
        h('td', {}, `${rankLabel(row.rank)} ${rankName(row.rank)}`),
        h('td', {}, String(left)),
        h('td', {}, String(row.captured)),
        hidden ? h('td', {}, String(left - row.standingSeen)) : null,
      ),
    );
  }
  return table;
}
