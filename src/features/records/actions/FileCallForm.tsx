import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { InlineErrors } from '@/components/form/FormErrors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { Button } from '@/components/ui/Button';
import { FileField } from '@/components/ui/FileField';
import { MESSAGES } from '@/generated/validators/helpers';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';

export interface FileCallFormProps<Answer, Vars> {
  /** The file field's label (the body's field label). */
  label: string;
  acceptedFileTypes?: string[];
  submitLabel: string;
  /** The call (a generated mutation, whose `x-invalidates` then still apply) and its variables for the chosen file. */
  mutation: UseMutationOptions<Answer, Error, Vars>;
  variables: (file: File) => Vars;
  /** The success toast, from the answer. */
  success: (answer: Answer) => string;
  /** The message where the server says nothing usable. */
  failure: string;
  className?: string;
}

/**
 * One file sent by one call (an import), checked by the one validation model (useCheckedForm): required
 * before sending; a 400's message on the file shows by it and the rest beside the button, the file kept
 * for another try; a success is said in a toast and clears the file.
 */
export function FileCallForm<Answer, Vars>({
  label,
  acceptedFileTypes,
  submitLabel,
  mutation,
  variables,
  success,
  failure,
  className,
}: FileCallFormProps<Answer, Vars>) {
  const send = useMutation(mutation);
  const form = useCheckedForm({
    defaultValues: { file: null },
    rules: (values): Record<string, string> => (values.file instanceof File ? {} : { file: MESSAGES.required }),
    onValid: ({ file }) => {
      if (!(file instanceof File) || send.isPending) return;
      send.mutate(variables(file), {
        onSuccess: (answer) => {
          toast.success(success(answer));
          form.reset();
        },
        onError: (error) => form.showFailure(errorsFromFailure(error, failure)),
      });
    },
  });
  const { value: file, ...field } = form.field('file');
  return (
    <div className={className}>
      <FileField label={label} file={file instanceof File ? file : null} {...field} isRequired acceptedFileTypes={acceptedFileTypes} />
      <Button onPress={() => form.submit()} isPending={send.isPending}>
        {submitLabel}
      </Button>
      <InlineErrors messages={form.generalMessages(['file'])} />
    </div>
  );
}
