/** Types for lib.mjs, which stays plain JavaScript so it runs before `npm ci`. */
export declare const root: string;
export declare function log(message: string): void;
export declare class StepError extends Error {
  constructor(message: string, exitCode?: number);
  exitCode: number;
}
export declare function requireNode(): void;
export declare function run(
  command: string,
  args: string[],
  options?: import('node:child_process').SpawnOptions,
): Promise<void>;
export declare function ensureInstalled(): Promise<boolean>;
export declare function ensureWebBuilt(options?: { force?: boolean }): Promise<boolean>;
export declare function formatDuration(ms: number): string;
export declare const chromiumLaunch: { executablePath: string; args: string[] };
