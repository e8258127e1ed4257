import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { listSystemErrorReportsParams } from '@/generated/list-params/system-error-reports';
import { SystemErrorReportDetailMeta, SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import { systemErrorReportApi } from '@/generated/records/system-error-reports';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderAtRoute } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { staffUser } from '@/test/users';
import { defineSection } from '../section';
import { detailsScreen } from './details-screen';

const section = defineSection({
  id: 'system-error-reports',
  title: 'Rendszerhiba bejelentések',
  recordName: 'Rendszerhiba bejelentés',
  api: systemErrorReportApi,
  list: { meta: SystemErrorReportMeta, columns: ['title'], params: listSystemErrorReportsParams },
  details: { title: (report) => report.title, summary: ['state'], meta: SystemErrorReportDetailMeta, panels: {} },
});

describe('detailsScreen', () => {
  it("loads the record the address's parts name, then shows it by the section the parts give", async () => {
    const examples = specExampleFetch();
    const asked: string[] = [];
    mockFetch((request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      if (path === '/api/felhasznalok/en/') return json(staffUser());
      if (path === '/api/rendszerhibak/1042/') return json({ ...SAMPLE, id: 1042 });
      return examples(request);
    });
    const prepared = detailsScreen({ params: ({ reportId }) => ({ reportId: Number(reportId) }), section: () => section, id: ({ reportId }) => reportId })({
      reportId: '1042',
    });
    const queryClient = createQueryClient();
    await prepared.load(queryClient, {});
    expect(asked).toContain('/api/rendszerhibak/1042/');
    renderAtRoute(() => <Suspense fallback="Betöltés…">{prepared.render({}, () => undefined)}</Suspense>, queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rendszerhiba bejelentés: Nem tölt be a leltár modul' })).toBeInTheDocument();
  });
});

const SAMPLE = {
  title: 'Nem tölt be a leltár modul',
  category: 'bug',
  description: 'Üres oldal jelenik meg.',
  institution: { id: 1, name: 'Budapesti Tankerületi Központ' },
  creator: { id: 12, name: 'Kovács Anna' },
  created_at: '2026-11-20T08:00:00+01:00',
  state: 'pending',
  current_step: null,
  waiting_for: null,
  decisions: [],
  comments: [],
  attachments: [],
  generate_previews: [],
  generated_documents: [],
  subscribed: false,
};
