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
    const prepared = detailsScreen({ params: ({ reportId }) => ({ reportId: Number(reportId) }), section: () => reportSection, id: ({ reportId }) => reportId })({
      reportId: '1042',
    });
    const queryClient = createQueryClient();
    await prepared.load(queryClient, {});
    expect(asked).toContain('/api/rendszerhibak/1042/');
    renderAtRoute(() => <Suspense fallback="Betöltés…">{prepared.render({}, () => undefined)}</Suspense>, queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rendszerhiba bejelentés: Nem tölt be a leltár modul' })).toBeInTheDocument();
  });
});
