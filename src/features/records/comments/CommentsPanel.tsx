import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FileField } from '@/components/ui/FileField';
import { LinkifiedText } from '@/components/ui/LinkifiedText';
import { ConfirmDialog } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import type { Comment, CurrentUser, NewComment } from '@/generated/models';
import { NewCommentMeta } from '@/generated/meta/shared';
import { NewCommentSchema } from '@/generated/validators/shared';
import { formatDateTime } from '@/lib/format';
import { safeHref } from '@/lib/safe-url';
import { failureText } from '@/lib/server-messages';
import { isDistrictLevel } from '@/lib/session';
import { toast } from '@/lib/toasts';
import type { MutationFactory, RecordPath } from '../types';
import './CommentsPanel.css';

export interface CommentsPanelProps {
  recordId: number;
  /** Oldest first, as the server sends them. */
  comments: readonly Comment[];
  user: CurrentUser;
  /** Absent: no form. */
  add?: MutationFactory<Comment, RecordPath & { body: NewComment }>;
  /** Absent: no delete. */
  remove?: MutationFactory<Comment, RecordPath & { body: { comment_id: number } }>;
  /** Hides the form (as does user.is_readonly). */
  readOnly: boolean;
  /** The parent screen allows one attachment per comment. */
  allowAttachment: boolean;
}

const LABELS = {
  content: NewCommentMeta.fields.content.label,
  important: NewCommentMeta.fields.important.label,
  school_should_reply: NewCommentMeta.fields.school_should_reply.label,
  waiting_for_attachment: NewCommentMeta.fields.waiting_for_attachment.label,
  private_comment: NewCommentMeta.fields.private_comment.label,
  attachment: NewCommentMeta.fields.attachment.label,
};

type Flag = 'important' | 'school_should_reply' | 'waiting_for_attachment' | 'private_comment';
const FLAGS: readonly Flag[] = ['important', 'school_should_reply', 'waiting_for_attachment', 'private_comment'];

export function CommentsPanel({ recordId, comments, user, add, remove, readOnly, allowAttachment }: CommentsPanelProps) {
  const headingId = useId();
  const [formKey, setFormKey] = useState(0);
  const newestId = newestCommentId(comments);
  const canDelete = (comment: Comment) => comment.author_id === user.id && !comment.is_deleted && comment.id === newestId;

  return (
    <section className="comments-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="comments-panel__title">
        Megjegyzések
      </h2>
      {comments.length === 0 ? (
        <p className="muted">Nincs megjegyzés.</p>
      ) : (
        <ul className="comments-panel__list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment}>
                {remove && canDelete(comment) ? <DeleteCommentButton recordId={recordId} commentId={comment.id} remove={remove} /> : null}
              </CommentItem>
            </li>
          ))}
        </ul>
      )}
      {add && !readOnly && !user.is_readonly ? (
        // A new key after a save starts the form afresh: empty, untouched, no errors.
        <CommentForm
          key={formKey}
          recordId={recordId}
          add={add}
          isDistrictUser={isDistrictLevel(user)}
          allowAttachment={allowAttachment}
          onSaved={() => setFormKey((k) => k + 1)}
        />
      ) : null}
    </section>
  );
}

/** The newest comment by created_at; on a tie the later one in the list. */
function newestCommentId(comments: readonly Comment[]): number | undefined {
  let newest: Comment | undefined;
  for (const comment of comments) {
    if (!newest || Date.parse(comment.created_at) >= Date.parse(newest.created_at)) newest = comment;
  }
  return newest?.id;
}

function CommentItem({ comment, children }: { comment: Comment; children?: ReactNode }) {
  const flags = FLAGS.filter((flag) => comment[flag]);
  return (
    <article className={`comments-panel__comment${comment.is_deleted ? ' comments-panel__comment--deleted' : ''}`}>
      <header className="comments-panel__meta">
        <strong>{comment.author}</strong>
        <time dateTime={comment.created_at} className="muted">
          {formatDateTime(comment.created_at)}
        </time>
        {children ? <span className="comments-panel__actions">{children}</span> : null}
      </header>
      {comment.is_deleted ? (
        <p className="comments-panel__content muted">Törölt megjegyzés</p>
      ) : (
        <>
          <p className="comments-panel__content">
            <LinkifiedText text={comment.content} />
          </p>
          {flags.length ? (
            <p className="comments-panel__flags">
              {flags.map((flag) => (
                <span key={flag} className="badge">
                  {LABELS[flag]}
                </span>
              ))}
            </p>
          ) : null}
          {comment.attachments.length ? (
            <ul className="comments-panel__attachments">
              {comment.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <AttachmentLink name={attachment.name} document={attachment.document} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </article>
  );
}

/** A document address from data becomes a link only when it is site-relative or http(s). */
function AttachmentLink({ name, document }: { name: string; document: string | null }) {
  const label = name || document?.split('/').filter(Boolean).pop() || '–';
  const href = safeHref(document);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="link">
      {label}
    </a>
  ) : (
    <span>{label}</span>
  );
}

function DeleteCommentButton({ recordId, commentId, remove }: { recordId: number; commentId: number; remove: NonNullable<CommentsPanelProps['remove']> }) {
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useMutation({
    ...remove(),
    onSuccess: () => {
      setOpen(false);
      toast.success('A megjegyzés törölve.');
    },
    onError: (e) => setError(failureText(e, 'A törlés nem sikerült. Kérjük, próbálja újra később.')),
  });
  const close = () => {
    setOpen(false);
    setError(null);
  };

  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Törlés
      </Button>
      <ConfirmDialog
        title="Megjegyzés törlése"
        message={<p>Biztosan törli a megjegyzést?</p>}
        errorMessage={error}
        confirmLabel="Törlés"
        tone="danger"
        isOpen={isOpen}
        isPending={deletion.isPending}
        onConfirm={() => deletion.mutate({ path: { id: recordId }, body: { comment_id: commentId } })}
        onCancel={close}
      />
    </>
  );
}

interface CommentFormProps {
  recordId: number;
  add: NonNullable<CommentsPanelProps['add']>;
  isDistrictUser: boolean;
  allowAttachment: boolean;
  onSaved: () => void;
}

const EMPTY_COMMENT = {
  content: '',
  important: false,
  school_should_reply: false,
  waiting_for_attachment: false,
  private_comment: false,
  attachment: null,
};

function CommentForm({ recordId, add, isDistrictUser, allowAttachment, onSaved }: CommentFormProps) {
  const form = useSchemaForm(NewCommentSchema, EMPTY_COMMENT);
  // The pending state reaches the button only on the next render; this stops a second click before it.
  const sending = useRef(false);
  const save = useMutation({
    ...add(),
    onSuccess: () => {
      toast.success('A megjegyzés elmentve.');
      onSaved();
    },
    onError: form.showServerError,
    onSettled: () => {
      sending.current = false;
    },
  });

  const flag = (name: Flag) => form.values[name] === true;
  // The district-level comment and the two requests to the school exclude each other.
  const setPrivate = (selected: boolean) => {
    form.setValue('private_comment', selected);
    if (selected) {
      form.setValue('school_should_reply', false);
      form.setValue('waiting_for_attachment', false);
    }
  };
  const setSchoolRequest = (name: 'school_should_reply' | 'waiting_for_attachment') => (selected: boolean) => {
    form.setValue(name, selected);
    if (selected) form.setValue('private_comment', false);
  };

  const submit = form.handleSubmit((values) => {
    if (sending.current) return;
    sending.current = true;
    const attachment = allowAttachment ? values.attachment : null;
    save.mutate({
      path: { id: recordId },
      body: {
        content: values.content,
        important: values.important === true,
        school_should_reply: isDistrictUser && values.school_should_reply === true,
        waiting_for_attachment: isDistrictUser && values.waiting_for_attachment === true,
        private_comment: isDistrictUser && values.private_comment === true,
        ...(attachment ? { attachment } : {}),
      },
    });
  });

  const flagErrors = FLAGS.map((name) => form.errorFor(name)).filter((m): m is string => Boolean(m));
  const attachment = form.values.attachment instanceof File ? form.values.attachment : null;

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="form comments-panel__form">
      <FormErrors messages={[...form.generalErrors, ...flagErrors]} />
      <TextField label={LABELS.content} rows={5} isRequired {...form.textField('content')} />
      <div className="comments-panel__flags-input">
        <Checkbox isSelected={flag('important')} onChange={(selected) => form.setValue('important', selected)}>
          {LABELS.important}
        </Checkbox>
        {isDistrictUser ? (
          <>
            <Checkbox isSelected={flag('school_should_reply')} onChange={setSchoolRequest('school_should_reply')}>
              {LABELS.school_should_reply}
            </Checkbox>
            <Checkbox isSelected={flag('waiting_for_attachment')} onChange={setSchoolRequest('waiting_for_attachment')}>
              {LABELS.waiting_for_attachment}
            </Checkbox>
            <Checkbox isSelected={flag('private_comment')} onChange={setPrivate}>
              {LABELS.private_comment}
            </Checkbox>
          </>
        ) : null}
      </div>
      {allowAttachment ? (
        <FileField label={LABELS.attachment} file={attachment} onChange={(file) => form.setValue('attachment', file)} errorMessage={form.errorFor('attachment')} />
      ) : null}
      <div>
        <Button type="submit" isPending={save.isPending}>
          Megjegyzés küldése
        </Button>
      </div>
    </Form>
  );
}
