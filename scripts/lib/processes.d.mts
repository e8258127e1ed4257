// Types for processes.mjs (used by tests/browser/harness.ts and the tests of scripts/).
export declare const ROOT: string;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  /** Default: the repository's root. */
  cwd?: string;
}

export interface StartProcessOptions extends RunOptions {
  name?: string;
  /** Polled (waitForHttp) until any HTTP response arrives. */
  readyUrl?: string;
  readyTimeoutMs?: number;
  readyIntervalMs?: number;
  /** true: echo lines as "[name] line"; a function receives each line. */
  log?: boolean | ((line: string) => void);
}

export interface ManagedProcess {
  name: string;
  pid: number | undefined;
  exited: Promise<ExitInfo>;
  readonly exitInfo: ExitInfo | null;
  /** Captured stdout+stderr lines, ANSI colours removed. */
  output(): string[];
  stop(): Promise<void>;
}

export declare function run(cmd: string, args?: string[], opts?: RunOptions): Promise<number>;
/** `color`: keep the command's colours (not asked off, not removed). */
export declare function runQuiet(cmd: string, args?: string[], opts?: RunOptions & { color?: boolean }): Promise<{ code: number; output: string }>;
export declare function freePort(): Promise<number>;
export declare function startProcess(cmd: string, args?: string[], opts?: StartProcessOptions): Promise<ManagedProcess>;
/** Resolves once the URL gives any HTTP answer; rejects after timeoutMs or when exited() tells of an exit. */
export declare function waitForHttp(url: string, options?: { timeoutMs?: number; intervalMs?: number; exited?: () => ExitInfo | null }): Promise<void>;
export declare function stopAll(): Promise<void>;
/** True once stopAll() or a Ctrl-C began. */
export declare function isStopping(): boolean;
