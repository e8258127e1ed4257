import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { DocumentPreviewType, GeneratedDocument } from '@/generated/models';
import { ApiError } from '@/generated/runtime';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { safeHref } from '@/lib/safe-url';
import { failureText } from '@/lib/server-messages';
import type { DocumentTypeQuery, FileFetcher, MutationFactory, RecordPath } from '../types';
import '../panel-rows.css';
import './DocumentsPanel.css';

export type GenerateDocument = MutationFactory<GeneratedDocument, RecordPath & DocumentTypeQuery>;
export type PreviewDocument = FileFetcher<RecordPath & DocumentTypeQuery>;

export interface DocumentsPanelProps {
  recordId: number;
  /** The document types the record offers. */
  previews: readonly DocumentPreviewType[];
  /** Documents already generated. */
  generated: readonly GeneratedDocument[];
  /** Absent: no regeneration. */
  generate?: GenerateDocument;
  preview: PreviewDocument;
  canRegenerate: boolean;
}

const REGENERATE_FAILED = 'A dokumentum újragenerálása nem sikerült.';
const PREVIEW_FAILED = 'Az előnézet nem készíthető el.';

export function DocumentsPanel({ recordId, previews, generated, generate, preview, canRegenerate }: DocumentsPanelProps) {
  const headingId = useId();
  return (
    <section className="card documents-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Dokumentumok</h2>
      {previews.length === 0 ? (
        <p className="muted">Nincs generálható dokumentum.</p>
      ) : (
        <ul className="panel-rows">
          {previews.map((type) => (
            <DocumentRow
              key={type.document_type}
              recordId={recordId}
              type={type}
              document={generated.find((d) => d.document_type === type.document_type)}
              generate={canRegenerate ? generate : undefined}
              preview={preview}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface DocumentRowProps {
  recordId: number;
  type: DocumentPreviewType;
  document: GeneratedDocument | undefined;
  generate: GenerateDocument | undefined;
  preview: PreviewDocument;
}

function DocumentRow({ recordId, type, document, generate, preview }: DocumentRowProps) {
  const vars = { path: { id: recordId }, query: { document_type: type.document_type } };
  const href = safeHref(document?.file);
  return (
    <li className="panel-rows__row">
      <div className="panel-rows__main">
        <span className="documents-panel__label">{type.label}</span>
        {document?.generated_at || href ? (
          <span className="panel-rows__meta muted">
            {document?.generated_at ? (
              <span>
                Generálva: <time dateTime={document.generated_at}>{formatDateTime(document.generated_at)}</time>
              </span>
            ) : null}
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className="link" aria-label={`Letöltés: ${type.label}`}>
                Letöltés
              </a>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className="documents-panel__actions">
        {generate ? <RegenerateButton label={type.label} vars={vars} generate={generate} /> : null}
        <PreviewButton label={type.label} vars={vars} preview={preview} />
      </div>
    </li>
  );
}

/** 401 and 403 are already announced by the API middleware; anything else gets a toast here. */
function toastFailure(error: unknown, fallback: string) {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  toast.error(error instanceof ApiError ? failureText(error, fallback) : fallback);
}

function RegenerateButton({ label, vars, generate }: { label: string; vars: RecordPath & DocumentTypeQuery; generate: GenerateDocument }) {
  const mutation = useMutation({
    ...generate(),
    onSuccess: () => toast.success('A dokumentum újragenerálása sikeres.'),
    onError: (error) => toastFailure(error, REGENERATE_FAILED),
  });
  return (
    <Button variant="secondary" onPress={() => mutation.mutate(vars)} isPending={mutation.isPending} aria-label={`Újragenerálás: ${label}`}>
      Újragenerálás
    </Button>
  );
}

function PreviewButton({ label, vars, preview }: { label: string; vars: RecordPath & DocumentTypeQuery; preview: PreviewDocument }) {
  const [isPending, setPending] = useState(false);

  const open = async () => {
    // Opened now, inside the press, so popup blockers allow it; the PDF is loaded into it later.
    const tab = window.open('', '_blank');
    setPending(true);
    try {
      const file = await preview(vars);
      // Not revoked: the tab keeps reading the blob (reload, save as).
      const url = URL.createObjectURL(file.blob);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch {
      tab?.close();
      toast.error(PREVIEW_FAILED);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="secondary" onPress={() => void open()} isPending={isPending} aria-label={`Előnézet: ${label}`}>
      Előnézet
    </Button>
  );
}
