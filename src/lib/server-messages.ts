import { ApiError } from '@/generated/runtime';

/** Server strings the specification (section 8) translates; anything else is shown as received. */
const TRANSLATIONS: Readonly<Record<string, string>> = {
  'This list may not be empty.': 'Ez a lista nem lehet üres.',
  'Either needs_tender or without_tender must be chosen':
    'Pályázat kiírását kérem vagy Pályázati kiírás nélküli jogviszony választása kötelező',
  'Must not be true if without_tender is true':
    'A Pályázat kiírását kérem és a Pályázati kiírás nélküli jogviszony közül csak az egyik választható',
  'Either application email or address is required': 'Jelentkezési e-mail cím vagy Jelentkezési cím megadása kötelező',
  'You cannot create new contract with this institution': 'Ez az intézmény már nem választható',
  'Invalid password': 'Hibás jelszó',
  'Stock item does not exist': 'Az eszköz nem található a leltárban',
  'Financial budget is not active': 'A pénzügyi keret nem aktív',
  'Inactive type': 'Inaktív típus',
  'Start date must be before end date': 'Időszak kezdete előbb kell legyen, mint az időszak vége',
  'Start time must be before end time': 'Kezdés ideje kisebb kell legyen, mint vége',
};

export function translateServerMessage(message: string): string {
  return TRANSLATIONS[message.trim()] ?? message;
}

/** One or several server messages as one text, translated, joined by line breaks. */
export function formatServerMessages(messages: unknown): string {
  const list = Array.isArray(messages) ? messages : [messages];
  return list
    .filter((m): m is string => typeof m === 'string' && m.length > 0)
    .map(translateServerMessage)
    .join('\n');
}

/** A 400 body as field -> message text; nested objects are flattened with dots (employments.0.start_date). */
export function fieldErrorsFromBody(body: unknown, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  if (!body || typeof body !== 'object') return result;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      result[name] = formatServerMessages(value);
    } else if (typeof value === 'string') {
      result[name] = translateServerMessage(value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => Object.assign(result, fieldErrorsFromBody(item, `${name}.${index}`)));
    } else if (value && typeof value === 'object') {
      Object.assign(result, fieldErrorsFromBody(value, name));
    }
  }
  return result;
}

/** A failed call as field -> message (a 400 body), or its detail, or the fallback, under `detail`. */
export function errorsFromFailure(error: unknown, fallback: string): Record<string, string> {
  if (error instanceof ApiError && error.status === 400) {
    const errors = fieldErrorsFromBody(error.body);
    if (Object.keys(errors).length) return errors;
  }
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'detail' in error.body) {
    const detail = formatServerMessages((error.body as { detail: unknown }).detail);
    if (detail) return { detail };
  }
  return { detail: fallback };
}

/** A failed call's messages as one text. */
export function failureText(error: unknown, fallback: string): string {
  return Object.values(errorsFromFailure(error, fallback)).join('\n');
}
