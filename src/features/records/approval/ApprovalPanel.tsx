import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog, Modal, ModalSubmitActions } from '@/components/ui/Modal';
import { numberMessage } from '@/components/form/inputs';
import { isImpossibleDateText } from '@/components/ui/DatePicker';
import type { CurrentStep, CurrentUser, Decision, DecisionOption, DecisionOutcome, DecisionQuestion, WaitingFor } from '@/generated/models';
import type { FieldMeta } from '@/generated/meta/types';
import { MESSAGES, todayIso } from '@/generated/validators/helpers';

import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { StateBadge } from '../display';
import type { MutationFactory, RecordPath } from '../types';
import { canDecide, DECISION_TONES, needsConfirmation } from './approval-rules';
import { DecisionHistory } from './DecisionHistory';
import { QuestionInput, type AnswerValue } from './QuestionInput';

export interface DecisionBody {
  decision_option: number;
  answers?: string;
  [file: string]: unknown;
}

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

function isEmpty(value: AnswerValue | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.flat().every((v) => v === '' || v === undefined));
}

/**
 * Why an answer cannot be sent (section 5's messages): a required one left empty, a number typed with
 * what no number has, a typed day the calendar has not, a day not after today where the question wants
 * a future date (a correction deadline), or not after the answer of the question it must follow.
 */
export function answerError(
  question: DecisionQuestion,
  value: AnswerValue | undefined,
  answers: Readonly<Record<number, AnswerValue>> = {},
  today = todayIso(),
): string | undefined {
  if (question.required && isEmpty(value)) return MESSAGES.required;
  if (question.type === 'number') return numberMessage(value);
  if (question.type !== 'date' || typeof value !== 'string' || value === '') return undefined;
  if (isImpossibleDateText(value)) return MESSAGES.impossibleDate;
  if (question.future_date && value <= today) return MESSAGES.futureDate;
  const start = question.after_question ? answers[question.after_question] : undefined;
  if (typeof start === 'string' && start !== '' && !isImpossibleDateText(start) && value <= start) return MESSAGES.afterStart;
  return undefined;
}

/** The multipart body: the option, the answers as JSON by question id, and each file as `file_<question id>`. */
export function decisionBody(option: DecisionOption, answers: Record<number, AnswerValue>): DecisionBody {
  const body: DecisionBody = { decision_option: option.id };
  const json: Record<string, unknown> = {};
  for (const question of option.questions) {
    const value = answers[question.id];
    if (value instanceof File) body[`file_${question.id}`] = value;
    else if (value !== undefined) json[String(question.id)] = value;
  }
  if (option.questions.length) body.answers = JSON.stringify(json);
  return body;
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
  const [answers, setAnswers] = useState<Record<number, AnswerValue>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation({
    ...decide(),
    onSuccess: (outcome: DecisionOutcome) => {
      toast.success('A döntés rögzítve.');
      setChosen(null);
      setStage(null);
      setAnswers({});
      onDecided?.(outcome);
    },
    // The failure is kept (section 8: an absence's decision error under decision_making) and shown in the
    // decision area, or in the questions' dialog while it is open, until the next decision is tried.
    onError: (error: unknown) => setServerError(failureText(error, 'A döntés elküldése nem sikerült.')),
  });

  const send = (option: DecisionOption) => {
    if (mutation.isPending) return;
    if (option.questions.some((q) => answerError(q, answers[q.id], answers))) {
      setShowErrors(true);
      return;
    }
    setServerError(null);
    mutation.mutate({ path: { id: recordId }, body: decisionBody(option, answers) });
  };

  const proceed = (option: DecisionOption) => {
    if (option.questions.length) setStage('questions');
    else {
      setStage(null);
      send(option);
    }
  };

  const choose = (option: DecisionOption) => {
    setChosen(option);
    setAnswers({});
    setShowErrors(false);
    setServerError(null);
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
      {serverError && stage !== 'questions' ? (
        <Alert tone="error">
          <span className="preserve-lines">{serverError}</span>
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
          <form
            className="form"
            // Messages are the specification's Hungarian ones, shown by the fields, not the browser's.
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send(chosen);
            }}
          >
            {serverError ? (
              <Alert tone="error">
                <span className="preserve-lines">{serverError}</span>
              </Alert>
            ) : null}
            {chosen.questions.map((question) => (
              <QuestionInput
                key={question.id}
                question={question}
                value={answers[question.id]}
                onChange={(value) => setAnswers((prev) => ({ ...prev, [question.id]: value }))}
                errorMessage={showErrors ? answerError(question, answers[question.id], answers) : undefined}
              />
            ))}
            <ModalSubmitActions submitLabel="Döntés elküldése" isPending={mutation.isPending} onCancel={() => setStage(null)} variant={DECISION_TONES[chosen.type]} />
          </form>
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
