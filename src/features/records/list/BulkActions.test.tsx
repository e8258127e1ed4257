import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentStep, DecisionOption, DecisionOutcome } from '@/generated/models';
import type { RecordActionDeclaration } from '@/generated/records/types';
import { ApiError, type InvalidationKey } from '@/generated/runtime';
import { renderSectionList, type ListRow } from '@/test/list-section';
import { staffUser } from '@/test/users';
import { rememberListSearch } from '@/lib/list-memory';
import type { DecisionVars } from '../approval/ApprovalPanel';
import { endDecisionRun } from '../approval/decision-run';

const approve: DecisionOption = { id: 71, label: 'Jóváhagyás', type: 'positive', questions: [], confirm_with_negative_history: false };
const reject: DecisionOption = {
  id: 72,
  label: 'Elutasítás',
  type: 'negative',
  questions: [{ id: 5, type: 'text', label: 'Indoklás', required: true }],
  confirm_with_negative_history: false,
};
// The signed-in user decides for group 3.
const user = staffUser({ groups: [{ id: 3 }] });
const groupStep = (options: DecisionOption[] = [approve, reject]): CurrentStep => ({
  name: 'Pénzügyi ellenjegyzés',
  user: null,
  group: { id: 3, name: 'Pénzügyi referensek' },
  substitutors: [],
  options,
});
const otherStep: CurrentStep = { name: 'Igazgatói jóváhagyás', user: { id: 99, name: 'Nagy Éva' }, group: null, substitutors: [], options: [approve] };

const ROWS: ListRow[] = [
  { id: 1, title: 'Projektorok cseréje', state: 'pending', current_step: groupStep() },
  { id: 2, title: 'Tornaterem festése', state: 'pending', current_step: groupStep() },
  { id: 3, title: 'Irodaszer', state: 'pending', current_step: groupStep() },
  { id: 4, title: 'Kazáncsere', state: 'pending', current_step: otherStep },
  { id: 5, title: 'Lezárt beszerzés', state: 'closed_positive', current_step: null },
];

interface Setup {
  /** What the decision call answers for a record: a failure throws. */
  decideFails?: Readonly<Record<number, unknown>>;
  /** Let each decision wait for this promise. */
  hold?: Promise<void>;
  withDelete?: boolean;
  withDecide?: boolean;
  initial?: string;
}

/** The list of ROWS for `user` through the shared list harness, its decision and delete calls recording what they are sent. */
function setup({ decideFails = {}, hold, withDelete = false, withDecide = true, initial }: Setup = {}) {
  const decided: DecisionVars[] = [];
  const deleted: number[] = [];
  const decide = () => ({
    mutationKey: ['decideThing'] as const,
    mutationFn: async (vars: DecisionVars): Promise<DecisionOutcome> => {
      decided.push(vars);
      await hold;
      const failure = decideFails[vars.path.id];
      if (failure) throw failure;
      return { id: vars.path.id, state: 'closed_positive', current_step: null, decisions: [], waiting_for: null };
    },
    // Would refetch the whole list family after each record: the bulk run must not go through it.
    meta: { invalidates: (): InvalidationKey[] => [['listThings']] },
  });
  const deleteAction: RecordActionDeclaration = {
    id: 'delete',
    label: 'Törlés',
    confirm: 'Biztosan törli ezt a tételt?',
    tone: 'danger',
    visible: { states: ['pending'] },
    then: 'list',
    toast: 'A tétel törölve.',
    mutation: () => ({
      mutationKey: ['deleteThing'],
      mutationFn: async (vars) => {
        deleted.push(vars.path.id);
        return undefined;
      },
      meta: { invalidates: () => [] },
    }),
  };
  const { queries, queryClient, router } = renderSectionList({
    rows: ROWS,
    user,
    initial,
    detailsScreen: true,
    ...(withDecide ? { decide } : {}),
    ...(withDelete ? { deleteAction } : {}),
  });
  return { listCalls: queries, decided, deleted, queryClient, router, user: userEvent.setup() };
}

const tick = (name: string) => screen.getByRole('checkbox', { name: `${name} kijelölése` });

/** Ticks `checkbox`; the first tick loads the bulk bar's code, which is waited for. */
async function press(u: ReturnType<typeof userEvent.setup>, checkbox: HTMLElement) {
  await u.click(checkbox);
  await vi.dynamicImportSettled();
}

describe('bulk work on a list', () => {
  it('offers a checkbox per row named after the record and one for the whole page; the bar counts what is ticked and offers the decisions of those waiting for the user', async () => {
    const { user: u } = setup();
    await screen.findByRole('link', { name: 'Projektorok cseréje' });
    expect(screen.queryByRole('region', { name: 'Kijelölt tételek' })).not.toBeInTheDocument();

    await press(u, tick('Projektorok cseréje'));
    const bar = await screen.findByRole('region', { name: 'Kijelölt tételek' });
    expect(within(bar).getByText('1 tétel kijelölve')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Az oldal összes sorának kijelölése' });
    expect(all).toBePartiallyChecked();

    // Row 4 waits for another user, row 5 for no one: the options count only the three that wait for this user.
    await u.click(all);
    for (const row of ROWS) expect(tick(row.title)).toBeChecked();
    expect(within(bar).getByText('5 tétel kijelölve')).toBeInTheDocument();
    const options = within(bar).getByRole('group', { name: 'Döntés a kijelöltekről' });
    expect(
      within(options)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Jóváhagyás (3)', 'Elutasítás (3)']);

    await u.click(all);
    expect(screen.queryByRole('region', { name: 'Kijelölt tételek' })).not.toBeInTheDocument();
  });

  it('a section that neither decides nor deletes has no selection column', async () => {
    setup({ withDecide: false });
    await screen.findByRole('link', { name: 'Projektorok cseréje' });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it("a decision without questions goes to every ticked record waiting for the user once; the one that failed is named with the server's reason and stays ticked; the list is fetched once at the end", async () => {
    const { user: u, decided, listCalls } = setup({ decideFails: { 2: new ApiError(400, { detail: 'A tétel már nem vár döntésre.' }) } });
    await screen.findByRole('link', { name: 'Projektorok cseréje' });
    const before = listCalls.length;
    await press(u, screen.getByRole('checkbox', { name: 'Az oldal összes sorának kijelölése' }));
    const bar = await screen.findByRole('region', { name: 'Kijelölt tételek' });
    await u.click(within(bar).getByRole('button', { name: 'Jóváhagyás (3)' }));

    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent('„Jóváhagyás”: 2 tétel kész, 1 tétel nem sikerült:');
    // By its name, never its id.
    expect(within(result).getByRole('listitem')).toHaveTextContent(/^Tornaterem festése: A tétel már nem vár döntésre\.$/);
    expect(decided.map((vars) => vars.path.id)).toEqual([1, 2, 3]);
    expect(decided.every((vars) => vars.body.decision_option === 71 && vars.body.answers === undefined)).toBe(true);
    // One refresh of the shown list, not one per record.
    await waitFor(() => expect(listCalls.length).toBe(before + 1));
    expect(tick('Tornaterem festése')).toBeChecked();
    expect(tick('Projektorok cseréje')).not.toBeChecked();
    expect(within(bar).getByText('1 tétel kijelölve')).toBeInTheDocument();
  });

  it('sends nothing twice: a second press while a run goes starts nothing, and a progress bar shows how far it is', async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user: u, decided, listCalls } = setup({ hold });
    await screen.findByRole('link', { name: 'Projektorok cseréje' });
    const before = listCalls.length;
    await press(u, tick('Projektorok cseréje'));
    await u.click(tick('Irodaszer'));
    const button = await screen.findByRole('button', { name: 'Jóváhagyás (2)' });
    await u.dblClick(button);
    await u.click(button);
    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveAccessibleName('„Jóváhagyás”: 0 / 2 tétel');
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByText('„Jóváhagyás”: 2 tétel kész.')).toBeInTheDocument();
    expect(decided.map((vars) => vars.path.id)).toEqual([1, 3]);
    await waitFor(() => expect(listCalls.length).toBe(before + 1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('an option with questions asks them once and sends the same answers for every record', async () => {
    const { user: u, decided } = setup();
    await screen.findByRole('link', { name: 'Projektorok cseréje' });
    await press(u, tick('Projektorok cseréje'));
    await u.click(tick('Tornaterem festése'));
    await u.click(await screen.findByRole('button', { name: 'Elutasítás (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elutasítás – 2 tétel' });
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(within(dialog).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(decided).toEqual([]);
    await u.type(within(dialog).getByRole('textbox', { name: /Indoklás/ }), 'Nincs fedezet.');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    await screen.findByText('„Elutasítás”: 2 tétel kész.');
    expect(decided.map((vars) => [vars.path.id, vars.body.decision_option, vars.body.answers])).toEqual([
      [1, 72, JSON.stringify({ 5: 'Nincs fedezet.' })],
      [2, 72, JSON.stringify({ 5: 'Nincs fedezet.' })],
    ]);
  });

  it('deletes the ticked records the user may delete, after one confirmation', async () => {
    const { user: u, deleted } = setup({ withDecide: false, withDelete: true });
    await screen.findByRole('link', { name: 'Projektorok cseréje' });
    await press(u, screen.getByRole('checkbox', { name: 'Az oldal összes sorának kijelölése' }));
    // The closed one is not deletable (the action's states).
    await u.click(await screen.findByRole('button', { name: 'Törlés (4)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Törlés' });
    expect(dialog).toHaveTextContent('Biztosan törli a kijelölt 4 tételt? A törlés nem vonható vissza.');
    await u.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    await screen.findByText('„Törlés”: 4 tétel kész.');
    expect(deleted).toEqual([1, 2, 3, 4]);
  });
});

describe("a bulk decision with questions taken one by one ('Egyenként')", () => {
  afterEach(endDecisionRun);

  /** Ticks the rows named, chooses 'Elutasítás' and, in its questions' dialog, 'Egyenként'. */
  async function startOneByOne(u: ReturnType<typeof userEvent.setup>, names = ['Projektorok cseréje', 'Tornaterem festése']) {
    await screen.findByRole('link', { name: 'Projektorok cseréje' });
    await press(u, tick(names[0]!));
    for (const name of names.slice(1)) await u.click(tick(name));
    await u.click(await screen.findByRole('button', { name: `Elutasítás (${names.length})` }));
    const dialog = await screen.findByRole('dialog', { name: `Elutasítás – ${names.length} tétel` });
    await u.click(within(dialog).getByRole('button', { name: 'Egyenként' }));
  }

  it("opens each ticked record's details with the option's questions, goes on to the next after each decision, and says when the last is done; the way back keeps the list's search", async () => {
    rememberListSearch('/lista', '?q=projekt');
    const { user: u, decided, router } = setup({ initial: '/lista?q=projekt' });
    await startOneByOne(u);

    await waitFor(() => expect(router.state.location.pathname).toBe('/1.html'));
    let dialog = await screen.findByRole('dialog', { name: 'Elutasítás' });
    // Under the open dialog, where the record's approval panel stands.
    expect(screen.getByText('„Elutasítás” egyenként: 1 / 2 kijelölt tétel')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /Indoklás/ }), 'Nincs fedezet.');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/2.html'));
    dialog = await screen.findByRole('dialog', { name: 'Elutasítás' });
    // Its own answer, not the one before.
    expect(within(dialog).getByRole('textbox', { name: /Indoklás/ })).toHaveValue('');
    expect(await screen.findByText('„Elutasítás” egyenként: 2 / 2 kijelölt tétel')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /Indoklás/ }), 'Később.');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));

    expect(await screen.findByText('„Elutasítás” egyenként: ez volt az utolsó kijelölt tétel (2 / 2).')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/2.html');
    expect(decided.map((vars) => [vars.path.id, vars.body.decision_option, vars.body.answers])).toEqual([
      [1, 72, JSON.stringify({ 5: 'Nincs fedezet.' })],
      [2, 72, JSON.stringify({ 5: 'Később.' })],
    ]);
    expect(screen.getByRole('link', { name: /Vissza a listához/ })).toHaveAttribute('href', '/lista?q=projekt');
  });

  it("'Kihagyás' goes on to the next record without a decision, 'Leállítás' ends the run", async () => {
    const { user: u, decided, router } = setup();
    await startOneByOne(u, ['Projektorok cseréje', 'Tornaterem festése', 'Irodaszer']);
    await screen.findByRole('dialog', { name: 'Elutasítás' });
    await u.click(screen.getByRole('button', { name: 'Mégse' }));
    await u.click(within(screen.getByRole('group', { name: 'Egyenkénti döntés' })).getByRole('button', { name: 'Kihagyás' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/2.html'));
    await screen.findByRole('dialog', { name: 'Elutasítás' });
    await u.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(screen.getByText('„Elutasítás” egyenként: 2 / 3 kijelölt tétel')).toBeInTheDocument();
    await u.click(within(screen.getByRole('group', { name: 'Egyenkénti döntés' })).getByRole('button', { name: 'Leállítás' }));
    expect(screen.queryByRole('group', { name: 'Egyenkénti döntés' })).not.toBeInTheDocument();
    // The record the run would have gone on to is no part of it any more.
    await router.navigate({ href: '/3.html' });
    await screen.findByRole('heading', { level: 1, name: /Irodaszer/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Egyenkénti döntés' })).not.toBeInTheDocument();
    expect(decided).toEqual([]);
  });

  it("the last record's 'Befejezés' ends the run without a decision and says it was the last", async () => {
    const { user: u, decided, router } = setup();
    await startOneByOne(u, ['Irodaszer']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/3.html'));
    await screen.findByRole('dialog', { name: 'Elutasítás' });
    await u.click(screen.getByRole('button', { name: 'Mégse' }));
    await u.click(within(screen.getByRole('group', { name: 'Egyenkénti döntés' })).getByRole('button', { name: 'Befejezés' }));
    expect(await screen.findByText('„Elutasítás” egyenként: ez volt az utolsó kijelölt tétel (1 / 1).')).toBeInTheDocument();
    expect(decided).toEqual([]);
  });
});
