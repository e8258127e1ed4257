import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fitsParent, itemLabel, refId, refName } from './lookups';

describe('lookups', () => {
  it('names an item by what it has: a partner with its note or tax number, an employment by person and institution', () => {
    expect(itemLabel({ id: 1, name: 'Kréta Kft.', tax_id: '12345678-2-41', note: null })).toBe('Kréta Kft. (12345678-2-41)');
    expect(itemLabel({ id: 2, name: 'Kréta Kft.', tax_id: '12345678-2-41', note: 'Budapesti telephely' })).toBe('Kréta Kft. (Budapesti telephely)');
    expect(itemLabel({ id: 3, user_name: 'Kiss Anna', institution_name: 'Petőfi Iskola' })).toBe('Kiss Anna – Petőfi Iskola');
    expect(itemLabel({ id: 4, reference_number: 'SZ-2026/12' })).toBe('SZ-2026/12');
  });

  it('reads an id and a name from a saved {id, name} or a bare id', () => {
    expect(refId({ id: 12, name: 'Petőfi' })).toBe('12');
    expect(refId(12)).toBe('12');
    expect(refId(null)).toBeNull();
    expect(refName({ id: 12, name: 'Petőfi' })).toBe('Petőfi');
  });

  it('keeps a dependent choice only while it belongs to the parent', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['listAllEmployments'], [{ id: 301, user_name: 'Kiss Anna', institution_name: 'K', institution: 1 }]);
    const lookup = { source: 'employments', dependsOn: 'institution' };
    expect(fitsParent(queryClient, lookup, 301, 1)).toBe(true);
    expect(fitsParent(queryClient, lookup, 301, { id: 1, name: 'K' })).toBe(true);
    expect(fitsParent(queryClient, lookup, 301, 12)).toBe(false);
    expect(fitsParent(queryClient, lookup, 301, null)).toBe(false);
    expect(fitsParent(queryClient, lookup, null, 12)).toBe(true);
  });
});
