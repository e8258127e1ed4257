import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/Modal';
import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import type { CallButtonProps } from './CallButton';

export interface ConfirmCallButtonProps<Answer, Vars> extends CallButtonProps<Answer, Vars> {
  /** What the dialog asks before the call: its title, its question and its confirm button's text. */
  confirm: { title: string; message: string; label: string };
}

/**
 * A button that makes one call after a confirmation (deleting what cannot be undone, sending an order; the
 * dialog's button takes the button's tone, danger unless told): the dialog stays
 * open while the call runs and shows a failure (the server's message, else `failure`); a success closes
 * it and is said in a toast.
 */
export function ConfirmCallButton<Answer, Vars>({
  mutation,
  variables,
  onDone,
  success,
  failure,
  confirm,
  variant = 'danger',
  ...button
}: ConfirmCallButtonProps<Answer, Vars>) {
  const [open, setOpen] = useState(false);
  const run = useMutation({
    ...mutation,
    onSuccess: (answer) => {
      setOpen(false);
      onDone?.(answer);
      if (success) toast.success(success);
    },
  });
  return (
    <>
      <Button {...button} variant={variant} onPress={() => setOpen(true)} />
      <ConfirmDialog
        title={confirm.title}
        message={confirm.message}
        confirmLabel={confirm.label}
        tone={variant === 'danger' ? 'danger' : 'primary'}
        isOpen={open}
        isPending={run.isPending}
        errorMessage={run.isError ? failureText(run.error, failure) : null}
        onConfirm={() => run.mutate(variables)}
        onCancel={() => {
          setOpen(false);
          run.reset();
        }}
      />
    </>
  );
}
