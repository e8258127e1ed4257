// The spec Prism serves for `npm run bench -- --scale`: dist/openapi.json with its examples moved to the
// current month (scripts/lib/mock-spec.mjs does the same for QA), and the examples of the calls the scale
// scenarios read multiplied to `factor` times today's volume. Prism answers every GET with its first
// example, so each example of those calls is multiplied.
import { specWithExamplesMoved } from '../../codegen/lib/example-dates.mjs';

/** Today's volume (1×) of each scenario; 10× is what issue 35 asks the screens to bear. */
export const BASE = {
  employees: 500,
  lines: 30,
  bookings: 60,
  documents: 200,
  // One page of a list stays 75 rows; the list behind it grows.
  listTotal: 750,
  listPage: 75,
};

export const CALLS = {
  employees: ['/api/munkaviszonyok/mind/', 'get'],
  commitment: ['/api/kotelezettsegvallalas/{id}/', 'get'],
  commitments: ['/api/kotelezettsegvallalas/', 'get'],
  bookings: ['/api/teremfoglalasok/naptar/', 'get'],
  ownDocuments: ['/api/dokumentumtar/sajat-dokumentumok/', 'get'],
  invoices: ['/api/szamlazas/', 'get'],
};

const SURNAMES = [
  'Kovács',
  'Szabó',
  'Tóth',
  'Nagy',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Balogh',
  'Papp',
  'Takács',
  'Juhász',
  'Lakatos',
  'Mészáros',
  'Oláh',
  'Simon',
  'Rácz',
  'Fekete',
  'Szilágyi',
  'Török',
  'Fehér',
  'Balázs',
  'Gál',
  'Kis',
  'Szűcs',
  'Kocsis',
  'Orsós',
  'Pintér',
];
const FIRST_NAMES = [
  'Anna',
  'Péter',
  'Zsuzsanna',
  'László',
  'Katalin',
  'István',
  'Éva',
  'József',
  'Mária',
  'Gábor',
  'Erzsébet',
  'Attila',
  'Ildikó',
  'Zoltán',
  'Judit',
  'Tamás',
  'Andrea',
  'Sándor',
  'Krisztina',
  'Ferenc',
];

/** The i-th distinct Hungarian name (surname, first name, and a number once the pairs run out). */
export function personName(i) {
  const pairs = SURNAMES.length * FIRST_NAMES.length;
  const base = `${SURNAMES[i % SURNAMES.length]} ${FIRST_NAMES[Math.floor(i / SURNAMES.length) % FIRST_NAMES.length]}`;
  return i < pairs ? base : `${base} (${Math.floor(i / pairs) + 1})`;
}

/** `count` items cycling through `items`, each remade by `make(item, i)`. */
function multiply(items, count, make) {
  return Array.from({ length: count }, (_, i) => make(structuredClone(items[i % items.length]), i));
}

function deref(spec, node) {
  if (!node?.$ref) return node;
  return node.$ref
    .split('/')
    .slice(1)
    .reduce((o, k) => o[k], spec);
}

/** Calls `edit(value)` on every 200 JSON example of the operation; `edit` returns the new value. */
function editExamples(spec, [path, method], edit) {
  const content = spec.paths[path]?.[method]?.responses?.['200']?.content?.['application/json'];
  if (!content) throw new Error(`no 200 JSON answer for ${method.toUpperCase()} ${path} in the spec`);
  if ('example' in content) content.example = edit(content.example);
  for (const [name, ref] of Object.entries(content.examples ?? {})) {
    const example = structuredClone(deref(spec, ref));
    example.value = edit(example.value);
    content.examples[name] = example;
  }
}

/** A day of the examples' month (moved to `now`'s) at an hour, as the examples write times: '2026-12-03T09:00:00+01:00'. */
function monthTime(sample, day, hour) {
  const [date, rest] = sample.split('T');
  const [y, m] = date.split('-');
  const zone = rest.slice(8);
  return `${y}-${m}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00${zone}`;
}

/** The spec with the examples moved to `now`'s month and the scenarios' calls at `factor` × BASE. */
export function scaledSpec(bundled, factor, now = new Date()) {
  const { spec } = specWithExamplesMoved(structuredClone(bundled), now);
  const n = (base) => Math.round(base * factor);

  editExamples(spec, CALLS.employees, (items) =>
    multiply(items, n(BASE.employees), (item, i) => ({ ...item, id: 100000 + i, user_name: personName(i), sap_code: `SAP-${String(100000 + i)}` })),
  );

  editExamples(spec, CALLS.commitment, (record) => ({
    ...record,
    products: multiply(record.products, n(BASE.lines), (line, i) => ({ ...line, id: 500000 + i, name: `${line.name} ${i + 1}.` })),
  }));

  editExamples(spec, CALLS.bookings, (items) =>
    multiply(items, n(BASE.bookings), (item, i) => {
      // Spread over the month's first 28 days, working hours, so every day holds a share.
      const day = (i % 28) + 1;
      const hour = 8 + (Math.floor(i / 28) % 9);
      return {
        ...item,
        id: 200000 + i,
        subject: `${item.subject} ${i + 1}.`,
        start_time: monthTime(item.start_time, day, hour),
        end_time: monthTime(item.start_time, day, hour + 1),
      };
    }),
  );

  editExamples(spec, CALLS.ownDocuments, (directory) => ({
    ...directory,
    entries: multiply(directory.entries, n(BASE.documents), (entry, i) => ({
      ...entry,
      id: 300000 + i,
      name: `${entry.file ? 'Dokumentum' : 'Mappa'} ${String(i + 1).padStart(5, '0')}`,
      ...(entry.file ? { file: `/media/dokumentumtar/sajat/dokumentum-${i + 1}.pdf` } : {}),
    })),
  }));

  // A page of the list: 75 rows of a list `factor` × 750 long. The commitments' rows are the first
  // example row (one waiting for the signed-in user's decision), so bulk decisions reach all 75.
  editExamples(spec, CALLS.invoices, (page) => ({
    ...page,
    total: n(BASE.listTotal),
    data: multiply(page.data, BASE.listPage, (row, i) => ({ ...row, id: 400000 + i })),
  }));
  // The list's rows name no options of their step: each gets the details' step (the signed-in user's
  // group decides it) with its neutral option, asked without its one optional question, so the bulk
  // decision runs at once.
  let step;
  editExamples(spec, CALLS.commitment, (record) => {
    step ??= record.current_step;
    return record;
  });
  const option = step.options.find((o) => o.type === 'neutral') ?? step.options[0];
  const current_step = { ...step, options: [{ ...option, questions: [] }] };
  editExamples(spec, CALLS.commitments, (page) => ({
    ...page,
    total: n(BASE.listTotal),
    data: multiply(page.data.slice(0, 1), BASE.listPage, (row, i) => ({
      ...row,
      id: 600000 + i,
      reference_number: `KV/2026/${String(i + 1).padStart(4, '0')}`,
      current_step,
    })),
  }));
  return spec;
}
