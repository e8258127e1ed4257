import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { FileField } from '@/components/ui/FileField';
import { Modal, ModalSubmitActions } from '@/components/ui/Modal';
import type { SchemaMeta } from '@/generated/meta/types';
import { MESSAGES } from '@/generated/validators/helpers';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import type { MutationFactory, RecordPath } from '../types';

/** One item's file upload: the record's call, given the item's id and the picked file by `body`. */
export interface ItemUpload<Body> {
  /** The row button's and the dialog's title ('Teljesítésigazolás feltöltése'). */
  label: string;
  /** The call's body meta: the file field's label and where its server message goes. */
  meta: SchemaMeta;
  fileField: keyof Body & string;
  body: (itemId: number, file: File) => Body;
  mutation: MutationFactory<unknown, RecordPath & { body: Body }>;
  toast: string;
}

const UPLOAD_FAILED = 'A feltöltés nem sikerült. Kérjük, próbálja újra később.';

export interface ItemUploadDialogProps<Body> {
  upload: ItemUpload<Body>;
  recordId: number;
  itemId: number;
  itemName: string;
  onClose: () => void;
}

/**
 * An item's file upload dialog, checked by the one validation model (useCheckedForm): the file is
 * required before anything is sent; a 400's message on the file stays by it until another is chosen,
 * the rest above it until the next try. Rendered only while open, so every opening starts with no file.
 */
export function ItemUploadDialog<Body>({ upload, recordId, itemId, itemName, onClose }: ItemUploadDialogProps<Body>) {
  const { fileField } = upload;
  const mutation = useMutation({
    ...upload.mutation(),
    onSuccess: () => {
      toast.success(upload.toast);
      onClose();
    },
  });
  const form = useCheckedForm({
    defaultValues: { [fileField]: null },
    rules: (values): Record<string, string> => (values[fileField] instanceof File ? {} : { [fileField]: MESSAGES.required }),
    onValid: (values) => {
      const file = values[fileField];
      if (!(file instanceof File) || mutation.isPending) return;
      mutation.mutate({ path: { id: recordId }, body: upload.body(itemId, file) }, { onError: (error) => form.showFailure(errorsFromFailure(error, UPLOAD_FAILED)) });
    },
  });
  const file = form.field(fileField);
  return (
    <Modal title={upload.label} isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!mutation.isPending}>
      <Form onSubmit={form.submit} validationBehavior="aria" className="form">
        <p>{itemName}</p>
        <FormErrors messages={form.generalMessages([fileField])} />
        <FileField
          label={upload.meta.fields[fileField]?.label ?? fileField}
          file={file.value instanceof File ? file.value : null}
          onChange={file.onChange}
          isRequired
          errorMessage={file.errorMessage}
        />
        <ModalSubmitActions submitLabel="Feltöltés" isPending={mutation.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
