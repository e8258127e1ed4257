import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { renderAtRoute } from '@/test/render';
import { Later, ProgressiveParts, STEP } from './progressive';
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
  it("commits its frame first, then its fields a step at a time in their order, 'Mentés' with the last ones", async () => {
    // At each commit of the form: the field slots on the page, whether the fieldset's title shows, whether 'Mentés' does.
    const commits: { fields: number; legend: boolean; save: boolean }[] = [];
    const { container } = renderAtRoute(
      () => (
        <Profiler
          id="form"
          onRender={() =>
            commits.push({
              fields: container.querySelectorAll('[data-field]').length,
              legend: container.querySelector('legend')?.textContent === 'Második rész',
              save: [...container.querySelectorAll('button')].some((b) => b.textContent === 'Mentés'),
            })
          }
        >
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
    expect(await screen.findByRole('button', { name: 'Mentés' }, { timeout: 5000 })).toBeInTheDocument();
    // The first commit is the frame: the fieldset's title, no field, no 'Mentés'.
    expect(commits[0]).toEqual({ fields: 0, legend: true, save: false });
    // Then STEP more fields a commit (14 fields and the extra fields' part: 3, 6, 9, 12, 14).
    const counts = [...new Set(commits.map((c) => c.fields))];
    expect(counts).toEqual([0, 3, 6, 9, 12, 14]);
    expect(STEP).toBe(3);
    // 'Mentés' comes with the last fields, never before.
    expect(commits.filter((c) => c.save).every((c) => c.fields === names.length)).toBe(true);
    expect([...container.querySelectorAll('[data-field]')].map((slot) => slot.getAttribute('data-field'))).toEqual(names);
    // A later step does not render again the fields already shown.
    expect(renders.get('field_1')).toBe(1);
    expect(renders.get('field_14')).toBe(1);
    expect(screen.getByRole('group', { name: 'Második rész' }).querySelectorAll('[data-field]')).toHaveLength(6);
  });
});

describe('a part still to come', () => {
  it('shows its placeholder until its step, then the part in its place', async () => {
    const commits: { placeholder: boolean; part: boolean }[] = [];
    render(
      <Profiler id="parts" onRender={() => commits.push({ placeholder: Boolean(document.querySelector('.waiting')), part: Boolean(document.querySelector('.part')) })}>
        <ProgressiveParts total={STEP + 1}>
          <Later index={STEP} placeholder={<div className="waiting" />}>
            <div className="part" />
          </Later>
        </ProgressiveParts>
      </Profiler>,
    );
    await waitFor(() => expect(document.querySelector('.part')).not.toBeNull());
    expect(commits[0]).toEqual({ placeholder: true, part: false });
    expect(commits.at(-1)).toEqual({ placeholder: false, part: true });
  });
});
