import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderReportDetails, savedReport } from './details-test-setup';

// Counts the loads of the edit form's module (the details screen imports it on demand only).
const formLoaded = vi.hoisted(() => vi.fn());
vi.mock('../form/RecordForm', async (importOriginal) => {
  const original = await importOriginal();
  formLoaded();
  return original;
});

describe('the edit form of a details screen', () => {
  it("loads once the screen is idle where the user may edit, so 'Szerkesztés' does not wait for its code", async () => {
    await renderReportDetails(savedReport());
    expect(await screen.findByRole('button', { name: 'Szerkesztés' })).toBeInTheDocument();
    // No hover, no focus, no click: the screen's idle time fetched it.
    await vi.waitFor(() => expect(formLoaded).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(screen.queryByRole('region', { name: 'Szerkesztés' })).toBeNull();
    // Its code there, 'Szerkesztés' shows the form at once: no 'Az űrlap betöltése…' held on screen meanwhile.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Szerkesztés' }));
    const edit = screen.getByRole('region', { name: 'Szerkesztés' });
    expect(within(edit).queryByText('Az űrlap betöltése…')).toBeNull();
    expect(within(edit).getByRole('button', { name: 'Mentés' })).toBeInTheDocument();
  });
});
