import * as v from 'valibot';
import type { LineRow, LinesDeclaration } from '@/features/records/lines/lines';
import { RentOccasionInputMeta } from '@/generated/meta/operations';
import { MESSAGES } from '@/generated/validators/helpers';
import { translateServerMessage } from '@/lib/server-messages';

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const filled = (value: unknown) => typeof value === 'string' && value !== '';
const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);
const time = v.pipe(v.string(MESSAGES.required), v.nonEmpty(MESSAGES.required), v.regex(TIME, MESSAGES.pattern));

/**
 * One occasion of a room booking: a one-time occasion needs its date, a weekly one its day of the
 * week, and it must start before it ends (the server's message for it, as section 8 translates it).
 */
export const occasionSchema = v.pipe(
  v.looseObject({ type: v.picklist(['one_time', 'weekly'], MESSAGES.required), start_time: time, end_time: time }),
  v.forward(
    v.partialCheck([['type'], ['date']], (row: LineRow) => row.type !== 'one_time' || filled(row.date), MESSAGES.required),
    ['date'],
  ),
  v.forward(
    v.partialCheck([['type'], ['day_of_the_week']], (row: LineRow) => row.type !== 'weekly' || filled(row.day_of_the_week), MESSAGES.required),
    ['day_of_the_week'],
  ),
  v.forward(
    v.partialCheck(
      [['start_time'], ['end_time']],
      (row: LineRow) => !isTime(row.start_time) || !isTime(row.end_time) || row.start_time < row.end_time,
      translateServerMessage('Start time must be before end time'),
    ),
    ['end_time'],
  ),
);

/** A room booking's `occasions` as lines: type, date or weekday, start and end time. */
export const roomBookingOccasionLines: LinesDeclaration = {
  itemMeta: RentOccasionInputMeta,
  columns: ['type', 'date', 'day_of_the_week', 'start_time', 'end_time'],
  itemSchema: occasionSchema,
  addLabel: 'Új alkalom',
};
