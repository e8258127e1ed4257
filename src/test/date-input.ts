import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types a date (and a time) into a date picker's segments, each segment clicked first, as a user
 * would, in any locale's order; then leaves the field (Tab twice: past the calendar button).
 */
export async function typeDate(user: UserEvent, label: string, text: string) {
  const [date = '', time] = text.split(' ');
  const [year, month, day] = date.split('-');
  const [hour, minute] = time ? time.split(':') : [];
  const group = within(document.body).getByRole('group', { name: label });
  const parts = { year, month, day, hour, minute };
  for (const [type, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    const segment = group.querySelector<HTMLElement>(`[data-type="${type}"]`);
    if (!segment) throw new Error(`${label}: no ${type} segment`);
    await user.click(segment);
    await user.keyboard(value);
  }
  await user.tab();
  await user.tab();
}
