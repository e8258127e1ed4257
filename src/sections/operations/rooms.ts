import { defineSection } from '@/features/records/section';
import { roomApi } from '@/generated/records/operations';
import { RoomInputMeta, RoomListItemMeta, RoomMeta } from '@/generated/meta/operations';
import { RoomInputSchema } from '@/generated/validators/operations';
import { listRoomsParams } from '@/generated/list-params/operations';

const groups = [
  { title: 'Terem', fields: ['institution', 'building', 'name', 'room_number', 'category', 'floor'] },
  { title: 'Méretek és állapot', fields: ['area', 'inner_height', 'capacity', 'floor_type', 'floor_condition', 'is_for_disabled'] },
] as const;

/** Termek (sections 2, 3, 6, 7): no permission gate; filters with szurok/'s floors and floor types, the area range, the district-managed ones; export, new, edit, delete. */
export const roomsSection = defineSection({
  id: 'rooms',
  title: 'Termek',
  recordName: 'Terem',
  api: roomApi,
  list: {
    meta: RoomListItemMeta,
    columns: ['name', 'institution', 'unit_code', 'building', 'floor', 'room_number', 'area', 'capacity', 'is_for_disabled', 'managed_by_school_district'],
    params: listRoomsParams,
    filters: ['institution', 'floor', 'floor_type', 'min_area', 'is_for_disabled', 'managed_by_school_district'],
  },
  form: { meta: RoomInputMeta, schema: RoomInputSchema, fields: groups.flatMap((group) => group.fields), groups },
  details: {
    title: (room) => room.name,
    meta: RoomMeta,
    summary: [
      'id',
      'institution',
      'building',
      'name',
      'room_number',
      'category',
      'floor',
      'area',
      'inner_height',
      'capacity',
      'floor_type',
      'floor_condition',
      'is_for_disabled',
    ],
    panels: {},
  },
});
