import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { setup } from '@/test/record-form';
import type { FormWarning } from './warnings';

// Every input of a form (a field's, a line's cell's) is a SchemaField: counted by its name as it renders.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./SchemaField', async (importOriginal) => {
  const real = await importOriginal<typeof import('./SchemaField')>();
  function CountedSchemaField(props: ComponentProps<typeof real.SchemaField>) {
    renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
    return <real.SchemaField {...props} />;
  }
  return { ...real, SchemaField: CountedSchemaField };
});

// The extra fields' inputs, counted by their codename.
vi.mock('../extra-fields/ExtraFieldInput', async (importOriginal) => {
  const real = await importOriginal<typeof import('../extra-fields/ExtraFieldInput')>();
  function CountedExtraFieldInput(props: ComponentProps<typeof real.ExtraFieldInput>) {
    const name = `extra:${props.definition.codename}`;
    renders.set(name, (renders.get(name) ?? 0) + 1);
    return <real.ExtraFieldInput {...props} />;
  }
  return { ...real, ExtraFieldInput: CountedExtraFieldInput };
});

const count = (name: string) => renders.get(name) ?? 0;
const snapshot = () => new Map(renders);
/** The inputs rendered again since `before`, by name. */
const renderedSince = (before: ReadonlyMap<string, number>) => [...renders].filter(([name, n]) => n !== (before.get(name) ?? 0)).map(([name]) => name);

const TEXTS = Array.from({ length: 30 }, (_, i) => `field${i + 1}`);
const lineFields = { name: { label: 'Megnevezés', kind: 'string', required: true }, quantity: { label: 'Mennyiség', kind: 'number', required: true } } as const;
const meta: SchemaMeta = {
  title: 'Hosszú űrlap',
  fields: {
    ...Object.fromEntries(
      TEXTS.map((name, i): [string, FieldMeta] => [name, { label: `Mező ${i + 1}`, kind: 'string', ...(i === 0 ? { required: true } : {}), minLength: 3 }]),
    ),
    amount: { label: 'Összeg', kind: 'number', nullable: true, unit: 'Ft' },
    products: { label: 'Termékek', kind: 'array', items: { title: 'Termék', fields: lineFields } },
  },
};
const schema = v.looseObject({ field1: v.pipe(v.string('Ez a mező nem lehet üres'), v.minLength(3, 'Legalább 3 karakter')) });
const lines = Array.from({ length: 12 }, (_, i) => ({ name: `Termék ${i + 1}`, quantity: i + 1 }));
// A warning under the amount that reads the second field: typing there is what it depends on.
const warnings: FormWarning[] = [{ field: 'amount', message: (values) => (values.field2 === 'sok' ? 'Sok a mező.' : null) }];

function renderLongForm() {
  return setup({
    onSubmit: vi.fn().mockResolvedValue({}),
    meta,
    schema,
    fields: [...TEXTS, 'amount', 'products'],
    initialValues: { ...Object.fromEntries(TEXTS.map((name) => [name, ''])), amount: null, products: lines },
    warnings,
  });
}

describe('record form: a key renders only the field typed into', () => {
  beforeEach(() => renders.clear());

  it('typing in one of 30 fields renders that field again, none of the other fields or lines', async () => {
    const { user } = renderLongForm();
    // Every field is there (the form renders them a few at a time) once 'Mentés' shows.
    await screen.findByRole('button', { name: 'Mentés' });
    const first = screen.getByRole('textbox', { name: /Mező 1\b/ });
    const before = snapshot();
    await user.type(first, 'abcd');
    const again = renderedSince(before);
    expect(count('field1')).toBeGreaterThan(before.get('field1') ?? 0);
    // field1's own message came and went on the way ('Legalább 3 karakter'): still only field1.
    expect(again).toEqual(['field1']);
    expect(first).toHaveValue('abcd');
  });

  it('typing in a line renders that line again, not the other lines nor the other fields', async () => {
    const { user } = renderLongForm();
    await screen.findByRole('button', { name: 'Mentés' });
    const third = screen.getByRole('group', { name: '3. sor' });
    const name = within(third).getByRole('textbox', { name: /Megnevezés/ });
    const before = snapshot();
    await user.type(name, ' új');
    expect(name).toHaveValue('Termék 3 új');
    expect(new Set(renderedSince(before))).toEqual(new Set(['2.name', '2.quantity']));
  });

  it('what depends on the typed field follows it: the warning under another field shows and goes', async () => {
    const { user } = renderLongForm();
    await screen.findByRole('button', { name: 'Mentés' });
    const second = screen.getByRole('textbox', { name: /Mező 2\b/ });
    await user.type(second, 'sok');
    expect(await screen.findByText('Sok a mező.')).toBeInTheDocument();
    await user.type(second, 'k');
    expect(screen.queryByText('Sok a mező.')).toBeNull();
  });

  it('a single key in the last field renders that field only', async () => {
    const { user } = renderLongForm();
    await screen.findByRole('button', { name: 'Mentés' });
    const field = screen.getByRole('textbox', { name: /Mező 30\b/ });
    await user.click(field);
    const before = snapshot();
    await user.keyboard('x');
    expect(renderedSince(before)).toEqual(['field30']);
  });

  it("a key in a field leaves the extra fields as they are, even when the form's messages change", async () => {
    const { user } = setup({
      onSubmit: vi.fn().mockResolvedValue({}),
      extraFields: 'commitments',
      initialValues: { subject: '', institution: 1, employment: null, cost: null },
    });
    await screen.findByRole('textbox', { name: /Beszerzés célja/ });
    await screen.findByRole('button', { name: 'Mentés' });
    const before = snapshot();
    // The first letters touch the subject and show its message ('Legalább 3 karakter'): the form renders, the extra fields do not.
    await user.type(screen.getByRole('textbox', { name: /Tárgy/ }), 'Ta');
    expect(await screen.findByText('Legalább 3 karakter')).toBeInTheDocument();
    expect(renderedSince(before)).toEqual(['subject']);
  });
});
