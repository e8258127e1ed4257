import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { LinkifiedText } from '@/components/ui/LinkifiedText';
import { ConfirmDialog } from '@/components/ui/Modal';
import type { Comment, CurrentUser, NewComment } from '@/generated/models';
import { formatDateTime } from '@/lib/format';
import { safeHref } from '@/lib/safe-url';
import { failureText } from '@/lib/server-messages';
import { isDistrictLevel } from '@/lib/session';
import { toast } from '@/lib/toasts';
import type { MutationFactory, RecordPath } from '../types';
import { CommentForm } from './CommentForm';
import { FLAGS, LABELS } from './comment-flags';
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
