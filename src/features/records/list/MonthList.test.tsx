import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, monthQuery } from '@/components/month-stepper/month';
import { recordingSource } from '@/test/list-source';
import { column } from './columns';
import { MonthList, monthSourceQuery, type MonthListSearch } from './MonthList';
import { renderWithProviders } from '@/test/render';

interface Row {
  id: number;
  name: string;
}

function setup(initial: MonthListSearch) {
  const { queries, source } = recordingSource<Row>([{ id: 1, name: 'Kiss Anna' }]);
  function Screen() {
    const [search, setSearch] = useState<MonthListSearch>(initial);
    return (
      <MonthList
        source={source}
        label="Dolgozók"
        search={search}
        onSearchChange={setSearch}
        columns={[column<Row>('name', 'Név', (row) => row.name)]}
        rowId={(row) => String(row.id)}
      />
    );
  }
  renderWithProviders(<Screen />);
  return { queries, source };
}

describe('MonthList', () => {
  it('asks for the month the search names with the search, and a step goes to the next month on the first page', async () => {
    const user = userEvent.setup();
    const shown = addMonths(currentMonth(), -3);
    const { queries } = setup({ ...monthQuery(shown), q: 'Kiss', page: 2 });
    await waitFor(() => expect(queries.at(-1)).toEqual({ q: 'Kiss', page: 2, ...monthQuery(shown) }));
    expect(await screen.findByText('Kiss Anna')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Következő hónap' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ q: 'Kiss', ...monthQuery(addMonths(shown, 1)) }));
  });

  it('monthSourceQuery: the loader asks what the list asks, the current month left out', () => {
    const { source } = setup({});
    expect(monthSourceQuery(source, { q: 'Kiss' }).queryKey).toEqual(['rows', { q: 'Kiss' }]);
    const earlier = addMonths(currentMonth(), -1);
    expect(monthSourceQuery(source, { ...monthQuery(earlier) }).queryKey).toEqual(['rows', monthQuery(earlier)]);
  });
});
