import { CalendarDateTime, today, getLocalTimeZone } from '@internationalized/date';
import { DatePicker as AriaDatePicker } from 'react-aria-components';
import { MESSAGES } from '@/generated/validators/helpers';
import { DatePickerFrame, dateTimeText, isImpossibleDateText, toCalendarDateTime, typedDateText, useShownValue, type DatePickerProps } from './DatePicker';
import { fieldProps } from './Field';

export type DateTimeFieldProps = DatePickerProps;

/**
 * A date and a time (24-hour, hu-HU); the value is 'YYYY-MM-DD HH:mm'. A day picked from the
 * calendar starts at 00:00, as section 5 asks for a date-time without a time. A typed day the
 * calendar has not is kept as typed, as in DatePicker.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { label, value, onChange, description, isRequired } = props;
  const now = today(getLocalTimeZone());
  const isImpossible = isImpossibleDateText(value);
  const shown = useShownValue(toCalendarDateTime(value), isImpossible);
  const errorMessage = props.errorMessage ?? (isImpossible ? MESSAGES.impossibleDate : undefined);
  const pad = (n: number | null) => String(n ?? 0).padStart(2, '0');
  return (
    <AriaDatePicker
      {...fieldProps({ ...props, errorMessage })}
      granularity="minute"
      hourCycle={24}
      placeholderValue={new CalendarDateTime(now.year, now.month, now.day, 0, 0)}
      value={shown}
      onChange={(date) =>
        onChange(date ? dateTimeText(new CalendarDateTime(date.year, date.month, date.day, 'hour' in date ? date.hour : 0, 'minute' in date ? date.minute : 0)) : null)
      }
    >
      <DatePickerFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={isRequired}
        onLeave={(typed, isReal) => {
          if (!isReal || isImpossible) onChange(`${typedDateText(typed)} ${pad(typed.hour)}:${pad(typed.minute)}`);
        }}
      />
    </AriaDatePicker>
  );
}
