import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { json, type FetchHandler } from './fetch-mock';

interface Example {
  value?: unknown;
  $ref?: string;
}

interface Operation {
  responses: Record<string, { content?: Record<string, { example?: unknown; examples?: Record<string, Example> }> }>;
}

const spec = JSON.parse(readFileSync(resolve(process.cwd(), 'dist/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components?: { examples?: Record<string, Example> };
};

/** A named example's value; the bundle refers to shared examples (`#/components/examples/…`) rather than copying them. */
function exampleValue(example: Example | undefined): unknown {
  const shared = example?.$ref?.startsWith('#/components/examples/') ? spec.components?.examples?.[example.$ref.split('/').pop() ?? ''] : undefined;
  return shared ? shared.value : example?.value;
}

function matches(template: string, path: string): boolean {
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return pattern.test(path);
}

/**
 * Answers like the mock server does: the documented example of the operation's success response
 * (or the named one, as Prism's `Prefer: example=` does). Tests thereby run on the spec's own data.
 */
export function specExampleFetch(options: { examples?: Record<string, string>; status?: Record<string, number> } = {}): FetchHandler {
  return (request) => {
    const url = new URL(request.url);
    const method = request.method.toLowerCase();
    const entry = Object.entries(spec.paths).find(([template, item]) => item[method] && matches(template, url.pathname));
    if (!entry) return json({ detail: 'Nem található.' }, 404);
    const [template, item] = entry;
    const forced = options.status?.[template];
    const code = forced ? String(forced) : Object.keys(item[method]!.responses).find((c) => c.startsWith('2'))!;
    const media = item[method]!.responses[code]?.content?.['application/json'];
    const name = options.examples?.[template];
    const body = name ? exampleValue(media?.examples?.[name]) : (media?.example ?? exampleValue(Object.values(media?.examples ?? {})[0]));
    return json(body ?? {}, Number(code));
  };
}
