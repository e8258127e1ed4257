import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal, ModalSubmitActions } from '@/components/ui/Modal';
import type { ListParamsMeta } from '@/generated/list-params/types';
import type { DownloadedFile } from '@/generated/runtime';
import { MESSAGES } from '@/generated/validators/helpers';
import { saveFile } from '@/lib/download';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { ParamField } from '../list/ListFilters';

type Values = Readonly<Record<string, string | undefined>>;

/** An export that asks for its input first (a period, an institution): `GET …/export/?start_date&end_date&institution`. */
export interface ExportDeclaration {
  /** The export call's parameters as codegen describes them (`export…Params` of src/generated/list-params/). */
  params: ListParamsMeta;
  /** The generated download, given the values as the dialog holds them (ids and dates as text). */
  download: (values: Values) => Promise<DownloadedFile>;
  /** The file's name when the server gives none. */
  fileName: string;
}

function missing(params: ListParamsMeta, values: Values): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params.filters)
      .filter(([name, meta]) => meta.required && !values[name])
      .map(([name]) => [name, MESSAGES.required]),
  );
}

/**
 * 'Exportálás (xlsx)' and its dialog: the export's parameters by their kind from the spec, the
 * required ones checked first; a rejected export shows its messages by the fields and keeps what
 * was given. `initialValues` fills the dialog from the screen (the shown month, its filters).
 */
export function ExportDialog({ declaration, initialValues = {} }: { declaration: ExportDeclaration; initialValues?: Values }) {
  const { params } = declaration;
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const exportFile = useMutation({
    mutationFn: declaration.download,
    onSuccess: (file) => {
      saveFile(file, declaration.fileName);
      setOpen(false);
      toast.success('Az exportálás elkészült.');
    },
    onError: (error) => setErrors(errorsFromFailure(error, 'Az exportálás nem sikerült.')),
  });
  const open = () => {
    setValues(Object.fromEntries(Object.keys(params.filters).map((name) => [name, initialValues[name]])));
    setErrors({});
    setOpen(true);
  };
  const submit = () => {
    if (exportFile.isPending) return;
    const found = missing(params, values);
    setErrors(found);
    if (Object.keys(found).length === 0) exportFile.mutate(values);
  };
  // A message the server gave for no field of the dialog (or its detail) is shown above the fields.
  const general = Object.entries(errors)
    .filter(([name]) => !(name in params.filters))
    .map(([, message]) => message)
    .join('\n');
  return (
    <>
      <Button variant="secondary" onPress={open}>
        Exportálás (xlsx)
      </Button>
      <Modal title="Exportálás" isOpen={isOpen} onOpenChange={setOpen} isDismissable={!exportFile.isPending}>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {general ? (
            <Alert tone="error">
              <span className="preserve-lines">{general}</span>
            </Alert>
          ) : null}
          {Object.entries(params.filters).map(([name, meta]) => (
            <ParamField
              key={name}
              name={name}
              meta={meta}
              value={values[name]}
              isRequired={meta.required}
              errorMessage={errors[name]}
              onChange={(changes) => {
                const next = changes[name];
                setValues((prev) => ({ ...prev, [name]: typeof next === 'string' ? next : undefined }));
                setErrors(({ [name]: _cleared, ...rest }) => rest);
              }}
            />
          ))}
          <ModalSubmitActions submitLabel="Exportálás" isPending={exportFile.isPending} onCancel={() => setOpen(false)} />
        </form>
      </Modal>
    </>
  );
}
