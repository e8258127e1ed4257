import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const API = '/api/dokumentumtar/';

staffSuite(async (suite) => {
  ({ session: s } = suite);
  // Chromium hands the test a multipart body with a file only for a request it intercepts: the library
  // calls go through a route that lets them pass, so their bodies can be read.
  await s.page.route(
    (url) => url.pathname.startsWith(API),
    (route) => route.fallback(),
  );
});

const params = (method: string, path: string) => Object.fromEntries(new URL(s.lastSent(method, path)?.url() ?? 'http://x/').searchParams);

describe('the document library in Chromium against Prism', () => {
  it('own documents: search and order in the request, a folder made at the top is appended, folders open by URL and the back button walks up', async () => {
    const { page } = s;
    await s.goto('/');
    await page.getByRole('button', { name: 'Főmenü' }).click();
    await page.getByRole('menuitem', { name: 'Dokumentumtár', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Saját dokumentumok', exact: true }).click();
    await page.waitForURL(/\/dokumentumtar\/sajat-dokumentumok\.html$/);
    await page.getByRole('heading', { level: 1, name: 'Saját dokumentumok' }).waitFor();
    await s.shows(page.getByRole('link', { name: /Órarend 2026-2027/ }));
    expect(params('GET', `${API}sajat-dokumentumok/`)).toEqual({});

    await page.getByRole('searchbox').fill('Tanév');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => params('GET', `${API}sajat-dokumentumok/`).q).toBe('Tanév');
    await s.choose('Rendezés', 'Név', 'Név szerint (A–Z)');
    await expect.poll(() => params('GET', `${API}sajat-dokumentumok/`).order_by).toBe('name');
    expect(page.url()).toMatch(/q=Tan%C3%A9v/);

    await page.getByRole('button', { name: '+ Új mappa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új mappa' });
    await s.input('Mappa neve', dialog).fill('Tűzvédelmi oktatás');
    await dialog.getByText('Az alárendelt intézmények is láthatják').click();
    await dialog.getByRole('button', { name: 'Létrehozás' }).click();
    await s.toast('A mappa létrejött.');
    expect(s.lastBody('POST', `${API}sajat-dokumentumok/uj-mappa/`)).toEqual({ name: 'Tűzvédelmi oktatás', descendants_can_see: true });
    await s.shows(page.getByRole('link', { name: /Tűzvédelmi oktatás/ }));
    await s.goto('/dokumentumtar/sajat-dokumentumok.html');
    await page.getByRole('link', { name: /Tanévnyitó/ }).click();
    await page.waitForURL(/dir=601/);
    await expect.poll(() => s.sent('GET', `${API}sajat-dokumentumok/601/`).length).toBeGreaterThan(0);
    const crumbs = page.getByRole('navigation', { name: 'Mappák' });
    await s.shows(crumbs.getByRole('link', { name: 'Saját dokumentumok' }));
    await page.goBack();
    await page.waitForURL(/\/dokumentumtar\/sajat-dokumentumok\.html$/);
    await s.shows(page.getByRole('link', { name: /Órarend 2026-2027/ }));
    await page.goForward();
    await page.waitForURL(/dir=601/);
    await screenshot(page, 'documents-own-folder');
  });

  it('own documents in a folder: an upload (multipart, progress) reloads the folder; deleting asks first, then the folder reloads', async () => {
    const { page } = s;
    await s.goto('/dokumentumtar/sajat-dokumentumok.html?dir=601');
    await page.getByRole('link', { name: /Kiürítési terv – főépület/ }).waitFor();
    await page.getByRole('button', { name: '+ Fájl feltöltése' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fájl feltöltése' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Fájl: fájl kiválasztása' }).click();
    await (await chooser).setFiles({ name: 'oktatasi-naplo.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(200_000, 1) });
    expect(await s.input('Dokumentum neve', dialog).inputValue()).toBe('oktatasi-naplo');
    await s.input('Dokumentum neve', dialog).fill('Tűzvédelmi oktatási napló');
    await s.failOnce('POST', `${API}sajat-dokumentumok/601/feltolt/`);
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.shows(dialog.getByText(/nem sikerült/));
    expect(await s.input('Dokumentum neve', dialog).inputValue()).toBe('Tűzvédelmi oktatási napló');
    const uploaded = s.nextRequest('POST', `${API}sajat-dokumentumok/601/feltolt/`);
    const loadsBefore = s.sent('GET', `${API}sajat-dokumentumok/601/`).length;
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    const request = await uploaded;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.postDataBuffer()?.toString('latin1')).toContain('name="descendants_can_see"');
    await s.toast('A feltöltés sikeres.');
    await expect.poll(() => s.sent('GET', `${API}sajat-dokumentumok/601/`).length).toBeGreaterThan(loadsBefore);

    expect(await page.getByRole('button', { name: 'Tűzriadó gyakorlat jegyzőkönyve 2026. március: törlés' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Kiürítési terv – főépület: törlés' }).click();
    const confirm = page.getByRole('dialog', { name: 'Törlés megerősítése' });
    await s.shows(confirm.getByText(/Biztosan törli: Kiürítési terv – főépület\?/));
    const reloads = s.sent('GET', `${API}sajat-dokumentumok/601/`).length;
    const deleted = s.nextRequest('DELETE', `${API}sajat-dokumentumok/531/`);
    await confirm.getByRole('button', { name: 'Törlés' }).click();
    await deleted;
    await s.toast('A törlés sikeres.');
    await expect.poll(() => s.sent('GET', `${API}sajat-dokumentumok/601/`).length).toBeGreaterThan(reloads);
    expect(await runAxe(page)).toEqual([]);
  });

  it('shared documents: a read-only top level offers nothing; a writable folder makes folders inside it', async () => {
    const { page } = s;
    await s.goto('/dokumentumtar/megosztott-dokumentumok.html');
    await page.getByRole('link', { name: /Közös munkaterület – igazgatók/ }).waitFor();
    await s.shows(page.getByText('Ez a mappa csak olvasható.'));
    expect(await page.getByRole('button', { name: /Új mappa|Fájl feltöltése/ }).count()).toBe(0);
    await page.getByRole('link', { name: /Közös munkaterület – igazgatók/ }).click();
    await page.waitForURL(/dir=701/);
    await page.getByRole('button', { name: '+ Új mappa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új mappa' });
    await s.input('Mappa neve', dialog).fill('Értekezletek');
    await dialog.getByRole('button', { name: 'Létrehozás' }).click();
    await s.toast('A mappa létrejött.');
    expect(s.lastBody('POST', `${API}megosztott-dokumentumok/701/uj-mappa/`)).toEqual({ name: 'Értekezletek', descendants_can_see: false });
    expect(await runAxe(page)).toEqual([]);
  });

  it('export documents: newest first by default, deleted after a confirmation; a product’s own documents are only browsed', async () => {
    const { page } = s;
    await s.goto('/dokumentumtar/export-dokumentumok.html');
    await page.getByRole('link', { name: /Kötelezettségvállalások 2026-11-20/ }).waitFor();
    expect(params('GET', `${API}export-dokumentumok/`)).toEqual({ order_by: '-created_at' });
    expect(await page.getByRole('navigation', { name: 'Mappák' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Munkábajárás 2026. október: törlés' }).click();
    const deleted = s.nextRequest('DELETE', `${API}export-dokumentumok/948/`);
    await page.getByRole('dialog', { name: 'Törlés megerősítése' }).getByRole('button', { name: 'Törlés' }).click();
    await deleted;
    await s.toast('A törlés sikeres.');
    await screenshot(page, 'documents-export');

    await s.goto('/dokumentumtar/hr-dokumentumok.html');
    await page.getByRole('heading', { level: 1, name: 'Termékdokumentumok (hr)' }).waitFor();
    await page.getByRole('link', { name: /Tűzriadó tervek/ }).click();
    await page.waitForURL(/dir=511/);
    await expect.poll(() => s.sent('GET', `${API}hr-dokumentumok/511/`).length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Új mappa|Fájl feltöltése|törlés/ }).count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);
  });

  it('hazard documents (/munkavedelem/dokumentumok.html): module=hazard on every call; folder, upload and delete inside a writable folder', async () => {
    const { page } = s;
    await s.goto('/munkavedelem/dokumentumok.html');
    await page.getByRole('heading', { level: 1, name: 'Munkavédelmi dokumentumok' }).waitFor();
    // The heading shows before the folder's request is sent; its rows after it has been answered.
    await page.getByRole('link', { name: /Tűzriadó tervek/ }).waitFor();
    expect(params('GET', `${API}modul-dokumentumok/`)).toEqual({ module: 'hazard' });
    await page.getByRole('link', { name: /Tűzriadó tervek/ }).click();
    await page.waitForURL(/dir=511/);
    await page.getByRole('link', { name: /Kiürítési terv – főépület/ }).waitFor();
    expect(params('GET', `${API}modul-dokumentumok/511/`)).toEqual({ module: 'hazard' });

    await page.getByRole('button', { name: '+ Új mappa' }).click();
    const folder = page.getByRole('dialog', { name: 'Új mappa' });
    await s.input('Mappa neve', folder).fill('Tűzvédelmi oktatás');
    await folder.getByRole('button', { name: 'Létrehozás' }).click();
    await s.toast('A mappa létrejött.');
    expect(params('POST', `${API}modul-dokumentumok/511/uj-mappa/`)).toEqual({ module: 'hazard' });

    await page.getByRole('button', { name: '+ Fájl feltöltése' }).click();
    const upload = page.getByRole('dialog', { name: 'Fájl feltöltése' });
    const chooser = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Fájl: fájl kiválasztása' }).click();
    await (await chooser).setFiles({ name: 'naplo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await upload.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A feltöltés sikeres.');
    expect(params('POST', `${API}modul-dokumentumok/511/feltolt/`)).toEqual({ module: 'hazard' });

    await page.getByRole('button', { name: 'Archívum: törlés' }).click();
    const deleted = s.nextRequest('DELETE', `${API}modul-dokumentumok/530/`);
    await page.getByRole('dialog', { name: 'Törlés megerősítése' }).getByRole('button', { name: 'Törlés' }).click();
    expect(new URL((await deleted).url()).searchParams.get('module')).toBe('hazard');
    await s.toast('A törlés sikeres.');
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'documents-hazard-folder');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});
