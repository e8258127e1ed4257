import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailValue } from '@/features/records/display';
import { ExternalLecturerContractDetailMeta, LecturerContractDetailMeta } from '@/generated/meta/education';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';

describe('lecturer contract: names, not codes', () => {
  it("shows the spec example's job by its name from the static data (section 7), and the generated contract as a link named by the document", async () => {
    mockFetch(specExampleFetch());
    const contract = (await (await fetch('http://localhost/api/oraadoi-megbizasok/2101/')).json()) as Record<string, unknown>;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DetailValue name="job" value={14} meta={LecturerContractDetailMeta.fields.job} />
        <DetailValue name="generated_contract" value={contract.generated_contract} meta={ExternalLecturerContractDetailMeta.fields.generated_contract} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Óraadó tanár')).toBeInTheDocument();
    expect(screen.queryByText('14')).toBeNull();
    const link = screen.getByRole('link', { name: 'oraadoi-szerzodes-2101.pdf' });
    expect(link).toHaveAttribute('href', '/media/dokumentumok/2026/08/oraadoi-szerzodes-2101.pdf');
  });
});
