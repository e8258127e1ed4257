import { describe, expect, it } from 'vitest';
import { complaintHref, quizHref } from './site-pages';

describe("links between a public site's pages", () => {
  it('put the page under the base the site lives at', () => {
    expect(complaintHref('/dev/panasz', '/belepes.html')).toBe('/dev/panasz/belepes.html');
    expect(complaintHref('', '/uj.html')).toBe('/uj.html');
    expect(quizHref('/dev/kviz', '/kitoltes.html')).toBe('/dev/kviz/kitoltes.html');
  });

  it("fill in a complaint's id", () => {
    expect(complaintHref('/dev/panasz', '/$entityId.html', 1042)).toBe('/dev/panasz/1042.html');
    expect(complaintHref('', '/$entityId.html', 7)).toBe('/7.html');
  });
});
