import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Page } from '@/components/ui/Page';
import { getSettingsQuery } from '@/generated/api/bootstrap';
import { useCurrentUser } from '@/lib/current-user';
import { onIdle } from '@/lib/idle';
import { rememberRecentRecord } from '@/lib/recent-records';
import { useShortcuts } from '@/lib/shortcuts';
import { toast } from '@/lib/toasts';
import { editLockReason, recordGates } from '../actions/gating';
import { mergeRecordAnswer } from '../actions/record-cache';
import { RecordActions } from '../actions/RecordActions';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { ApprovalPanel } from '../approval/ApprovalPanel';
import { NextWaiting } from '../approval/NextWaiting';
import { useDecisionRun } from '../approval/DecisionRun';
import { CommentsPanel } from '../comments/CommentsPanel';
import { DocumentsPanel } from '../documents/DocumentsPanel';
import { hiddenFields } from '../form/declaration';
import type { RecordFormProps } from '../form/RecordForm';
import { formValues, sectionFormProps, type DetailsSection, type SectionForm, type RecordApi, type RecordDetail, type RecordRow } from '../section';
import { PrintButton, PrintHeader } from './PrintHeader';
import { DetailsList, readGroups } from './ReadView';
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

// The edit form's code is not in the details screen's chunk: a record is read far more often than edited.
// It loads once the screen is idle (where the user may edit) or on hover/focus of 'Szerkesztés', whichever comes first.
let formModule: Promise<typeof import('../form/RecordForm')> | undefined;
let loadedForm: typeof import('../form/RecordForm') | undefined;
const loadForm = () =>
  (formModule ??= import('../form/RecordForm').then((loaded) => {
    loadedForm = loaded;
    return loaded;
  }));
const preloadForm = () => void loadForm();

/** RecordForm once its code is there (the Suspense around it waits), keeping its body type, which React's lazy would lose. */
function RecordForm<Body>(props: RecordFormProps<Body>) {
  // Loaded already (preloaded when idle): rendered at once. use() of even a settled promise suspends once, and React
  // holds a fallback it has shown for 300 ms before the content replaces it.
  const { RecordForm: Loaded } = loadedForm ?? use(loadForm());
  return <Loaded {...props} />;
}

/** The record's edit form in place of its read view, with 'Mentés' and 'Mégse'; the input keeps what was typed when a save fails. */
function EditCard<Detail extends RecordDetail, Input extends Record<string, unknown>>({
  form,
  update,
  detail,
  onClose,
}: {
  form: SectionForm<Detail, Input>;
  update: MutationFactory<Detail, RecordPath & { body: Input }>;
  detail: Detail;
  onClose: () => void;
}) {
  const save = useMutation({ ...update() });
  return (
    <section className="card record-edit" aria-label="Szerkesztés">
      <h2>Szerkesztés</h2>
      <Suspense fallback={<p className="record-form__loading">Az űrlap betöltése…</p>}>
        <RecordForm
          key={detail.id}
          {...sectionFormProps(form, detail)}
          recordId={detail.id}
          // The choice of 'Szerkesztés' moves the user to the form it opened: its first field (on a phone, far below the button).
          autoFocus
          submitLabel="Mentés"
          isPending={save.isPending}
          onCancel={onClose}
          onSubmit={async (body) => {
            await save.mutateAsync({ path: { id: detail.id }, body });
            // Closed first: the read view (and 'Szerkesztés' back among the actions) is in place when the message shows.
            onClose();
            toast.success('A mentés sikeres.');
          }}
        />
      </Suspense>
    </section>
  );
}

/**
 * The generic details screen, read first: the summary and the approval panel, the record's fields in their
 * fieldsets, the blocks, then comments, attachments and documents. 'Szerkesztés' (not for a read-only user
 * or a locked record) puts the edit form in place of the read view.
 */
export function RecordDetailsScreen<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>({
  section,
  id,
}: {
  section: DetailsSection<Row, Detail, Input>;
  id: number;
}) {
  const queryClient = useQueryClient();
  const { data: detail } = useSuspenseQuery(section.api.get({ path: { id } }));
  const user = useCurrentUser();
  const { api, details, form } = section;
  const { panels } = details;
  // Section 6: what this user may do on this record now; section 9: whether its module lets a closed record take attachments.
  const { data: settings } = useQuery(getSettingsQuery());
  const settingsGroup = details.settings ?? form?.extraFields;
  const gates = recordGates(detail, user, { canUploadAfterClosed: settingsGroup ? settings?.[settingsGroup]?.can_upload_after_closed : false });
  const stateLabel = typeof detail.state === 'string' ? details.meta.fields.state?.enumLabels?.[detail.state] : undefined;
  const lockReason = editLockReason(detail, user, stateLabel);
  // A field the form shows only for other values (an inbox entry's sender of another type) is not listed either.
  const hidden = new Set(form ? hiddenFields(form.shownWhen, formValues(form, detail)) : []);
  const shown = (fields: readonly (keyof Detail & string)[]) => fields.filter((name) => !hidden.has(name));

  const [editOpened, setEditing] = useState(false);
  // The record a decision was just made on here: it offers the next one of its list that waits for the user.
  const [decidedId, setDecidedId] = useState<number | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // A bulk decision taken one by one from the list: this record's questions open at once, a decision goes to the next.
  const decisionRun = useDecisionRun(section.id, detail.id, section.routes.details);
  const canEdit = Boolean(form && api.update && gates.edit);
  // An open form closes the moment the user (a new answer of who is signed in) or the record no longer lets it be edited.
  const editing = editOpened && canEdit;
  useEffect(() => (canEdit ? onIdle(preloadForm) : undefined), [canEdit]);
  // 'e' is 'Szerkesztés' where the button is offered (not while typing in a field).
  useShortcuts(
    {
      e: (event) => {
        event.preventDefault();
        setEditing(true);
      },
    },
    canEdit && !editing,
  );
  // The quick jump offers the records last opened.
  const recentLabel = `${section.recordName}: ${details.title(detail)}`;
  const recentPath = section.routes.details(detail.id);
  useEffect(() => rememberRecentRecord({ label: recentLabel, path: recentPath }), [recentLabel, recentPath]);
  const closeEdit = () => {
    setEditing(false);
    // Back to where the form was opened from.
    setTimeout(() => editButtonRef.current?.focus(), 0);
  };
  const groups = readGroups(section, detail)
    .map((group) => ({ ...group, fields: shown(group.fields) }))
    .filter((group) => group.fields.length);

  return (
    <Page
      title={`${section.recordName}: ${details.title(detail)}`}
      trailTitle={details.title(detail)}
      backTo={section.routes.list}
      actions={
        <>
          {canEdit && !editing ? (
            <Button ref={editButtonRef} onPress={() => setEditing(true)} onHoverStart={preloadForm} onFocus={preloadForm}>
              Szerkesztés
            </Button>
          ) : null}
          {panels.subscribe && api.subscribe ? <SubscribeToggle detail={detail} api={api} /> : null}
          <RecordActions record={detail} user={user} api={api} routes={section.routes} overrides={details.actions} />
          <PrintButton />
        </>
      }
    >
      <PrintHeader state={stateLabel} />
      <div className="record-layout">
        <div className="record-layout__main">
          <section className="card" aria-label="Adatok">
            <DetailsList fields={shown(details.summary)} detail={detail} details={details} formMeta={form?.meta} />
          </section>
          {form && api.update && !gates.edit && lockReason ? (
            <p className="card notice" role="note">
              {lockReason}
            </p>
          ) : null}
        </div>
        {/* Right after the summary on a phone: who decides finds the decision before the record's every field. */}
        {panels.approval ? (
          <div className="record-layout__side">
            <ApprovalPanel
              record={detail}
              user={user}
              decide={api.decide}
              stateMeta={details.meta.fields.state}
              openOption={decisionRun.openOption}
              onDecided={(outcome) => {
                mergeRecordAnswer(queryClient, api, outcome);
                setDecidedId(detail.id);
                decisionRun.onDecided();
              }}
            />
            {decisionRun.notice}
            {decidedId === detail.id && !decisionRun.notice && section.list && api.list ? (
              <NextWaiting
                listPath={section.routes.list}
                declaration={section.list}
                list={api.list}
                detailsHref={section.routes.details}
                currentId={detail.id}
                user={user}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      {editing && form && api.update ? (
        <EditCard form={form} update={api.update} detail={detail} onClose={closeEdit} />
      ) : groups.length ? (
        <div className="record-read">
          {groups.map((group) => (
            <section key={group.title} className="card record-read__group" aria-labelledby={`details-${slug(group.title)}`}>
              <h2 id={`details-${slug(group.title)}`}>{group.title}</h2>
              <DetailsList fields={group.fields} detail={detail} details={details} formMeta={form?.meta} lines={form?.lines} />
            </section>
          ))}
        </div>
      ) : null}
      {/* Keyed by the record too: a block's own state (lines being edited) starts afresh on another record. */}
      {details.blocks?.map((Block, index) => (
        <Block key={`${detail.id}-${index}`} record={detail} user={user} isEditing={editing} />
      ))}
      <div className="record-panels">
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
    </Page>
  );
}
