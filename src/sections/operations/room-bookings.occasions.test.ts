import { describe, expect, it } from 'vitest';
import { lineErrors } from '@/features/records/lines/lines';
import { roomBookingOccasionLines } from './room-bookings.occasions';

const errorsOf = (rows: Record<string, unknown>[]) => lineErrors(rows, { itemSchema: roomBookingOccasionLines.itemSchema });

describe("a room booking's occasions as lines", () => {
  it('a one-time occasion needs its date, a weekly one its weekday', () => {
    expect(errorsOf([{ type: 'one_time', date: null, start_time: '08:00', end_time: '10:00' }])).toEqual({ '0.date': 'Ez a mező nem lehet üres' });
    expect(errorsOf([{ type: 'weekly', day_of_the_week: null, start_time: '08:00', end_time: '10:00' }])).toEqual({ '0.day_of_the_week': 'Ez a mező nem lehet üres' });
    expect(errorsOf([{ type: 'weekly', day_of_the_week: 'monday', start_time: '17:00', end_time: '19:00' }])).toEqual({});
  });

  it('starts before it ends, in HH:mm (the server message of section 8, translated)', () => {
    expect(errorsOf([{ type: 'one_time', date: '2027-01-18', start_time: '18:00', end_time: '17:00' }])).toEqual({
      '0.end_time': 'Kezdés ideje kisebb kell legyen, mint vége',
    });
    expect(errorsOf([{ type: 'one_time', date: '2027-01-18', start_time: '8 óra', end_time: '10:00' }])).toEqual({ '0.start_time': 'Hibás formátum' });
  });
});
