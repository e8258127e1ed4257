import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { Attachment } from '@/generated/models';
import { formatDateTime } from '@/lib/format';
import { DeleteAttachmentDialog } from './DeleteAttachmentDialog';
import { lastPathSegment, safeHref } from '@/lib/safe-url';
import { UploadAttachmentDialog } from './UploadAttachmentDialog';
import type { RemoveAttachment, UploadAttachment } from './attachment-calls';
import '../panel-rows.css';
import './AttachmentsPanel.css';

export type { RemoveAttachment, UploadAttachment };

export interface AttachmentsPanelProps {
  recordId: number;
  attachments: readonly Attachment[];
  /** Absent: no upload. */
  upload?: UploadAttachment;
  /** Absent: no delete. */
  remove?: RemoveAttachment;
  /** The parent screen's flag. */
  canUpload: boolean;
  /** The parent screen's flag: the user may delete. */
  canDelete: boolean;
}

/** The name, else the file name of its document, else a dash. */
export function attachmentName(attachment: Attachment): string {
  return attachment.name?.trim() || (attachment.document ? lastPathSegment(attachment.document) : '') || '-';
}

export function AttachmentsPanel({ recordId, attachments, upload, remove, canUpload, canDelete }: AttachmentsPanelProps) {
  const headingId = useId();
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  // Section 5: deletable only if the user may delete, the server allows it and it is not deleted yet.
  const mayDelete = (attachment: Attachment) => Boolean(remove) && canDelete && attachment.deletable && attachment.document !== null;

  return (
    <section className="card attachments-panel" aria-labelledby={headingId}>
      <div className="attachments-panel__header">
        <h2 id={headingId}>Csatolmányok</h2>
        {canUpload && upload ? (
          <Button variant="secondary" onPress={() => setUploadOpen(true)}>
            + Új csatolmány
          </Button>
        ) : null}
      </div>
      {attachments.length === 0 ? (
        <p className="muted">Nincs feltöltött csatolmány.</p>
      ) : (
        <ul className="panel-rows">
          {attachments.map((attachment) => (
            <AttachmentRow key={attachment.id} attachment={attachment} onDelete={mayDelete(attachment) ? () => setToDelete(attachment) : undefined} />
          ))}
        </ul>
      )}
      {isUploadOpen && upload ? <UploadAttachmentDialog recordId={recordId} upload={upload} onClose={() => setUploadOpen(false)} /> : null}
      {toDelete && remove ? (
        <DeleteAttachmentDialog recordId={recordId} attachmentId={toDelete.id} name={attachmentName(toDelete)} remove={remove} onClose={() => setToDelete(null)} />
      ) : null}
    </section>
  );
}

function AttachmentRow({ attachment, onDelete }: { attachment: Attachment; onDelete?: () => void }) {
  const name = attachmentName(attachment);
  const isDeleted = attachment.document === null;
  const href = safeHref(attachment.document);

  return (
    <li className={`panel-rows__row${isDeleted ? ' panel-rows__row--deleted' : ''}`}>
      <div className="panel-rows__main">
        <span className="attachments-panel__name">{isDeleted ? <s>{name}</s> : name}</span>
        <span className="panel-rows__meta muted">
          <span>Feltöltő: {attachment.uploaded_by || '–'}</span>
          <time dateTime={attachment.uploaded_at}>{formatDateTime(attachment.uploaded_at)}</time>
        </span>
        {isDeleted ? (
          <span className="panel-rows__meta muted">
            Törölte: {attachment.deleted_by || '–'}, {formatDateTime(attachment.deleted_at)}
          </span>
        ) : null}
      </div>
      <div className="attachments-panel__actions">
        {!isDeleted && href ? (
          <a href={href} download target="_blank" rel="noopener noreferrer" className="link" aria-label={`Letöltés: ${name}`}>
            Letöltés
          </a>
        ) : null}
        {onDelete ? (
          <Button variant="danger" onPress={onDelete} aria-label={`Törlés: ${name}`}>
            Törlés
          </Button>
        ) : null}
      </div>
    </li>
  );
}
