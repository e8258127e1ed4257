import { CalendarDate, CalendarDateTime, parseDate, parseDateTime } from '@internationalized/date';
import { useState } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, DatePicker as AriaDatePicker, Dialog, Group, Popover } from 'react-aria-components';
import { MESSAGES } from '@/generated/validators/helpers';
import { CalendarTitle, HungarianWeekdays } from './calendar-words';
import { FieldHelp, FieldLabel, fieldProps, type FieldBaseProps } from './Field';
import { KeptDateInput, type TypedDate } from './KeptDateInput';
import './fields.css';

export interface DatePickerProps extends FieldBaseProps {
  /** 'YYYY-MM-DD', or null when empty; a day the calendar has not (typed '1985. 02. 31.') comes as typed, '1985-02-31'. */
  value: string | null;
  onChange: (value: string | null) => void;
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

/** A value whose date part has the form 'YYYY-MM-DD' but names no calendar day: what was typed, kept so the form can refuse it. */
export const isImpossibleDateText = (value: string | null | undefined) => Boolean(value && /^\d{4}-\d{2}-\d{2}/.test(value)) && toCalendarDate(value) === null;

export const typedDateText = ({ year, month, day }: TypedDate) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

/**
 * The value the picker is given: the parsed one, or while the value is a typed impossible day the
 * last real one. The same object is given while the day is the same, because react-aria shows the
 * value again (dropping what is typed) whenever it gets a new object.
 */
export function useShownValue<T extends CalendarDate | CalendarDateTime>(parsed: T | null, isImpossible: boolean): T | null {
  const [held, setHeld] = useState(parsed);
  if (isImpossible || parsed?.toString() === held?.toString()) return held;
  setHeld(parsed);
  return parsed;
}

/** 'YYYY-MM-DD HH:mm', the form the server takes (section 5). */
export const dateTimeText = (value: CalendarDateTime) => `${value.toString().slice(0, 10)} ${pad(value.hour)}:${pad(value.minute)}`;

interface FrameProps extends Pick<DatePickerProps, 'label' | 'description' | 'errorMessage' | 'isRequired'> {
  onLeave: (typed: TypedDate, isReal: boolean) => void;
}

/** The parts a date and a date-time picker share: label, segments, the calendar popover and the help. */
export function DatePickerFrame({ label, description, errorMessage, isRequired, onLeave }: FrameProps) {
  return (
    <>
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className="field__input date-picker">
        <KeptDateInput className="date-picker__input" segmentClassName="date-picker__segment" onLeave={onLeave} />
        <Button className="date-picker__button" aria-label={`${label}: naptár`}>
          ▾
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="popover date-picker__popover">
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
 * shown 'Y. MM. DD.', the week starting on Monday); the value is 'YYYY-MM-DD'. A typed day the
 * calendar has not stays as typed and is passed on as such, with section 5's date message by the
 * field when the form gives none.
 */
export function DatePicker(props: DatePickerProps) {
  const isImpossible = isImpossibleDateText(props.value);
  const shown = useShownValue(toCalendarDate(props.value), isImpossible);
  // A user of the picker that takes no such value (a list filter) keeps its own; the field still says why.
  const [leftImpossible, setLeftImpossible] = useState(false);
  const errorMessage = props.errorMessage ?? (isImpossible || leftImpossible ? MESSAGES.impossibleDate : undefined);
  return (
    <AriaDatePicker
      {...fieldProps({ ...props, errorMessage })}
      value={shown}
      onChange={(date) => {
        setLeftImpossible(false);
        props.onChange(date ? date.toString() : null);
      }}
    >
      <DatePickerFrame
        label={props.label}
        description={props.description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        onLeave={(typed, isReal) => {
          setLeftImpossible(!isReal);
          if (!isReal || isImpossible) props.onChange(typedDateText(typed));
        }}
      />
    </AriaDatePicker>
  );
}
