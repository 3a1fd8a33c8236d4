// Clock faces: minutes and seconds, tenths in the last ten seconds.

export function clockText(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10_000) return `0:0${(clamped / 1000).toFixed(1)}`;
  const seconds = Math.floor(clamped / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
