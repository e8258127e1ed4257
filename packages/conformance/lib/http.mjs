// @ts-check

/**
 * One request of the check, timed into `call` (its `ms`; its `error` when no answer came): resolves with the answer
 * and its body as `read` reads it (text by default), or null when none came.
 * @template [T=string]
 * @param {{ ms?: number, error?: string }} call @param {string} url @param {RequestInit} init
 * @param {{ timeoutMs: number, noAnswer: string, read?: (res: Response) => Promise<T> }} options
 * @returns {Promise<{ res: Response, body: T } | null>}
 */
export async function send(call, url, init, { timeoutMs, noAnswer, read = (res) => /** @type {Promise<any>} */ (res.text()) }) {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return { res, body: await read(res) };
  } catch (err) {
    call.error = `${noAnswer}: ${err.cause?.message ?? err.message}`;
    return null;
  } finally {
    call.ms = Date.now() - started;
  }
}
