import { describe, expect, it } from 'vitest';
import { lastPathSegment, safeHref } from './safe-url';

describe('safeHref', () => {
  it.each(['/media/a.pdf', 'http://example.hu/a.pdf', 'https://example.hu/a.pdf'])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example/a',
    '/\\evil.example/a',
    'media/a.pdf',
    '',
    null,
  ])('refuses %s', (url) => {
    expect(safeHref(url)).toBeNull();
  });
});

describe('lastPathSegment', () => {
  it('takes the decoded file name without query or fragment', () => {
    expect(lastPathSegment('https://example.hu/media/2024/%C3%A1raj%C3%A1nlat.pdf?x=1#p2')).toBe('árajánlat.pdf');
    expect(lastPathSegment('/media/dir/')).toBe('dir');
  });
});
