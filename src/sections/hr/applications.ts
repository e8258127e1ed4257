import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { objectCard } from '@/features/records/blocks/ObjectCard';
import { defineDetailsSection } from '@/features/records/section';
import { ApplicationMeta } from '@/generated/meta/shared';
import { applicationApi } from '@/generated/records/job-portal';
import { recordLink } from '@/config/site-map';
import { routeHref } from '@/lib/route-href';

/** A position's details address. */
export const positionPath = recordLink('positions');

/** An application's own address, under the position it was sent to (section 2: HR, allashelyek). */
export const applicationPath = (positionId: number, applicationId: number) =>
  routeHref({ to: '/hr/allashelyek/$positionId/jelentkezes-{$applicationId}.html', params: { positionId, applicationId } });

// Made once: a block made anew at each render would be another component each time, and start afresh.
const blocks = [
  objectCard({
    field: 'job',
    meta: ApplicationMeta,
    fields: ['institution', 'job', 'contract_type', 'working_hours', 'weekly_workhour_count', 'weekly_lecture_count', 'subjects'],
    link: { label: 'Az álláshely adatai', href: positionPath },
  }),
  itemsTable({
    field: 'educations',
    meta: ApplicationMeta,
    columns: ['degree', 'institute', 'start_date', 'end_date'],
    emptyText: 'Nincs megadott végzettség.',
  }),
  objectCard({ field: 'last_decision', meta: ApplicationMeta, fields: ['decision_label', 'decision', 'user', 'verification_step', 'created_at'] }),
];

/**
 * Jelentkezés (section 3, Application): every field of the application, its education lines, its
 * attachments (the CV as 'Önéletrajz') and the approval panel over `donteshozas/`. It has no list call:
 * its position's details list it, and its screen's back link leads there.
 */
export const applicationSection = (positionId: number) =>
  defineDetailsSection({
    id: 'applications',
    title: 'Jelentkezések',
    recordName: 'Jelentkezés',
    routes: { list: positionPath(positionId), details: (id) => applicationPath(positionId, id) },
    api: applicationApi,
    details: {
      title: (application) => `${application.name}, ${application.job.job.name}`,
      meta: ApplicationMeta,
      summary: ['id', 'name', 'email', 'phone_number', 'birth_date', 'state', 'current_step'],
      panels: { approval: true, attachments: true },
      blocks,
    },
  });
