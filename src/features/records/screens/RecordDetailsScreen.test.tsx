import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SystemErrorReportDetailMeta, SystemErrorReportInputMeta } from '@/generated/meta/system-error-reports';
import { SystemErrorReportInputSchema } from '@/generated/validators/system-error-reports';
import { renderReportDetails, reportSection, reportStaff, savedReport } from './details-test-setup';

const section = { ...reportSection, details: { ...reportSection.details, panels: { approval: true, comments: { allowAttachment: false } } } };

const ribbon = (heading: HTMLElement) => heading.parentElement!;

describe('the details screen offers what the user may do on the record (sections 4 and 6)', () => {
  it("a staff user on a record not yet decided: the record read first, the form on 'Szerkesztés', and delete and clone in the title ribbon", async () => {
    const user = userEvent.setup();
    const heading = await renderReportDetails(savedReport({ state: 'pending' }), reportStaff, section);
    // Read first: the fields as text, no form until 'Szerkesztés' is chosen.
    expect(within(screen.getByRole('region', { name: 'További adatok' })).getByText('Üres oldal jelenik meg.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Szerkesztés' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: new RegExp(SystemErrorReportInputMeta.fields.title!.label) })).toBeNull();
    // Hovering loads the form's code; the click then shows the form at once. A click that found the code still
    // loading suspended inside user-event's act, which React does not retry by itself: after another details
    // screen in the same worker the form never came (--sequence.shuffle with --sequence.seed=1234).
    const editButton = within(ribbon(heading)).getByRole('button', { name: 'Szerkesztés' });
    await user.hover(editButton);
    await vi.dynamicImportSettled();
    await user.click(editButton);
    const edit = await screen.findByRole('region', { name: 'Szerkesztés' });
    expect(await within(edit).findByRole('button', { name: 'Mentés' })).toBeInTheDocument();
    expect(within(edit).getByRole('textbox', { name: new RegExp(SystemErrorReportInputMeta.fields.title!.label) })).toHaveValue('Nem tölt be a leltár modul');
    // 'Szerkesztés' takes the user to the form's first field (on a phone far below the button; issue 35).
    await vi.waitFor(() => expect(within(edit).getByRole('textbox', { name: new RegExp(SystemErrorReportInputMeta.fields.title!.label) })).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'További adatok' })).toBeNull();
    // 'Mégse' puts the read view back, and the focus on the button that opened the form.
    await user.click(within(edit).getByRole('button', { name: 'Mégse' }));
    expect(await screen.findByRole('region', { name: 'További adatok' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Szerkesztés' })).toBeNull();
    await vi.waitFor(() => expect(within(ribbon(heading)).getByRole('button', { name: 'Szerkesztés' })).toHaveFocus());
    expect(within(ribbon(heading)).getByRole('button', { name: 'Törlés' })).toBeInTheDocument();
    expect(within(ribbon(heading)).getByRole('button', { name: 'Másolás' })).toBeInTheDocument();
    expect(within(ribbon(heading)).queryByRole('button', { name: 'Sztornózás' })).toBeNull();
  });

  it("a read-only user: no 'Szerkesztés', no edit form and no actions", async () => {
    const heading = await renderReportDetails(savedReport({ state: 'pending' }), { ...reportStaff, is_readonly: true }, section);
    expect(screen.queryByRole('button', { name: 'Szerkesztés' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Szerkesztés' })).toBeNull();
    expect(within(ribbon(heading)).queryByRole('button', { name: 'Törlés' })).toBeNull();
    expect(within(ribbon(heading)).queryByRole('button', { name: 'Másolás' })).toBeNull();
  });

  it('a rolled-back record is no longer edited; it can still be copied', async () => {
    const heading = await renderReportDetails(savedReport({ state: 'rolled_back' }), reportStaff, section);
    expect(screen.queryByRole('heading', { name: 'Szerkesztés' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('az adatai már nem módosíthatók');
    expect(within(ribbon(heading)).getByRole('button', { name: 'Másolás' })).toBeInTheDocument();
  });

  it("no edit form while the record's verification step does not let its details be edited", async () => {
    await renderReportDetails(
      savedReport({ state: 'under_checking', verification_step: { name: 'Jogi ellenőrzés', user: null, group: null, can_edit_details: false } }),
      reportStaff,
      section,
    );
    expect(screen.queryByRole('heading', { name: 'Szerkesztés' })).toBeNull();
    // The page says why, naming the step.
    expect(screen.getByRole('note')).toHaveTextContent('Az adatok a(z) „Jogi ellenőrzés” ellenőrzési lépésben nem szerkeszthetők.');
  });
});

describe("the details' read-only fields", () => {
  it('show in the titled fieldsets the section declares, a linked field leading to the record it names', async () => {
    const grouped = {
      ...section,
      details: {
        ...section.details,
        groups: [{ title: 'Bejelentő', fields: ['creator', 'institution'] as const }],
        links: { institution: (id: number) => `/intezmenyek/${id}.html` },
      },
    };
    await renderReportDetails(savedReport({ state: 'pending' }), reportStaff, grouped);
    const group = screen.getByRole('region', { name: 'Bejelentő' });
    expect(within(group).getByText('Kovács Anna')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Budapesti Tankerületi Központ' })).toHaveAttribute('href', '/intezmenyek/1.html');
  });
});

// The bug report's description shown (in the form, so in the details too) only for a question.
const conditional = {
  ...section,
  form: {
    meta: SystemErrorReportInputMeta,
    schema: SystemErrorReportInputSchema,
    fields: ['title', 'category', 'description'],
    shownWhen: { description: (values: Readonly<Record<string, unknown>>) => values.category === 'question' },
  },
  details: { ...section.details, summary: ['state', 'category', 'description'] as const },
};

describe("the details' read-only fields and the form's conditions", () => {
  it('a field the form shows only for other values is not listed', async () => {
    await renderReportDetails(savedReport({ category: 'bug' }), reportStaff, conditional);
    const summary = screen.getByRole('region', { name: 'Adatok' });
    expect(within(summary).queryByText('Üres oldal jelenik meg.')).not.toBeInTheDocument();
    expect(within(summary).getByText(SystemErrorReportDetailMeta.fields.category!.label)).toBeInTheDocument();
  });

  it('and is listed when the record has the values that show it', async () => {
    await renderReportDetails(savedReport({ category: 'question' }), reportStaff, conditional);
    expect(within(screen.getByRole('region', { name: 'Adatok' })).getByText('Üres oldal jelenik meg.')).toBeInTheDocument();
  });
});
