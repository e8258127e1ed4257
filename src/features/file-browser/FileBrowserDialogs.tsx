import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { schemaErrors } from '@/components/form/form-errors';
import { FormErrors } from '@/components/form/FormErrors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { Checkbox } from '@/components/ui/Checkbox';
import { FileField } from '@/components/ui/FileField';
import { Modal, ModalSubmitActions } from '@/components/ui/Modal';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { TextField } from '@/components/ui/TextField';
import { DocumentFolderInputMeta, DocumentUploadInputMeta } from '@/generated/meta/documents';
import { DocumentFolderInputSchema, DocumentUploadInputSchema } from '@/generated/validators/documents';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import type { DirectoryQuery, FileBrowserSource } from './sources';

const FOLDER_FAILED = 'A mappa létrehozása nem sikerült. Kérjük, próbálja újra később.';
const UPLOAD_FAILED = 'A feltöltés nem sikerült. Kérjük, próbálja újra később.';

type Values = Readonly<Record<string, unknown>>;

/** A name as it is sent: without the spaces around it (only spaces is no name). */
const trimmedName = (values: Values): Values => ({ ...values, name: typeof values.name === 'string' ? values.name.trim() : values.name });

/** A document's or folder's name, required. */
function NameField({ label, value, ...field }: { label: string; value: unknown; onChange: (value: string) => void; onBlur: () => void; errorMessage?: string }) {
  return <TextField label={label} value={typeof value === 'string' ? value : ''} isRequired {...field} />;
}

/** New folder (name, descendants_can_see); the answer is appended to the open directory's entries. */
export function NewFolderDialog({ source, parent, query, onClose }: { source: FileBrowserSource; parent: number | null; query: DirectoryQuery; onClose: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: { name: string; descendants_can_see: boolean }) => {
      if (!source.createFolder) throw new Error('No folders here.');
      return source.createFolder(parent, body);
    },
    onSuccess: (entry) => {
      queryClient.setQueryData(source.directory(parent, query).queryKey, (directory) =>
        directory ? { ...directory, entries: [...directory.entries, entry] } : directory,
      );
      toast.success('A mappa létrejött.');
      onClose();
    },
  });
  // The spec's rules for the body (name required), checked by the one validation model.
  const form = useCheckedForm({
    defaultValues: { name: '', descendants_can_see: false },
    rules: (values) => schemaErrors(DocumentFolderInputSchema, trimmedName(values)),
    onValid: (values) => {
      if (create.isPending) return;
      const { name } = trimmedName(values);
      create.mutate(
        { name: String(name), descendants_can_see: values.descendants_can_see === true },
        { onError: (error) => form.showFailure(errorsFromFailure(error, FOLDER_FAILED)) },
      );
    },
  });
  return (
    <Modal title="Új mappa" isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!create.isPending}>
      <Form onSubmit={form.submit} validationBehavior="aria" className="form">
        <FormErrors messages={form.generalMessages(['name', 'descendants_can_see'])} />
        <NameField label={DocumentFolderInputMeta.fields.name.label} {...form.field('name')} />
        <Checkbox isSelected={form.values.descendants_can_see === true} onChange={(selected) => form.setValue('descendants_can_see', selected)}>
          {DocumentFolderInputMeta.fields.descendants_can_see.label}
        </Checkbox>
        <ModalSubmitActions submitLabel="Létrehozás" isPending={create.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/** Upload (name, file, descendants_can_see) with a progress bar; the open directory reloads afterwards. */
export function UploadDialog({ source, directory, onClose }: { source: FileBrowserSource; directory: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (body: { name: string; file: File; descendants_can_see: boolean }) => {
      if (!source.upload) throw new Error('No uploads here.');
      return source.upload(directory, body, setProgress);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [source.key, { id: directory }] });
      toast.success('A feltöltés sikeres.');
      onClose();
    },
  });
  // The spec's rules for the body (name and file required), checked by the one validation model.
  const form = useCheckedForm({
    defaultValues: { name: '', file: null, descendants_can_see: false },
    rules: (values) => schemaErrors(DocumentUploadInputSchema, trimmedName(values)),
    onValid: (values) => {
      const { name } = trimmedName(values);
      const { file } = values;
      if (upload.isPending || !(file instanceof File)) return;
      setProgress(0);
      upload.mutate(
        { name: String(name), file, descendants_can_see: values.descendants_can_see === true },
        {
          onError: (error) => {
            setProgress(null);
            form.showFailure(errorsFromFailure(error, UPLOAD_FAILED));
          },
        },
      );
    },
  });
  const file = form.values.file instanceof File ? form.values.file : null;
  return (
    <Modal title="Fájl feltöltése" isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!upload.isPending}>
      <Form onSubmit={form.submit} validationBehavior="aria" className="form">
        <FormErrors messages={form.generalMessages(['name', 'file', 'descendants_can_see'])} />
        <NameField label={DocumentUploadInputMeta.fields.name.label} {...form.field('name')} />
        <FileField
          label={DocumentUploadInputMeta.fields.file.label}
          file={file}
          onChange={(next) => {
            form.setValue('file', next);
            // A file chosen names the document, unless a name was typed.
            if (next && !String(form.values.name ?? '').trim()) form.setValue('name', next.name.replace(/\.[^.]+$/, ''));
          }}
          isRequired
          errorMessage={form.field('file').errorMessage}
        />
        <Checkbox isSelected={form.values.descendants_can_see === true} onChange={(selected) => form.setValue('descendants_can_see', selected)}>
          {DocumentUploadInputMeta.fields.descendants_can_see.label}
        </Checkbox>
        {progress !== null ? <ProgressBar label="Feltöltés" value={Math.round(progress * 100)} /> : null}
        <ModalSubmitActions submitLabel="Feltöltés" isPending={upload.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
