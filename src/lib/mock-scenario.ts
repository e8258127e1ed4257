import { CURRENT_USER_OPERATION, MOCK_OPERATIONS, MOCK_USERS, type MockOperation } from '@/generated/mock-scenarios';

/**
 * The mock build's QA scenario (`vite --mode mock`, `vite build --mode mock`): which named user the
 * mock signs in, and what it answers to which call. Kept in sessionStorage, so it survives a reload
 * and ends with the tab; a production build leaves this module out (only a mock-mode branch uses it).
 */
export type ScenarioEffect =
  /** One of the error statuses the call declares (Prism answers with its example: a 400's field map). */
  | { kind: 'status'; status: number }
  /** A named example of the call's success answer. */
  | { kind: 'example'; name: string }
  /** The call fails before reaching the server, as when the network is down. */
  | { kind: 'network' }
  /** The answer comes SLOW_ANSWER_MS later. */
  | { kind: 'slow' };

export interface ScenarioRule {
  /** An operationId, or ALL_CALLS. */
  target: string;
  effect: ScenarioEffect;
}

export interface Scenario {
  /** The named example of the signed-in user's call; null: the mock's default. */
  user: string | null;
  rules: readonly ScenarioRule[];
}

export const ALL_CALLS = '*';
export const SCENARIO_STORAGE_KEY = 'qa_mock_scenario';
export const SLOW_ANSWER_MS = 3000;
export const EMPTY_SCENARIO: Scenario = { user: null, rules: [] };

// Built on first use, not at import: a module with work at its top level stays in a production build even
// where no code of it runs (the call list alone is about 80 KB).
let byMethodAndPathMap: Map<string, MockOperation> | undefined;
let byIdMap: Map<string, MockOperation> | undefined;
const byMethodAndPath = () => (byMethodAndPathMap ??= new Map(MOCK_OPERATIONS.map((op) => [`${op.method} ${op.path}`, op])));
const byId = () => (byIdMap ??= new Map(MOCK_OPERATIONS.map((op) => [op.id, op])));

/** The spec's operation of a call, by its method and path template (`/api/rendszerhibak/{id}/`). */
export const operationAt = (method: string, path: string): MockOperation | undefined => byMethodAndPath().get(`${method.toUpperCase()} ${path}`);
export const operationById = (id: string): MockOperation | undefined => byId().get(id);

function isEffect(value: unknown): value is ScenarioEffect {
  if (!value || typeof value !== 'object' || !('kind' in value)) return false;
  if (value.kind === 'network' || value.kind === 'slow') return true;
  if (value.kind === 'status') return 'status' in value && typeof value.status === 'number';
  if (value.kind === 'example') return 'name' in value && typeof value.name === 'string';
  return false;
}

const isRule = (value: unknown): value is ScenarioRule =>
  !!value && typeof value === 'object' && 'target' in value && typeof value.target === 'string' && 'effect' in value && isEffect(value.effect);

/** Reads a stored scenario; anything unreadable, an unknown user or a rule of an unknown call is left out. */
export function parseScenario(raw: string | null): Scenario {
  if (!raw) return EMPTY_SCENARIO;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_SCENARIO;
  }
  if (!value || typeof value !== 'object') return EMPTY_SCENARIO;
  const user = 'user' in value && typeof value.user === 'string' && MOCK_USERS.some((u) => u.name === value.user) ? value.user : null;
  const rules = 'rules' in value && Array.isArray(value.rules) ? value.rules.filter(isRule).filter((r) => r.target === ALL_CALLS || byId().has(r.target)) : [];
  return { user, rules };
}

export function readScenario(storage: Storage = window.sessionStorage): Scenario {
  try {
    return parseScenario(storage.getItem(SCENARIO_STORAGE_KEY));
  } catch {
    return EMPTY_SCENARIO;
  }
}

export function writeScenario(scenario: Scenario, storage: Storage = window.sessionStorage): void {
  try {
    if (scenario.user === null && scenario.rules.length === 0) storage.removeItem(SCENARIO_STORAGE_KEY);
    else storage.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(scenario));
  } catch {
    // Storage unavailable: the scenario lasts as long as the page.
  }
}

/** One rule per target: a new rule for a call replaces its previous one. */
export const withRule = (scenario: Scenario, rule: ScenarioRule): Scenario => ({
  ...scenario,
  rules: [...scenario.rules.filter((r) => r.target !== rule.target), rule],
});

export const withoutRule = (scenario: Scenario, target: string): Scenario => ({ ...scenario, rules: scenario.rules.filter((r) => r.target !== target) });

/** Whether the mock can give this effect on the call: a status or example it declares (network and slow: always). */
export function effectApplies(effect: ScenarioEffect, operation: MockOperation | undefined): boolean {
  if (effect.kind === 'status') return !!operation?.statuses.includes(effect.status);
  if (effect.kind === 'example') return !!operation?.examples.includes(effect.name);
  return true;
}

/** The rule acting on a call: its own rule, else the all-calls rule where the call can take it. */
export function ruleFor(scenario: Scenario, operation: MockOperation | undefined): ScenarioRule | undefined {
  const own = operation && scenario.rules.find((r) => r.target === operation.id);
  if (own) return own;
  const all = scenario.rules.find((r) => r.target === ALL_CALLS);
  return all && effectApplies(all.effect, operation) ? all : undefined;
}

/** Prism's `Prefer` header for a call under the scenario (`code=400`, `example=readonly_user`), or null. */
export function preferFor(scenario: Scenario, operation: MockOperation | undefined, rule = ruleFor(scenario, operation)): string | null {
  if (rule?.effect.kind === 'status') return `code=${rule.effect.status}`;
  if (rule?.effect.kind === 'example') return `example=${rule.effect.name}`;
  if (scenario.user && operation?.id === CURRENT_USER_OPERATION) return `example=${scenario.user}`;
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The mock build's part of the API middleware: applies the stored scenario to one call. A network
 * failure rejects as fetch does when offline; a slow answer waits first; the rest is `Prefer`.
 */
export async function applyScenario(request: Request, schemaPath: string, scenario: Scenario = readScenario()): Promise<Request> {
  const operation = operationAt(request.method, schemaPath);
  const rule = ruleFor(scenario, operation);
  if (rule?.effect.kind === 'network') throw new TypeError('Failed to fetch (QA-forgatókönyv: hálózati hiba)');
  if (rule?.effect.kind === 'slow') await sleep(SLOW_ANSWER_MS);
  const prefer = preferFor(scenario, operation, rule);
  if (prefer) request.headers.set('Prefer', prefer);
  return request;
}
