import { describe, expect, it } from 'vitest';
import type { CommuteHistory, CommuteInfo } from '@/generated/models';
import { commuteInfoLabel, commuteLines, monthlyPassGate } from './commute-lines';

const car: CommuteInfo = {
  id: 11,
  institution: 2,
  mileage_towards: 23.5,
  mileage_backwards: 23.5,
  towards_backwards_is_same: true,
  type: 'car',
  monthly_cost: 18400,
  sap_code: null,
};
const pass: CommuteInfo = {
  id: 12,
  institution: 2,
  mileage_towards: null,
  mileage_backwards: null,
  towards_backwards_is_same: true,
  type: 'monthly_pass',
  monthly_cost: 8950,
  sap_code: 'BKV-BERLET',
};
const history = (infos: CommuteInfo[], multiple: boolean, validities: CommuteHistory['monthly_pass_validities'] = []): CommuteHistory => ({
  infos,
  records: [],
  export: null,
  employment: { user_name: 'Szabó Péter', institution_name: 'Petőfi Sándor Általános Iskola', multiple_commute_infos_per_trip: multiple },
  homecoming: null,
  monthly_pass_validities: validities,
});
const names = (id: number) => (id === 2 ? 'Petőfi Sándor Általános Iskola' : undefined);

describe('commute month lines', () => {
  it('labels a commute info by its type, institution when given, distance, monthly cost and SAP code', () => {
    expect(commuteInfoLabel(car, 'Petőfi Sándor Általános Iskola')).toBe('Gépjármű, Petőfi Sándor Általános Iskola, 23,5 Km, 18\u00a0400 Ft/hó');
    expect(commuteInfoLabel(pass)).toBe('Bérlet, 8\u00a0950 Ft/hó, BKV-BERLET');
  });

  it('names the institution only when the infos span several', () => {
    const labels = (infos: CommuteInfo[]) => commuteLines(history(infos, true), names).records?.choices?.commute_infos?.options.map((o) => o.label);
    expect(labels([car, pass])).toEqual(['Gépjármű, 23,5 Km, 18\u00a0400 Ft/hó', 'Bérlet, 8\u00a0950 Ft/hó, BKV-BERLET']);
    expect(labels([car, { ...pass, institution: 7 }])).toEqual([
      'Gépjármű, Petőfi Sándor Általános Iskola, 23,5 Km, 18\u00a0400 Ft/hó',
      'Bérlet, #7, 8\u00a0950 Ft/hó, BKV-BERLET',
    ]);
  });

  it('a trip chooses among several commute infos (one, unless the employment allows several per trip); with one there is nothing to choose', () => {
    const one = commuteLines(history([car], true), names);
    expect(one.records?.columns).not.toContain('commute_infos');
    expect(one.records?.choices).toBeUndefined();
    const single = commuteLines(history([car, pass], false), names).records;
    expect(single?.columns).toContain('commute_infos');
    expect(single?.choices?.commute_infos).toEqual({
      options: [
        { id: '11', label: expect.stringMatching(/^Gépjármű/) },
        { id: '12', label: expect.stringMatching(/^Bérlet/) },
      ],
      single: true,
    });
    expect(commuteLines(history([car, pass], true), names).records?.choices?.commute_infos?.single).toBe(false);
  });

  it('a monthly pass chooses among the monthly-pass infos, keeping one it was saved with', () => {
    expect(commuteLines(history([car, pass], true), names).monthly_pass_validities?.choices?.commute_info?.options.map((o) => o.id)).toEqual(['12']);
    const saved = commuteLines(history([car, pass], true, [{ commute_info: 11, start_date: '2026-11-01', end_date: '2026-11-30' }]), names);
    expect(saved.monthly_pass_validities?.choices?.commute_info?.options.map((o) => o.id)).toEqual(['11', '12']);
  });

  it('offers no monthly passes to an employment without a monthly-pass commute info', () => {
    expect(monthlyPassGate(history([car], true))).toEqual({ hidden: true });
    expect(monthlyPassGate(history([car, pass], true))).toEqual({ hidden: false });
    // A pass saved on another info is still shown, so it can be corrected.
    expect(monthlyPassGate(history([car], true, [{ commute_info: 11, start_date: '2026-11-01', end_date: '2026-11-30' }]))).toEqual({ hidden: false });
  });
});
