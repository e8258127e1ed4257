export function generateApiTypes(spec: URL | object): Promise<string>;
