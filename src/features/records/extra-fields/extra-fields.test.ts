import { describe, expect, it } from 'vitest';
import type { CurrentUser, ExtraFieldDefinition } from '@/generated/models';
import {
  addRepetition,
  fieldError,
  initialAnswers,
  institutionAddress,
  isFieldShown,
  minimumDate,
  normalizeDateTime,
  removeRepetition,
  setAnswer,
  validateExtraFields,
  visibleAnswers,
} from './extra-fields';

const user: Pick<CurrentUser, 'institution'> = {
  institution: { id: 12, name: 'Petőfi Sándor Általános Iskola', unit_code: 'IS-012', zip_code: '1052', city: 'Budapest', address_1: 'Váci utca 20.', parent: 1 },
};
const districtUser: Pick<CurrentUser, 'institution'> = { institution: { ...user.institution, parent: null } };

function field(id: number, type: ExtraFieldDefinition['type'], extra: Partial<ExtraFieldDefinition> = {}): ExtraFieldDefinition {
  return { id, codename: `field_${id}`, type, label: `Mező ${id}`, mandatory: false, is_active: true, section: null, ...extra };
}

describe('initialAnswers', () => {
  it('gives every type its default: number 0, text and long_text empty, boolean false, multi_select [], otherwise the definition default', () => {
    const definitions = [
      field(1, 'number'),
      field(2, 'text'),
      field(3, 'long_text'),
      field(4, 'boolean'),
      field(5, 'multi_select', { choices: ['A'] }),
      field(6, 'select', { choices: ['A', 'B'], default: 'B' }),
      field(7, 'date'),
      field(8, 'user', { default: 31 }),
      field(9, 'label'),
    ];
    expect(initialAnswers(definitions, [], user)).toEqual([
      { field: 1, value: 0 },
      { field: 2, value: '' },
      { field: 3, value: '' },
      { field: 4, value: false },
      { field: 5, value: [] },
      { field: 6, value: 'B' },
      { field: 7, value: null },
      { field: 8, value: 31 },
    ]);
  });

  it("fills the {institution_address} default with the institution's 'zip_code city, address_1'", () => {
    expect(initialAnswers([field(1, 'text', { default: '{institution_address}' })], [], user)).toEqual([{ field: 1, value: '1052 Budapest, Váci utca 20.' }]);
    expect(institutionAddress({ institution: { ...user.institution, zip_code: undefined } })).toBe('Budapest, Váci utca 20.');
  });

  it('keeps saved answers, seeds no inactive field and gives a section one repetition', () => {
    const definitions = [field(1, 'text'), field(2, 'text', { is_active: false }), field(3, 'section'), field(4, 'number', { section: 3 })];
    expect(initialAnswers(definitions, [{ field: 1, value: 'mentett' }], user)).toEqual([
      { field: 1, value: 'mentett' },
      { field: 4, value: 0, section_index: 0 },
    ]);
  });

  it('fills the missing children of every saved repetition', () => {
    const definitions = [field(3, 'section'), field(4, 'number', { section: 3 }), field(5, 'text', { section: 3 })];
    const saved = [
      { field: 4, value: 1, section_index: 0 },
      { field: 4, value: 2, section_index: 1 },
      { field: 5, value: 'b', section_index: 1 },
    ];
    expect(initialAnswers(definitions, saved, user)).toEqual([...saved, { field: 5, value: '', section_index: 0 }]);
  });
});

describe('sections', () => {
  const definitions = [field(1, 'section'), field(2, 'text', { section: 1 }), field(3, 'boolean', { section: 1 }), field(4, 'text')];

  it('adds a repetition at the next section_index with the defaults', () => {
    const answers = [
      { field: 4, value: 'x' },
      { field: 2, value: 'a', section_index: 0 },
    ];
    expect(addRepetition(definitions, answers, 1, user)).toEqual([
      ...answers,
      { field: 2, value: '', section_index: 1 },
      { field: 3, value: false, section_index: 1 },
    ]);
  });

  it('removes a repetition and moves the later ones up', () => {
    const answers = [
      { field: 4, value: 'x' },
      { field: 2, value: 'a', section_index: 0 },
      { field: 2, value: 'b', section_index: 1 },
      { field: 2, value: 'c', section_index: 2 },
    ];
    expect(removeRepetition(definitions, answers, 1, 1)).toEqual([
      { field: 4, value: 'x' },
      { field: 2, value: 'a', section_index: 0 },
      { field: 2, value: 'c', section_index: 1 },
    ]);
  });

  it('sets an answer in the right repetition only', () => {
    const answers = [
      { field: 2, value: 'a', section_index: 0 },
      { field: 2, value: 'b', section_index: 1 },
    ];
    expect(setAnswer(answers, 2, 1, 'B')).toEqual([
      { field: 2, value: 'a', section_index: 0 },
      { field: 2, value: 'B', section_index: 1 },
    ]);
    expect(setAnswer([], 4, undefined, 'x')).toEqual([{ field: 4, value: 'x' }]);
  });
});

describe('conditions', () => {
  it('compare another extra field within the same repetition of a section', () => {
    const definitions = [
      field(1, 'section'),
      field(2, 'select', { section: 1, choices: ['igen', 'nem'] }),
      field(3, 'text', { section: 1, conditions: [{ source_field: 2, field_name: 'field_2', value: 'igen' }] }),
    ];
    const answers = [
      { field: 2, value: 'igen', section_index: 0 },
      { field: 2, value: 'nem', section_index: 1 },
    ];
    expect(isFieldShown(definitions[2]!, definitions, answers, { user }, 0)).toBe(true);
    expect(isFieldShown(definitions[2]!, definitions, answers, { user }, 1)).toBe(false);
  });

  it("compare the record's own field when source_field is null, also through a reference's id", () => {
    const definition = field(1, 'text', { conditions: [{ source_field: null, field_name: 'category', value: 4 }] });
    expect(isFieldShown(definition, [definition], [], { user, record: { category: { id: 4, name: 'Bútor' } } })).toBe(true);
    expect(isFieldShown(definition, [definition], [], { user, record: { category: 4 } })).toBe(true);
    expect(isFieldShown(definition, [definition], [], { user, record: { category: 5 } })).toBe(false);
    expect(isFieldShown(definition, [definition], [], { user })).toBe(false);
  });

  it("district_employee matches when the user's institution has a parent", () => {
    const definition = field(1, 'text', { conditions: [{ field_name: 'institution', value: true, district_employee: true }] });
    expect(isFieldShown(definition, [definition], [], { user })).toBe(true);
    expect(isFieldShown(definition, [definition], [], { user: districtUser })).toBe(false);
  });

  it('every condition must match', () => {
    const definition = field(1, 'text', {
      conditions: [
        { source_field: null, field_name: 'state', value: 'open' },
        { field_name: 'institution', value: true, district_employee: true },
      ],
    });
    expect(isFieldShown(definition, [definition], [], { user, record: { state: 'open' } })).toBe(true);
    expect(isFieldShown(definition, [definition], [], { user: districtUser, record: { state: 'open' } })).toBe(false);
    expect(isFieldShown(definition, [definition], [], { user, record: { state: 'closed' } })).toBe(false);
  });

  it('a field depending on a hidden field is hidden too, and a loop of conditions never matches', () => {
    const chain = [
      field(1, 'boolean'),
      field(2, 'boolean', { conditions: [{ source_field: 1, field_name: 'field_1', value: true }] }),
      field(3, 'text', { conditions: [{ source_field: 2, field_name: 'field_2', value: true }] }),
    ];
    const answers = [
      { field: 1, value: false },
      { field: 2, value: true },
    ];
    expect(isFieldShown(chain[2]!, chain, answers, { user })).toBe(false);
    const loop = [
      field(1, 'boolean', { conditions: [{ source_field: 2, field_name: 'field_2', value: true }] }),
      field(2, 'boolean', { conditions: [{ source_field: 1, field_name: 'field_1', value: true }] }),
    ];
    expect(
      isFieldShown(
        loop[0]!,
        loop,
        [
          { field: 1, value: true },
          { field: 2, value: true },
        ],
        { user },
      ),
    ).toBe(false);
  });
});

describe('visibleAnswers', () => {
  it('leaves out the answers of hidden fields, hidden sections and empty inactive fields', () => {
    const definitions = [
      field(1, 'boolean'),
      field(2, 'text', { conditions: [{ source_field: 1, field_name: 'field_1', value: true }] }),
      field(3, 'section', { conditions: [{ source_field: null, field_name: 'kind', value: 'a' }] }),
      field(4, 'text', { section: 3 }),
      field(5, 'text', { is_active: false }),
      field(6, 'text', { is_active: false }),
    ];
    const answers = [
      { field: 1, value: false },
      { field: 2, value: 'rejtett' },
      { field: 4, value: 'szakasz', section_index: 0 },
      { field: 5, value: 'mentett' },
      { field: 6, value: '' },
    ];
    expect(visibleAnswers(definitions, answers, { user, record: { kind: 'b' } })).toEqual([
      { field: 1, value: false },
      { field: 5, value: 'mentett' },
    ]);
  });
});

describe('numbers and dates', () => {
  it('gives a bare date the time 00:00 and refuses what is not a date-time', () => {
    expect(normalizeDateTime('2025-03-14')).toBe('2025-03-14 00:00');
    expect(normalizeDateTime('2025-03-14 08:30')).toBe('2025-03-14 08:30');
    expect(normalizeDateTime('2025-03-14T08:30:00+01:00')).toBe('2025-03-14 08:30');
    expect(normalizeDateTime('2025-02-30')).toBeNull();
    expect(normalizeDateTime('2025-03-14 25:00')).toBeNull();
    expect(normalizeDateTime('14/03/2025')).toBeNull();
  });

  it('sets the minimum date to today plus min_date_delta unless the user may edit all', () => {
    const today = new Date(2025, 11, 30);
    expect(minimumDate(field(1, 'date', { min_date_delta: 3 }), today)).toBe('2026-01-02');
    expect(minimumDate(field(1, 'date', { min_date_delta: 0 }), today)).toBe('2025-12-30');
    expect(minimumDate(field(1, 'date', { min_date_delta: 3 }), today, true)).toBeNull();
    expect(minimumDate(field(1, 'date', { min_date_delta: null }), today)).toBeNull();
  });
});

describe('fieldError and validateExtraFields', () => {
  const today = new Date(2025, 2, 10);

  it('flags empty mandatory fields, bad dates, dates before the minimum and text in a number field', () => {
    expect(fieldError(field(1, 'text', { mandatory: true }), '  ')).toBe('Ez a mező nem lehet üres');
    expect(fieldError(field(1, 'multi_select', { mandatory: true }), [])).toBe('Ez a mező nem lehet üres');
    expect(fieldError(field(1, 'select', { mandatory: true }), null)).toBe('Ez a mező nem lehet üres');
    expect(fieldError(field(1, 'number', { mandatory: true }), 0)).toBeNull();
    expect(fieldError(field(1, 'date'), '2025-3-1')).toBe('Nem megfelelő dátumformátum (YYYY-MM-DD)');
    expect(fieldError(field(1, 'date', { min_date_delta: 1 }), '2025-03-10', { today })).toBe('Nem lehet kisebb mint 2025. 03. 11.');
    expect(fieldError(field(1, 'datetime', { min_date_delta: 1 }), '2025-03-10 23:59', { today })).toBe('Nem lehet kisebb mint 2025. 03. 11.');
    expect(fieldError(field(1, 'date', { min_date_delta: 1 }), '2025-03-10', { today, canEditAll: true })).toBeNull();
    expect(fieldError(field(1, 'number'), '12a')).toBe('A mező csak szám karaktereket tartalmazhat');
    expect(fieldError(field(1, 'number'), '12.5')).toBeNull();
  });

  it('reports the shown fields only, by codename, including section children', () => {
    const definitions = [
      field(1, 'text', { mandatory: true }),
      field(2, 'text', { mandatory: true, conditions: [{ source_field: null, field_name: 'kind', value: 'x' }] }),
      field(3, 'section'),
      field(4, 'date', { section: 3, mandatory: true }),
    ];
    const answers = [
      { field: 1, value: '' },
      { field: 2, value: '' },
      { field: 4, value: '2025-03-11', section_index: 0 },
      { field: 4, value: null, section_index: 1 },
    ];
    expect(validateExtraFields(definitions, answers, { user, record: { kind: 'y' }, today })).toEqual({
      field_1: 'Ez a mező nem lehet üres',
      field_4: 'Ez a mező nem lehet üres',
    });
  });
});
