import { defineSection } from '@/features/records/section';
import { listOfficeUsersParams } from '@/generated/list-params/office';
import { OfficeUserMeta } from '@/generated/meta/office';
import { officeUserApi } from '@/generated/records/office';

/** Irodai felhasználók (sections 2, 7; list and details): only users who can sign in (can_login=true), filters institution, group, permission; export. */
export const officeUsersSection = defineSection({
  id: 'office-users',
  title: 'Felhasználók',
  recordName: 'Felhasználó',
  api: officeUserApi,
  list: {
    meta: OfficeUserMeta,
    columns: ['id', 'name', 'groups', 'permissions'],
    params: listOfficeUsersParams,
    filters: ['institution', 'group', 'permission'],
    fixed: { can_login: true },
  },
  details: {
    title: (user) => user.name,
    meta: OfficeUserMeta,
    summary: ['id', 'name', 'groups', 'permissions'],
    panels: {},
  },
});
