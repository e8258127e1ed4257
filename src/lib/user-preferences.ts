import { useCallback, useMemo, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { forgetOnSignOut } from './session-memory';

/**
 * What a signed-in user chose to keep on this browser (issue 35: a list's saved views and chosen
 * columns), under `prefs:<user id>:<name>` in localStorage: the one place beside the token and the
 * festive-logo flag that localStorage holds, and only once the user saved something. Kept per user id,
 * so another user signing in on the same browser finds their own. Without a known user, or where
 * localStorage refuses, it lasts as long as the page.
 */
const PREFIX = 'prefs:';
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

const keyOf = (userId: number | undefined, name: string) => `${PREFIX}${userId ?? ''}:${name}`;

function readRaw(key: string): string | undefined {
  if (memory.has(key)) return memory.get(key);
  if (!key.startsWith(`${PREFIX}:`)) {
    try {
      return window.localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function writeRaw(key: string, raw: string | undefined): void {
  let stored = false;
  if (!key.startsWith(`${PREFIX}:`)) {
    try {
      if (raw === undefined) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, raw);
      stored = true;
    } catch {
      // Refused (private mode, full): kept for the page below.
    }
  }
  if (stored || raw === undefined) memory.delete(key);
  else memory.set(key, raw);
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the same user saving a view.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function parse<T>(raw: string | undefined, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  if (raw === undefined) return fallback;
  try {
    const result = v.safeParse(schema, JSON.parse(raw));
    return result.success ? result.output : fallback;
  } catch {
    return fallback;
  }
}

/** A stored preference, checked against its schema (a stored value of an older shape is the fallback). */
export function readPreference<T>(userId: number | undefined, name: string, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  return parse(readRaw(keyOf(userId, name)), schema, fallback);
}

/** Stores a preference; undefined removes it. */
export function writePreference(userId: number | undefined, name: string, value: unknown): void {
  writeRaw(keyOf(userId, name), value === undefined ? undefined : JSON.stringify(value));
}

/** A preference and what replaces it (undefined removes it), re-rendering every reader when it changes. */
export function usePreference<T>(userId: number | undefined, name: string, schema: v.GenericSchema<unknown, T>, fallback: T): [T, (next: T | undefined) => void] {
  const key = keyOf(userId, name);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => undefined,
  );
  // Parsed once per stored text: a reader re-renders only when its value changed.
  const value = useMemo(() => parse(raw, schema, fallback), [raw, schema, fallback]);
  const set = useCallback((next: T | undefined) => writeRaw(key, next === undefined ? undefined : JSON.stringify(next)), [key]);
  return [value, set];
}

forgetOnSignOut(() => memory.clear());
