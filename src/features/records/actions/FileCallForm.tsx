import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { InlineErrors } from '@/components/form/FormErrors';
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
 * One file sent by one call (an import): required before sending; a 400's message on the file shows
 * by it and the rest beside the button, the file kept for another try; a success is said in a toast and clears the file.
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
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useMutation({
    ...mutation,
    onSuccess: (answer) => {
      toast.success(success(answer));
      setFile(null);
      setSubmitted(false);
    },
    onError: (error) => setErrors(errorsFromFailure(error, failure)),
  });
  const general = Object.entries(errors).filter(([key]) => key !== 'file');
  return (
    <div className={className}>
      <FileField
        label={label}
        file={file}
        onChange={(next) => {
          setFile(next);
          setErrors({});
        }}
        isRequired
        acceptedFileTypes={acceptedFileTypes}
        errorMessage={errors.file ?? (submitted && !file ? MESSAGES.required : null)}
      />
      <Button
        onPress={() => {
          setSubmitted(true);
          setErrors({});
          if (file) send.mutate(variables(file));
        }}
        isPending={send.isPending}
      >
        {submitLabel}
      </Button>
      <InlineErrors messages={general.map(([, message]) => message)} />
    </div>
  );
}
