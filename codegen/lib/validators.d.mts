export function generateValidators(spec: unknown): string;
