import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { AddressGroup, type AddressValue } from './AddressGroup';

const partLabels = {
  zip_code: 'Irányítószám',
  city: 'Település',
  address_1: 'Cím (utca, házszám)',
  address_2: 'Cím kiegészítés',
  county: 'Megye',
  country: 'Ország',
  valid_till: 'Érvényes eddig',
};

function Harness({ onChange }: { onChange: (value: AddressValue | null) => void }) {
  const [value, setValue] = useState<AddressValue | null>({ city: 'Baja' });
  return (
    <I18nProvider locale="hu-HU">
      <AddressGroup
        label="Állandó lakcím"
        partLabels={partLabels}
        requiredParts={['city', 'zip_code']}
        value={value}
        errors={{ zip_code: 'Nem megfelelő irányítószám' }}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </I18nProvider>
  );
}

describe('address group', () => {
  it('is one titled group of the address parts, with each part’s message beside it', () => {
    render(<Harness onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Állandó lakcím' });
    for (const label of ['Irányítószám', 'Település', 'Cím (utca, házszám)', 'Cím kiegészítés', 'Megye', 'Ország'])
      expect(within(group).getByRole('textbox', { name: new RegExp(label.replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
    expect(within(group).getByRole('group', { name: 'Érvényes eddig' })).toBeInTheDocument();
    expect(within(group).getByText('Nem megfelelő irányítószám')).toBeInTheDocument();
  });

  it('edits one part of the address and becomes null when every part is emptied', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: /Irányítószám/ }), '6500');
    expect(onChange).toHaveBeenLastCalledWith({ city: 'Baja', zip_code: '6500' });
    await user.clear(screen.getByRole('textbox', { name: /Irányítószám/ }));
    await user.clear(screen.getByRole('textbox', { name: /Település/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('an empty optional address asks for no part; an address that is required asks for its required parts while empty', () => {
    const { unmount } = render(
      <I18nProvider locale="hu-HU">
        <AddressGroup label="Levelezési cím" partLabels={partLabels} requiredParts={['city', 'zip_code']} value={null} onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: /Település/ })).not.toBeRequired();
    unmount();
    render(
      <I18nProvider locale="hu-HU">
        <AddressGroup label="Levelezési cím" partLabels={partLabels} requiredParts={['city', 'zip_code']} isRequired value={null} onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: /Település/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Megye/ })).not.toBeRequired();
  });
});
