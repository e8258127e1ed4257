import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { addMonths, currentMonth, monthQuery } from '@/components/month-stepper/month';
import { MonthPage } from './MonthPage';

describe('MonthPage', () => {
  it("shows the address's month under the heading; a step hands the next month's search (the current month left out)", async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    const shown = addMonths(currentMonth(), -1);
    render(
      <I18nProvider locale="hu-HU">
        <MonthPage title="Munkaidő" search={monthQuery(shown)} onSearchChange={onSearchChange}>
          <p>Bejegyzések</p>
        </MonthPage>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Munkaidő' })).toBeInTheDocument();
    expect(screen.getByText('Bejegyzések')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Következő hónap' }));
    expect(onSearchChange).toHaveBeenCalledWith({});
    await user.click(screen.getByRole('button', { name: 'Előző hónap' }));
    expect(onSearchChange).toHaveBeenLastCalledWith(monthQuery(addMonths(shown, -1)));
  });
});
