// @ts-check
/** The spec change report as Markdown (a terminal reads it as well as a pull request's summary does). */

/**
 * @typedef {import('./compare.mjs').Change} Change
 * @typedef {import('./usage.mjs').CallUser} CallUser
 */

const SHOWN_USERS = 12;

/**
 * @param {{ changes: Change[]; baseVersion: string; headVersion: string; majorRaised: boolean }} result
 * @param {Map<string, CallUser[]>} users by operationId
 * @param {{ base: string; head: string }} refs
 */
export function formatReport(result, users, refs) {
  const { changes } = result;
  const breaking = changes.filter((c) => c.breaking);
  const lines = [`# Spec changes: ${refs.base} (${result.baseVersion || '?'}) → ${refs.head} (${result.headVersion || '?'})`, ''];
  if (!changes.length) return [...lines, 'No change in the contract.', ''].join('\n');
  lines.push(`${changes.length} change${changes.length === 1 ? '' : 's'}, ${breaking.length} breaking.`, '');
  /** @type {Map<string, Change[]>} */
  const byCall = new Map();
  for (const change of changes) {
    const key = `${change.method} ${change.path}`;
    byCall.set(key, [...(byCall.get(key) ?? []), change]);
  }
  const ordered = [...byCall].sort(([, a], [, b]) => Number(b.some((c) => c.breaking)) - Number(a.some((c) => c.breaking)));
  for (const [call, list] of ordered) {
    const operationId = list[0]?.operationId ?? '';
    lines.push(`## ${list.some((c) => c.breaking) ? 'BREAKING' : 'compatible'}: ${operationId} (${call})`);
    for (const change of list)
      lines.push(`- ${change.breaking ? '**breaking**' : 'not breaking'} [${change.kind}] ${change.where ? `${change.where}: ` : ''}${change.message}`);
    const used = users.get(operationId) ?? [];
    if (!used.length) lines.push('- used by: no section or screen');
    else {
      lines.push('- used by:');
      for (const user of used.slice(0, SHOWN_USERS)) lines.push(`  - ${user.name}${user.screens.length ? `: ${user.screens.join(', ')}` : ''}`);
      if (used.length > SHOWN_USERS) lines.push(`  - and ${used.length - SHOWN_USERS} more`);
    }
    lines.push('');
  }
  if (breaking.length) {
    lines.push(
      result.majorRaised
        ? `info.version's major rose (${result.baseVersion} → ${result.headVersion}): the breaking changes are allowed.`
        : `Breaking changes without a new major info.version (${result.baseVersion} → ${result.headVersion}): raise the major or keep the contract.`,
      '',
    );
  }
  return lines.join('\n');
}
