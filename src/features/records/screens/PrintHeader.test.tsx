import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderReportDetails, savedReport } from './details-test-setup';

describe('printing a record (issue 35)', () => {
  it("'Nyomtatás' in the title ribbon prints the page; the print header names the state and the moment printing started", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 2, 9, 5));
    const heading = await renderReportDetails(savedReport({ state: 'under_checking' }));
    const header = document.querySelector('.print-header');
    expect(header).toHaveAttribute('data-state', 'Állapot: Folyamatban');
    expect(header).toHaveAttribute('data-printed', 'Nyomtatva: 2026. 12. 02. 09:05');

    vi.setSystemTime(new Date(2026, 11, 2, 10, 41));
    await userEvent.click(within(heading.parentElement!).getByRole('button', { name: 'Nyomtatás' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The browser's own print (Ctrl+P) too: the time is taken on 'beforeprint', before the page is laid out.
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(header).toHaveAttribute('data-printed', 'Nyomtatva: 2026. 12. 02. 10:41');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nem tölt be a leltár modul');
  });
});
