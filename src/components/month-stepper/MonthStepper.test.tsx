import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { MonthStepper } from './MonthStepper';

describe('MonthStepper', () => {
  it("shows the month in Hungarian and steps back and forward with 'Előző hónap' and 'Következő hónap'", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <I18nProvider locale="hu-HU">
        <MonthStepper value={{ year: 2026, month: 12 }} onChange={onChange} />
      </I18nProvider>,
    );
    expect(screen.getByRole('group', { name: 'Hónap választása' })).toHaveTextContent('2026. december');
    await user.click(screen.getByRole('button', { name: 'Következő hónap' }));
    expect(onChange).toHaveBeenLastCalledWith({ year: 2027, month: 1 });
    await user.click(screen.getByRole('button', { name: 'Előző hónap' }));
    expect(onChange).toHaveBeenLastCalledWith({ year: 2026, month: 11 });
  });
});
