import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { parseRecordId } from '@/features/records/routes';
import { defineSpecialScreen, noParams, noSearch, type AnySpecialScreen } from '@/features/special-screens/special-screen';

/**
 * A public site's page (the complaint site's, the quiz's) as a special screen at `base`, where a local host
 * serves the site (/dev/panasz, /dev/kviz); it reads no search, and `load` fills the cache before it shows.
 */
export function publicScreen(Page: ComponentType<{ base: string }>, base: string, load?: (queryClient: QueryClient) => Promise<unknown>): AnySpecialScreen {
  return defineSpecialScreen({ params: noParams, search: noSearch, load: load && ((queryClient) => load(queryClient)), Component: () => <Page base={base} /> });
}

/** A public site's page of one record (`{entityId}.html`: a complaint) at `base`, shown afresh for another record; a bad id is not found. */
export function publicRecordScreen(Page: ComponentType<{ base: string; id: number }>, base: string): AnySpecialScreen {
  return defineSpecialScreen({
    params: ({ entityId }) => ({ id: parseRecordId(entityId ?? '') }),
    search: noSearch,
    Component: ({ params: { id } }) => <Page key={id} base={base} id={id} />,
  });
}
