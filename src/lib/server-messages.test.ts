import { describe, expect, it } from 'vitest';
import { ApiError } from '@/generated/runtime';
import { errorsFromFailure, failureText, fieldErrorsFromBody, formatServerMessages, translateServerMessage } from './server-messages';

describe('server messages (section 8)', () => {
  it('translates the messages section 8 lists', () => {
    expect(translateServerMessage('This list may not be empty.')).toBe('Ez a lista nem lehet üres.');
    expect(translateServerMessage('Invalid password')).toBe('Hibás jelszó');
    expect(translateServerMessage('Start date must be before end date')).toBe('Időszak kezdete előbb kell legyen, mint az időszak vége');
    expect(translateServerMessage('Start time must be before end time')).toBe('Kezdés ideje kisebb kell legyen, mint vége');
    expect(translateServerMessage('You cannot create new contract with this institution')).toBe('Ez az intézmény már nem választható');
  });

  it('shows unknown messages as received, several joined by line breaks', () => {
    expect(formatServerMessages(['Valami egyedi hiba.', 'Inactive type'])).toBe('Valami egyedi hiba.\nInaktív típus');
  });

  it('keeps a 400 body per field, nested ones by index', () => {
    expect(fieldErrorsFromBody({ title: ['This list may not be empty.'], employments: [{}, { start_date: ['Hibás.'] }] })).toEqual({
      title: 'Ez a lista nem lehet üres.',
      'employments.1.start_date': 'Hibás.',
    });
  });

  it.each([
    ['This field may not be blank.', 'Ez a mező nem lehet üres.'],
    ['This field is required.', 'Ez a mező kötelező.'],
    ['This field may not be null.', 'Ez a mező nem lehet üres.'],
    ['Enter a valid email address.', 'Adjon meg egy érvényes e-mail címet.'],
    ['A valid integer is required.', 'Adjon meg egy érvényes egész számot.'],
    ['A valid number is required.', 'Adjon meg egy érvényes számot.'],
    ['This password is too common.', 'Ez a jelszó túl gyakori, válasszon másikat.'],
    ['This password is entirely numeric.', 'A jelszó nem állhat csak számjegyekből.'],
    ['Unable to log in with provided credentials.', 'Hibás e-mail cím vagy jelszó.'],
    ['Not found.', 'Nem található.'],
    ['You do not have permission to perform this action.', 'Nincs jogosultsága ehhez a művelethez.'],
    ['Authentication credentials were not provided.', 'Nincs bejelentkezve. Kérjük, jelentkezzen be.'],
    ['Invalid token.', 'A bejelentkezés lejárt. Kérjük, jelentkezzen be újra.'],
    ['No file was submitted.', 'Nincs kiválasztott fájl.'],
    ['The two password fields didn’t match.', 'A két jelszó nem egyezik.'],
  ])('translates the framework message %j', (english, hungarian) => {
    expect(translateServerMessage(english)).toBe(hungarian);
  });

  it.each([
    ['Ensure this field has no more than 255 characters.', 'Legfeljebb 255 karakter lehet.'],
    ['Ensure this field has at least 3 characters.', 'Legalább 3 karakter szükséges.'],
    ['Ensure this value is less than or equal to 100.', 'Az érték legfeljebb 100 lehet.'],
    ['Ensure this value is greater than or equal to 0.', 'Az érték legalább 0 lehet.'],
    ['Ensure that there are no more than 12 digits in total.', 'Legfeljebb 12 számjegy lehet.'],
    ['Ensure that there are no more than 2 decimal places.', 'Legfeljebb 2 tizedesjegy lehet.'],
    ['This password is too short. It must contain at least 8 characters.', 'A jelszó túl rövid: legalább 8 karakterből kell állnia.'],
    ['The password is too similar to the email address.', 'A jelszó túlságosan hasonlít az e-mail címhez.'],
    ['The password is too similar to the username.', 'A jelszó túlságosan hasonlít a felhasználónévhez.'],
    ['The password is too similar to the nickname.', 'A jelszó túlságosan hasonlít ehhez: nickname.'],
    ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.', 'Hibás dátumformátum. Helyes formátum: YYYY-MM-DD.'],
    [
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      'Hibás időpont-formátum. Helyes formátum: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
    ],
    ['Invalid pk "42" - object does not exist.', 'A kiválasztott elem (42) nem létezik.'],
    ['Incorrect type. Expected pk value, received str.', 'Hibás érték: a listából válasszon.'],
    ['"purple" is not a valid choice.', '„purple” nem választható.'],
    ['Expected a list of items but got type "dict".', 'Hibás érték: listát kell megadni.'],
    ['Request was throttled. Expected available in 30 seconds.', 'Túl sok kérés. Kérjük, próbálja újra 30 másodperc múlva.'],
    ['No Employee matches the given query.', 'Nem található.'],
    ['user with this email address already exists.', 'Ezzel az értékkel már létezik bejegyzés.'],
  ])('translates %j with the numbers and names it carries', (english, hungarian) => {
    expect(translateServerMessage(english)).toBe(hungarian);
  });

  it('keeps the section 8 translations exact', () => {
    expect(translateServerMessage('Either needs_tender or without_tender must be chosen')).toBe(
      'Pályázat kiírását kérem vagy Pályázati kiírás nélküli jogviszony választása kötelező',
    );
    expect(translateServerMessage('Either application email or address is required')).toBe('Jelentkezési e-mail cím vagy Jelentkezési cím megadása kötelező');
    expect(translateServerMessage('Stock item does not exist')).toBe('Az eszköz nem található a leltárban');
    expect(translateServerMessage('Financial budget is not active')).toBe('A pénzügyi keret nem aktív');
    expect(translateServerMessage('Inactive type')).toBe('Inaktív típus');
  });

  it("a network error or a 5xx gives the caller's own fallback, a 400 its fields, a 403 its detail", () => {
    const fallback = 'A bejelentkezés nem sikerült: a szerver nem érhető el. Kérjük, próbálja újra később.';
    expect(errorsFromFailure(new TypeError('Failed to fetch'), fallback)).toEqual({ detail: fallback });
    expect(errorsFromFailure(new ApiError(502, { detail: 'Bad gateway' }), fallback)).toEqual({ detail: fallback });
    expect(errorsFromFailure(new ApiError(400, { non_field_errors: ['Unable to log in with provided credentials.'] }), fallback)).toEqual({
      non_field_errors: 'Hibás e-mail cím vagy jelszó.',
    });
    expect(failureText(new ApiError(403, { detail: 'You do not have permission to perform this action.' }), fallback)).toBe('Nincs jogosultsága ehhez a művelethez.');
  });
});
