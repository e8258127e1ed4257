import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { Page } from '@/components/ui/Page';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { toast } from '@/lib/toasts';
import { editLockReason, recordGates } from '../actions/gating';
import { mergeRecordAnswer } from '../actions/record-cache';
import { RecordActions } from '../actions/RecordActions';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { ApprovalPanel } from '../approval/ApprovalPanel';
import { CommentsPanel } from '../comments/CommentsPanel';
import { DetailValue } from '../display';
import { DocumentsPanel } from '../documents/DocumentsPanel';
import { hiddenFields } from '../form/declaration';
import { RecordForm } from '../form/RecordForm';
import { formValues, type RecordApi, type RecordDetail, type RecordRow, type SectionDefinition } from '../section';
import type { MutationFactory, RecordPath } from '../types';

function SubscribeToggle<Detail extends RecordDetail>({ detail, api }: { detail: Detail; api: Pick<RecordApi<RecordRow, Detail, never>, 'get' | 'subscribe'> }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    ...api.subscribe!(),
    onSuccess: ({ subscribed }) => {
      queryClient.setQueryData<Detail>(api.get({ path: { id: detail.id } }).queryKey, (d) => (d ? { ...d, subscribed } : d));
      toast.success(subscribed ? 'Feliratkozott a változásokra.' : 'Leiratkozott a változásokról.');
    },
  });
  return (
    <Button variant="secondary" aria-pressed={Boolean(detail.subscribed)} isPending={toggle.isPending} onPress={() => toggle.mutate({ path: { id: detail.id } })}>
      {detail.subscribed ? 'Leiratkozás' : 'Feliratkozás'}
    </Button>
  );
}

const slug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();

/** Read-only fields of the record as label and value pairs; linked fields lead to the records they name. */
function DetailsList<Detail extends RecordDetail>({
  fields,
  detail,
  details,
}: {
  fields: readonly (keyof Detail & string)[];
  detail: Detail;
  details: Pick<SectionDefinition<RecordRow, Detail, Record<string, unknown>>['details'], 'meta' | 'links'>;
}) {
  return (
    <dl className="details">
      {fields.map((name) => (
        <div key={name} className="details__row">
          <dt>{details.meta.fields[name]?.label ?? name}</dt>
          <dd>
            <DetailValue value={detail[name]} meta={details.meta.fields[name]} name={name} link={details.links?.[name]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The record's edit form; the input keeps what was typed when a save fails. */
function EditCard<Detail extends RecordDetail, Input extends Record<string, unknown>>({
  form,
  update,
  detail,
}: {
  form: NonNullable<SectionDefinition<RecordRow, Detail, Input>['form']>;
  update: MutationFactory<Detail, RecordPath & { body: Input }>;
  detail: Detail;
}) {
  const save = useMutation({ ...update() });
  return (
    <section className="card" aria-label="Szerkesztés">
      <h2>Szerkesztés</h2>
      <RecordForm
        key={detail.id}
        meta={form.meta}
        schema={form.schema}
        fields={form.fields}
        initialValues={form.initialValues?.(detail) ?? formValues(form, detail)}
        lines={form.lines}
        groups={form.groups}
        shownWhen={form.shownWhen}
        checks={form.checks}
        extraFields={form.extraFields}
        recordId={detail.id}
        submitLabel="Mentés"
        isPending={save.isPending}
        onSubmit={async (body) => {
          await save.mutateAsync({ path: { id: detail.id }, body: body as Input });
          toast.success('A mentés sikeres.');
        }}
      />
    </section>
  );
}

/** The generic details screen: summary, edit form and the panels the section declares. */
export function RecordDetailsScreen<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>({
  section,
  id,
}: {
  section: SectionDefinition<Row, Detail, Input>;
  id: number;
}) {
  const queryClient = useQueryClient();
  const { data: detail } = useSuspenseQuery(section.api.get({ path: { id } }));
  const { data: user } = useSuspenseQuery(getCurrentUserQuery());
  const { api, details, form } = section;
  const { panels } = details;
  // Section 6: what this user may do on this record now.
  const gates = recordGates(detail, user);
  const lockReason = editLockReason(detail, user, typeof detail.state === 'string' ? details.meta.fields.state?.enumLabels?.[detail.state] : undefined);
  // A field the form shows only for other values (an inbox entry's sender of another type) is not listed either.
  const hidden = new Set(form ? hiddenFields(form.shownWhen, formValues(form, detail)) : []);
  const shown = (fields: readonly (keyof Detail & string)[]) => fields.filter((name) => !hidden.has(name));

  return (
    <Page
      title={`${section.recordName}: ${details.title(detail)}`}
      backTo={section.routes.list}
      actions={
        <>
          {panels.subscribe && api.subscribe ? <SubscribeToggle detail={detail} api={api} /> : null}
          <RecordActions record={detail} user={user} api={api} routes={section.routes} overrides={details.actions} />
        </>
      }
    >
      <div className="record-layout">
        <div className="record-layout__main">
          <section className="card" aria-label="Adatok">
            <DetailsList fields={shown(details.summary)} detail={detail} details={details} />
          </section>
          {details.groups?.map((group) => (
            <section key={group.title} className="card" aria-labelledby={`details-${slug(group.title)}`}>
              <h2 id={`details-${slug(group.title)}`}>{group.title}</h2>
              <DetailsList fields={shown(group.fields)} detail={detail} details={details} />
            </section>
          ))}
          {form && api.update && gates.edit ? <EditCard form={form} update={api.update} detail={detail} /> : null}
          {form && api.update && !gates.edit && lockReason ? (
            <p className="card notice" role="note">
              {lockReason}
            </p>
          ) : null}
          {/* Keyed by the record too: a block's own state (lines being edited) starts afresh on another record. */}
          {details.blocks?.map((Block, index) => (
            <Block key={`${detail.id}-${index}`} record={detail} user={user} />
          ))}
          {panels.comments ? (
            <CommentsPanel
              recordId={id}
              comments={detail.comments ?? []}
              user={user}
              add={api.addComment}
              remove={api.deleteComment}
              readOnly={!gates.comment}
              allowAttachment={panels.comments.allowAttachment}
            />
          ) : null}
          {panels.attachments ? (
            <AttachmentsPanel
              recordId={id}
              attachments={detail.attachments ?? []}
              upload={api.addAttachment}
              remove={api.deleteAttachment}
              canUpload={gates.upload}
              canDelete={gates.upload}
            />
          ) : null}
        </div>
        <div className="record-layout__side">
          {panels.approval ? (
            <ApprovalPanel
              record={detail}
              user={user}
              decide={api.decide}
              stateMeta={details.meta.fields.state}
              onDecided={(outcome) => mergeRecordAnswer(queryClient, api, outcome)}
            />
          ) : null}
          {panels.documents && api.generatePreview ? (
            <DocumentsPanel
              recordId={id}
              previews={detail.generate_previews ?? []}
              generated={detail.generated_documents ?? []}
              generate={api.generateDocument}
              preview={api.generatePreview}
              canRegenerate={gates.regenerate}
            />
          ) : null}
        </div>
      </div>
    </Page>
  );
}
