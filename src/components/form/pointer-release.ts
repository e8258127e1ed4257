// A message that appears as a field is left moves what stands below it. When the field is left by pressing a
// button below it (a line's 'Új sor', 'Mentés'), the button would move from under the pointer and the press be
// lost. So while a pointer is down, what leaving a field shows waits until the pointer is released and its
// click has run.
let pointerDown = false;
const waiting = new Set<() => void>();

function release() {
  pointerDown = false;
  const runs = [...waiting];
  waiting.clear();
  // After this task: the press's click comes in the same task as its release.
  if (runs.length) setTimeout(() => runs.forEach((run) => run()), 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `show` now, or, while a pointer is down, once it is released and its click has run. */
export function afterPointerRelease(show: () => void): void {
  if (pointerDown) waiting.add(show);
  else show();
}
