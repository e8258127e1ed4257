import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

const save = () => s.page.getByRole('button', { name: 'Mentés', exact: true }).click();
const group = (name: string) => s.page.getByRole('group', { name, exact: true });

describe('extraordinary events (Tanügy › Rendkívüli események)', () => {
  const BASE = '/api/rendkivuli-esemenyek/';

  it('new with every field and the extra fields (one shown by another); details', async () => {
    const { page } = s;
    await s.goto('/tanugy/rendkivuli-esemeny/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új rendkívüli esemény' }).waitFor();
    const event = group('Esemény');
    await s.choose('Intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', event);
    await s.input('Iktatószám', event).fill('TK/RE/9/2026');
    await s.input('Esemény megnevezése', event).fill('Tűzriadó a kémia előadóban');
    await s.fillDate('Esemény dátuma', '2026-11-18', event);
    await s.input('Esemény időpontja', event).fill('10:15');
    await s.input('Helyszín', event).fill('Kémia előadó');
    await s.input('Leírás', event).fill('Füstérzékelő jelzett, az épületet kiürítettük.');
    const reporter = group('Bejelentő');
    await s.input('Bejelentő neve', reporter).fill('Tóth Béla');
    await s.input('Bejelentő beosztása', reporter).fill('Igazgatóhelyettes');
    await s.input('Bejelentő elérhetősége', reporter).fill('+36 1 555 1234');
    // The settings' extra fields of events: the number of the injured is asked once an injury is ticked.
    const extra = page.locator('[data-field="extra_field_answers"]');
    expect(await s.input('Sérültek száma', extra).count()).toBe(0);
    await extra.getByText('Személyi sérülés történt', { exact: true }).click();
    await s.input('Sérültek száma', extra).fill('2');

    await save();
    await page.waitForURL(/\/tanugy\/rendkivuli-esemeny\/9902\.html$/);
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 3,
      date: '2026-11-18',
      time: '10:15',
      location: 'Kémia előadó',
      reporter_name: 'Tóth Béla',
      extra_field_answers: expect.arrayContaining([
        { field: 1371, value: true },
        { field: 1372, value: 2 },
        { field: 1373, value: false },
      ]),
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'edu-extraordinary-event-details');
  });
});

describe('extraordinary ordainments (Tanügy › Rendkívüli elrendelések)', () => {
  const BASE = '/api/rendkivuli-elrendelesek/';

  it('new with every field and the extra fields (a mandatory one refused empty, a conditional date), then its details with the saved answers', async () => {
    const { page } = s;
    await s.goto('/tanugy/rendkivuli-elrendeles/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új rendkívüli elrendelés' }).waitFor();
    await s.choose('Intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium');
    await s.input('Elrendelés típusa').fill('Rendkívüli munkavégzés');
    await s.input('Érintett dolgozó neve').fill('Kiss Péter');
    await s.input('Elrendelt feladat leírása').fill('Érettségi vizsga felügyelete szombaton.');
    await s.fillDate('Kezdete', '2026-12-05');
    await s.fillDate('Vége', '2026-12-06');
    // The settings' extra fields of ordainments: a mandatory choice, and a date shown only for a paid ordainment.
    const extra = page.locator('[data-field="extra_field_answers"]');
    const payday = extra.getByRole('group', { name: 'Díjazás kifizetésének várható dátuma', exact: true });
    await s.shows(extra.getByRole('combobox', { name: 'Ellentételezés', exact: true }));
    expect(await payday.count()).toBe(0);
    await save();
    await s.shows(extra.getByText('Ez a mező nem lehet üres'));
    expect(s.sent('POST', BASE)).toHaveLength(0);
    expect(await s.input('Érintett dolgozó neve').inputValue()).toBe('Kiss Péter');
    await s.choose('Elrendelő', 'Intézményvezető-h', 'Intézményvezető-helyettes', extra);
    await s.choose('Ellentételezés', 'Díj', 'Díjazás', extra);
    await s.fillDate('Díjazás kifizetésének várható dátuma', '2027-01-10', extra);
    await save();
    await page.waitForURL(/\/tanugy\/rendkivuli-elrendeles\/1201\.html$/);
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 3,
      type: 'Rendkívüli munkavégzés',
      name: 'Kiss Péter',
      start_date: '2026-12-05',
      end_date: '2026-12-06',
      extra_field_answers: expect.arrayContaining([
        { field: 1381, value: 'Intézményvezető-helyettes' },
        { field: 1382, value: 'Díjazás' },
        { field: 1383, value: '2027-01-10' },
      ]),
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The saved answers in the details' edit form; the payday stays hidden for time off in lieu.
    const edit = await s.edit();
    expect(await edit.getByRole('combobox', { name: 'Elrendelő', exact: true }).inputValue()).toBe('Intézményvezető');
    expect(await edit.getByRole('combobox', { name: 'Ellentételezés', exact: true }).inputValue()).toBe('Szabadidő');
    expect(await edit.getByRole('group', { name: 'Díjazás kifizetésének várható dátuma', exact: true }).count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);
  });
});

describe('recognitions (Tanügy › Felterjesztések, /api/elismeresek/)', () => {
  const BASE = '/api/elismeresek/';

  it('new in its fieldsets with a previous recognition as a line and the statements; details', async () => {
    const { page } = s;
    await s.goto('/tanugy/felterjesztesek/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új felterjesztés' }).waitFor();
    const award = group('Elismerés');
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', award);
    await s.input('Elismerés típusa', award).fill('Pedagógus Szolgálati Emlékérem');
    const candidate = group('A jelölt adatai');
    await s.input('Jelölt neve', candidate).fill('Fekete Ilona');
    await s.input('Jelölt születési helye', candidate).fill('Eger');
    await s.fillDate('Jelölt születési dátuma', '1962-04-12', candidate);
    await s.input('Jelölt anyja neve', candidate).fill('Varga Mária');
    const contact = group('A jelölt elérhetősége és munkahelye');
    await s.input('Irányítószám', contact).fill('10A5');
    await s.input('Település', contact).fill('Budapest');
    await s.input('Cím', contact).fill('Bartók Béla út 12.');
    await s.input('Jelölt beosztása', contact).fill('Tanító');
    await s.input('Jelölt munkahelye', contact).fill('Petőfi Sándor Általános Iskola');
    const previous = group('Korábbi elismerések');
    await previous.getByRole('button', { name: 'Új sor' }).click();
    await s.input('Elismerés megnevezése', previous).fill('Kiváló pedagógus díj');
    await s.fillDate('Elnyerés dátuma', '2015-06-01', previous);
    const praise = group('Méltatás');
    await s.input('Rövid méltatás', praise).fill('Negyven éve tanít, a kerület megbecsült pedagógusa.');
    await s.input('Méltatás', praise).fill('Munkássága alatt több száz diákot indított el a pályán.');
    await s.input('Kezdeményező neve', group('Felterjesztő')).fill('Szabó Péter');
    const statements = group('Nyilatkozatok');
    for (const label of ['Hozzájárul az adatai kezeléséhez', 'Kizáró ok nem áll fenn', 'Az elismerést elfogadja', 'Hozzájárul a neve közzétételéhez']) {
      await statements.getByText(label, { exact: true }).click();
    }
    await save();
    await s.shows(contact.getByText('Hibás formátum'));
    await s.input('Irányítószám', contact).fill('1055');
    await save();
    await page.waitForURL(/\/tanugy\/felterjesztesek\/1401\.html$/);
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 2,
      type: 'Pedagógus Szolgálati Emlékérem',
      candidate_name: 'Fekete Ilona',
      candidate_post_code: '1055',
      consent_store_data: true,
      has_no_disqualification_reason: true,
      previous_recognitions: [{ name: 'Kiváló pedagógus díj', date: '2015-06-01' }],
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'edu-recognition-details');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});
