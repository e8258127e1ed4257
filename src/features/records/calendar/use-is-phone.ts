import { useSyncExternalStore } from 'react';

/** Under the 576 px breakpoint of section 9 a month's seven columns do not fit: the calendar lists its entries instead. */
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
