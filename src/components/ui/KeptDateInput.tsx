import { createCalendar, endOfMonth, CalendarDate } from '@internationalized/date';
import { useRef } from 'react';
import {
  DateFieldContext,
  DateFieldStateContext,
  DateInput,
  DateSegment,
  GroupContext,
  InputContext,
  Provider,
  useContextProps,
  useLocale,
} from 'react-aria-components';
import { useDateField } from 'react-aria/useDateField';
import { useDateFieldState, type DateFieldState } from 'react-stately/useDateFieldState';

/** What a user typed into a date field's segments: year, month, day, and for a date-time its hour and minute. */
export interface TypedDate {
  year: number;
  month: number;
  day: number;
  hour: number | null;
  minute: number | null;
}

const part = (state: DateFieldState, type: string) => {
  const segment = state.segments.find((s) => s.type === type);
  return segment && !segment.isPlaceholder && segment.value != null ? segment.value : null;
};

/** The typed date when every date segment is filled; null while one is empty. */
function typedDate(state: DateFieldState): TypedDate | null {
  const [year, month, day] = [part(state, 'year'), part(state, 'month'), part(state, 'day')];
  if (year === null || month === null || day === null) return null;
  return { year, month, day, hour: part(state, 'hour'), minute: part(state, 'minute') };
}

/** Whether the calendar has the typed day (no 1985. 02. 31., no month 13, no day 0). */
export const isRealDate = ({ year, month, day }: TypedDate) =>
  year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= endOfMonth(new CalendarDate(year, month, 1)).day;

/**
 * react-aria's DateInput for a DatePicker, except that a day the calendar cannot have is not
 * turned into another one when the field is left: react-aria would take 1985. 02. 31. for
 * 1985. 02. 28. without a word. Such a day stays as typed, and `onLeave` gets the typed date
 * (whenever it is complete) so the value can carry what was typed and the form's check can
 * refuse it by the field.
 */
export function KeptDateInput({
  className,
  segmentClassName,
  onLeave,
}: {
  className: string;
  segmentClassName: string;
  onLeave: (typed: TypedDate, isReal: boolean) => void;
}) {
  const [fieldProps, fieldRef] = useContextProps({}, null, DateFieldContext);
  const { locale } = useLocale();
  const state = useDateFieldState({ ...fieldProps, locale, createCalendar });
  const kept: DateFieldState = {
    ...state,
    confirmPlaceholder() {
      const typed = typedDate(state);
      const isReal = typed === null || isRealDate(typed);
      if (isReal) state.confirmPlaceholder();
      if (typed) onLeave(typed, isReal);
    },
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const { fieldProps: groupProps, inputProps } = useDateField({ ...fieldProps, inputRef }, kept, fieldRef);
  return (
    <Provider
      values={[
        [DateFieldStateContext, kept],
        [InputContext, { ...inputProps, ref: inputRef }],
        [GroupContext, { ...groupProps, ref: fieldRef, isInvalid: kept.isInvalid, isDisabled: kept.isDisabled }],
      ]}
    >
      <DateInput className={className}>{(segment) => <DateSegment segment={segment} className={segmentClassName} />}</DateInput>
    </Provider>
  );
}
