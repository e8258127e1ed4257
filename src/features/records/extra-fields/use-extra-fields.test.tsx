import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { ExtraFieldAnswer, ExtraFieldDefinition } from '@/generated/models';
import { useExtraFields } from './use-extra-fields';

const VISITOR = { institution: { id: 0, name: '', unit_code: '', parent: null } };

function field(id: number, label: string, extra: Partial<ExtraFieldDefinition> = {}): ExtraFieldDefinition {
  return { id, codename: `field_${id}`, type: 'text', label, mandatory: false, is_active: true, section: null, ...extra };
}

function Form({
  definitions,
  record,
  onSend,
}: {
  definitions: ExtraFieldDefinition[];
  record: Record<string, unknown>;
  onSend: (answers: ExtraFieldAnswer[]) => void;
}) {
  const extra = useExtraFields(definitions, VISITOR, record);
  return (
    <I18nProvider locale="hu-HU">
      {extra.inputs}
      <button type="button" onClick={() => (extra.check() ? onSend(extra.answers()) : undefined)}>
        Küldés
      </button>
    </I18nProvider>
  );
}

describe('useExtraFields', () => {
  it("seeds the defaults, checks before sending (the messages under the fields) and sends only the shown fields' answers", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const definitions = [
      field(1, 'Tárgy', { mandatory: true }),
      field(2, 'Osztály', { default: '5.A' }),
      field(3, 'Rejtett', { default: 'x', conditions: [{ source_field: null, field_name: 'category', value: 2 }] }),
    ];
    render(<Form definitions={definitions} record={{ category: 1 }} onSend={onSend} />);
    expect(screen.getByRole('textbox', { name: 'Osztály' })).toHaveValue('5.A');
    expect(screen.queryByRole('textbox', { name: 'Rejtett' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Küldés' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Tárgy/ }), 'Zaj');
    expect(screen.queryByText('Ez a mező nem lehet üres')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Küldés' }));
    expect(onSend).toHaveBeenCalledWith([
      { field: 1, value: 'Zaj' },
      { field: 2, value: '5.A' },
    ]);
  });

  it('no definitions: no inputs, nothing to check', () => {
    const onSend = vi.fn();
    const { container } = render(<Form definitions={[]} record={{}} onSend={onSend} />);
    expect(container.querySelector('input')).toBeNull();
    screen.getByRole('button', { name: 'Küldés' }).click();
    expect(onSend).toHaveBeenCalledWith([]);
  });
});
