// Types for processes.mjs (used by tests/browser/harness.ts).
export declare const ROOT: string;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartProcessOptions {
  name?: string;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Polled until any HTTP response arrives. */
  readyUrl?: string;
  readyTimeoutMs?: number;
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

export declare function run(cmd: string, args?: string[], opts?: { env?: Record<string, string | undefined>; cwd?: string }): Promise<number>;
export declare function runQuiet(
  cmd: string,
  args?: string[],
  opts?: { env?: Record<string, string | undefined>; cwd?: string },
): Promise<{ code: number; output: string }>;
export declare function freePort(): Promise<number>;
export declare function startProcess(cmd: string, args?: string[], opts?: StartProcessOptions): Promise<ManagedProcess>;
export declare function stopAll(): Promise<void>;
/** True once stopAll() or a Ctrl-C began. */
export declare function isStopping(): boolean;
