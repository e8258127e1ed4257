import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { FileField } from '@/components/ui/FileField';
import { Modal, ModalSubmitActions } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { NewAttachmentMeta } from '@/generated/meta/shared';
import { MESSAGES } from '@/generated/validators/helpers';
import { toast } from '@/lib/toasts';
import type { UploadAttachment } from './attachment-calls';
import { errorsFromFailure } from '@/lib/server-messages';

const UPLOAD_FAILED = 'A csatolmány feltöltése nem sikerült. Kérjük, próbálja újra később.';
const FIELD_KEYS = new Set(['name', 'document']);

export interface UploadAttachmentDialogProps {
  recordId: number;
  upload: UploadAttachment;
  onClose: () => void;
}

/** Rendered only while open, so every opening starts with an empty form. */
export function UploadAttachmentDialog({ recordId, upload, onClose }: UploadAttachmentDialogProps) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    ...upload(),
    onSuccess: () => {
      toast.success('A csatolmány feltöltése sikeres.');
      onClose();
    },
    onError: (error) => setServerErrors(errorsFromFailure(error, UPLOAD_FAILED)),
  });

  const clearServerError = (key: string) =>
    setServerErrors((prev) => {
      if (!(key in prev)) return prev;
      const { [key]: _cleared, ...rest } = prev;
      return rest;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!file || mutation.isPending) return;
    mutation.mutate({ path: { id: recordId }, body: { name: name.trim() || undefined, document: file } });
  };

  const generalErrors = Object.entries(serverErrors)
    .filter(([key]) => !FIELD_KEYS.has(key))
    .map(([, message]) => message);

  return (
    <Modal title="Új csatolmány feltöltése" isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!mutation.isPending}>
      <Form onSubmit={submit} validationBehavior="aria" className="form">
        <FormErrors messages={generalErrors} />
        <TextField
          label={NewAttachmentMeta.fields.name.label}
          value={name}
          onChange={(value) => {
            setName(value);
            clearServerError('name');
          }}
          errorMessage={serverErrors.name}
        />
        <FileField
          label={NewAttachmentMeta.fields.document.label}
          file={file}
          onChange={(next) => {
            setFile(next);
            clearServerError('document');
          }}
          isRequired
          errorMessage={serverErrors.document ?? (submitted && !file ? MESSAGES.required : null)}
        />
        <ModalSubmitActions submitLabel="Feltöltés" isPending={mutation.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
