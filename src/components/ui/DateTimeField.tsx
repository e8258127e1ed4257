import { CalendarDateTime, today, getLocalTimeZone } from '@internationalized/date';
import { DatePicker as AriaDatePicker } from 'react-aria-components';
import { DatePickerFrame, dateTimeText, pickerProps, toCalendarDateTime, type DatePickerProps } from './DatePicker';

export type DateTimeFieldProps = DatePickerProps;

/**
 * A date and a time (24-hour, hu-HU); the value is 'YYYY-MM-DD HH:mm'. A day picked from the
 * calendar starts at 00:00, as section 5 asks for a date-time without a time.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { label, value, onChange, description, errorMessage, isRequired } = props;
  const now = today(getLocalTimeZone());
  return (
    <AriaDatePicker
      {...pickerProps(props)}
      granularity="minute"
      hourCycle={24}
      placeholderValue={new CalendarDateTime(now.year, now.month, now.day, 0, 0)}
      value={toCalendarDateTime(value)}
      onChange={(date) =>
        onChange(date ? dateTimeText(new CalendarDateTime(date.year, date.month, date.day, 'hour' in date ? date.hour : 0, 'minute' in date ? date.minute : 0)) : null)
      }
    >
      <DatePickerFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} />
    </AriaDatePicker>
  );
}
