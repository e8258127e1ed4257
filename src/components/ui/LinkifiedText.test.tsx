import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from './LinkifiedText';

describe('links in plain text', () => {
  it('makes http and https addresses clickable, without trailing punctuation', () => {
    expect(splitLinks('Lásd: https://tankerulet.hu/sugo. És http://a.hu')).toEqual([
      { text: 'Lásd: ' },
      { text: 'https://tankerulet.hu/sugo', href: 'https://tankerulet.hu/sugo' },
      { text: '. És ' },
      { text: 'http://a.hu', href: 'http://a.hu' },
    ]);
  });

  it('renders hostile text as text: no element from it, no javascript: link', () => {
    const hostile = '<img src=x onerror=alert(1)> javascript:alert(1) <a href="javascript:alert(2)">x</a> https://ok.hu';
    const { container } = render(<LinkifiedText text={hostile} />);
    expect(container.querySelector('img')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://ok.hu']);
    expect(container.textContent).toBe(hostile);
  });
});
