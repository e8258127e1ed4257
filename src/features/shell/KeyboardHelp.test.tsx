import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { KeyboardHelp } from './KeyboardHelp';

describe("the keys' help", () => {
  it("'?' shows the keys in Hungarian, by where they work", async () => {
    const user = userEvent.setup();
    renderWithProviders(<KeyboardHelp />);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Billentyűparancsok' });
    const list = within(within(dialog).getByRole('region', { name: 'Listában' }));
    expect(list.getByText('Következő sor')).toBeInTheDocument();
    expect(list.getByText('A sor megnyitása')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Adatlapon' })).getByText('Szerkesztés')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bezárás' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a '?' typed into a field is only typed", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <input aria-label="Megjegyzés" />
        <KeyboardHelp />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Megjegyzés' }), 'Miért?');
    expect(screen.getByRole('textbox', { name: 'Megjegyzés' })).toHaveValue('Miért?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
