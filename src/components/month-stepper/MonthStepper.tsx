import { DateFormatter } from '@internationalized/date';
import { useMemo, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '@/components/ui/Button';
import { addMonths, type YearMonth } from './month';
import './MonthStepper.css';

/** '2026. november' in hu-HU (the app's I18nProvider). */
export function useMonthLabel(value: YearMonth): string {
  const { locale } = useLocale();
  const formatter = useMemo(() => new DateFormatter(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }), [locale]);
  return formatter.format(new Date(Date.UTC(value.year, value.month - 1, 1)));
}

export interface MonthStepperProps {
  value: YearMonth;
  onChange: (next: YearMonth) => void;
  /** More controls after the stepper (the calendar's 'Ma'). */
  children?: ReactNode;
}

/** '‹ 2026. november ›': steps one month back or forward; the screen keeps the month in its URL. */
export function MonthStepper({ value, onChange, children }: MonthStepperProps) {
  const label = useMonthLabel(value);
  return (
    <div className="month-stepper" role="group" aria-label="Hónap választása">
      <Button variant="secondary" className="month-stepper__step" aria-label="Előző hónap" onPress={() => onChange(addMonths(value, -1))}>
        ‹
      </Button>
      <output className="month-stepper__label" aria-live="polite">
        {label}
      </output>
      <Button variant="secondary" className="month-stepper__step" aria-label="Következő hónap" onPress={() => onChange(addMonths(value, 1))}>
        ›
      </Button>
      {children}
    </div>
  );
}
