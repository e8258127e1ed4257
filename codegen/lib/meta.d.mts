export function generateMeta(spec: unknown): Map<string, string>;
