import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { lookupParams } from './lookups';
import { SchemaField } from './SchemaField';

const freeRooms = vi.hoisted(() => vi.fn());
vi.mock('@/generated/meta/lookups', () => ({ lookupLoaders: { listFreeRooms: freeRooms } }));

const room: FieldMeta = {
  label: 'Terem',
  kind: 'integer',
  required: true,
  lookup: { source: 'listFreeRooms', query: { start_time: 'start_time', end_time: 'end_time', own_room_id: '$saved.room' } },
};
const meta: SchemaMeta = {
  title: 'Teremfoglalás',
  fields: {
    start_time: { label: 'Kezdés', kind: 'string', format: 'date-time' },
    end_time: { label: 'Befejezés', kind: 'string', format: 'date-time' },
    room,
  },
};

function renderChooser(values: Record<string, unknown>, saved: Record<string, unknown> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SchemaField
        name="room"
        meta={room}
        value={values.room ?? null}
        onChange={() => {}}
        onBlur={() => {}}
        lookupParams={lookupParams(room.lookup!, meta, values, saved)}
      />
    </QueryClientProvider>,
  );
}

describe('the free-option chooser (x-lookup query) in a form', () => {
  it('is disabled until the fields it reads are set, and names them', () => {
    renderChooser({ start_time: null, end_time: '2026-11-24 12:00' });
    expect(screen.getByRole('combobox', { name: /Terem/ })).toBeDisabled();
    expect(screen.getByText('Előbb adja meg: Kezdés.')).toBeInTheDocument();
    expect(freeRooms).not.toHaveBeenCalled();
  });

  it('once they are set, asks the free rooms and says when the kept choice is not among them', async () => {
    freeRooms.mockResolvedValue([{ id: 41, name: 'Kis tárgyaló' }]);
    renderChooser({ start_time: '2026-11-24 10:00', end_time: '2026-11-24 12:00', room: { id: 40, name: 'Nagy tárgyaló' } });
    expect(screen.getByRole('combobox', { name: /Terem/ })).toBeEnabled();
    expect(await screen.findByText('A választott lehetőség ebben az időszakban nem szabad.')).toBeInTheDocument();
    expect(freeRooms.mock.calls[0]?.[1]).toMatchObject({ start_time: expect.stringMatching(/^2026-11-24T10:00:00/) });
  });

  it('a failed search says so and does not judge the kept choice (it would block the save)', async () => {
    freeRooms.mockRejectedValue(new Error('offline'));
    renderChooser({ start_time: '2026-11-24 10:00', end_time: '2026-11-24 12:00', room: { id: 40, name: 'Nagy tárgyaló' } });
    expect(await screen.findByText('A választható lehetőségek nem tölthetők be. Kérjük, próbálja újra később.')).toBeInTheDocument();
    expect(screen.queryByText('A választott lehetőség ebben az időszakban nem szabad.')).toBeNull();
    expect(screen.getByRole('combobox', { name: /Terem/ })).toHaveValue('Nagy tárgyaló');
  });

  it('a chooser of a list of keys says so too when its options fail to load', async () => {
    freeRooms.mockRejectedValue(new Error('offline'));
    const rooms: FieldMeta = { label: 'Termek', kind: 'array', lookup: { source: 'listFreeRooms' } };
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SchemaField name="rooms" meta={rooms} value={[]} onChange={() => {}} onBlur={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('A választható lehetőségek nem tölthetők be. Kérjük, próbálja újra később.')).toBeInTheDocument();
  });

  it('counts the saved room as free for its own reservation (own_room_id) and then shows no warning', async () => {
    freeRooms.mockResolvedValue([{ id: 40, name: 'Nagy tárgyaló' }]);
    renderChooser(
      { start_time: '2026-11-24 10:00', end_time: '2026-11-24 12:00', room: { id: 40, name: 'Nagy tárgyaló' } },
      { room: { id: 40, name: 'Nagy tárgyaló' } },
    );
    await waitFor(() => expect(freeRooms).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ own_room_id: '40' })));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Terem/ })).toHaveValue('Nagy tárgyaló'));
    expect(screen.queryByText('A választott lehetőség ebben az időszakban nem szabad.')).toBeNull();
  });

  it("a search by other fields than a period (a commitment's tenders by institution) says the kept choice does not fit them", async () => {
    const tender: FieldMeta = { label: 'Pályázat', kind: 'integer', lookup: { source: 'listFreeRooms', query: { institution: 'affected_institution' } } };
    const commitment: SchemaMeta = { title: 'Kötelezettségvállalás', fields: { affected_institution: { label: 'Érintett intézmény', kind: 'integer' }, tender } };
    freeRooms.mockResolvedValue([{ id: 16, name: 'Digitális oktatás 2026' }]);
    const values = { affected_institution: 3, tender: { id: 15, name: 'Sportlétesítmények felújítása 2026' } };
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SchemaField
          name="tender"
          meta={tender}
          value={values.tender}
          onChange={() => {}}
          onBlur={() => {}}
          lookupParams={lookupParams(tender.lookup!, commitment, values, {})}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('A választott lehetőség a megadott adatokhoz nem választható.')).toBeInTheDocument();
    expect(freeRooms).toHaveBeenLastCalledWith(expect.anything(), { institution: '3' });
    expect(screen.queryByText(/ebben az időszakban/)).toBeNull();
  });
});
