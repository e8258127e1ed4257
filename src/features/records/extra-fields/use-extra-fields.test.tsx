import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { ExtraFieldAnswer, ExtraFieldDefinition } from '@/generated/models';
import { typeDate } from '@/test/date-input';
import { useExtraFields } from './use-extra-fields';

const VISITOR = { institution: { id: 0, name: '', unit_code: '', parent: null } };

function field(id: number, label: string, extra: Partial<ExtraFieldDefinition> = {}): ExtraFieldDefinition {
  return { id, codename: `field_${id}`, type: 'text', label, mandatory: false, is_active: true, section: null, ...extra };
}

function Form({
  definitions,
  record,
  onSend,
  options,
}: {
  definitions: ExtraFieldDefinition[];
  record: Record<string, unknown>;
  onSend: (answers: ExtraFieldAnswer[]) => void;
  options?: Parameters<typeof useExtraFields>[3];
}) {
  const extra = useExtraFields(definitions, VISITOR, record, options);
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

describe('the extra fields on the one validation model: their rules (section 5)', () => {
  const send = () => vi.fn<(answers: ExtraFieldAnswer[]) => void>();

  it('a mandatory field says Ez a mező nem lehet üres only once left, and no more once answered', async () => {
    const u = userEvent.setup();
    render(<Form definitions={[field(1, 'Tárgy', { mandatory: true })]} record={{}} onSend={send()} />);
    expect(screen.queryByText('Ez a mező nem lehet üres')).toBeNull();
    await u.click(screen.getByRole('textbox', { name: /^Tárgy/ }));
    await u.tab();
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /^Tárgy/ }), 'Javítás');
    expect(screen.queryByText('Ez a mező nem lehet üres')).toBeNull();
  });

  it("leaving or editing one field shows its message only: another's waits until it is left or a send is tried", async () => {
    const u = userEvent.setup();
    render(<Form definitions={[field(1, 'Tárgy', { mandatory: true }), field(2, 'Helyszín', { mandatory: true })]} record={{}} onSend={send()} />);
    await u.type(screen.getByRole('textbox', { name: /^Tárgy/ }), 'x');
    await u.clear(screen.getByRole('textbox', { name: /^Tárgy/ }));
    await u.tab();
    expect(screen.getByRole('textbox', { name: /^Tárgy/ })).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    expect(screen.getByRole('textbox', { name: /^Helyszín/ })).not.toHaveAccessibleDescription('Ez a mező nem lehet üres');
    await u.click(screen.getByRole('button', { name: 'Küldés' }));
    expect(screen.getByRole('textbox', { name: /^Helyszín/ })).toHaveAccessibleDescription('Ez a mező nem lehet üres');
  });

  it('a number field keeps text that is no number as typed and refuses it; nothing is sent', async () => {
    const u = userEvent.setup();
    const onSend = send();
    render(<Form definitions={[field(1, 'Összeg', { type: 'number' })]} record={{}} onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Összeg' });
    await u.clear(input);
    await u.type(input, '12a');
    await u.tab();
    expect(input).toHaveValue('12a');
    expect(screen.getByText('A mező csak szám karaktereket tartalmazhat')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Küldés' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a date earlier than today plus min_date_delta is refused unless the user may edit all', async () => {
    const u = userEvent.setup();
    const today = new Date(2025, 2, 10);
    const definitions = [field(1, 'Határidő', { type: 'date', min_date_delta: 5 })];
    const { unmount } = render(<Form definitions={definitions} record={{}} onSend={send()} options={{ today }} />);
    await typeDate(u, 'Határidő', '2025-03-14');
    // The minimum reads as every shown date does, 'Y. MM. DD.'.
    expect(screen.getByText('Nem lehet kisebb mint 2025. 03. 15.')).toBeInTheDocument();
    await typeDate(u, 'Határidő', '2025-03-15');
    expect(screen.queryByText(/Nem lehet kisebb mint/)).toBeNull();
    unmount();

    render(<Form definitions={definitions} record={{}} onSend={send()} options={{ today, canEditAll: true }} />);
    await typeDate(u, 'Határidő', '2025-03-01');
    expect(screen.queryByText(/Nem lehet kisebb mint/)).toBeNull();
  });

  it('a typed day the calendar has not is kept as typed and refused', async () => {
    const u = userEvent.setup();
    const onSend = send();
    render(<Form definitions={[field(1, 'Határidő', { type: 'date' })]} record={{}} onSend={onSend} />);
    await typeDate(u, 'Határidő', '2025-02-31');
    expect(screen.getByText('Nem létező dátum')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Határidő' }).querySelector('[data-type="day"]')).toHaveTextContent('31');
    await u.click(screen.getByRole('button', { name: 'Küldés' }));
    expect(onSend).not.toHaveBeenCalled();
  });
});
