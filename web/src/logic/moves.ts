// The seat's legal moves (`e4-e5`, `e4xe5`) grouped by the square they start from, so the
// board can highlight a piece's targets and turn a click or a drop into the move's text.

export interface MoveText {
  from: string;
  to: string;
  attack: boolean;
}

export function parseMoveText(text: string): MoveText | null {
  const match = /^([a-z]\d{1,2})([-x])([a-z]\d{1,2})/.exec(text);
  return match ? { from: match[1], to: match[3], attack: match[2] === 'x' } : null;
}

export function movesByOrigin(legal: string[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const text of legal) {
    const move = parseMoveText(text);
    if (!move) continue;
    if (!out.has(move.from)) out.set(move.from, new Map());
    out.get(move.from)!.set(move.to, text);
  }
  return out;
}
