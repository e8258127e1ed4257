import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { renderAtRoute } from '@/test/render';
import { FIRST_FIELDS } from './progressive';
import { RecordForm } from './RecordForm';

vi.unmock('@/features/records/form/progressive');

// Counts each field's renders by its name.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./SchemaField', async (importOriginal) => {
  const original = await importOriginal<typeof import('./SchemaField')>();
  return {
    ...original,
    SchemaField: (props: Parameters<typeof original.SchemaField>[0]) => {
      renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
      return original.SchemaField(props);
    },
  };
});

const names = Array.from({ length: 14 }, (_, i) => `field_${i + 1}`);
const meta: SchemaMeta = { title: 'Teszt', fields: Object.fromEntries(names.map((name, i) => [name, { label: `Mező ${i + 1}`, kind: 'string' }])) };

describe('a long form renders progressively', () => {
  it('commits its first fields first and the rest in a later step, ending with every field in its order', async () => {
    // The number of field slots on the page at each commit of the form.
    const counts: number[] = [];
    const { container } = renderAtRoute(
      () => (
        <Profiler id="form" onRender={() => counts.push(container.querySelectorAll('[data-field]').length)}>
          <RecordForm
            meta={meta}
            schema={v.looseObject({})}
            fields={names}
            groups={[{ title: 'Második rész', fields: names.slice(8) }]}
            initialValues={{}}
            submitLabel="Mentés"
            isPending={false}
            onSubmit={async () => undefined}
          />
        </Profiler>
      ),
      new QueryClient(),
      '/urlap',
    );
    expect(await screen.findByRole('textbox', { name: 'Mező 14' }, { timeout: 5000 })).toBeInTheDocument();
    const first = counts.find((n) => n > 0);
    expect(first).toBe(FIRST_FIELDS);
    expect(counts.at(-1)).toBe(names.length);
    expect([...container.querySelectorAll('[data-field]')].map((slot) => slot.getAttribute('data-field'))).toEqual(names);
    // A later step does not render again the fields already shown.
    expect(renders.get('field_1')).toBe(1);
    expect(renders.get('field_14')).toBe(1);
    // The fieldset appears once its first field does, with all of its fields.
    expect(screen.getByRole('group', { name: 'Második rész' }).querySelectorAll('[data-field]')).toHaveLength(6);
  });
});
