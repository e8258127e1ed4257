// The benchmark's markdown table.

export const KB = 1024;
export const fmtBytes = (n) => `${n.toLocaleString('en-US')} B (${(n / KB).toFixed(1)} KB)`;
export const fmtMs = (ms) => (ms >= 10000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms).toLocaleString('en-US')} ms`);
export const fmtDelta = (n) => `${n > 0 ? '+' : ''}${n.toLocaleString('en-US')} B`;

export function stats(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  const median = xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
  return { median, max: xs[xs.length - 1], min: xs[0], n: xs.length, values };
}

const cell = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/** rows: [{section?, measure, value, budget?, status?}] → markdown, with a group heading row per section. */
export function markdownTable(rows) {
  const lines = ['| Measure | Value | Budget | Result |', '| --- | --- | --- | --- |'];
  let section;
  for (const row of rows) {
    if (row.section && row.section !== section) {
      section = row.section;
      lines.push(`| **${cell(section)}** | | | |`);
    }
    lines.push(`| ${cell(row.measure)} | ${cell(row.value)} | ${cell(row.budget ?? '')} | ${cell(row.status ?? '')} |`);
  }
  return lines.join('\n');
}
