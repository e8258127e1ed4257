// Types for preview.mjs (used by tests/browser/harness.ts).
export function startPreview(prismUrl: string, options?: { cwd?: string; outDir?: string }): Promise<{ url: string; stop: () => Promise<void> }>;
