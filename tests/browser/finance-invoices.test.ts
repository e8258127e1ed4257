import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/szamlazas/';

staffSuite(async (suite) => {
  ({ session: s } = suite);
  // Chromium hands the test a multipart body with a file only for a request it intercepts: the invoice
  // calls go through a route that lets them pass, so their bodies can be read.
  await s.page.route(
    (url) => url.pathname.startsWith(BASE),
    (route) => route.fallback(),
  );
});

describe('invoices in Chromium against Prism', () => {
  it('the list shows money in Hungarian format with its unit', async () => {
    const { page } = s;
    await s.goto('/penzugy/szamlazas/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Számlázás' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'IT-2026/00871' }));
    await s.shows(page.getByRole('table').getByText('635 000 Ft').first());
    await screenshot(page, 'finance-invoices-list');
  });

  it('new: fields, a part line and the document sent as multipart, the lists as JSON parts Prism accepts; a forced 400 shown by its field with the input kept', async () => {
    const { page } = s;
    await s.goto('/penzugy/szamlazas/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új számla' }).waitFor();
    const invoice = page.getByRole('group', { name: 'Számla', exact: true });
    const booking = page.getByRole('group', { name: 'Könyvelés', exact: true });
    // Section 9: bank transfer, seen by the schools.
    expect(await invoice.getByRole('combobox', { name: /Fizetési mód/ }).inputValue()).toBe('Átutalás');
    expect(await booking.getByRole('checkbox', { name: 'Az iskolák láthatják' }).isChecked()).toBe(true);

    await s.input('Számlaszám', invoice).fill('IT-2030/00012');
    await s.choose('Szállító partner', 'Kré', /Kréta Irodaszer/, invoice);
    await s.choose('Kategóriák', 'Kar', 'Karbantartás', invoice);
    await s.fillDate('Számla kelte', '2030-03-01', invoice);
    await s.fillDate('Fizetési határidő', '2030-03-16', invoice);
    await s.input('Bruttó összeg', invoice).fill('120000');
    await invoice.locator('input[type=file]').setInputFiles({ name: 'szamla.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 számla') });

    const parts = page.getByRole('group', { name: 'Megosztás intézményenként', exact: true }).last();
    await parts.getByRole('button', { name: 'Új intézmény' }).click();
    const line = parts.getByRole('group', { name: '1. sor' });
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', line);
    await s.input('Összeg', line).fill('120000');

    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await runAxe(page)).toEqual([]);

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(invoice.getByText('Ez a mező nem lehet üres'));
    expect(await s.input('Számlaszám', invoice).inputValue()).toBe('IT-2030/00012');
    expect(await s.input('Összeg', line).inputValue()).toMatch(/^120\s000$/);

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/penzugy\/szamlazas\/7710\.html$/);
    await s.toast('A mentés sikeres.');
    const sent = s.lastSent('POST', BASE)?.postData() ?? '';
    const part = (name: string) => sent.match(new RegExp(`name="${name}"(?:; filename="[^"]*")?\r\n(?:Content-Type: [^\r]*\r\n)?\r\n([^\r]*)\r\n`))?.[1];
    expect(part('invoice_number')).toBe('IT-2030/00012');
    expect(part('payment_method')).toBe('bank_transfer');
    expect(part('schools_can_see')).toBe('true');
    expect(JSON.parse(part('categories') ?? 'null')).toEqual([1]);
    expect(JSON.parse(part('parts') ?? 'null')).toMatchObject([{ institution: expect.any(Number), amount: 120000 }]);
    expect(sent).toMatch(/name="document"; filename="szamla\.pdf"/);
    expect(s.rejected).toEqual([]);
  });

  it('edit: the saved parts come back as lines and go out again as one JSON part, without the document unless replaced', async () => {
    const { page } = s;
    // Section 7: the commitment chooser asks mind/ with the saved commitment, so it stays offered.
    const commitments = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/kotelezettsegvallalas/mind/');
    await s.goto('/penzugy/szamlazas/7710.html');
    const edit = await s.edit();
    expect(Object.fromEntries(new URL((await commitments).url()).searchParams)).toEqual({ commitment_id: '2310' });
    await expect.poll(() => edit.getByRole('combobox', { name: 'Kötelezettségvállalás' }).inputValue()).toBe('KV/2026/0412');
    const parts = edit.getByRole('group', { name: 'Megosztás intézményenként', exact: true }).last();
    expect(await parts.getByRole('group', { name: '2. sor' }).getByRole('combobox', { name: 'Intézmény' }).inputValue()).toBe('Kölcsey Ferenc Gimnázium');
    await s.input('SAP bizonylatszám', edit).fill('5100012345');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    const sent = s.lastSent('PUT', `${BASE}7710/`)?.postData() ?? '';
    expect(sent).toMatch(/name="sap_number"\r\n\r\n5100012345\r\n/);
    expect(sent).toMatch(/name="parts"(\r\nContent-Type: [^\r]*)?\r\n\r\n\[\{"id":81,"institution":2,"amount":317500/);
    expect(sent).not.toMatch(/name="document"/);
    expect(s.rejected).toEqual([]);
  });

  // The approval panel shown: the shared suite's details check of the invoices (each declared panel).
  it('details: every saved field readable in fieldsets; the payment request regenerated', async () => {
    const { page } = s;
    await s.goto('/penzugy/szamlazas/7710.html');
    await page.getByRole('heading', { level: 1, name: /IT-2026\/00871/ }).waitFor();
    const invoiceData = page.getByRole('region', { name: 'Számla adatai' });
    await s.shows(invoiceData.getByText('2026. 12. 04.'));
    await s.shows(invoiceData.getByText('Átutalás'));
    const booking = page.getByRole('region', { name: 'Kapcsolódások és könyvelés' });
    // A year-month reads as the month's name.
    await s.shows(booking.getByText('2026. november'));
    await s.shows(booking.getByText('BSZ-2026-3312'));
    // The contract, saved as an id, is linked by its title from the register's mind/.
    const contract = booking.getByRole('link', { name: 'Informatikai eszközök szállítása és karbantartása' });
    await s.shows(contract);
    expect(await contract.getAttribute('href')).toBe('/szerzodestar/88.html');
    await page.getByRole('button', { name: 'Utalványrendelet újragenerálása' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await s.toast('Az utalványrendelet újragenerálva.');
    expect(s.lastSent('POST', `${BASE}7710/regenerate_document/`)).toBeDefined();
  });

  it("a part's document (teljesítésigazolás) uploaded from its row: melleklet_feltoltese/ with part_id and the file, a toast, the reloaded part shows it", async () => {
    const { page } = s;
    await s.goto('/penzugy/szamlazas/7710.html');
    const parts = page.getByRole('table', { name: 'Megosztás intézményenként' });
    await parts.waitFor();
    // Petőfi's part has its document already; Kölcsey's has none yet.
    await s.shows(parts.getByRole('link', { name: 'teljesites-7710-81.pdf' }));
    await page.getByRole('button', { name: 'Teljesítésigazolás feltöltése: Kölcsey Ferenc Gimnázium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teljesítésigazolás feltöltése' });
    await s.shows(dialog.getByText('Kölcsey Ferenc Gimnázium'));
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.shows(dialog.getByText('Ez a mező nem lehet üres'));
    expect(s.lastSent('POST', `${BASE}7710/melleklet_feltoltese/`)).toBeUndefined();

    // The server now holds the document: the record read again after the upload carries it.
    await page.route(
      (url) => url.pathname === `${BASE}7710/`,
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as { parts: { id: number; document: string | null }[] };
        const uploaded = body.parts.map((part) => (part.id === 82 ? { ...part, document: '/media/szamlak/2026/11/teljesites-7710-82.pdf' } : part));
        await route.fulfill({ response, json: { ...body, parts: uploaded } });
      },
      { times: 1 },
    );
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'teljesites-kolcsey.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 teljesítés') });
    await s.shows(dialog.getByText('teljesites-kolcsey.pdf'));
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A teljesítésigazolás feltöltve.');
    await dialog.waitFor({ state: 'detached' });

    const request = s.lastSent('POST', `${BASE}7710/melleklet_feltoltese/`);
    expect(request?.method()).toBe('POST');
    expect(new URL(request?.url() ?? 'http://x/').pathname).toBe(`${BASE}7710/melleklet_feltoltese/`);
    expect(request?.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const sent = request?.postData() ?? '';
    expect(sent).toMatch(/name="part_id"\r\n\r\n82\r\n/);
    expect(sent).toMatch(/name="document"; filename="teljesites-kolcsey\.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1\.4 teljes/);
    await s.shows(parts.getByRole('link', { name: 'teljesites-7710-82.pdf' }));
    expect(s.rejected).toEqual([]);
  });

  it('the document replaced through its dialog: a file is required, then dokumentum-csere/ gets it as multipart and a toast says so', async () => {
    const { page } = s;
    await s.goto('/penzugy/szamlazas/7710.html');
    await page.getByRole('heading', { level: 1, name: /IT-2026\/00871/ }).waitFor();
    await page.getByRole('button', { name: 'Dokumentum cseréje' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dokumentum cseréje' });
    await s.shows(dialog.getByRole('group', { name: /Új számla dokumentum/ }));
    await dialog.getByRole('button', { name: 'Dokumentum cseréje' }).click();
    await s.shows(dialog.getByText('Ez a mező nem lehet üres'));
    expect(s.lastSent('POST', `${BASE}7710/dokumentum-csere/`)).toBeUndefined();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'szamla-javitott.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 javított') });
    await s.shows(dialog.getByText('szamla-javitott.pdf'));
    expect(await runAxe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Dokumentum cseréje' }).click();
    await s.toast('A számla dokumentuma kicserélve.');
    await dialog.waitFor({ state: 'detached' });

    const request = s.lastSent('POST', `${BASE}7710/dokumentum-csere/`);
    expect(request?.method()).toBe('POST');
    expect(request?.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.postData() ?? '').toMatch(/name="document"; filename="szamla-javitott\.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1\.4 jav/);
    await screenshot(page, 'finance-invoices-details');
  });
});
