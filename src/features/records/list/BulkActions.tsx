import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog, Modal } from '@/components/ui/Modal';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { useCurrentUser } from '@/lib/current-user';
import { DECISION_TONES, type DecisionBody } from '../approval/approval-rules';
import { startDecisionRun } from '../approval/decision-run';
import { DECISION_FAILED, DecisionQuestions } from '../approval/DecisionQuestions';
import type { RecordDetail, RecordRow, SectionDefinition } from '../section';
import { bulkOptions, deletableRows, rowName, runBulk, type BulkCapabilities, type BulkOption, type BulkResult } from './bulk';
import './BulkActions.css';

export interface BulkActionsProps<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>> {
  section: SectionDefinition<Row, Detail, Input>;
  capabilities: BulkCapabilities;
  /** The rows of the page shown. */
  rows: readonly Row[];
  selected: ReadonlySet<string>;
  onSelectionChange: (next: ReadonlySet<string>) => void;
  /** The shown list's query key: refreshed once, and only it, when a run ends. */
  listKey: QueryKey;
}

type Stage<Row> = { kind: 'confirm'; entry: BulkOption<Row> } | { kind: 'questions'; entry: BulkOption<Row> } | { kind: 'delete'; rows: Row[] } | null;

const DELETE_FAILED = 'A törlés nem sikerült.';

/**
 * What can be done with the ticked rows of a list: the decisions the user may take on those that wait
 * for them (an option with questions asks them once, for all, or opens the records one after another:
 * 'Egyenként'), and delete where the section deletes.
 * One run at a time: a progress bar while it goes, then each record that failed by its name with the
 * server's reason (those stay ticked), and one refresh of the list.
 */
export function BulkActions<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>({
  section,
  capabilities,
  rows,
  selected,
  onSelectionChange,
  listKey,
}: BulkActionsProps<Row, Detail, Input>) {
  const user = useCurrentUser();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage<Row>>(null);
  const [progress, setProgress] = useState<{ label: string; total: number; finished: number } | null>(null);
  const [result, setResult] = useState<(BulkResult & { label: string }) | null>(null);
  // Set before the first await: a second press (or a double click) while a run goes starts nothing.
  const running = useRef(false);

  const ticked = rows.filter((row) => selected.has(String(row.id)));
  const options = capabilities.decide ? bulkOptions(ticked, user) : [];
  const deletable = deletableRows(ticked, capabilities.delete, user, section.details.actions);
  const nameOf = (row: Row) => rowName(section, row);

  const run = async (label: string, targets: readonly Row[], call: (row: Row) => Promise<unknown>, fallback: string) => {
    if (running.current || targets.length === 0) return;
    running.current = true;
    setStage(null);
    setResult(null);
    setProgress({ label, total: targets.length, finished: 0 });
    try {
      const outcome = await runBulk(targets, call, nameOf, (finished) => setProgress({ label, total: targets.length, finished }), fallback);
      // The records changed are stale wherever their details are cached; only the shown list is fetched again, once.
      for (const row of targets) void queryClient.invalidateQueries({ queryKey: section.api.get({ path: { id: row.id } }).queryKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: listKey, exact: true });
      setResult({ label, ...outcome });
      onSelectionChange(new Set(outcome.failures.map((failure) => String(failure.id))));
    } finally {
      setProgress(null);
      running.current = false;
    }
  };

  const decide = (entry: BulkOption<Row>, body: DecisionBody) => {
    const factory = section.api.decide;
    if (!factory) return;
    const { mutationFn } = factory();
    void run(entry.option.label, entry.rows, (row) => mutationFn({ path: { id: row.id }, body }), DECISION_FAILED);
  };

  const proceed = (entry: BulkOption<Row>) => {
    if (entry.option.questions.length) setStage({ kind: 'questions', entry });
    else decide(entry, { decision_option: entry.option.id });
  };

  // Each record's own answers: its details open with the option's questions, and each decision goes on to the next.
  const oneByOne = (entry: BulkOption<Row>) => {
    const [first] = entry.rows;
    if (!first) return;
    startDecisionRun({
      sectionId: section.id,
      listPath: section.routes.list,
      optionId: entry.option.id,
      label: entry.option.label,
      ids: entry.rows.map((row) => row.id),
    });
    setStage(null);
    void router.navigate({ href: section.routes.details(first.id) });
  };

  const choose = (entry: BulkOption<Row>) => (entry.needsConfirmation ? setStage({ kind: 'confirm', entry }) : proceed(entry));

  const remove = (targets: Row[]) => {
    const action = capabilities.delete;
    if (!action) return;
    const { mutationFn } = action.mutation();
    void run(action.label, targets, (row) => mutationFn({ path: { id: row.id } }), DELETE_FAILED);
  };

  const busy = progress !== null;
  const questions = stage?.kind === 'questions' ? stage.entry : null;
  if (ticked.length === 0 && !busy && !result) return null;

  return (
    <section className="bulk-actions" aria-label="Kijelölt tételek">
      {ticked.length ? (
        <div className="bulk-actions__bar">
          <span className="bulk-actions__count">{ticked.length} tétel kijelölve</span>
          {options.length ? (
            <div className="bulk-actions__options" role="group" aria-label="Döntés a kijelöltekről">
              {options.map((entry) => (
                <Button key={entry.option.id} variant={DECISION_TONES[entry.option.type]} isDisabled={busy} onPress={() => choose(entry)}>
                  {entry.option.label} ({entry.rows.length})
                </Button>
              ))}
            </div>
          ) : capabilities.decide ? (
            <span className="muted">A kijelöltek közül egyik sem vár az Ön döntésére.</span>
          ) : null}
          {deletable.length ? (
            <Button variant="danger" isDisabled={busy} onPress={() => setStage({ kind: 'delete', rows: deletable })}>
              {capabilities.delete?.label ?? 'Törlés'} ({deletable.length})
            </Button>
          ) : null}
          <Button variant="quiet" isDisabled={busy} onPress={() => onSelectionChange(new Set())}>
            Kijelölés megszüntetése
          </Button>
        </div>
      ) : null}
      {progress ? (
        <ProgressBar label={`„${progress.label}”: ${progress.finished} / ${progress.total} tétel`} value={(progress.finished / progress.total) * 100} />
      ) : null}
      {result ? (
        <Alert tone={result.failures.length ? 'error' : 'success'}>
          <p>
            „{result.label}”: {result.done} tétel kész
            {result.failures.length ? `, ${result.failures.length} tétel nem sikerült:` : '.'}
          </p>
          {result.failures.length ? (
            <ul className="bulk-actions__failures">
              {result.failures.map((failure) => (
                <li key={failure.id}>
                  <strong>{failure.name}</strong>: <span className="preserve-lines">{failure.message}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="quiet" onPress={() => setResult(null)}>
            Bezárás
          </Button>
        </Alert>
      ) : null}
      <ConfirmDialog
        title="Megerősítés"
        isOpen={stage?.kind === 'confirm'}
        message={
          <p>
            A kijelölt tételek közül legalább egyhez már tartozik elutasító döntés. Biztosan meghozza a(z) „{stage?.kind === 'confirm' ? stage.entry.option.label : ''}
            ” döntést mindegyikre?
          </p>
        }
        confirmLabel="Igen"
        onConfirm={() => (stage?.kind === 'confirm' ? proceed(stage.entry) : undefined)}
        onCancel={() => setStage(null)}
      />
      <ConfirmDialog
        title="Törlés"
        tone="danger"
        isOpen={stage?.kind === 'delete'}
        message={<p>Biztosan törli a kijelölt {stage?.kind === 'delete' ? stage.rows.length : 0} tételt? A törlés nem vonható vissza.</p>}
        confirmLabel="Törlés"
        onConfirm={() => (stage?.kind === 'delete' ? remove(stage.rows) : undefined)}
        onCancel={() => setStage(null)}
      />
      {questions ? (
        <Modal title={`${questions.option.label} – ${questions.rows.length} tétel`} isOpen onOpenChange={(open) => (open ? undefined : setStage(null))}>
          {/* One set of answers for every ticked record, checked by the decision's own rules before the run starts. */}
          <DecisionQuestions
            option={questions.option}
            send={(body) => decide(questions, body)}
            isPending={busy}
            onCancel={() => setStage(null)}
            intro={
              <div className="bulk-actions__ways">
                <p>A válaszok mind a(z) {questions.rows.length} kijelölt tétel döntésébe bekerülnek. Tételenként külön válaszokhoz nyissa meg őket egymás után.</p>
                <Button variant="secondary" onPress={() => oneByOne(questions)}>
                  Egyenként
                </Button>
              </div>
            }
          />
        </Modal>
      ) : null}
    </section>
  );
}
