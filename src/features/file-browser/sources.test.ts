import { describe, expect, it } from 'vitest';
import { exportDocuments, libraryOf, ownDocuments, sharedDocuments } from './sources';

describe('libraryOf', () => {
  it('names the own, shared and export documents by their addresses, anything else a product’s own read-only documents', () => {
    expect(libraryOf('sajat')).toEqual({ source: ownDocuments, title: 'Saját dokumentumok' });
    expect(libraryOf('megosztott')).toEqual({ source: sharedDocuments, title: 'Megosztott dokumentumok' });
    expect(libraryOf('export').source).toBe(exportDocuments);
    expect(exportDocuments.defaultOrder).toBe('-created_at');
    const product = libraryOf('hr');
    expect(product.title).toBe('Termékdokumentumok (hr)');
    expect(product.source.directory(null, {}).queryKey).toEqual(['productDocuments:hr', { id: null, query: {} }]);
    expect([product.source.createFolder, product.source.upload, product.source.remove]).toEqual([undefined, undefined, undefined]);
    // The same product's library is the same source at each folder opened.
    expect(libraryOf('hr').source).toBe(product.source);
  });
});
