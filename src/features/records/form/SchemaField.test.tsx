import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { schemaErrors } from '@/components/form/form-errors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import type { FieldMeta } from '@/generated/meta/types';
import { ProductVariantInputMeta } from '@/generated/meta/store';
import { numberMessage } from '@/generated/validators/helpers';
import { SchemaField } from './SchemaField';

const subjects: FieldMeta = { label: 'Tantárgyak', kind: 'array' };
// As the generated schemas check a number (src/generated/validators).
const amountSchema = v.object({ gross_amount: v.nullish(v.number((issue) => numberMessage(issue))) });

function TextList({ initial, onValue }: { initial: unknown; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SchemaField
      name="subjects"
      meta={subjects}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      onBlur={() => {}}
    />
  );
}

describe('schema field: a list of plain texts', () => {
  it('shows one item a line and sends each typed line as an item, a line break kept while typing', async () => {
    const onValue = vi.fn();
    render(<TextList initial={['matematika']} onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Tantárgyak' });
    expect(box).toHaveValue('matematika');
    expect(screen.getByText('Soronként egy tétel.')).toBeInTheDocument();
    await userEvent.type(box, '{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(['matematika', '']);
    await userEvent.type(box, 'fizika');
    expect(onValue).toHaveBeenLastCalledWith(['matematika', 'fizika']);
    expect(box).toHaveValue('matematika\nfizika');
  });

  it('an emptied box is an empty list', async () => {
    const onValue = vi.fn();
    render(<TextList initial={['ének']} onValue={onValue} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Tantárgyak' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
  });
});

describe('schema field: yes/no', () => {
  it('shows its message under the box and marks the box invalid', () => {
    render(
      <SchemaField
        name="needs_tender"
        meta={{ label: 'Pályázat kiírását kérem', kind: 'boolean' }}
        value={false}
        onChange={() => {}}
        onBlur={() => {}}
        errorMessage="Pályázat kiírását kérem vagy Pályázati kiírás nélküli jogviszony választása kötelező"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Pályázat kiírását kérem' });
    expect(box).toHaveAccessibleDescription('Pályázat kiírását kérem vagy Pályázati kiírás nélküli jogviszony választása kötelező');
    expect(box).toBeInvalid();
  });
});

describe('schema field: numbers', () => {
  it("a year from the generated meta (year: true) reads '2026'; another integer keeps the thousands space", () => {
    render(
      <I18nProvider locale="hu-HU">
        <SchemaField name="year" meta={{ label: 'Év', kind: 'integer', year: true }} value={2026} onChange={() => {}} onBlur={() => {}} />
        <SchemaField name="student_count" meta={{ label: 'Tanulók száma', kind: 'integer' }} value={2026} onChange={() => {}} onBlur={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Év' })).toHaveValue('2026');
    expect(screen.getByRole('textbox', { name: 'Tanulók száma' })).toHaveValue('2\u00a0026');
  });

  /** The field in a form of the one validation model, its rule the generated schemas' number check. */
  function Amount({ onValue }: { onValue: (value: unknown) => void }) {
    const form = useCheckedForm({
      defaultValues: { gross_amount: null },
      rules: (values) => schemaErrors(amountSchema, values),
      onValid: () => undefined,
    });
    const { onChange, ...field } = form.field('gross_amount');
    return (
      <SchemaField
        name="gross_amount"
        meta={{ label: 'Bruttó összeg', kind: 'number', minimum: 0 }}
        {...field}
        onChange={(next) => {
          onChange(next);
          onValue(next);
        }}
      />
    );
  }

  it.each(['1e3', '0x10', '12a', 'Infinity'])("'%s' typed stays as typed when left, with the numeric message, and is held as that text", async (typed) => {
    const onValue = vi.fn();
    render(
      <I18nProvider locale="hu-HU">
        <Amount onValue={onValue} />
      </I18nProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Bruttó összeg' });
    await userEvent.type(box, typed);
    await userEvent.tab();
    expect(box).toHaveValue(typed);
    expect(box).toHaveAccessibleDescription('A mező csak szám karaktereket tartalmazhat');
    expect(onValue).toHaveBeenLastCalledWith(typed);
  });

  it("a decimal the server sends as text ('12.50') shows as a number", () => {
    render(
      <I18nProvider locale="hu-HU">
        <SchemaField name="gross_amount" meta={{ label: 'Bruttó összeg', kind: 'number' }} value="12.50" onChange={() => {}} onBlur={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('12,5');
  });
});

describe('schema field: a year and a month', () => {
  it('a year-month from the generated meta (yearMonth: true) is the year-month field, asking for ÉÉÉÉ-HH', () => {
    render(
      <SchemaField name="period" meta={{ label: 'Elszámolási időszak', kind: 'string', yearMonth: true }} value="2026-11" onChange={() => {}} onBlur={() => {}} />,
    );
    const box = screen.getByRole('textbox', { name: 'Elszámolási időszak' });
    expect(box).toHaveValue('2026-11');
    expect(box).toHaveAttribute('placeholder', 'ÉÉÉÉ-HH');
  });
});

describe('schema field: a text whose known codes have names (x-value-labels)', () => {
  it("shows a variant's provider by the name the read view shows, never its code; an unnamed code as it is", () => {
    const provider = ProductVariantInputMeta.fields.provider;
    const { rerender } = render(
      <SchemaField name="provider" meta={provider} value="tankeruleti_portal_default" onChange={() => undefined} onBlur={() => undefined} />,
    );
    expect(screen.getByRole('combobox', { name: /Szállító/ })).toHaveValue('Alapértelmezett szállító');
    rerender(<SchemaField name="provider" meta={provider} value="mas_szallito" onChange={() => undefined} onBlur={() => undefined} />);
    expect(screen.getByRole('combobox', { name: /Szállító/ })).toHaveValue('mas_szallito');
  });
});
