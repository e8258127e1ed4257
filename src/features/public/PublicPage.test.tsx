import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PublicPage } from './PublicPage';
import { useRemembered } from './remembered';

describe('PublicPage', () => {
  it('shows the site, the heading, the notice under it, the content, then the ways on: links, and buttons that act first', async () => {
    const onPress = vi.fn();
    render(
      <PublicPage
        site="Panaszbejelentés"
        title="Panaszát rögzítettük"
        notice={{ tone: 'success', text: 'Köszönjük.' }}
        links={[
          { text: 'A panasz megtekintése', onPress },
          { text: 'Belépés', href: '/belepes.html' },
        ]}
      >
        <p>Azonosító: 402</p>
      </PublicPage>,
    );
    expect(screen.getByText('Panaszbejelentés')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Panaszát rögzítettük' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Köszönjük.');
    expect(screen.getByRole('link', { name: 'Belépés' })).toHaveAttribute('href', '/belepes.html');
    await userEvent.click(screen.getByRole('button', { name: 'A panasz megtekintése' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('without a notice or links shows neither', () => {
    render(<PublicPage site="Munkavédelmi kvíz" title="Betöltés…" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('useRemembered', () => {
  it('is null until the visit remembers a value under its key, then that value', async () => {
    const queryClient = new QueryClient();
    function Shown() {
      const quiz = useRemembered<{ name: string }>(['publicQuiz']);
      return <p>{quiz ? quiz.name : 'nincs'}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Shown />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('nincs')).toBeInTheDocument();
    act(() => queryClient.setQueryData(['publicQuiz'], { name: 'Tűzvédelem' }));
    expect(await screen.findByText('Tűzvédelem')).toBeInTheDocument();
  });
});
