import { useSyncExternalStore } from 'react';

/** Under the 576 px breakpoint of section 9 (a phone): a month lists its entries, a list shows cards and folds its filters away. */
const PHONE = '(max-width: 575.98px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null);

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
