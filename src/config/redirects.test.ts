import { describe, expect, it } from 'vitest';
import { redirectForUnknownPath } from './redirects';

describe('redirects for paths no screen serves', () => {
  it('a section root goes to its list', () => {
    expect(redirectForUnknownPath('/hr/dolgozok')).toBe('/hr/dolgozok/lista.html');
    expect(redirectForUnknownPath('/hr/dolgozok/')).toBe('/hr/dolgozok/lista.html');
    expect(redirectForUnknownPath('/kotelezettsegvallalas')).toBe('/kotelezettsegvallalas/lista.html');
  });

  it('a section whose entry screen is not its list goes to that screen', () => {
    expect(redirectForUnknownPath('/hr/tavolletjelento')).toBe('/hr/tavolletjelento/naptar.html');
    expect(redirectForUnknownPath('/rendszerhibak')).toBe('/rendszerhibak.html');
  });

  it('the old lecturer assignments go to the new section', () => {
    expect(redirectForUnknownPath('/tanugy/oraadoi-megbizasok/lista.html')).toBe('/tanugy/uj-oraadoi-megbizasok/lista.html');
    expect(redirectForUnknownPath('/tanugy/oraadoi-megbizasok')).toBe('/tanugy/uj-oraadoi-megbizasok/lista.html');
  });

  it('anything else goes to /404.html', () => {
    expect(redirectForUnknownPath('/valami-ami-nincs.html')).toBe('/404.html');
    expect(redirectForUnknownPath('/hr/nincs-ilyen')).toBe('/404.html');
  });
});
