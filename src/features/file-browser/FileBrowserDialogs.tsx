import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { Checkbox } from '@/components/ui/Checkbox';
import { FileField } from '@/components/ui/FileField';
import { Modal, ModalSubmitActions } from '@/components/ui/Modal';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { TextField } from '@/components/ui/TextField';
import { DocumentFolderInputMeta, DocumentUploadInputMeta } from '@/generated/meta/documents';
import { MESSAGES } from '@/generated/validators/helpers';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import type { DirectoryQuery, FileBrowserSource } from './sources';

const FOLDER_FAILED = 'A mappa létrehozása nem sikerült. Kérjük, próbálja újra később.';
const UPLOAD_FAILED = 'A feltöltés nem sikerült. Kérjük, próbálja újra később.';

/** New folder (name, descendants_can_see); the answer is appended to the open directory's entries. */
export function NewFolderDialog({ source, parent, query, onClose }: { source: FileBrowserSource; parent: number | null; query: DirectoryQuery; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [descendantsCanSee, setDescendantsCanSee] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () => {
      if (!source.createFolder) throw new Error('No folders here.');
      return source.createFolder(parent, { name: name.trim(), descendants_can_see: descendantsCanSee });
    },
    onSuccess: (entry) => {
      queryClient.setQueryData(source.directory(parent, query).queryKey, (directory) =>
        directory ? { ...directory, entries: [...directory.entries, entry] } : directory,
      );
      toast.success('A mappa létrejött.');
      onClose();
    },
    onError: (error) => setErrors(errorsFromFailure(error, FOLDER_FAILED)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setErrors({});
    if (name.trim() && !create.isPending) create.mutate();
  };
  return (
    <Modal title="Új mappa" isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!create.isPending}>
      <Form onSubmit={submit} validationBehavior="aria" className="form">
        <FormErrors
          messages={Object.entries(errors)
            .filter(([key]) => key !== 'name' && key !== 'descendants_can_see')
            .map(([, message]) => message)}
        />
        <TextField
          label={DocumentFolderInputMeta.fields.name.label}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={errors.name ?? (submitted && !name.trim() ? MESSAGES.required : null)}
        />
        <Checkbox isSelected={descendantsCanSee} onChange={setDescendantsCanSee}>
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
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [descendantsCanSee, setDescendantsCanSee] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      if (!source.upload) throw new Error('No uploads here.');
      return source.upload(directory, { name: name.trim(), file: chosen, descendants_can_see: descendantsCanSee }, setProgress);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [source.key, { id: directory }] });
      toast.success('A feltöltés sikeres.');
      onClose();
    },
    onError: (error) => {
      setProgress(null);
      setErrors(errorsFromFailure(error, UPLOAD_FAILED));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setErrors({});
    if (!name.trim() || !file || upload.isPending) return;
    setProgress(0);
    upload.mutate(file);
  };
  return (
    <Modal title="Fájl feltöltése" isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!upload.isPending}>
      <Form onSubmit={submit} validationBehavior="aria" className="form">
        <FormErrors
          messages={Object.entries(errors)
            .filter(([key]) => !['name', 'file', 'descendants_can_see'].includes(key))
            .map(([, message]) => message)}
        />
        <TextField
          label={DocumentUploadInputMeta.fields.name.label}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={errors.name ?? (submitted && !name.trim() ? MESSAGES.required : null)}
        />
        <FileField
          label={DocumentUploadInputMeta.fields.file.label}
          file={file}
          onChange={(next) => {
            setFile(next);
            if (next && !name.trim()) setName(next.name.replace(/\.[^.]+$/, ''));
          }}
          isRequired
          errorMessage={errors.file ?? (submitted && !file ? MESSAGES.required : null)}
        />
        <Checkbox isSelected={descendantsCanSee} onChange={setDescendantsCanSee}>
          {DocumentUploadInputMeta.fields.descendants_can_see.label}
        </Checkbox>
        {progress !== null ? <ProgressBar label="Feltöltés" value={Math.round(progress * 100)} /> : null}
        <ModalSubmitActions submitLabel="Feltöltés" isPending={upload.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
