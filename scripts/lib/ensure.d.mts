// Types for ensure.mjs (used by tests/browser/harness.ts).
export declare const CHROMIUM_PATH: string;
export declare function ensureInstalled(): Promise<void>;
export declare function ensureChromium(): Promise<void>;
export declare const NGINX_PATH: string;
export declare function ensureNginx(): Promise<void>;
