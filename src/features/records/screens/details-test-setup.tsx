import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { listSystemErrorReportsParams } from '@/generated/list-params/system-error-reports';
import { SystemErrorReportDetailMeta, SystemErrorReportInputMeta, SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import type { CurrentUser } from '@/generated/models';
import { systemErrorReportApi } from '@/generated/records/system-error-reports';
import { SystemErrorReportInputSchema } from '@/generated/validators/system-error-reports';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderAtRoute } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { staffUser } from '@/test/users';
import { defineSection } from '../section';
import { RecordDetailsScreen } from './RecordDetailsScreen';

// What the details screens' tests share: the system error reports as a section with a form and no
// panels, one saved report (1042) and the answers that show it.

export const reportSection = defineSection({
  id: 'system-error-reports',
  title: 'Rendszerhiba bejelentések',
  recordName: 'Rendszerhiba bejelentés',
  api: systemErrorReportApi,
  list: { meta: SystemErrorReportMeta, columns: ['title'], params: listSystemErrorReportsParams },
  form: { meta: SystemErrorReportInputMeta, schema: SystemErrorReportInputSchema, fields: ['title', 'category', 'description'] },
  details: { title: (report) => report.title, summary: ['state'], meta: SystemErrorReportDetailMeta, panels: {} },
});

export const reportStaff = staffUser({ groups: [{ id: 3 }] });

/** Report 1042 as the API answers it, not yet decided; `over` changes or adds fields. */
export const savedReport = (over: Record<string, unknown> = {}) => ({
  id: 1042,
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
  ...over,
});

/** Answers the signed-in `user` and `record` as report 1042, the rest from the spec's examples; returns the paths asked, in order. */
export function mockReportFetch(record: Record<string, unknown>, user: CurrentUser = reportStaff): string[] {
  const examples = specExampleFetch();
  const asked: string[] = [];
  mockFetch((request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    if (path === '/api/felhasznalok/en/') return json(user);
    if (path === '/api/rendszerhibak/1042/') return json(record);
    return examples(request);
  });
  return asked;
}

/** The details screen of report 1042 at its address, `record` answered for it; resolves to the record's heading once shown. */
export function renderReportDetails(record: Record<string, unknown>, user: CurrentUser = reportStaff, section: typeof reportSection = reportSection) {
  mockReportFetch(record, user);
  renderAtRoute(
    () => (
      <Suspense fallback={<p>Betöltés…</p>}>
        <RecordDetailsScreen section={section} id={1042} />
      </Suspense>
    ),
    createQueryClient(),
    '/rendszerhibak/1042.html',
  );
  return screen.findByRole('heading', { level: 1, name: /Nem tölt be a leltár modul/ });
}
