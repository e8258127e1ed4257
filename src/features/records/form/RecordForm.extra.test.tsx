import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settings, setup } from '@/test/record-form';

describe('record form: the extra fields on its one validation model', () => {
  it("a mandatory extra field left empty says so once it is left, before any save; the form's rules decide it, and a save waits for it", async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, extraFields: 'commitments', initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } });
    const purpose = await screen.findByRole('textbox', { name: /Beszerzés célja/ });
    expect(purpose).not.toHaveAccessibleDescription('Ez a mező nem lehet üres');
    await user.click(purpose);
    await user.tab();
    expect(purpose).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(purpose, 'Tanévkezdés');
    expect(purpose).not.toHaveAccessibleDescription('Ez a mező nem lehet üres');
  });

  it("leaving one extra field shows its message only: another's waits until it is left or a save is tried", async () => {
    const two = {
      ...settings,
      commitments: {
        ...settings.commitments,
        extra_fields: [
          ...settings.commitments.extra_fields,
          { id: 8, codename: 'helyszin', type: 'text', label: 'Szállítás helye', mandatory: true, is_active: true, section: null },
        ],
      },
    };
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, extraFields: 'commitments', initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } },
      { settingsAnswer: two },
    );
    const purpose = await screen.findByRole('textbox', { name: /Beszerzés célja/ });
    const place = screen.getByRole('textbox', { name: /Szállítás helye/ });
    await user.type(purpose, 'x');
    await user.clear(purpose);
    await user.tab();
    expect(purpose).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    expect(place).not.toHaveAccessibleDescription('Ez a mező nem lehet üres');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(place).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
