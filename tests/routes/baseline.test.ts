import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '../browser/runner';
import { compareWithBaseline, parseBaseline, passingInEveryMode, readBaseline, writeBaseline } from './baseline';
import { routeCases } from './route-list';

describe('the route sweep baseline', () => {
  it('a listed route that regresses to 404 (not built) or fails is reported as regressed', () => {
    const results = { '/a.html': 'pass', '/b.html': 'not built', '/c.html': 'fail' } as const;
    expect(compareWithBaseline(results, ['/a.html', '/b.html', '/c.html']).regressed).toEqual(['/b.html: not built', '/c.html: fail']);
  });

  it('a listed route that is no longer in routes.txt is regressed too', () => {
    expect(compareWithBaseline({ '/a.html': 'pass' }, ['/gone.html']).regressed).toEqual(['/gone.html: not in routes.txt']);
  });

  it('a passing route the baseline does not list is new, and nothing regresses', () => {
    expect(compareWithBaseline({ '/a.html': 'pass', '/b.html': 'pass', '/c.html': 'not built' }, ['/a.html'])).toEqual({ regressed: [], fresh: ['/b.html'] });
  });

  it('the update keeps only routes that passed in every mode, in routes.txt order', () => {
    const report = {
      static: { '/a.html': 'pass', '/b.html': 'pass', '/c.html': 'pass' },
      'dynamic-1': { '/a.html': 'pass', '/b.html': 'fail', '/c.html': 'pass' },
    } as const;
    expect(passingInEveryMode(report)).toEqual(['/a.html', '/c.html']);
    expect(passingInEveryMode({})).toEqual([]);
  });

  it('writes and reads back the list, comments and blank lines aside', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'baseline-')), 'expected-passing.txt');
    writeBaseline(['/a.html', '/b.html'], file);
    expect(readBaseline(file)).toEqual(['/a.html', '/b.html']);
    expect(parseBaseline('# x\n\n /a.html \n')).toEqual(['/a.html']);
  });

  it('the committed baseline lists only lines of routes.txt', () => {
    const listed = new Set(routeCases().map((c) => c.listed));
    expect(readBaseline().filter((route) => !listed.has(route))).toEqual([]);
  });
});
