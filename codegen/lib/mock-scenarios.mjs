// @ts-check
import { deref, listOperations } from './spec.mjs';

/** The error answers QA may force on a call from the mock's scenario panel, where the spec declares them. */
export const FORCEABLE_STATUSES = [400, 401, 403, 404, 500];
const CURRENT_USER_PATH = '/api/felhasznalok/en/';

/** The named examples of an answer: name and summary, in the spec's order. @param {any} spec @param {any} response */
function namedExamples(spec, response) {
  const examples = deref(spec, response)?.content?.['application/json']?.examples ?? {};
  return Object.entries(examples).map(([name, example]) => ({ name, summary: String(deref(spec, example)?.summary ?? '') }));
}

/**
 * What the mock build's scenario panel offers (the mock's answers, as Prism picks them by `Prefer`):
 * every operation with the forceable statuses it declares and its success answer's named examples,
 * and the named users of the signed-in user's call. Only the panel and the mock middleware import it,
 * so a production build leaves it out.
 * @param {any} spec
 */
export function generateMockScenarios(spec) {
  const ops = listOperations(spec);
  const operations = ops.map((op) => {
    const statuses = FORCEABLE_STATUSES.filter((code) => op.raw.responses?.[String(code)]);
    const examples = op.successCode ? namedExamples(spec, op.raw.responses[op.successCode]).map((e) => e.name) : [];
    return { id: op.operationId, method: op.method.toUpperCase(), path: op.path, statuses, examples: examples.length > 1 ? examples : [] };
  });
  const currentUser = ops.find((op) => op.path === CURRENT_USER_PATH && op.method === 'get');
  if (!currentUser?.successCode) throw new Error(`mock scenarios: GET ${CURRENT_USER_PATH} has no success answer`);
  const users = namedExamples(spec, currentUser.raw.responses[currentUser.successCode]);
  if (users.length === 0) throw new Error(`mock scenarios: GET ${CURRENT_USER_PATH} has no named examples`);
  return [
    '/** A call of the spec as the mock scenario panel offers it. */',
    'export interface MockOperation {',
    '  id: string;',
    '  method: string;',
    "  /** The spec's path template, e.g. /api/rendszerhibak/{id}/. */",
    '  path: string;',
    '  /** The error statuses QA may force on it (those of 400, 401, 403, 404, 500 it declares). */',
    '  statuses: readonly number[];',
    "  /** Its success answer's named examples, when it has more than one. */",
    '  examples: readonly string[];',
    '}',
    '',
    '/** The error statuses QA may force where a call declares them. */',
    `export const FORCEABLE_STATUSES: readonly number[] = ${JSON.stringify(FORCEABLE_STATUSES)};`,
    '',
    `export const CURRENT_USER_OPERATION = ${JSON.stringify(currentUser.operationId)};`,
    '',
    "/** The named examples of the signed-in user's call; the first is the mock's default. */",
    `export const MOCK_USERS: readonly { name: string; summary: string }[] = ${JSON.stringify(users, null, 2)};`,
    '',
    `export const MOCK_OPERATIONS: readonly MockOperation[] = ${JSON.stringify(operations)};`,
    '',
  ].join('\n');
}
