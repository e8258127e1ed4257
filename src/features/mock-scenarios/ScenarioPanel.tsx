import { useId, useMemo, useState } from 'react';
import { Button as AriaButton, ComboBox, Heading, Input, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
import { Button } from '@/components/ui/Button';
import { FORCEABLE_STATUSES, MOCK_OPERATIONS, MOCK_USERS, type MockOperation } from '@/generated/mock-scenarios';
import { ALL_CALLS, SLOW_ANSWER_MS, operationById, readScenario, withRule, withoutRule, writeScenario, type Scenario, type ScenarioEffect } from '@/lib/mock-scenario';
import './scenario-panel.css';

/** The panel's root id; the production-build test looks for it in `npm run build`'s output. */
export const SCENARIO_PANEL_ID = 'qa-mock-scenario-panel';

const STATUS_LABELS: Record<number, string> = {
  400: '400 – hibás kérés (a mezők üzenetei)',
  401: '401 – lejárt munkamenet',
  403: '403 – nincs jogosultság',
  404: '404 – nem található',
  500: '500 – szerverhiba',
};

export function effectLabel(effect: ScenarioEffect): string {
  switch (effect.kind) {
    case 'status':
      return STATUS_LABELS[effect.status] ?? String(effect.status);
    case 'example':
      return `Példa: ${effect.name}`;
    case 'network':
      return 'Hálózati hiba';
    case 'slow':
      return `Lassú válasz (${SLOW_ANSWER_MS / 1000} mp)`;
  }
}

const effectKey = (effect: ScenarioEffect) =>
  effect.kind === 'status' ? `status:${effect.status}` : effect.kind === 'example' ? `example:${effect.name}` : effect.kind;

/** What QA may force on a call: the statuses and examples it declares; on all calls, every forceable status. */
function effectsFor(operation: MockOperation | undefined): ScenarioEffect[] {
  const statuses = operation ? operation.statuses : FORCEABLE_STATUSES;
  return [
    ...statuses.map((status): ScenarioEffect => ({ kind: 'status', status })),
    { kind: 'network' },
    { kind: 'slow' },
    ...(operation?.examples ?? []).map((name): ScenarioEffect => ({ kind: 'example', name })),
  ];
}

const targetLabel = (target: string) => {
  if (target === ALL_CALLS) return 'Minden hívás';
  const op = operationById(target);
  return op ? `${op.id} · ${op.method} ${op.path}` : target;
};

const TARGETS = [{ id: ALL_CALLS, label: targetLabel(ALL_CALLS) }, ...MOCK_OPERATIONS.map((op) => ({ id: op.id, label: targetLabel(op.id) }))];
const MAX_SHOWN_TARGETS = 40;

export interface ScenarioPanelProps {
  /** The signed-in user was switched: the app refetches who it is. */
  onUserChange(): void;
  /** A call's answer was forced or released: the app refetches that call's queries. */
  onCallChange(operationId: string): void;
}

/**
 * The mock build's QA panel: the named user the mock signs in, and per call (or for all calls) an error
 * status the spec declares, a network failure, a slow answer or a named example. What it chooses is kept
 * in sessionStorage and sent by the API middleware as Prism's `Prefer` header.
 */
export function ScenarioPanel({ onUserChange, onCallChange }: ScenarioPanelProps) {
  const [scenario, setScenario] = useState<Scenario>(() => readScenario());
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string>(ALL_CALLS);
  const [typed, setTyped] = useState(targetLabel(ALL_CALLS));
  const [effect, setEffect] = useState<string | null>(null);
  const bodyId = useId();
  const headingId = useId();

  const update = (next: Scenario) => {
    writeScenario(next);
    setScenario(next);
  };
  const targetOperation = target === ALL_CALLS ? undefined : operationById(target);
  const effects = useMemo(() => effectsFor(targetOperation), [targetOperation]);
  const chosenEffect = effects.find((e) => effectKey(e) === effect);
  const shownTargets = useMemo(() => {
    const text = typed.trim().toLowerCase();
    const all = text === '' || text === targetLabel(target).toLowerCase() ? TARGETS : TARGETS.filter((t) => t.label.toLowerCase().includes(text));
    return all.slice(0, MAX_SHOWN_TARGETS);
  }, [typed, target]);
  const active = (scenario.user ? 1 : 0) + scenario.rules.length;

  const chooseUser = (name: string) => {
    update({ ...scenario, user: name });
    onUserChange();
  };
  const addRule = () => {
    if (!chosenEffect) return;
    update(withRule(scenario, { target, effect: chosenEffect }));
    if (target !== ALL_CALLS) onCallChange(target);
  };
  const removeRule = (ruleTarget: string) => {
    update(withoutRule(scenario, ruleTarget));
    if (ruleTarget !== ALL_CALLS) onCallChange(ruleTarget);
  };
  const reset = () => {
    const hadUser = scenario.user !== null;
    const calls = scenario.rules.map((r) => r.target).filter((t) => t !== ALL_CALLS);
    update({ user: null, rules: [] });
    if (hadUser) onUserChange();
    calls.forEach(onCallChange);
  };

  return (
    <aside id={SCENARIO_PANEL_ID} className="scenario-panel" aria-label="QA-forgatókönyv">
      <Button variant="quiet" className="scenario-panel__toggle" aria-expanded={open} aria-controls={open ? bodyId : undefined} onPress={() => setOpen(!open)}>
        {active ? `QA-forgatókönyv (${active} aktív)` : 'QA-forgatókönyv'}
      </Button>
      {open ? (
        <section id={bodyId} className="scenario-panel__body" aria-labelledby={headingId}>
          <Heading level={2} id={headingId} className="scenario-panel__heading">
            QA-forgatókönyv (mock)
          </Heading>

          <h3 className="scenario-panel__subheading">Aktív</h3>
          {active === 0 ? (
            <p className="scenario-panel__muted">Nincs: a mock az alapértelmezett példákkal válaszol.</p>
          ) : (
            <ul className="scenario-panel__active" aria-label="Aktív beállítások">
              {scenario.user ? <li>Felhasználó: {scenario.user}</li> : null}
              {scenario.rules.map((rule) => (
                <li key={rule.target}>
                  <span>
                    {targetLabel(rule.target)}: {effectLabel(rule.effect)}
                  </span>
                  <Button variant="secondary" aria-label={`${targetLabel(rule.target)}: kikapcsolás`} onPress={() => removeRule(rule.target)}>
                    Kikapcsolás
                  </Button>
                </li>
              ))}
            </ul>
          )}

          <RadioGroup className="scenario-panel__users" value={scenario.user ?? MOCK_USERS[0]?.name ?? null} onChange={chooseUser}>
            <Label className="scenario-panel__subheading">Bejelentkezett felhasználó</Label>
            {MOCK_USERS.map((user) => (
              <Radio key={user.name} value={user.name} className="scenario-panel__user">
                <span className="scenario-panel__code">{user.name}</span> <span className="scenario-panel__muted">{user.summary}</span>
              </Radio>
            ))}
          </RadioGroup>

          <div className="scenario-panel__rule" role="group" aria-label="Válasz kényszerítése">
            <h3 className="scenario-panel__subheading">Válasz kényszerítése</h3>
            <ComboBox
              className="field"
              items={shownTargets}
              selectedKey={target}
              inputValue={typed}
              onInputChange={setTyped}
              onSelectionChange={(key) => {
                if (key === null) return;
                setTarget(String(key));
                setTyped(targetLabel(String(key)));
                setEffect(null);
              }}
              allowsEmptyCollection
            >
              <Label className="field__label">Hívás (operationId vagy útvonal)</Label>
              <div className="combobox">
                <Input className="field__input combobox__input" />
                <AriaButton className="combobox__button" aria-label="Hívás: lehetőségek">
                  ▾
                </AriaButton>
              </div>
              <Popover className="popover select__popover">
                <ListBox className="select__list" renderEmptyState={() => <div className="select__empty">Nincs találat</div>}>
                  {(item: { id: string; label: string }) => (
                    <ListBoxItem id={item.id} textValue={item.label} className="select__option">
                      {item.label}
                    </ListBoxItem>
                  )}
                </ListBox>
              </Popover>
            </ComboBox>
            <Select className="field" selectedKey={effect} onSelectionChange={(key) => setEffect(key === null ? null : String(key))} placeholder="Válasszon…">
              <Label className="field__label">Válasz</Label>
              <AriaButton className="select__button">
                <SelectValue />
              </AriaButton>
              <Popover className="popover select__popover">
                <ListBox className="select__list">
                  {effects.map((e) => (
                    <ListBoxItem key={effectKey(e)} id={effectKey(e)} className="select__option">
                      {effectLabel(e)}
                    </ListBoxItem>
                  ))}
                </ListBox>
              </Popover>
            </Select>
            <Button isDisabled={!chosenEffect} onPress={addRule}>
              Bekapcsolás
            </Button>
          </div>

          <div className="scenario-panel__footer">
            <Button variant="secondary" isDisabled={active === 0} onPress={reset}>
              Minden visszaállítása
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Bezárás
            </Button>
          </div>
        </section>
      ) : null}
    </aside>
  );
}
