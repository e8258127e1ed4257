/**
 * A document address from data becomes an href only when it is a site-relative path or an http(s)
 * URL; anything else (javascript:, data:, protocol-relative //host) is shown as text.
 */
export function safeHref(url: string | null | undefined): string | null {
  const candidate = url?.trim();
  if (!candidate) return null;
  if (/^\/(?![/\\])/.test(candidate)) return candidate;
  try {
    const { protocol } = new URL(candidate);
    return protocol === 'http:' || protocol === 'https:' ? candidate : null;
  } catch {
    return null;
  }
}

/** The file name at the end of a document address, without its query or fragment. */
export function lastPathSegment(url: string): string {
  const segment = url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
