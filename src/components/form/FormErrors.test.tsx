import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrors, InlineErrors } from './FormErrors';

describe('FormErrors and InlineErrors', () => {
  it('show the messages that belong to no field, one a paragraph above a form or joined beside its button', () => {
    const { unmount } = render(<FormErrors messages={['A kosár zárolva.', 'Próbálja újra.']} />);
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(2);
    unmount();
    render(<InlineErrors messages={['A 7. sor ára nem szám.', 'A 9. sor üres.']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A 7. sor ára nem szám. A 9. sor üres.');
  });

  it('show nothing without a message', () => {
    const { container } = render(
      <>
        <FormErrors messages={[]} />
        <InlineErrors messages={[]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
