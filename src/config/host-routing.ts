/**
 * Which route set a host serves (section 2, host-dependent routing): a subdomain starting with
 * `munkavedelem` serves only the public quiz, one starting with `panasz` only the public
 * complaint screens; every other host serves the main app, and local or private hosts also serve
 * the public sets under /dev/kviz and /dev/panasz, so developers and QA reach them on one origin.
 */
export type HostApp = { kind: 'main'; publicSetsUnderDev: boolean } | { kind: 'quiz' } | { kind: 'complaint' };

export const DEV_QUIZ_PREFIX = '/dev/kviz';
export const DEV_COMPLAINT_PREFIX = '/dev/panasz';

export function isLocalOrPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host === '::1') return true;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!ipv4) return /^f[cd][0-9a-f]{2}:/.test(host) || host.startsWith('fe80:');
  const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || a === 0;
}

export function resolveHostApp(hostname: string): HostApp {
  const firstLabel = hostname.toLowerCase().split('.')[0] ?? '';
  if (!isLocalOrPrivateHost(hostname)) {
    if (firstLabel.startsWith('munkavedelem')) return { kind: 'quiz' };
    if (firstLabel.startsWith('panasz')) return { kind: 'complaint' };
  }
  return { kind: 'main', publicSetsUnderDev: isLocalOrPrivateHost(hostname) };
}
