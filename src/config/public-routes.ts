import type { HostApp } from './host-routing';

/** The screens each public host serves (section 2); on local hosts they sit under /dev/kviz and /dev/panasz. */
export const PUBLIC_ROUTE_PATHS = {
  quiz: ['/belepes.html', '/kitoltes.html'],
  complaint: ['/belepes.html', '/uj.html', '/$entityId.html'],
} as const satisfies Record<Exclude<HostApp['kind'], 'main'>, readonly string[]>;

export const PUBLIC_SET_TITLES = { quiz: 'Munkavédelmi kvíz', complaint: 'Panaszbejelentés' } as const;
