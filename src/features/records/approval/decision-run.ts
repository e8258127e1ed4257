import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { forgetOnSignOut } from '@/lib/session-memory';

/**
 * A bulk decision taken one record at a time ('Egyenként'): the option chosen on a list and the ticked
 * records that offer it, in the list's order. Each record's details open with the option's questions; a
 * decision there goes on to the next. Kept for the browser tab (sessionStorage, like the lists' searches),
 * in memory where sessionStorage is unavailable, and forgotten on sign-out.
 */
export interface DecisionRun {
  sectionId: string;
  /** The list the run started from: the way back to it keeps its search (list memory). */
  listPath: string;
  optionId: number;
  label: string;
  ids: number[];
}

const KEY = 'decision-run';
const schema = v.object({ sectionId: v.string(), listPath: v.string(), optionId: v.number(), label: v.string(), ids: v.array(v.number()) });
let memory: DecisionRun | null | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function currentDecisionRun(): DecisionRun | null {
  if (memory !== undefined) return memory;
  try {
    const result = v.safeParse(schema, JSON.parse(storage()?.getItem(KEY) ?? 'null'));
    memory = result.success ? result.output : null;
  } catch {
    memory = null;
  }
  return memory;
}

function store(run: DecisionRun | null): void {
  memory = run;
  try {
    if (run) storage()?.setItem(KEY, JSON.stringify(run));
    else storage()?.removeItem(KEY);
  } catch {
    // A full or refused storage leaves the memory of this page.
  }
  listeners.forEach((listener) => listener());
}

export const startDecisionRun = (run: DecisionRun) => store(run);
export const endDecisionRun = () => store(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where record `id` of section `sectionId` stands in the run under way: none when the run does not hold it. */
export function useDecisionRunAt(sectionId: string, id: number): { run: DecisionRun; index: number; next: number | undefined } | undefined {
  const run = useSyncExternalStore(subscribe, currentDecisionRun, () => null);
  if (!run || run.sectionId !== sectionId) return undefined;
  const index = run.ids.indexOf(id);
  return index < 0 ? undefined : { run, index, next: run.ids[index + 1] };
}

forgetOnSignOut(
  () => store(null),
  () => {
    memory = undefined;
  },
);
