export interface AssertionResult {
  fullName?: string;
  title: string;
  ancestorTitles?: string[];
  status: string;
  duration?: number | null;
  failureMessages?: string[];
}
export interface FileResult {
  name: string;
  status?: string;
  message?: string;
  assertionResults: AssertionResult[];
}
export interface VitestReport {
  numTotalTests?: number;
  numPassedTests?: number;
  numFailedTests?: number;
  testResults: FileResult[];
}
export function junitOf(report: VitestReport, step: string, root: string): string;
export function htmlOf(reports: { step: string; report: VitestReport }[], screenshots: string[]): string;
export function writeReports(root: string): number;
