import { describe, expect, it } from 'vitest';
import { fieldErrorsFromBody, formatServerMessages, translateServerMessage } from './server-messages';

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
});
