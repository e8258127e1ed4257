import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Page } from '@/components/ui/Page';
import type { SchemaMeta } from '@/generated/meta/types';
import { toast } from '@/lib/toasts';
import { prefillPatch } from '../form/prefill';
import { dayField, dayValue } from '../form/ranges';
import { RecordForm } from '../form/RecordForm';
import { sectionFormProps, type RecordDetail, type RecordRow, type SectionDefinition } from '../section';

/**
 * The generic new screen: the section's input form; after saving, the new record's details. The
 * address's search may fill fields of the form (`uj.html?title=…&category=bug`: the error screen's
 * 'Hiba bejelentése' opens a system error report so); a value fills only a field of the form whose kind it fits.
 * `nap=2026-11-26` (a calendar's day) is the start of the form's range, or its first date.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The search with its chosen day (`nap`) written into the field it starts. */
function withDay(search: Record<string, unknown>, form: { meta: SchemaMeta; fields: readonly string[] }): Record<string, unknown> {
  const { nap: day, ...rest } = search;
  const field = dayField(form.meta, form.fields);
  if (typeof day !== 'string' || !ISO_DAY.test(day) || field === undefined || field in rest) return rest;
  return { ...rest, [field]: dayValue(form.meta, field, day) };
}

export function RecordCreateScreen<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>({
  section,
}: {
  section: SectionDefinition<Row, Detail, Input>;
}) {
  const navigate = useNavigate();
  const create = useMutation({ ...section.api.create!() });
  const form = section.form!;
  const search: Record<string, unknown> = useSearch({ strict: false });
  const formProps = useMemo(() => {
    const props = sectionFormProps(form);
    const { patch } = prefillPatch(withDay(search, form), props.initialValues, {
      meta: form.meta,
      fields: form.fields,
      startValues: props.initialValues,
      previous: {},
      when: '',
    });
    return { ...props, initialValues: { ...props.initialValues, ...patch } };
  }, [form, search]);
  return (
    <Page title={`Új ${section.recordName.toLocaleLowerCase('hu')}`} backTo={section.routes.list}>
      <section className="card">
        <RecordForm
          {...formProps}
          prefill={form.prefill}
          cancelHref={section.routes.list}
          submitLabel="Mentés"
          isPending={create.isPending}
          onSubmit={async (body) => {
            const created = await create.mutateAsync({ body });
            toast.success('A mentés sikeres.');
            void navigate({ href: section.routes.details(created.id) });
          }}
        />
      </section>
    </Page>
  );
}
