// Drag and drop with pointer events, so a mouse, a pen and a finger all work: press on a
// source, move past a few pixels, release over a square (or anywhere else: no target). A
// press without moving stays a click. The dragged piece follows the pointer as a copy.

export interface DragSpec {
  source: (element: Element) => string | null; // what is dragged from here, if anything
  drop: (from: string, to: string | null) => void;
}

const THRESHOLD_PX = 6;

export function enableDrag(root: HTMLElement, spec: DragSpec): void {
  root.addEventListener('pointerdown', (down) => {
    if (down.button !== 0) return;
    const element = down.target as Element;
    const from = spec.source(element);
    if (!from) return;
    const origin = element.closest<HTMLElement>('[data-square],[data-tray]');
    let ghost: HTMLElement | null = null;
    const move = (event: PointerEvent) => {
      if (!ghost) {
        if (Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) < THRESHOLD_PX) return;
        ghost = makeGhost(origin);
      }
      ghost.style.transform = `translate(${event.clientX}px, ${event.clientY}px) translate(-50%, -50%)`;
    };
    const up = (event: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      if (!ghost) return; // a click: the click handler does the work
      ghost.remove();
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const square = under?.closest<HTMLElement>('[data-square]')?.dataset.square ?? null;
      // The click that follows a drag must not act a second time.
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      spec.drop(from, square);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  });
}

function swallow(event: Event): void {
  event.stopPropagation();
  event.preventDefault();
}

function makeGhost(origin: HTMLElement | null): HTMLElement {
  const ghost = document.createElement('div');
  ghost.className = 'drag-ghost';
  const art = origin?.querySelector('svg');
  if (art) ghost.appendChild(art.cloneNode(true));
  document.body.appendChild(ghost);
  return ghost;
}
