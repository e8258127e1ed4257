import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listOperations } from '../lib/spec.mjs';
import { callUsers, routeAddress } from './usage.mjs';

const tree = mkdtempSync(join(tmpdir(), 'spec-diff-usage-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
};

// A portal in miniature: one section on a generated record API, a special screen's file route calling a function, one other file route.
write(
  'src/generated/records/finance.ts',
  `import * as finance from '../api/finance';
const partnerActions = [
  {
    id: "archive",
    mutation: finance.archivePartnerMutation,
  },
] as const satisfies readonly RecordActionDeclaration[];

export const partnerApi = {
  entity: 'Partner',
  list: finance.listPartnersQuery,
  create: finance.createPartnerMutation,
  get: finance.getPartnerQuery,
  actions: partnerActions,
} as const;
`,
);
write('src/generated/meta/finance.ts', `export const PartnerInputMeta = {\n  "bank": {"label":"Bank","lookup":{"source":"listAllBanks"}},\n} as const;\n`);
write('src/generated/api/finance.ts', 'export function getBudgetQuery() {}\n');
write(
  'src/config/site-map.ts',
  `const x = [\n  { id: 'partners', label: 'Partnerek', path: '/penzugy/partnerek/lista.html' },\n  { id: 'budget', label: 'Költségvetés', path: '/profil/koltsegvetes.html' },\n];\n`,
);
write(
  'src/sections/finance/registry-entries.ts',
  `export const financeEntries = {\n  partners: () => import('./partners').then((m) => anySection(m.partnersSection)),\n};\n`,
);
write(
  'src/sections/finance/partners.ts',
  `import { partnerApi } from '@/generated/records/finance';\nimport { PartnerInputMeta } from '@/generated/meta/finance';\nexport const partnersSection = defineSection({ api: partnerApi, form: { meta: PartnerInputMeta } });\n`,
);
write(
  'src/routes/_signedIn/_shell/profil/koltsegvetes[.]html.tsx',
  `import { BudgetScreen } from '@/sections/finance/budget';\nexport const Route = createFileRoute('/_signedIn/_shell/profil/koltsegvetes.html')({ component: BudgetScreen });\n`,
);
write('src/sections/finance/budget.tsx', `import { getBudgetQuery } from '@/generated/api/finance';\nexport const BudgetScreen = () => getBudgetQuery();\n`);
write('src/sections/finance/other.tsx', `import { listPartnersQuery } from '@/generated/api/finance';\nexport const Other = () => listPartnersQuery();\n`);
write(
  'src/routes/_signedIn/penzugy/szamla.{$invoiceId}[.]html.tsx',
  `import { getBudgetQuery } from '../../../generated/api/finance';\nexport const Route = getBudgetQuery;\n`,
);

const ops = new Set(['listPartners', 'createPartner', 'getPartner', 'archivePartner', 'listAllBanks', 'getBudget']);

describe('which sections and screens use a call', () => {
  const users = callUsers(tree, ops);

  it("maps a record API's calls to the section's screens by role: list, new, details", () => {
    expect(users.get('createPartner')).toEqual([{ name: 'Partnerek (section partners)', screens: ['/penzugy/partnerek/uj.html'] }]);
    expect(users.get('getPartner')).toEqual([{ name: 'Partnerek (section partners)', screens: ['/penzugy/partnerek/{id}.html'] }]);
    // An action of the record is on its details.
    expect(users.get('archivePartner')).toEqual([{ name: 'Partnerek (section partners)', screens: ['/penzugy/partnerek/{id}.html'] }]);
  });

  it("names the calls a section's choosers load (the generated meta's lookups) for every screen of the section", () => {
    expect(users.get('listAllBanks')?.[0]?.name).toBe('Partnerek (section partners)');
    expect(users.get('listAllBanks')?.[0]?.screens).toHaveLength(3);
  });

  it("names a special screen's file route by the menu entry at its address, and follows what it imports only", () => {
    expect(users.get('getBudget')).toContainEqual({ name: 'Költségvetés (screen budget)', screens: ['/profil/koltsegvetes.html'] });
    // `other` is in the same folder but imported by no route: listPartners is the section's alone.
    expect(users.get('listPartners')).toEqual([{ name: 'Partnerek (section partners)', screens: ['/penzugy/partnerek/lista.html'] }]);
  });

  it('names a file route by its address', () => {
    expect(users.get('getBudget')).toContainEqual({ name: 'route /penzugy/szamla.{invoiceId}.html', screens: ['/penzugy/szamla.{invoiceId}.html'] });
    expect(routeAddress('_signedIn/_shell/hr/munkabajaras/{$employmentId}[.]html.tsx')).toBe('/hr/munkabajaras/{employmentId}.html');
    expect(routeAddress('allaskeresoportal/$.tsx')).toBe('/allaskeresoportal/*');
  });

  it("reads this portal's own sources: a partner's create call is the partners' new screen", { timeout: 60_000 }, () => {
    const root = resolve(import.meta.dirname, '../..');
    const spec = JSON.parse(readFileSync(join(root, 'dist/openapi.json'), 'utf8'));
    const real = callUsers(root, new Set(listOperations(spec).map((o: { operationId: string }) => o.operationId)));
    expect(real.get('createPartner')).toEqual([{ name: 'Partnerek (section partners)', screens: ['/penzugy/partnerek/uj.html'] }]);
    expect(real.get('getOwnBasket')).toContainEqual({ name: 'Saját kosár (screen store-basket)', screens: ['/keszlet/kosarak/sajat.html'] });
    expect(real.get('getCommuteHistory')).toContainEqual({ name: 'route /hr/munkabajaras/{employmentId}.html', screens: ['/hr/munkabajaras/{employmentId}.html'] });
    expect(real.get('decideRoomBooking')).toContainEqual({ name: 'Teremberlés (section room-bookings)', screens: ['/muszak/teremberles/{id}.html'] });
  });
});
