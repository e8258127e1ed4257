import { defineSection } from '@/features/records/section';
import { roomReservationApi } from '@/generated/records/operations';
import { RoomReservationInputMeta, RoomReservationMeta } from '@/generated/meta/operations';
import { RoomReservationInputSchema } from '@/generated/validators/operations';
import { listRoomReservationsParams } from '@/generated/list-params/operations';
import { roomReservationCalendar } from './room-reservations.calendar';

/**
 * Teremfoglalások (sections 2, 3, 7): list, new and details with comments and attachments, and the calendar.
 * Once the start and the end are set, the room is chosen from the free rooms (szabad-termek/, the spec's x-lookup query).
 */
export const roomReservationsSection = defineSection({
  id: 'room-reservations',
  title: 'Teremfoglalások',
  recordName: 'Teremfoglalás',
  api: roomReservationApi,
  list: {
    meta: RoomReservationMeta,
    columns: ['subject', 'room', 'start_time', 'end_time', 'creator', 'participants'],
    params: listRoomReservationsParams,
  },
  form: {
    meta: RoomReservationInputMeta,
    schema: RoomReservationInputSchema,
    fields: ['subject', 'start_time', 'end_time', 'room', 'participants', 'description'],
  },
  details: {
    title: (reservation) => reservation.subject,
    meta: RoomReservationMeta,
    summary: ['id', 'creator', 'room', 'start_time', 'end_time', 'participants'],
    panels: { comments: { allowAttachment: false }, attachments: true },
  },
  calendar: roomReservationCalendar,
});
