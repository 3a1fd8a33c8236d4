// Optional sound (off unless the player turns it on): short tones made with Web Audio, so
// there are no audio files to fetch.
import { app } from '../app';

let context: AudioContext | null = null;

export function beep(kind: 'move' | 'battle' | 'end'): void {
  if (!app.soundOn || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = kind === 'move' ? 660 : kind === 'battle' ? 220 : 440;
  gain.gain.setValueAtTime(0.08, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + (kind === 'end' ? 0.6 : 0.15));
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.6);
}
