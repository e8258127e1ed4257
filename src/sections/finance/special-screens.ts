import { notFound } from '@tanstack/react-router';
import { defineSpecialScreen, noSearch, plainScreen } from '@/features/special-screens/special-screen';
import { listAvailableFinancialYearsQuery, listBudgetInfoQuery, listFinancialOverviewInstitutionsQuery } from '@/generated/api/finance';
import { FinancialOverviewScreen } from './overview';
import { PlannerMenuScreen, PlannerYearsScreen, SchoolBreakdownScreen } from './planner';

const yearParam = ({ year }: Readonly<Record<string, string>>) => {
  if (!year || !/^\d{4}$/.test(year)) throw notFound();
  return { year: Number(year) };
};

/** `/penzugy/attekinto.html`: the financial overview of the institutions. */
export const financialOverview = plainScreen(FinancialOverviewScreen, listFinancialOverviewInstitutionsQuery);

/** `/penzugy/tervezo/evek.html`: the planner's years. */
export const plannerYears = plainScreen(PlannerYearsScreen, listAvailableFinancialYearsQuery);

/** `/penzugy/tervezo/{year}/menu.html`: what the planner offers for a year. */
export const plannerMenu = defineSpecialScreen({ params: yearParam, search: noSearch, Component: PlannerMenuScreen });

/** `/penzugy/tervezo/{year}/iskolai_lebontas.html`: the year's budget by school. */
export const schoolBreakdown = defineSpecialScreen({
  params: yearParam,
  search: noSearch,
  load: (queryClient, { year }) => queryClient.ensureQueryData(listBudgetInfoQuery({ query: { year } })),
  Component: SchoolBreakdownScreen,
});
