import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { schemaErrors } from '@/components/form/form-errors';
import { FormErrors } from '@/components/form/FormErrors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { FileField } from '@/components/ui/FileField';
import { Modal, ModalSubmitActions } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { NewAttachmentMeta } from '@/generated/meta/shared';
import { NewAttachmentSchema } from '@/generated/validators/shared';
import { toast } from '@/lib/toasts';
import type { UploadAttachment } from './attachment-calls';
import { errorsFromFailure } from '@/lib/server-messages';

const UPLOAD_FAILED = 'A csatolmány feltöltése nem sikerült. Kérjük, próbálja újra később.';

export interface UploadAttachmentDialogProps {
  recordId: number;
  upload: UploadAttachment;
  onClose: () => void;
}

/** Rendered only while open, so every opening starts with an empty form; checked by the one validation model (the spec's body rules). */
export function UploadAttachmentDialog({ recordId, upload, onClose }: UploadAttachmentDialogProps) {
  const mutation = useMutation({
    ...upload(),
    onSuccess: () => {
      toast.success('A csatolmány feltöltése sikeres.');
      onClose();
    },
  });
  const form = useCheckedForm({
    defaultValues: { name: '', document: null },
    rules: (values) => schemaErrors(NewAttachmentSchema, values),
    onValid: ({ name, document }) => {
      if (!(document instanceof File) || mutation.isPending) return;
      const named = typeof name === 'string' ? name.trim() : '';
      mutation.mutate(
        { path: { id: recordId }, body: { name: named || undefined, document } },
        { onError: (error) => form.showFailure(errorsFromFailure(error, UPLOAD_FAILED)) },
      );
    },
  });
  const name = form.field('name');
  const document = form.field('document');

  return (
    <Modal title="Új csatolmány feltöltése" isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!mutation.isPending}>
      <Form onSubmit={form.submit} validationBehavior="aria" className="form">
        <FormErrors messages={form.generalMessages(['name', 'document'])} />
        <TextField label={NewAttachmentMeta.fields.name.label} {...name} value={typeof name.value === 'string' ? name.value : ''} />
        <FileField
          label={NewAttachmentMeta.fields.document.label}
          file={document.value instanceof File ? document.value : null}
          onChange={document.onChange}
          isRequired
          errorMessage={document.errorMessage}
        />
        <ModalSubmitActions submitLabel="Feltöltés" isPending={mutation.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
