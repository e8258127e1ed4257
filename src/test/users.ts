import type { CurrentUser } from '@/generated/models';

/** A signed-in district-office user (their institution has no parent); `over` sets what a test is about. */
export const staffUser = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 12,
  name: 'Kovács Anna',
  email: 'kovacs.anna@tankerulet.hu',
  institution: { id: 1, name: 'Budapesti Tankerületi Központ', unit_code: 'TK-001', parent: null },
  is_readonly: false,
  groups: [],
  permissions: [],
  needs_password_change: false,
  ...over,
});
