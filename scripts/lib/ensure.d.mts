// Types for ensure.mjs (used by tests/browser/harness.ts).
export declare const CHROMIUM_PATH: string;
export interface InstallResult {
  /** npm ci ran. */
  installed: boolean;
  /** Why it ran, or null. */
  reason: string | null;
  /** How many packages node_modules holds. */
  packages: number;
}
export declare function ensureInstalled(options?: { quiet?: boolean }): Promise<InstallResult>;
export declare function ensureChromium(): Promise<void>;
export declare const NGINX_PATH: string;
export declare function ensureNginx(): Promise<void>;
