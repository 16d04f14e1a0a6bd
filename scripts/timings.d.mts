// Types for timings.mjs, which TypeScript files (the Playwright reporter, tests) import.
export interface Timing {
  phase: string;
  seconds: number;
  note?: string;
}
export function recordTiming(phase: string, seconds: number, extra?: { note?: string }): void;
export function timed<T>(phase: string, work: () => T | Promise<T>): Promise<T>;
export function readTimings(file: string): Timing[];
export function formatTimings(entries: Timing[]): string;
