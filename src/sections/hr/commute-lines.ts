import type { LinesDeclaration } from '@/features/records/lines/lines';
import type { CommuteHistory, CommuteInfo } from '@/generated/models';
import { CommuteRecordMeta, CommuteSummaryMeta, MonthlyPassValidityMeta } from '@/generated/meta/hr';
import { formatNumber } from '@/lib/format';

const COMMUTE_TYPES = CommuteSummaryMeta.fields.commute_infos.items?.fields.type?.enumLabels ?? {};

/**
 * A commute info as a user tells it apart: its type, the institution (given when the employment's
 * infos span several), distance, monthly cost and SAP code ('Bérlet, 8 950 Ft/hó, BKV-BERLET').
 */
export function commuteInfoLabel(info: CommuteInfo, institution?: string): string {
  const distance = info.mileage_towards == null ? null : `${formatNumber(info.mileage_towards)} Km`;
  const cost = info.monthly_cost == null ? null : `${formatNumber(info.monthly_cost)} Ft/hó`;
  return [COMMUTE_TYPES[info.type] ?? info.type, institution, distance, cost, info.sap_code].filter(Boolean).join(', ');
}

/** The commute infos a monthly pass may be on: the monthly-pass ones, and any a saved pass is on. */
function passInfos(history: CommuteHistory): CommuteInfo[] {
  const saved = new Set(history.monthly_pass_validities.map((validity) => validity.commute_info));
  return history.infos.filter((info) => info.type === 'monthly_pass' || saved.has(info.id));
}

/** Without a monthly-pass commute info there is no pass to record: the passes' lines are not shown. */
export const monthlyPassGate = (history: CommuteHistory) => ({ hidden: passInfos(history).length === 0 });

/**
 * The commute-info choosers of the month's lines, from the employment's own commute infos: a trip
 * chooses among them when there are several (one, or several when the employment allows that per
 * trip); a monthly pass chooses among the monthly-pass infos (and keeps one it was saved with), and
 * the passes are not offered when the employment has none.
 */
export function commuteLines(history: CommuteHistory, institutionName: (id: number) => string | undefined): Record<string, LinesDeclaration> {
  const severalInstitutions = new Set(history.infos.map((info) => info.institution)).size > 1;
  const option = (info: CommuteInfo) => ({
    id: String(info.id),
    label: commuteInfoLabel(info, severalInstitutions ? (institutionName(info.institution) ?? `#${info.institution}`) : undefined),
  });
  const passes = passInfos(history);
  const several = history.infos.length > 1;
  return {
    records: {
      itemMeta: CommuteRecordMeta,
      columns: several ? ['date', 'commute_infos', 'towards', 'backwards', 'cost'] : ['date', 'towards', 'backwards', 'cost'],
      addLabel: 'Új utazás',
      // A new trip uses the employment's first commute info, both ways.
      newRow: () => ({ date: null, towards: true, backwards: true, commute_infos: history.infos[0] ? [history.infos[0].id] : [] }),
      choices: several ? { commute_infos: { options: history.infos.map(option), single: !history.employment.multiple_commute_infos_per_trip } } : undefined,
    },
    monthly_pass_validities: {
      itemMeta: MonthlyPassValidityMeta,
      columns: ['commute_info', 'start_date', 'end_date'],
      addLabel: 'Új bérlet',
      choices: { commute_info: { options: passes.map(option) } },
      gate: () => monthlyPassGate(history),
    },
  };
}
