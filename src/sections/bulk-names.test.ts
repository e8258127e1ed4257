import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bulkCapabilities, rowName } from '@/features/records/list/bulk';
import { mockFetch } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { registeredSections } from './registry';

// A bulk run's result names each record that failed: for every registered section that offers bulk work, the
// rows of its list (the spec's example answer) each have a name from its columns, never the record's id.
describe('bulk work over every registered section', () => {
  it('names every row of each list that offers bulk work by what its columns show, not by its id', async () => {
    mockFetch(specExampleFetch());
    const unnamed: string[] = [];
    let offered = 0;
    let named = 0;
    for (const registered of registeredSections()) {
      const use = await registered.load();
      const rows = await use(async (section) => {
        if (!bulkCapabilities(section)) return [];
        offered += 1;
        const page = await new QueryClient().fetchQuery(section.api.list({}));
        return page.data.map((row) => ({ id: row.id, name: rowName(section, row), fallback: `${section.recordName} (név nélkül)` }));
      });
      named += rows.length;
      for (const row of rows) if (row.name === row.fallback || row.name === String(row.id)) unnamed.push(`${registered.entry.id} #${row.id}: ${row.name}`);
    }
    expect(offered).toBeGreaterThan(20);
    expect(named).toBeGreaterThan(offered);
    expect(unnamed).toEqual([]);
  });
});
