import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { Button, type ButtonProps } from '@/components/ui/Button';
import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';

export interface CallButtonProps<Answer, Vars> extends Omit<ButtonProps, 'onPress' | 'isPending'> {
  /** The call (a generated mutation, whose `x-invalidates` then still apply) and what it is sent. */
  mutation: UseMutationOptions<Answer, Error, Vars>;
  variables: Vars;
  /** What the answer does beyond the toast (saves a file, replaces a cached record). */
  onDone?: (answer: Answer) => void;
  /** The success toast; none when not given. */
  success?: string;
  /** The error toast where the server says nothing usable (section 8: else the server's message as received). */
  failure: string;
}

/** A button that makes one call: pending while it runs, its outcome said in a toast. */
export function CallButton<Answer, Vars>({ mutation, variables, onDone, success, failure, ...button }: CallButtonProps<Answer, Vars>) {
  const run = useMutation({
    ...mutation,
    onSuccess: (answer) => {
      onDone?.(answer);
      if (success) toast.success(success);
    },
    onError: (error) => toast.error(failureText(error, failure)),
  });
  return <Button {...button} isPending={run.isPending} onPress={() => run.mutate(variables)} />;
}
