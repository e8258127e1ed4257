import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { failureText } from '@/lib/server-messages';

/** A call that follows a save (a file uploaded to the saved record, an e-mail asked for), with what is said while it runs and if it fails. */
export interface AfterSaveStep<Saved> {
  run: (saved: Saved) => Promise<unknown>;
  pending: string;
  failure: string;
}

/**
 * What a form offers after its save: the steps that follow it, run in order from the saved answer; a step
 * given as false or null is left out (an upload with no file chosen). A failed step stops there and is
 * retried by 'Újra' from itself, without saving again.
 */
export function useStepsAfterSave<Saved>(given: readonly (AfterSaveStep<Saved> | false | null)[]) {
  const steps = given.filter((step): step is AfterSaveStep<Saved> => Boolean(step));
  const [saved, setSaved] = useState<Saved | null>(null);
  const [at, setAt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (answer: Saved, from: number) => {
    setSaved(answer);
    setFailure(null);
    for (let index = from; index < steps.length; index++) {
      const step = steps[index]!;
      setAt(index);
      try {
        await step.run(answer);
      } catch (error) {
        setFailure(failureText(error, step.failure));
        return;
      }
    }
    setAt(steps.length);
  };
  return { saved, at, failure, steps, start: (answer: Saved) => run(answer, 0), retry: (answer: Saved) => run(answer, at) };
}

/** The saved message, the running step's progress, its failure with 'Újra', or, once all are done, `doneText`. */
export function StepsAfterSave<Saved>({ state, savedText, doneText }: { state: ReturnType<typeof useStepsAfterSave<Saved>>; savedText: string; doneText: ReactNode }) {
  const { saved, at, failure, steps, retry } = state;
  if (saved === null) return null;
  return (
    <>
      <Alert tone="success">{savedText}</Alert>
      {at < steps.length && !failure ? <p>{steps[at]?.pending}</p> : null}
      {at === steps.length ? <Alert tone="success">{doneText}</Alert> : null}
      {failure ? (
        <Alert tone="error">
          <p className="preserve-lines">{failure}</p>
          <Button variant="secondary" onPress={() => void retry(saved)}>
            Újra
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
