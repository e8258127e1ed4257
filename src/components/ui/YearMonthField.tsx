import { getLocalTimeZone, today } from '@internationalized/date';
import { useRef, useState } from 'react';
import { Button, Dialog, Group, Heading, Input, Popover, TextField as AriaTextField } from 'react-aria-components';
import { MESSAGES } from '@/generated/validators/helpers';
import { MONTH_NAMES, yearMonthTitle } from '@/lib/format';
import { FieldHelp, FieldLabel, fieldProps, type FieldBaseProps } from './Field';
import './fields.css';

export interface YearMonthFieldProps extends FieldBaseProps {
  /** 'YYYY-MM', or null when empty; text that is not one is passed on as typed, for the form's check to refuse. */
  value: string | null;
  onChange: (value: string | null) => void;
}

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** '2026-11' from the ways a year and a month are commonly typed ('2026. 11.', '2026.11', '2026/11', '2026-1'); null when the text is none of them. */
export function readYearMonth(text: string): string | null {
  const match = /^\s*(\d{4})\s*[-./ ]\s*(\d{1,2})\s*\.?\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The year and month of a 'YYYY-MM' value (or of one of its common spellings); null for anything else. */
function parts(text: string): { year: number; month: number } | null {
  const match = YEAR_MONTH.exec(readYearMonth(text) ?? text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** The picker: a year with its steps and the twelve months by name, the chosen one pressed. */
function MonthPicker({
  label,
  chosen,
  onPick,
  close,
}: {
  label: string;
  chosen: { year: number; month: number } | null;
  onPick: (value: string) => void;
  close: () => void;
}) {
  const now = today(getLocalTimeZone());
  const [year, setYear] = useState(chosen?.year ?? now.year);
  const focusMonth = chosen && chosen.year === year ? chosen.month : year === now.year ? now.month : 1;
  return (
    <Dialog className="date-picker__dialog" aria-label={`${label}: hónap választása`}>
      {() => (
        <div className="month-picker">
          <header className="calendar__header">
            <Button className="calendar__step" aria-label="Előző év" onPress={() => setYear(year - 1)}>
              ‹
            </Button>
            <Heading className="calendar__title" slot="title">
              {year}.
            </Heading>
            <Button className="calendar__step" aria-label="Következő év" onPress={() => setYear(year + 1)}>
              ›
            </Button>
          </header>
          <div className="month-picker__grid">
            {MONTH_NAMES.map((name, index) => {
              const month = index + 1;
              const isChosen = chosen?.year === year && chosen.month === month;
              return (
                <Button
                  key={name}
                  className="month-picker__month"
                  aria-label={yearMonthTitle(year, month)}
                  aria-pressed={isChosen}
                  autoFocus={month === focusMonth}
                  onPress={() => {
                    onPick(`${year}-${pad(month)}`);
                    close();
                  }}
                >
                  {name}
                </Button>
              );
            })}
          </div>
        </div>
      )}
    </Dialog>
  );
}

/**
 * A year and a month (a settlement period), 'YYYY-MM': typed, or picked from a year's months by name
 * ('2026. november'). The common Hungarian ways of writing one are taken as that month when the
 * field is left; anything else (a month 13, a word) stays as typed and the field says which form it
 * wants (the form's message, or the same one when the form gives none), never turned into another month.
 */
export function YearMonthField({ label, value, onChange, description, ...field }: YearMonthFieldProps) {
  const text = value ?? '';
  const [isLeft, setLeft] = useState(false);
  const chosen = parts(text);
  // The popover is opened by hand (not by react-aria's DialogTrigger), which keeps the dialog code in the chunk the date picker already shares.
  const groupRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const shownError = field.errorMessage ?? (isLeft && text !== '' && !chosen ? MESSAGES.yearMonth : undefined);
  return (
    <AriaTextField
      {...fieldProps({ ...field, errorMessage: shownError })}
      value={text}
      onChange={(next) => onChange(next === '' ? null : next)}
      onBlur={() => {
        const read = readYearMonth(text);
        if (read && read !== text) onChange(read);
        setLeft(true);
        field.onBlur?.();
      }}
    >
      <FieldLabel label={label} isRequired={field.isRequired} />
      <Group ref={groupRef} className="field__input date-picker">
        <Input className="date-picker__input year-month__input" placeholder="ÉÉÉÉ-HH" />
        <Button
          className="date-picker__button"
          aria-label={`${label}: hónap választása`}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          isDisabled={field.isDisabled || field.isReadOnly}
          onPress={() => setOpen(true)}
        >
          ▾
        </Button>
      </Group>
      <Popover className="popover date-picker__popover" triggerRef={groupRef} isOpen={isOpen} onOpenChange={setOpen}>
        <MonthPicker
          label={label}
          chosen={chosen}
          close={() => setOpen(false)}
          onPick={(picked) => {
            setLeft(false);
            onChange(picked);
          }}
        />
      </Popover>
      <FieldHelp description={description ?? (chosen ? yearMonthTitle(chosen.year, chosen.month) : 'Év és hónap, pl. 2026-11.')} errorMessage={shownError} />
    </AriaTextField>
  );
}
