import { describe, expect, it } from 'vitest';
import { isLocalOrPrivateHost, resolveHostApp } from './host-routing';
import { PUBLIC_ROUTE_PATHS } from './public-routes';

describe('host-dependent routing', () => {
  it.each(['localhost', '127.0.0.1', '10.1.2.3', '192.168.0.10', '172.16.5.4', '172.31.255.1', 'portal.localhost', '[::1]'])(
    '%s is local or private: main app plus the public sets under /dev',
    (host) => {
      expect(isLocalOrPrivateHost(host)).toBe(true);
      expect(resolveHostApp(host)).toEqual({ kind: 'main', publicSetsUnderDev: true });
    },
  );

  it.each(['portal.tankerulet.hu', '172.32.0.1', '8.8.8.8', 'admin.example.org'])('%s is public: the main app only', (host) => {
    expect(resolveHostApp(host)).toEqual({ kind: 'main', publicSetsUnderDev: false });
  });

  it('a host whose first label starts with munkavedelem serves only the quiz', () => {
    expect(resolveHostApp('munkavedelem.tankerulet.hu')).toEqual({ kind: 'quiz' });
    expect(resolveHostApp('munkavedelem-teszt.tankerulet.hu')).toEqual({ kind: 'quiz' });
    expect(resolveHostApp('portal.munkavedelem.hu')).toEqual({ kind: 'main', publicSetsUnderDev: false });
  });

  it('a host whose first label starts with panasz serves only the complaint screens', () => {
    expect(resolveHostApp('panasz.tankerulet.hu')).toEqual({ kind: 'complaint' });
    expect(resolveHostApp('PANASZBEJELENTES.tankerulet.hu')).toEqual({ kind: 'complaint' });
  });

  it('the public sets hold exactly the screens section 2 lists', () => {
    expect(PUBLIC_ROUTE_PATHS.quiz).toEqual(['/belepes.html', '/kitoltes.html']);
    expect(PUBLIC_ROUTE_PATHS.complaint).toEqual(['/belepes.html', '/uj.html', '/$entityId.html']);
  });
});
