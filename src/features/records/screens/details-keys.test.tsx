import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recentRecords } from '@/lib/recent-records';
import { renderReportDetails, reportSection, reportStaff, savedReport } from './details-test-setup';

describe("a record's keys", () => {
  it("'e' opens 'Szerkesztés', and an 'e' typed into a field is only typed", async () => {
    const user = userEvent.setup();
    await renderReportDetails(savedReport({ state: 'pending' }), reportStaff, reportSection);
    // The form's code loaded first (as pointing at 'Szerkesztés' does), as in the details screen's own test.
    await user.hover(screen.getByRole('button', { name: 'Szerkesztés' }));
    await vi.dynamicImportSettled();
    await user.unhover(screen.getByRole('button', { name: 'Szerkesztés' }));
    await user.keyboard('e');
    const edit = await screen.findByRole('region', { name: 'Szerkesztés' });
    const title = await within(edit).findByRole('textbox', { name: /Tárgy|Cím/ });
    // Typing an 'e' into the form types it, and nothing else happens.
    await user.clear(title);
    await user.type(title, 'e');
    expect(title).toHaveValue('e');
    expect(screen.getAllByRole('region', { name: 'Szerkesztés' })).toHaveLength(1);
  });

  it("a read-only user's 'e' opens nothing", async () => {
    const user = userEvent.setup();
    await renderReportDetails(savedReport({ state: 'pending' }), { ...reportStaff, is_readonly: true }, reportSection);
    await user.keyboard('e');
    expect(screen.queryByRole('region', { name: 'Szerkesztés' })).toBeNull();
  });

  it('an opened record is remembered for the quick jump under its name', async () => {
    await renderReportDetails(savedReport({ state: 'pending' }), reportStaff, reportSection);
    expect(recentRecords()[0]).toEqual({ label: expect.stringContaining('Nem tölt be a leltár modul'), path: reportSection.routes.details(savedReport({}).id) });
  });
});
