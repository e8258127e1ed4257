import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog, Modal } from '@/components/ui/Modal';
import type { CurrentStep, CurrentUser, Decision, DecisionOption, DecisionOutcome, WaitingFor } from '@/generated/models';
import type { FieldMeta } from '@/generated/meta/types';
import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { StateBadge } from '../display';
import type { MutationFactory, RecordPath } from '../types';
import { canDecide, DECISION_TONES, needsConfirmation, type DecisionBody } from './approval-rules';
import { DecisionHistory } from './DecisionHistory';
import { DECISION_FAILED, DecisionQuestions } from './DecisionQuestions';

export type { DecisionBody } from './approval-rules';

/** What a decision call takes: the decided record's id and the decision. */
export type DecisionVars = RecordPath & { body: DecisionBody };

export interface ApprovalPanelProps {
  record: { id: number; state?: string; current_step?: CurrentStep | null; decisions?: readonly Decision[]; waiting_for?: WaitingFor | null };
  user: CurrentUser;
  decide?: MutationFactory<DecisionOutcome, DecisionVars>;
  stateMeta?: FieldMeta;
  /** Called with what the decision changed, so the record and its list rows update at once. */
  onDecided?: (outcome: DecisionOutcome) => void;
  /** An option of the current step to open at once (its confirmation or questions): a one-by-one bulk decision. */
  openOption?: number;
}

/** The option buttons, the confirmation and the questions: shown only to who may decide. */
function DecisionControls({
  recordId,
  step,
  decisions,
  decide,
  onDecided,
  openOption,
}: {
  recordId: number;
  step: CurrentStep;
  decisions: readonly Decision[];
  decide: NonNullable<ApprovalPanelProps['decide']>;
  onDecided?: ApprovalPanelProps['onDecided'];
  openOption?: number;
}) {
  const opened = step.options.find((option) => option.id === openOption);
  const [chosen, setChosen] = useState<DecisionOption | null>(opened ?? null);
  const [stage, setStage] = useState<'confirm' | 'questions' | null>(() => {
    if (!opened) return null;
    if (needsConfirmation(opened, decisions)) return 'confirm';
    return opened.questions.length ? 'questions' : null;
  });
  const mutation = useMutation({
    ...decide(),
    onSuccess: (outcome: DecisionOutcome) => {
      toast.success('A döntés rögzítve.');
      setChosen(null);
      setStage(null);
      onDecided?.(outcome);
    },
  });
  // The last failure (section 8: an absence's decision error under decision_making) stands in the decision
  // area until the next decision is tried; while the questions are open, their form shows it by its answers.
  const failure = mutation.error ? failureText(mutation.error, DECISION_FAILED) : null;

  const send = (body: DecisionBody) => (mutation.isPending ? undefined : mutation.mutateAsync({ path: { id: recordId }, body }));

  const proceed = (option: DecisionOption) => {
    if (option.questions.length) setStage('questions');
    else {
      setStage(null);
      mutation.mutate({ path: { id: recordId }, body: { decision_option: option.id } });
    }
  };

  const choose = (option: DecisionOption) => {
    if (mutation.isPending) return;
    setChosen(option);
    mutation.reset();
    if (needsConfirmation(option, decisions)) setStage('confirm');
    else proceed(option);
  };

  return (
    <>
      <div className="approval__options" role="group" aria-label="Döntési lehetőségek">
        {step.options.map((option) => (
          <Button
            key={option.id}
            variant={DECISION_TONES[option.type]}
            isDisabled={mutation.isPending}
            isPending={mutation.isPending && chosen?.id === option.id && !stage}
            onPress={() => choose(option)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {failure && stage !== 'questions' ? (
        <Alert tone="error">
          <span className="preserve-lines">{failure}</span>
        </Alert>
      ) : null}
      <ConfirmDialog
        title="Megerősítés"
        isOpen={stage === 'confirm' && chosen !== null}
        message={<p>A tételhez már tartozik elutasító döntés. Biztosan meghozza a(z) „{chosen?.label}” döntést?</p>}
        confirmLabel="Igen"
        onConfirm={() => (chosen ? proceed(chosen) : undefined)}
        onCancel={() => setStage(null)}
      />
      {chosen ? (
        <Modal title={chosen.label} isOpen={stage === 'questions'} onOpenChange={(open) => (open ? undefined : setStage(null))} isDismissable={!mutation.isPending}>
          <DecisionQuestions key={chosen.id} option={chosen} send={send} isPending={mutation.isPending} onCancel={() => setStage(null)} />
        </Modal>
      ) : null}
    </>
  );
}

/** The approval decision area of a record (sections 4 and 6). */
export function ApprovalPanel({ record, user, decide, stateMeta, onDecided, openOption }: ApprovalPanelProps) {
  const decisions = record.decisions ?? [];
  const step = record.current_step ?? null;
  return (
    <section className="card approval" aria-labelledby={`approval-${record.id}`}>
      <h2 id={`approval-${record.id}`}>Jóváhagyás</h2>
      <p className="approval__status">
        {record.state ? <StateBadge state={record.state} meta={stateMeta} /> : null}
        {step ? (
          <>
            {' '}
            <span className="badge badge--pending">Döntésre vár</span> <span>{step.name}</span>
            {record.waiting_for ? <span className="muted"> – {record.waiting_for.name}</span> : null}
          </>
        ) : null}
      </p>
      {decide && canDecide(user, step) ? (
        // Keyed by the record: another record's details (the next of a one-by-one run) start with its own choice.
        <DecisionControls key={record.id} recordId={record.id} step={step} decisions={decisions} decide={decide} onDecided={onDecided} openOption={openOption} />
      ) : null}
      <DecisionHistory decisions={decisions} />
    </section>
  );
}
