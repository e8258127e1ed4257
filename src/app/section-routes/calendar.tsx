import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { allSections } from '@/config/site-map';
import { loadCalendar, type CalendarDeclaration } from '@/features/records/calendar/calendar';
import type { CalendarSearch } from '@/features/records/calendar/calendar-search';
import { CalendarScreen } from '@/features/records/calendar/CalendarScreen';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { mayOpen, useMayOpen, type ScreenGate } from '@/lib/current-user';
import { findSection } from '@/sections/registry';
import { NoAccessPage } from './NoAccessPage';

export type CalendarAccess = { gate: ScreenGate } & ({ denied: true } | { denied: false; calendar: CalendarDeclaration });

/**
 * The calendar of the section under `base` (`<base>/naptar.html`, the generic calendar route): the
 * permission of the menu entry that opens this address (or else the section's) is checked before any
 * data is asked for; a section without a calendar has no such screen.
 */
export async function loadSectionCalendar(queryClient: QueryClient, base: string, pathname: string, search: CalendarSearch): Promise<CalendarAccess> {
  const found = findSection(base);
  if (!found) throw notFound();
  const user = await queryClient.ensureQueryData(getCurrentUserQuery());
  const gate: ScreenGate = { entry: allSections().find((s) => s.path === pathname) ?? found.entry };
  if (!mayOpen(user, gate)) return { gate, denied: true };
  const section = await found.load();
  const calendar = section((s) => s.calendar);
  if (!calendar) throw notFound();
  await loadCalendar(queryClient, calendar, search);
  return { gate, denied: false, calendar };
}

export function SectionCalendar({
  access,
  search,
  onSearchChange,
}: {
  access: CalendarAccess;
  search: CalendarSearch;
  onSearchChange: (search: CalendarSearch) => void;
}) {
  // Checked again against the user of now (as Gated.tsx does for the other section screens).
  const allowed = useMayOpen(access.gate);
  if (!allowed || access.denied) return <NoAccessPage />;
  return <CalendarScreen calendar={access.calendar} search={search} onSearchChange={onSearchChange} />;
}
