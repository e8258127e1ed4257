// @ts-check
/** The validation messages of the specification, section 5, word for word. */
export const MESSAGES = {
  required: 'Ez a mező nem lehet üres',
  minLength: 'Minimum {n} karakter kötelező',
  maxLength: 'Maximum {n} karakter adható meg',
  numeric: 'A mező csak szám karaktereket tartalmazhat',
  bankAccount: 'Hibás bankszámlaszám',
  futureDate: 'Csak jövőbeli dátum lehet',
  afterStart: 'A kezdési dátumnál csak későbbi dátum lehet',
  /** Section 8's text for 'Start time must be before end time', also the client's check of two date-times. */
  startTimeBeforeEnd: 'Kezdés ideje kisebb kell legyen, mint vége',
  min: 'Nem lehet kisebb mint {min}',
  max: 'Nem lehet nagyobb mint {max}',
  email: 'Nem valós email!',
  date: 'Nem megfelelő dátumformátum (YYYY-MM-DD)',
  dateTime: 'Nem megfelelő dátumformátum (YYYY-MM-DD HH:mm)',
  /** Not worded by section 5 (issue 34 words it): a day the calendar has not (2027-02-31) is not a format fault. */
  impossibleDate: 'Nem létező dátum',
  emptyList: 'Ez a lista nem lehet üres.',
  pattern: 'Hibás formátum',
  /** Not worded by section 5: a year and a month typed otherwise is told the form it needs. */
  yearMonth: 'ÉÉÉÉ-HH formátumban adja meg, pl. 2026-11.',
  choice: 'Válasszon a lehetőségek közül',
};
