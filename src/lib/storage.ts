/**
 * The only two values the portal keeps in localStorage (the specification allows exactly these):
 * the auth token and the festive-logo flag. Besides these, only what a user saves of a list for themselves
 * (issue 35: saved views, chosen columns) is kept, keyed by user id, in `user-preferences.ts`.
 */
export const STORAGE_KEYS = { token: 'token', festiveLogo: 'festive_logo' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the session then lasts as long as the page.
  }
}

export const tokenStorage = {
  get: (): string | null => read(STORAGE_KEYS.token),
  set: (token: string): void => write(STORAGE_KEYS.token, token),
  clear: (): void => write(STORAGE_KEYS.token, null),
};

/** The logo turns festive in December; the flag records which variant was last shown. */
export function isFestiveSeason(date: Date): boolean {
  return date.getMonth() === 11;
}

export function syncFestiveLogoFlag(date: Date = new Date()): boolean {
  const festive = isFestiveSeason(date);
  write(STORAGE_KEYS.festiveLogo, festive ? 'true' : 'false');
  return festive;
}
