import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_CALLS,
  EMPTY_SCENARIO,
  SCENARIO_STORAGE_KEY,
  SLOW_ANSWER_MS,
  applyScenario,
  operationAt,
  parseScenario,
  preferFor,
  readScenario,
  ruleFor,
  withRule,
  withoutRule,
  writeScenario,
  type Scenario,
} from './mock-scenario';

const request = (method: string, url: string) => new Request(`http://127.0.0.1${url}`, { method });
const createRoom = operationAt('POST', '/api/termek/');
const getRoom = operationAt('GET', '/api/termek/{id}/');
const getCurrentUser = operationAt('GET', '/api/felhasznalok/en/');
const getAbsence = operationAt('GET', '/api/hr/tavolletjelento/{id}/');

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('the scenario state', () => {
  it("finds a call by its method and the spec's path template", () => {
    expect(createRoom?.id).toBe('createRoom');
    expect(createRoom?.statuses).toEqual([400, 401, 403]);
    expect(getRoom?.id).toBe('getRoom');
    expect(operationAt('DELETE', '/api/felhasznalok/en/')).toBeUndefined();
  });

  it('keeps one rule per call: a new one replaces the old; removing leaves the others', () => {
    let scenario: Scenario = withRule(EMPTY_SCENARIO, { target: 'createRoom', effect: { kind: 'status', status: 400 } });
    scenario = withRule(scenario, { target: ALL_CALLS, effect: { kind: 'slow' } });
    scenario = withRule(scenario, { target: 'createRoom', effect: { kind: 'network' } });
    expect(scenario.rules).toEqual([
      { target: ALL_CALLS, effect: { kind: 'slow' } },
      { target: 'createRoom', effect: { kind: 'network' } },
    ]);
    expect(withoutRule(scenario, ALL_CALLS).rules).toEqual([{ target: 'createRoom', effect: { kind: 'network' } }]);
  });

  it('survives a reload through sessionStorage, and an emptied scenario leaves no key behind', () => {
    const scenario: Scenario = { user: 'readonly_user', rules: [{ target: 'getRoom', effect: { kind: 'status', status: 404 } }] };
    writeScenario(scenario);
    expect(window.localStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
    expect(readScenario()).toEqual(scenario);
    writeScenario(EMPTY_SCENARIO);
    expect(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });

  it('reads a damaged or outdated stored value as far as it is valid', () => {
    expect(parseScenario('{not json')).toEqual(EMPTY_SCENARIO);
    expect(parseScenario(JSON.stringify({ user: 'nobody', rules: [] }))).toEqual(EMPTY_SCENARIO);
    const stored = {
      user: 'school_user',
      rules: [
        { target: 'noSuchCall', effect: { kind: 'network' } },
        { target: 'getRoom', effect: { kind: 'teapot' } },
        { target: 'createRoom', effect: { kind: 'status', status: 400 } },
      ],
    };
    expect(parseScenario(JSON.stringify(stored))).toEqual({ user: 'school_user', rules: [{ target: 'createRoom', effect: { kind: 'status', status: 400 } }] });
  });

  it("a call's own rule wins over the all-calls rule, which acts only where the call declares its status", () => {
    const scenario: Scenario = {
      user: null,
      rules: [
        { target: ALL_CALLS, effect: { kind: 'status', status: 404 } },
        { target: 'createRoom', effect: { kind: 'status', status: 400 } },
      ],
    };
    expect(ruleFor(scenario, createRoom)?.target).toBe('createRoom');
    expect(ruleFor(scenario, getRoom)?.target).toBe(ALL_CALLS);
    // The list call declares no 404: it is answered as usual.
    expect(ruleFor(scenario, operationAt('GET', '/api/termek/'))).toBeUndefined();
  });

  it("Prefer: the forced status or example, else the chosen user on the signed-in user's call only", () => {
    const scenario: Scenario = { user: 'readonly_user', rules: [{ target: 'getAbsence', effect: { kind: 'example', name: 'approved' } }] };
    expect(preferFor(scenario, getCurrentUser)).toBe('example=readonly_user');
    expect(preferFor(scenario, getAbsence)).toBe('example=approved');
    expect(preferFor(scenario, getRoom)).toBeNull();
    expect(preferFor(withRule(scenario, { target: 'getCurrentUser', effect: { kind: 'status', status: 401 } }), getCurrentUser)).toBe('code=401');
  });
});

describe('the mock middleware (applyScenario)', () => {
  it('sends the stored choice as Prefer', async () => {
    writeScenario({ user: 'readonly_user', rules: [{ target: 'createRoom', effect: { kind: 'status', status: 400 } }] });
    const user = await applyScenario(request('GET', '/api/felhasznalok/en/'), '/api/felhasznalok/en/');
    expect(user.headers.get('Prefer')).toBe('example=readonly_user');
    const save = await applyScenario(request('POST', '/api/termek/'), '/api/termek/');
    expect(save.headers.get('Prefer')).toBe('code=400');
    const other = await applyScenario(request('GET', '/api/termek/7/'), '/api/termek/{id}/');
    expect(other.headers.has('Prefer')).toBe(false);
  });

  it('a network failure rejects before anything is sent, as fetch does offline', async () => {
    writeScenario({ user: null, rules: [{ target: 'createRoom', effect: { kind: 'network' } }] });
    await expect(applyScenario(request('POST', '/api/termek/'), '/api/termek/')).rejects.toBeInstanceOf(TypeError);
    await expect(applyScenario(request('GET', '/api/termek/'), '/api/termek/')).resolves.toBeInstanceOf(Request);
  });

  it('a slow answer waits SLOW_ANSWER_MS first', async () => {
    vi.useFakeTimers();
    writeScenario({ user: null, rules: [{ target: ALL_CALLS, effect: { kind: 'slow' } }] });
    let done = false;
    const pending = applyScenario(request('GET', '/api/termek/'), '/api/termek/').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    await pending;
    expect(done).toBe(true);
  });
});
