import { CalendarDate, CalendarDateTime, parseDate, parseDateTime } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import { CalendarTitle, HungarianWeekdays } from './calendar-words';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import './fields.css';

export interface DatePickerProps extends FieldBaseProps {
  /** 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** What a date picker and a date-time field pass alike to react-aria's DatePicker. */
export function pickerProps({ name, onBlur, isRequired, isDisabled, isReadOnly, errorMessage }: DatePickerProps) {
  return { className: 'field', name, onBlur, isRequired, isDisabled, isReadOnly, isInvalid: Boolean(errorMessage), validationBehavior: 'aria' as const };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day from 'YYYY-MM-DD' (or the date part of a date-time); null when it is none. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** A date-time from 'YYYY-MM-DD HH:mm' (a bare date gets 00:00); null when it is none. */
export function toCalendarDateTime(value: string | null | undefined): CalendarDateTime | null {
  if (!value) return null;
  try {
    return parseDateTime(value.length === 10 ? `${value}T00:00` : value.replace(' ', 'T').slice(0, 16));
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DD HH:mm', the form the server takes (section 5). */
export const dateTimeText = (value: CalendarDateTime) => `${value.toString().slice(0, 10)} ${pad(value.hour)}:${pad(value.minute)}`;

/** The parts a date and a date-time picker share: label, segments, the calendar popover and the help. */
export function DatePickerFrame({ label, description, errorMessage, isRequired }: Pick<DatePickerProps, 'label' | 'description' | 'errorMessage' | 'isRequired'>) {
  return (
    <>
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className="field__input date-picker">
        <DateInput className="date-picker__input">{(segment) => <DateSegment segment={segment} className="date-picker__segment" />}</DateInput>
        <Button className="date-picker__button" aria-label={`${label}: naptár`}>
          ▾
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="date-picker__popover">
        <Dialog className="date-picker__dialog">
          <Calendar className="calendar" firstDayOfWeek="mon">
            <header className="calendar__header">
              <Button slot="previous" className="calendar__step" aria-label="Előző hónap">
                ‹
              </Button>
              <CalendarTitle className="calendar__title" />
              <Button slot="next" className="calendar__step" aria-label="Következő hónap">
                ›
              </Button>
            </header>
            <CalendarGrid className="calendar__grid" weekdayStyle="long">
              <HungarianWeekdays />
              <CalendarGridBody>{(date) => <CalendarCell date={date} className="calendar__cell" />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </>
  );
}

/**
 * A date typed by segments or picked from a month calendar (hu-HU from the app's I18nProvider:
 * shown 'Y. MM. DD.', the week starting on Monday); the value is 'YYYY-MM-DD'.
 */
export function DatePicker(props: DatePickerProps) {
  return (
    <AriaDatePicker {...pickerProps(props)} value={toCalendarDate(props.value)} onChange={(date) => props.onChange(date ? date.toString() : null)}>
      <DatePickerFrame label={props.label} description={props.description} errorMessage={props.errorMessage} isRequired={props.isRequired} />
    </AriaDatePicker>
  );
}
