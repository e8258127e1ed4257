export function generateListParams(spec: unknown): Map<string, string>;
