import { ApiError } from '@/generated/runtime';
import { propertiesOf } from './objects';

/** Server strings the specification (section 8) translates; anything else is shown as received. */
const TRANSLATIONS: Readonly<Record<string, string>> = {
  'This list may not be empty.': 'Ez a lista nem lehet üres.',
  'Either needs_tender or without_tender must be chosen': 'Pályázat kiírását kérem vagy Pályázati kiírás nélküli jogviszony választása kötelező',
  'Must not be true if without_tender is true': 'A Pályázat kiírását kérem és a Pályázati kiírás nélküli jogviszony közül csak az egyik választható',
  'Either application email or address is required': 'Jelentkezési e-mail cím vagy Jelentkezési cím megadása kötelező',
  'You cannot create new contract with this institution': 'Ez az intézmény már nem választható',
  'Invalid password': 'Hibás jelszó',
  'Stock item does not exist': 'Az eszköz nem található a leltárban',
  'Financial budget is not active': 'A pénzügyi keret nem aktív',
  'Inactive type': 'Inaktív típus',
  'Start date must be before end date': 'Időszak kezdete előbb kell legyen, mint az időszak vége',
  'Start time must be before end time': 'Kezdés ideje kisebb kell legyen, mint vége',
};

/**
 * The usual Django REST framework, dj-rest-auth and Django password-validator messages, which arrive
 * in English whatever the Accept-Language. Numbers and names inside them are carried over.
 */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  'This field may not be blank.': 'Ez a mező nem lehet üres.',
  'This field is required.': 'Ez a mező kötelező.',
  'This field may not be null.': 'Ez a mező nem lehet üres.',
  'This field may not be empty.': 'Ez a mező nem lehet üres.',
  'Enter a valid email address.': 'Adjon meg egy érvényes e-mail címet.',
  'Enter a valid URL.': 'Adjon meg egy érvényes webcímet.',
  'Enter a valid date.': 'Adjon meg egy érvényes dátumot.',
  'A valid integer is required.': 'Adjon meg egy érvényes egész számot.',
  'A valid number is required.': 'Adjon meg egy érvényes számot.',
  'Must be a valid boolean.': 'Igen vagy nem értéket adjon meg.',
  'Not a valid string.': 'Adjon meg egy érvényes szöveget.',
  'This password is too common.': 'Ez a jelszó túl gyakori, válasszon másikat.',
  'This password is entirely numeric.': 'A jelszó nem állhat csak számjegyekből.',
  "The two password fields didn't match.": 'A két jelszó nem egyezik.',
  'The two password fields didn’t match.': 'A két jelszó nem egyezik.',
  'Unable to log in with provided credentials.': 'Hibás e-mail cím vagy jelszó.',
  'Not found.': 'Nem található.',
  'You do not have permission to perform this action.': 'Nincs jogosultsága ehhez a művelethez.',
  'Authentication credentials were not provided.': 'Nincs bejelentkezve. Kérjük, jelentkezzen be.',
  'Invalid token.': 'A bejelentkezés lejárt. Kérjük, jelentkezzen be újra.',
  'A server error occurred.': 'Szerverhiba történt. Kérjük, próbálja újra később.',
  'No file was submitted.': 'Nincs kiválasztott fájl.',
  'The submitted file is empty.': 'A feltöltött fájl üres.',
  'The submitted data was not a file. Check the encoding type on the form.': 'A beküldött adat nem fájl.',
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.': 'Érvényes képet töltsön fel.',
};

/** Django's names of the user attributes the similarity validator compares the password with. */
const USER_ATTRIBUTES: Readonly<Record<string, string>> = {
  username: 'a felhasználónévhez',
  'first name': 'a keresztnévhez',
  'last name': 'a vezetéknévhez',
  'email address': 'az e-mail címhez',
  email: 'az e-mail címhez',
};

const PATTERNS: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [/^Ensure this field has no more than (\d+) characters\.$/, (n) => `Legfeljebb ${n} karakter lehet.`],
  [/^Ensure this field has at least (\d+) characters\.$/, (n) => `Legalább ${n} karakter szükséges.`],
  [/^Ensure this field has no more than (\d+) elements\.$/, (n) => `Legfeljebb ${n} elem adható meg.`],
  [/^Ensure this field has at least (\d+) elements\.$/, (n) => `Legalább ${n} elem szükséges.`],
  [/^Ensure this value is less than or equal to (-?[\d.]+)\.$/, (n) => `Az érték legfeljebb ${n} lehet.`],
  [/^Ensure this value is greater than or equal to (-?[\d.]+)\.$/, (n) => `Az érték legalább ${n} lehet.`],
  [/^Ensure that there are no more than (\d+) digits in total\.$/, (n) => `Legfeljebb ${n} számjegy lehet.`],
  [/^Ensure that there are no more than (\d+) decimal places\.$/, (n) => `Legfeljebb ${n} tizedesjegy lehet.`],
  [/^Ensure that there are no more than (\d+) digits before the decimal point\.$/, (n) => `A tizedesvessző előtt legfeljebb ${n} számjegy lehet.`],
  [/^This password is too short\. It must contain at least (\d+) characters?\.$/, (n) => `A jelszó túl rövid: legalább ${n} karakterből kell állnia.`],
  [/^The password is too similar to the (.+?)\.$/, (attr) => `A jelszó túlságosan hasonlít ${USER_ATTRIBUTES[attr] ?? `ehhez: ${attr}`}.`],
  [/^Date has wrong format\. Use one of these formats instead: (.+?)\.?$/, (f) => `Hibás dátumformátum. Helyes formátum: ${f}.`],
  [/^Datetime has wrong format\. Use one of these formats instead: (.+?)\.?$/, (f) => `Hibás időpont-formátum. Helyes formátum: ${f}.`],
  [/^Time has wrong format\. Use one of these formats instead: (.+?)\.?$/, (f) => `Hibás időformátum. Helyes formátum: ${f}.`],
  [/^Invalid pk "(.*)" - object does not exist\.$/, (pk) => `A kiválasztott elem (${pk}) nem létezik.`],
  [/^Incorrect type\. Expected pk value, received (.+)\.$/, () => 'Hibás érték: a listából válasszon.'],
  [/^"(.*)" is not a valid choice\.$/, (value) => `„${value}” nem választható.`],
  [/^Expected a list of items but got type "(.+)"\.$/, () => 'Hibás érték: listát kell megadni.'],
  [/^Invalid data\. Expected a dictionary, but got (.+)\.$/, () => 'Hibás adatszerkezet.'],
  [/^Method "(.+)" not allowed\.$/, () => 'Ez a művelet nem engedélyezett.'],
  [/^Request was throttled\. Expected available in (\d+) seconds?\.$/, (n) => `Túl sok kérés. Kérjük, próbálja újra ${n} másodperc múlva.`],
  [/^No .+ matches the given query\.$/, () => 'Nem található.'],
  [/^.+ with this .+ already exists\.$/, () => 'Ezzel az értékkel már létezik bejegyzés.'],
  [/^The fields .+ must make a unique set\.$/, () => 'Ez az értékpár már létezik.'],
];

export function translateServerMessage(message: string): string {
  const text = message.trim();
  const known = TRANSLATIONS[text] ?? FRAMEWORK_MESSAGES[text];
  if (known) return known;
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return translate(...match.slice(1));
  }
  return message;
}

/** One or several server messages as one text, translated, joined by line breaks. */
export function formatServerMessages(messages: unknown): string {
  const list = Array.isArray(messages) ? messages : [messages];
  return list
    .filter((m): m is string => typeof m === 'string' && m.length > 0)
    .map(translateServerMessage)
    .join('\n');
}

/** A 400 body as field -> message text; nested objects are flattened with dots (employments.0.start_date). */
export function fieldErrorsFromBody(body: unknown, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  if (!body || typeof body !== 'object') return result;
  for (const [key, value] of Object.entries(propertiesOf(body))) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      result[name] = formatServerMessages(value);
    } else if (typeof value === 'string') {
      result[name] = translateServerMessage(value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => Object.assign(result, fieldErrorsFromBody(item, `${name}.${index}`)));
    } else if (value && typeof value === 'object') {
      Object.assign(result, fieldErrorsFromBody(value, name));
    }
  }
  return result;
}

export { SAVE_FAILED } from './save-failed';

/**
 * A failed call as field -> message (a 400 body), or its detail, or the fallback, under `detail`.
 * A network error or a 5xx has nothing the user can act on, so it gives the caller's fallback.
 */
export function errorsFromFailure(error: unknown, fallback: string): Record<string, string> {
  if (!(error instanceof ApiError) || error.status >= 500) return { detail: fallback };
  if (error.status === 400) {
    const errors = fieldErrorsFromBody(error.body);
    if (Object.keys(errors).length) return errors;
  }
  if (error.body && typeof error.body === 'object' && 'detail' in error.body) {
    const detail = formatServerMessages(error.body.detail);
    if (detail) return { detail };
  }
  return { detail: fallback };
}

/** A failed call's messages as one text. */
export function failureText(error: unknown, fallback: string): string {
  return Object.values(errorsFromFailure(error, fallback)).join('\n');
}
