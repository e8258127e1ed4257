import * as v from 'valibot';
import { forgetOnSignOut } from './session-memory';

/**
 * The records last opened in this tab (issue 35: they appear in the quick jump), newest first: kept for the
 * browser tab in sessionStorage like the lists' searches (localStorage holds no such thing), in memory where
 * sessionStorage is unavailable, and forgotten on sign-out.
 */
export interface RecentRecord {
  /** What the quick jump shows: 'Kötelezettségvállalás: KV-2026/12'. */
  label: string;
  path: string;
}

const KEY = 'recent-records';
const MAX = 8;
const schema = v.array(v.object({ label: v.string(), path: v.string() }));
let memory: RecentRecord[] | undefined;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function recentRecords(): RecentRecord[] {
  if (memory) return memory;
  try {
    const result = v.safeParse(schema, JSON.parse(storage()?.getItem(KEY) ?? '[]'));
    return result.success ? result.output : [];
  } catch {
    return [];
  }
}

/** Puts a record first among the recent ones (once: opened again, it moves up). */
export function rememberRecentRecord(record: RecentRecord): void {
  memory = [record, ...recentRecords().filter((other) => other.path !== record.path)].slice(0, MAX);
  try {
    storage()?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // A full or refused storage leaves the memory of this page.
  }
}

forgetOnSignOut(
  () => {
    memory = undefined;
    try {
      storage()?.removeItem(KEY);
    } catch {
      // Nothing stored to forget.
    }
  },
  () => {
    memory = undefined;
  },
);
