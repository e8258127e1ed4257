export function generateValidators(spec: unknown): Map<string, string>;
