import { column, linkColumn, metaColumns } from '@/features/records/list/columns';
import { searchListScreen } from '@/features/records/list/list-screen';
import { getOpenJobFilterOptionsQuery, listOpenJobsQuery } from '@/generated/api/job-portal';
import { listOpenJobsParams } from '@/generated/list-params/job-portal';
import type { OpenJob } from '@/generated/models';
import { OpenJobMeta } from '@/generated/meta/shared';
import { routeHref } from '@/lib/route-href';

export const SITE = 'Álláskereső portál';

/** A job's fields shown in the list and on its page. */
export const SHOWN = ['weekly_workhour_count', 'weekly_lecture_count', 'subjects', 'contract_type', 'working_hours'] as const;

/** `/allaskeresoportal/lista.html` (section 2): the public list of open jobs, with search and the filters of szurok/ (section 7) in the order shown; no account needed. */
export const openJobList = searchListScreen<OpenJob>({
  title: 'Meghirdetett állások',
  site: SITE,
  source: {
    list: listOpenJobsQuery,
    params: listOpenJobsParams,
    filters: ['job', 'institution', 'city', 'contract_type', 'working_hours'],
    filterOptions: getOpenJobFilterOptionsQuery,
    offeredOnly: true,
  },
  columns: [
    linkColumn<OpenJob>(
      'job',
      'Munkakör',
      (row) => routeHref({ to: '/allaskeresoportal/{$openJobId}.html', params: { openJobId: row.id } }),
      (row) => row.job.name,
    ),
    column<OpenJob>('institution', 'Intézmény', (row) => `${row.institution.name}, ${row.institution.city}`),
    ...metaColumns<OpenJob>(OpenJobMeta, SHOWN),
  ],
  emptyText: 'Nincs a keresésnek megfelelő állás.',
});
