import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from './runner';
import { runAxe, screenshot, type Stack } from './harness';
import { openStaffSession, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
const API = '/api/keszlet/';

staffSuite((suite) => ({ stack, browser, session: s } = suite), { user: 'store_user' });

describe('the store in Chromium against Prism', () => {
  it('products: new with variants as lines (the §9 defaults), a 400 keeps the input of the form and its lines', async () => {
    const { page } = s;
    // The section's address leads to its list.
    await s.goto('/keszlet/termekek', '/keszlet/termekek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Termékek' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'Kézfertőtlenítő gél' }));
    await screenshot(page, 'store-products-list');

    await page.getByRole('link', { name: /Új termék/ }).click();
    await page.waitForURL(/\/keszlet\/termekek\/uj\.html$/);
    await s.input('Termék neve').fill('Tábla törlőszivacs');
    await s.choose('Kategória', 'Iro', 'Irodaszer');
    await s.input('Leírás').fill('Mágneses, filces.');
    await page.getByRole('button', { name: 'Új változat' }).click();
    const row = page.getByRole('group', { name: '1. sor' });
    // Section 9: price 0, minimum order quantity 1, provider {product}_default.
    expect(await s.input('Nettó egységár (Ft)', row).inputValue()).toBe('0');
    expect(await s.input('Minimális rendelési mennyiség', row).inputValue()).toBe('1');
    // The provider's code shows by its name (x-value-labels), as the read view shows it; the code is sent.
    expect(await row.getByRole('combobox', { name: /^Szállító/ }).inputValue()).toBe('Alapértelmezett szállító');
    await s.input('Változat neve', row).fill('Szivacs, kék');
    await s.input('Nettó egységár (Ft)', row).fill('650');
    await s.fillDate('Rendelhető ettől', '2027-01-01', row);
    await s.fillDate('Rendelhető eddig', '2027-12-31', row);
    await s.input('Minimális rendelési mennyiség', row).fill('3');
    await s.input('Kiszerelés', row).fill('darab');

    await s.preferOnce('code=400', 'POST', `${API}termekek/`);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Ez a mező nem lehet üres').first());
    expect(await s.input('Termék neve').inputValue()).toBe('Tábla törlőszivacs');
    expect(await s.input('Változat neve', row).inputValue()).toBe('Szivacs, kék');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/keszlet\/termekek\/410\.html$/);
    expect(s.lastBody('POST', `${API}termekek/`)).toMatchObject({
      name: 'Tábla törlőszivacs',
      category: 12,
      description: 'Mágneses, filces.',
      variants: [
        {
          name: 'Szivacs, kék',
          price: 650,
          vat: 1,
          available_from: '2027-01-01',
          available_till: '2027-12-31',
          minimum_order_quantity: 3,
          packaging_unit: 'darab',
          provider: 'tankeruleti_portal_default',
        },
      ],
    });
  });

  it('product details: variants with stock per location; a variant goes into the basket, a 400 shows by its quantity', async () => {
    const { page } = s;
    await s.goto('/keszlet/termekek/410.html');
    await page.getByRole('heading', { level: 1, name: 'Másolópapír' }).waitFor();
    const variants = page.getByRole('region', { name: 'Termékváltozatok' });
    await s.shows(variants.getByText('Központi raktár: 340'));
    const quantity = s.input('Mennyiség (A4 másolópapír, 80 g, 500 lap)', variants);
    expect(await quantity.inputValue()).toBe('5');
    await quantity.fill('8');
    await s.preferOnce('code=400', 'POST', `${API}baskets/88/add_to_basket/`);
    await variants.getByRole('button', { name: 'A4 másolópapír, 80 g, 500 lap: kosárba' }).click();
    await s.shows(variants.getByText('Nem lehet kisebb mint 10'));
    expect(await quantity.inputValue()).toBe('8');
    await variants.getByRole('button', { name: 'A4 másolópapír, 80 g, 500 lap: kosárba' }).click();
    await s.toast('A4 másolópapír, 80 g, 500 lap: a kosárba került.');
    expect(s.lastBody('POST', `${API}baskets/88/add_to_basket/`)).toEqual({ product_variant: 4101, quantity: 8 });
    await screenshot(page, 'store-product-details');
  });

  it('categories: new, then the details export (named from Content-Disposition), import a file, delete every product counted, variants to the basket', async () => {
    const { page } = s;
    await s.goto('/keszlet/kategoriak/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új termékkategória' }).waitFor();
    await s.input('Kategória neve').fill('Informatikai kellék');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/keszlet\/kategoriak\/15\.html$/);
    expect(s.lastBody('POST', `${API}kategoriak/`)).toEqual({ name: 'Informatikai kellék' });

    await s.goto('/keszlet/kategoriak/12.html');
    await page.getByRole('heading', { level: 1, name: 'Irodaszer' }).waitFor();
    await s.once('GET', `${API}kategoriak/12/export/`, (route) =>
      route.fulfill({
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="irodaszer_2026.xlsx"',
        },
        body: 'xlsx',
      }),
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportálás (xlsx)' }).click();
    expect((await download).suggestedFilename()).toBe('irodaszer_2026.xlsx');

    const tools = page.getByRole('region', { name: 'Kategória műveletek' });
    await tools.getByRole('button', { name: 'Importálás' }).click();
    await s.shows(tools.getByText('Ez a mező nem lehet üres'));
    const chooser = page.waitForEvent('filechooser');
    await tools.getByRole('button', { name: 'Fájl (xlsx): fájl kiválasztása' }).click();
    await (
      await chooser
    ).setFiles({ name: 'termekek.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('xlsx') });
    await s.preferOnce('code=400', 'POST', `${API}kategoriak/12/import/`);
    await tools.getByRole('button', { name: 'Importálás' }).click();
    await s.shows(tools.getByText('A 7. sor ára nem szám.'));
    await s.shows(tools.getByText('termekek.xlsx'));
    const imported = s.nextRequest('POST', `${API}kategoriak/12/import/`);
    await tools.getByRole('button', { name: 'Importálás' }).click();
    expect((await imported).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await s.toast('42 termék importálása sikeresen megtörtént.');
    await tools.getByRole('button', { name: 'Összes termék törlése' }).click();
    const dialog = page.getByRole('dialog');
    await s.shows(dialog.getByText('Biztosan törli a(z) „Irodaszer” kategória mind a(z) 3 termékét? A törlés nem vonható vissza.'));
    const deleted = s.nextRequest('DELETE', `${API}kategoriak/12/delete_all_products/`);
    await dialog.getByRole('button', { name: 'Törlés' }).click();
    await deleted;
    await s.toast('A kategória termékei törölve.');
    const variants = page.getByRole('region', { name: 'A kategória termékváltozatai' });
    expect(new URL(s.lastSent('GET', `${API}product_variants/mind/`)?.url() ?? 'http://x/').searchParams.get('category')).toBe('12');
    await variants.getByRole('button', { name: 'Tűzőgép kapocs 24/6, 1000 db: kosárba' }).click();
    await s.toast('Tűzőgép kapocs 24/6, 1000 db: a kosárba került.');
    expect(s.lastBody('POST', `${API}baskets/88/add_to_basket/`)).toEqual({ product_variant: 4110, quantity: 10 });
    await screenshot(page, 'store-category-details');
  });

  it('own basket: quantities in place (a 400 keeps the typed value), removal, totals in Ft, checkout replaces the basket and shows the order', async () => {
    const { page } = s;
    // The basket is reached through the main menu, from the store's product list.
    await s.goto('/keszlet/termekek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Termékek' }).waitFor();
    await page.getByRole('button', { name: 'Főmenü' }).click();
    await page.getByRole('menuitem', { name: 'Műszaki ügyek', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Raktár', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Saját kosár', exact: true }).click();
    await page.waitForURL(/\/keszlet\/kosarak\/sajat\.html$/);
    await page.getByRole('heading', { level: 1, name: 'Saját kosár' }).waitFor();
    // A quantity's unit stays in its own cell: it once spilled over the next column's amount.
    const unit = page
      .getByRole('cell')
      .filter({ has: page.getByRole('textbox', { name: /^Mennyiség/ }) })
      .first();
    const [cellBox, unitBox] = await Promise.all([unit.boundingBox(), unit.getByText('csomag').boundingBox()]);
    expect(unitBox!.x + unitBox!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width);
    const totals = page.getByRole('region', { name: 'Kosár tartalma' }).getByLabel('Összesítés');
    // The unit is in the labels and the column headers only; the amounts are whole forints (4765.5 → 4 766).
    expect((await totals.innerText()).replace(/\s+/g, ' ').trim()).toBe('Nettó összesen (Ft) 17 650 ÁFA összesen (Ft) 4 766 Bruttó összesen (Ft) 22 416');
    const items = page.getByRole('region', { name: 'Kosár tartalma' }).getByRole('table');
    expect((await items.getByRole('columnheader').allInnerTexts()).map((h) => h.trim())).toEqual(
      expect.arrayContaining(['Nettó egységár (Ft)', 'Nettó ár (Ft)', 'ÁFA (Ft)', 'Bruttó ár (Ft)']),
    );
    const paper = items.getByRole('row', { name: /A4 másolópapír/ });
    // 1890 a package, 9450 net, 2551.5 VAT, 12001.5 gross.
    expect((await paper.getByRole('cell').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim())).toEqual(
      expect.arrayContaining(['1 890', '9 450', '2 552', '12 002']),
    );
    expect(await paper.innerText()).not.toMatch(/Ft|,\d/);

    const quantity = s.input('Mennyiség (Tűzőgép kapocs 24/6, 1000 db)');
    await quantity.fill('25');
    await s.preferOnce('code=400', 'POST', `${API}baskets/88/items/902/set_quantity/`);
    await quantity.blur();
    await s.shows(page.getByText('Nem lehet kisebb mint 1'));
    expect(await quantity.inputValue()).toBe('25');
    const saved = s.nextRequest('POST', `${API}baskets/88/items/902/set_quantity/`);
    await quantity.fill('30');
    await quantity.press('Enter');
    expect((await saved).postDataJSON()).toEqual({ quantity: 30 });

    const removed = s.nextRequest('DELETE', `${API}baskets/88/items/901/`);
    await page.getByRole('button', { name: 'A4 másolópapír, 80 g, 500 lap: eltávolítás' }).click();
    await removed;
    // The answer (an empty basket in the examples) replaces the basket.
    await s.shows(page.getByText('A kosár üres.'));
    await s.goto('/keszlet/kosarak/sajat.html');
    await page.getByRole('button', { name: 'Megrendelés', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await s.preferOnce('code=400', 'POST', `${API}baskets/88/checkout/`);
    await dialog.getByRole('button', { name: 'Megrendelés' }).click();
    await s.shows(dialog.getByText('A kosár üres.'));
    await dialog.getByRole('button', { name: 'Megrendelés' }).click();
    await s.toast('A megrendelés elküldve.');
    const order = page.getByRole('region', { name: 'Elküldött rendelés' });
    await s.shows(order.getByText('A4 másolópapír, 80 g, 500 lap'));
    await s.shows(page.getByRole('region', { name: 'Kosár tartalma' }).getByText('A kosár üres.'));
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'store-basket-after-checkout');
  });

  it('orders: the list in forints, the details with the ordered items and the linked commitment', async () => {
    const { page } = s;
    await s.goto('/keszlet/rendelesek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Rendelések' }).waitFor();
    await s.shows(page.getByRole('table').getByText('12 002 Ft'));
    await s.goto('/keszlet/rendelesek/5012.html');
    await page.getByRole('heading', { level: 1, name: 'Rendelés: #5012', exact: true }).waitFor();
    await s.shows(page.getByRole('region', { name: 'Rendelt tételek' }).getByText('A4 másolópapír, 80 g, 500 lap'));
    await s.shows(page.getByRole('link', { name: /2231/ }));
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });

  it('a read-only user: no order from the basket, no category tools (the gates and the rest of read-only are the shared suite’s)', async () => {
    const session = await openStaffSession(browser, stack, { user: 'readonly_user' });
    try {
      await session.goto('/keszlet/kosarak/sajat.html');
      await session.page.getByRole('heading', { level: 1, name: 'Saját kosár' }).waitFor();
      expect(await session.page.getByRole('button', { name: 'Megrendelés' }).count()).toBe(0);
      await session.goto('/keszlet/kategoriak/12.html');
      await session.page.getByRole('button', { name: 'Exportálás (xlsx)' }).waitFor();
      expect(await session.page.getByRole('button', { name: 'Összes termék törlése' }).count()).toBe(0);
    } finally {
      await session.close();
    }
  });
});

describe('the store on a 390×844 phone', () => {
  let phone: StaffSession;
  beforeAll(async () => {
    phone = await openStaffSession(browser, stack, { user: 'store_user', viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await phone?.close();
  });

  /**
   * What sticks out of the screen: elements reaching past either edge that no scroll container of
   * their own holds (a wide table scrolls inside its frame; the page itself must not), named with
   * their parents, edges and text so a failure says where.
   */
  const cutOff = () =>
    phone.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const held = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
        }
        return false;
      };
      return [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // 1 px helpers (react-aria's visually hidden inputs and live region) are meant to sit off the edge.
          return box.width > 1 && box.height > 1 && (box.right > width + 0.5 || box.left < -0.5) && !held(element);
        })
        .map((element) => {
          const named = (e: Element | null): string =>
            e ? `${e.tagName.toLowerCase()}${typeof e.className === 'string' && e.className ? `.${e.className.split(' ').join('.')}` : ''}` : '';
          const box = element.getBoundingClientRect();
          return `${named(element.parentElement?.parentElement ?? null)} > ${named(element.parentElement)} > ${named(element)} [${Math.round(box.left)}..${Math.round(box.right)}] ${getComputedStyle(element).position} ${(element.textContent ?? '').slice(0, 30)}`;
        })
        .slice(0, 8);
    });
  const pageWidth = () => phone.page.evaluate(() => document.documentElement.scrollWidth);

  for (const [name, path, title] of [
    ['basket', '/keszlet/kosarak/sajat.html', 'Saját kosár'],
    ['products', '/keszlet/termekek/lista.html', 'Termékek'],
    ['product', '/keszlet/termekek/410.html', null],
    ['categories', '/keszlet/kategoriak/lista.html', 'Kategóriák'],
    ['category', '/keszlet/kategoriak/12.html', null],
    ['orders', '/keszlet/rendelesek/lista.html', 'Rendelések'],
    ['order', '/keszlet/rendelesek/5012.html', null],
    ['stock-items', '/leltar/keszlet/lista.html', null],
    ['extra-items', '/leltar/tobblet/lista.html', null],
  ] as const)
    it(`${name} (${path}): nothing cut off, no sideways page scroll`, async () => {
      const { page } = phone;
      await phone.goto(path);
      await page
        .getByRole('heading', { level: 1, ...(title ? { name: title, exact: true } : {}) })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `phone-store-${name}`);
      expect(await cutOff()).toEqual([]);
      expect(await pageWidth()).toBeLessThanOrEqual(390);
    });

  it('a wide list reads as cards on a phone, each within the screen, the first near the top', async () => {
    const { page } = phone;
    await phone.goto('/keszlet/rendelesek/lista.html');
    const cards = page.locator('.data-card');
    await cards.first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right, top: box.top + window.scrollY })),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(boxes[0]!.top).toBeLessThan(900);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });

  it('the basket: quantities, removal and totals within the screen; the checkout button reachable and working', async () => {
    const { page } = phone;
    await phone.goto('/keszlet/kosarak/sajat.html');
    const basket = page.getByRole('region', { name: 'Kosár tartalma' });
    await basket.getByLabel('Összesítés').waitFor();
    for (const locator of [
      phone.input('Mennyiség (Tűzőgép kapocs 24/6, 1000 db)'),
      page.getByRole('button', { name: 'A4 másolópapír, 80 g, 500 lap: eltávolítás' }),
      basket.getByLabel('Összesítés'),
    ]) {
      // boundingBox() does not wait for the element to show (the cards render after the totals, seen once under load).
      await locator.waitFor();
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // Each item is a card on a phone: its quantity is changed in place there.
    const saved = phone.nextRequest('POST', `${API}baskets/88/items/902/set_quantity/`);
    await phone.input('Mennyiség (Tűzőgép kapocs 24/6, 1000 db)').fill('30');
    await phone.input('Mennyiség (Tűzőgép kapocs 24/6, 1000 db)').press('Enter');
    expect((await saved).postDataJSON()).toEqual({ quantity: 30 });
    expect(await runAxe(page)).toEqual([]);
    const checkout = page.getByRole('button', { name: 'Megrendelés', exact: true });
    await checkout.scrollIntoViewIfNeeded();
    const box = await checkout.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThanOrEqual(32);
    await checkout.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Megrendelés' }).waitFor();
    const confirm = await dialog.getByRole('button', { name: 'Megrendelés' }).boundingBox();
    expect(confirm!.x + confirm!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-store-checkout-dialog');
    await dialog.getByRole('button', { name: 'Megrendelés' }).click();
    await phone.toast('A megrendelés elküldve.');
    await page.getByRole('region', { name: 'Elküldött rendelés' }).waitFor();
    expect(await cutOff()).toEqual([]);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect(phone.rejected).toEqual([]);
    expect(phone.unexpectedConsoleErrors()).toEqual([]);
  });
});
