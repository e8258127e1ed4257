import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { renderAtRoute } from '@/test/render';
import { mockReportFetch, reportSection, savedReport } from './details-test-setup';
import { detailsScreen } from './details-screen';

describe('detailsScreen', () => {
  it("loads the record the address's parts name, then shows it by the section the parts give", async () => {
    const asked = mockReportFetch(savedReport());
    const prepared = detailsScreen({ section: () => reportSection, id: ({ reportId }: { reportId: number }) => reportId });
    const queryClient = createQueryClient();
    await prepared.load(queryClient, { reportId: 1042 }, undefined);
    expect(asked).toContain('/api/rendszerhibak/1042/');
    renderAtRoute(
      () => (
        <Suspense fallback="Betöltés…">
          <prepared.Component params={{ reportId: 1042 }} search={undefined} onSearchChange={() => undefined} />
        </Suspense>
      ),
      queryClient,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Rendszerhiba bejelentés: Nem tölt be a leltár modul' })).toBeInTheDocument();
  });
});
