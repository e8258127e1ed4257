import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCheckedForm } from '@/components/form/use-checked-form';
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

/** The dialog's values as the download takes them: text, or nothing. */
const asText = (values: Readonly<Record<string, unknown>>): Values =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]));

/** The dialog's rules: each required parameter must be given. */
function missing(params: ListParamsMeta, values: Values): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params.filters)
      .filter(([name, meta]) => meta.required && !values[name])
      .map(([name]) => [name, MESSAGES.required]),
  );
}

interface ExportFormProps {
  params: ListParamsMeta;
  startValues: Values;
  isPending: boolean;
  /** Sends the values; `failed` takes the export's failure. */
  onSubmit: (values: Values, failed: (error: unknown) => void) => void;
  onCancel: () => void;
}

/** The dialog's form, a fresh one each opening, checked by the one validation model (useCheckedForm). */
function ExportForm({ params, startValues, isPending, onSubmit, onCancel }: ExportFormProps) {
  const form = useCheckedForm({
    defaultValues: startValues,
    rules: (values) => missing(params, asText(values)),
    onValid: (values) => {
      if (!isPending) onSubmit(asText(values), (error) => form.showFailure(errorsFromFailure(error, 'Az exportálás nem sikerült.')));
    },
  });
  const values = asText(form.values);
  // A message the server gave for no field of the dialog (or its detail) is shown above the fields.
  const general = form.generalMessages(Object.keys(params.filters)).join('\n');
  return (
    <form className="form" noValidate onSubmit={form.submit}>
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
          errorMessage={form.field(name).errorMessage}
          onChange={(changes) => form.setValue(name, changes[name])}
        />
      ))}
      <ModalSubmitActions submitLabel="Exportálás" isPending={isPending} onCancel={onCancel} />
    </form>
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
  const exportFile = useMutation({
    mutationFn: declaration.download,
    onSuccess: (file) => {
      saveFile(file, declaration.fileName);
      setOpen(false);
      toast.success('Az exportálás elkészült.');
    },
  });
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Exportálás (xlsx)
      </Button>
      <Modal title="Exportálás" isOpen={isOpen} onOpenChange={setOpen} isDismissable={!exportFile.isPending}>
        <ExportForm
          params={params}
          startValues={Object.fromEntries(Object.keys(params.filters).map((name) => [name, initialValues[name]]))}
          isPending={exportFile.isPending}
          onSubmit={(values, failed) => exportFile.mutate(values, { onError: failed })}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
