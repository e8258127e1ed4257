import { ApiError } from '@/generated/runtime';
import { fieldErrorsFromBody, formatServerMessages } from '@/lib/server-messages';

/** A failed call as field -> message (a 400 body), or its detail, or the fallback under `detail`. */
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
