import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderSectionForm } from '@/test/section-form';
import { specExampleFetch } from '@/test/spec-fetch';
import { complexExamAssignmentsSection } from './complex-exam-assignments';

describe('a new complex exam assignment', () => {
  it("starts with the spec's season default, shown by its name", async () => {
    mockFetch(specExampleFetch());
    renderSectionForm(complexExamAssignmentsSection.form!, { onSubmit: vi.fn() });
    const contract = await screen.findByRole('group', { name: 'Megbízás' });
    expect(await within(contract).findByRole('combobox', { name: /^Vizsgaidőszak/ })).toHaveValue('2024/2025 nyári vizsgaidőszak');
  });
});
