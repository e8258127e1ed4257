import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getSettingsQuery } from '@/generated/api/bootstrap';
import type { Settings } from '@/generated/models';

type Block<Props> = ((props: Props) => ReactNode) & { readonly shows?: string };

/**
 * A details block shown only while the settings answer (GET /api/beallitasok/, section 9) says so: an
 * absence's budgets where the district uses absence budgets. Nothing shows until the answer is there.
 */
export function whenSettings<Props extends object>(block: Block<Props>, isShown: (settings: Settings) => boolean): Block<Props> {
  const Inner = block;
  function SettingsGate(props: Props) {
    const { data: settings } = useQuery(getSettingsQuery());
    return settings && isShown(settings) ? <Inner {...props} /> : null;
  }
  return block.shows === undefined ? SettingsGate : Object.assign(SettingsGate, { shows: block.shows });
}
