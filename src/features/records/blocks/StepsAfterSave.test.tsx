import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/Button';
import { StepsAfterSave, useStepsAfterSave } from './StepsAfterSave';

function Form({ upload, email }: { upload: (id: number) => Promise<unknown>; email: (id: number) => Promise<unknown> }) {
  const steps = useStepsAfterSave<{ id: number }>([
    // A step left out (no file chosen) is not run, nor counted.
    false,
    { run: (saved) => upload(saved.id), pending: 'Feltöltés folyamatban…', failure: 'A feltöltés nem sikerült.' },
    { run: (saved) => email(saved.id), pending: 'E-mail kérése folyamatban…', failure: 'Az e-mail kérése nem sikerült.' },
  ]);
  return (
    <>
      <StepsAfterSave state={steps} savedText="Elmentettük." doneText="Minden kész." />
      {steps.saved ? null : <Button onPress={() => void steps.start({ id: 7 })}>Mentés</Button>}
    </>
  );
}

describe('StepsAfterSave', () => {
  it('runs the steps in order from the saved answer; a failure stops there and Újra goes on from the failed step', async () => {
    const user = userEvent.setup();
    const upload = vi.fn().mockResolvedValue(undefined);
    const email = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined);
    render(<Form upload={upload} email={email} />);
    expect(screen.queryByText('Elmentettük.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Az e-mail kérése nem sikerült.')).toBeInTheDocument();
    expect(screen.getByText('Elmentettük.')).toBeInTheDocument();
    expect(screen.queryByText('Minden kész.')).not.toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(7);
    await user.click(screen.getByRole('button', { name: 'Újra' }));
    expect(await screen.findByText('Minden kész.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(email).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Újra' })).not.toBeInTheDocument();
  });

  it("says the running step's progress", async () => {
    const user = userEvent.setup();
    render(<Form upload={() => new Promise(() => undefined)} email={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Feltöltés folyamatban…')).toBeInTheDocument();
  });
});
