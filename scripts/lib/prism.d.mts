// Types for prism.mjs (used by tests/browser/harness.ts).
import type { ExitInfo } from './processes.mjs';

export interface PrismOptions {
  /** Default: a free port. */
  port?: number;
  /** -d: generate responses from schemas instead of examples. */
  dynamic?: boolean;
  /** Default: dist/openapi.json in the repo. */
  spec?: string;
  /** --errors: answer invalid requests with an error response. */
  errors?: boolean;
  extraArgs?: string[];
  log?: boolean | ((line: string) => void);
  readyTimeoutMs?: number;
  /** Mock a copy of the spec taken now, so a rewrite of the file during the run does not reload Prism. */
  snapshot?: boolean;
}

export interface Prism {
  name: 'prism';
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Prism's log lines, including request/response validation violations. */
  output(): string[];
  exited: Promise<ExitInfo>;
}

export declare function startPrism(opts?: PrismOptions): Promise<Prism>;

/** The Prism CLI (`mock …` or `proxy …`) on 127.0.0.1 and the given or a free port, once it listens. */
export declare function startPrismProcess(
  name: string,
  args: string[],
  options: Pick<PrismOptions, 'port' | 'log' | 'readyTimeoutMs'> & { readyIntervalMs?: number; cwd?: string },
): Promise<Omit<Prism, 'name'>>;
