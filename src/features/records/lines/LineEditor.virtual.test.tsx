import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { fakeWindowLayout } from '@/test/window-layout';
import { LineEditor, VIRTUAL_LINES_FROM } from './LineEditor';
import type { LineRow } from './lines';

const itemMeta: SchemaMeta = {
  title: 'Tétel',
  fields: {
    name: { label: 'Megnevezés', kind: 'string', required: true },
    amount: { label: 'Összeg', kind: 'number' },
  },
};

function Harness({ initial }: { initial: LineRow[] }) {
  const [rows, setRows] = useState<LineRow[]>(initial);
  return (
    <LineEditor
      label="Tételek"
      itemMeta={itemMeta}
      columns={['name', 'amount']}
      newRow={() => ({ name: '', amount: null })}
      value={rows}
      onChange={setRows}
      addLabel="Új tétel"
    />
  );
}

const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Tétel ${i + 1}`, amount: i }));
const renderedLines = () => screen.getAllByRole('group', { name: /^\d+\. sor$/ });

// jsdom lays nothing out: each line is given a browser's height, so only those in the 768 px window render.
let undoLayout: () => void;
beforeEach(() => {
  undoLayout = fakeWindowLayout('.line-editor__row', 64, 400 * 72);
});
afterEach(() => undoLayout());

// Hundreds of react-aria fields are slow to render in jsdom on a shared machine.
describe('LineEditor with many lines', { timeout: 120000 }, () => {
  it('renders only the lines near the view of a long list', () => {
    expect(VIRTUAL_LINES_FROM).toBeLessThan(300);
    render(<Harness initial={lines(300)} />);
    const shown = renderedLines();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]).toHaveAccessibleName('1. sor');
    expect(within(shown[0]!).getByRole('textbox', { name: /Megnevezés/ })).toHaveValue('Tétel 1');
    expect(screen.queryByRole('group', { name: '300. sor' })).not.toBeInTheDocument();
  });

  it('Tab from the last rendered line goes on to the next line, which renders, and Shift+Tab goes back to where it was', async () => {
    const user = userEvent.setup();
    render(<Harness initial={lines(300)} />);
    const shown = renderedLines();
    const lastShown = shown[shown.length - 1]!;
    const ordinal = Number(/^(\d+)\./.exec(lastShown.getAttribute('aria-label') ?? '')?.[1]);
    // The line's last control: its 'Törlés' button.
    within(lastShown)
      .getByRole('button', { name: `Törlés (${ordinal}. sor)` })
      .focus();
    await user.tab();
    const next = await screen.findByRole('group', { name: `${ordinal + 1}. sor` });
    expect(within(next).getByRole('textbox', { name: /Megnevezés/ })).toHaveFocus();
    expect(within(next).getByRole('textbox', { name: /Megnevezés/ })).toHaveValue(`Tétel ${ordinal + 1}`);
    await user.tab({ shift: true });
    expect(within(screen.getByRole('group', { name: `${ordinal}. sor` })).getByRole('button', { name: `Törlés (${ordinal}. sor)` })).toHaveFocus();
  });

  it("'Új tétel' adds the line at the end of 300 and focuses its first field, far below the view", async () => {
    const user = userEvent.setup();
    render(<Harness initial={lines(300)} />);
    await user.click(screen.getByRole('button', { name: 'Új tétel' }));
    // Rendered once the window has scrolled to it (the scroll event comes a task later, as a browser's).
    const added = await screen.findByRole('group', { name: '301. sor' }, { timeout: 10_000 });
    const name = within(added).getByRole('textbox', { name: /Megnevezés/ });
    expect(name).toHaveFocus();
    await user.keyboard('Projektor');
    expect(name).toHaveValue('Projektor');
    expect(renderedLines().length).toBeLessThan(40);
  });
});
