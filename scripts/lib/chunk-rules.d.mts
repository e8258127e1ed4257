export interface ChunkRule {
  name: string;
  modules: readonly RegExp[];
}
export const CHUNK_RULES: readonly ChunkRule[];
export function ruleTest(rule: ChunkRule, seen: Set<RegExp>): (id: string) => boolean;
export function unmatchedRules(rules: readonly ChunkRule[], seen: ReadonlySet<RegExp>): string[];
