// Vitest's JSON reports of runs made at the same time (scripts/lane-runs.mjs), merged into one as if one run had made
// it: the counts added, every test file's results, the earliest start, success only if every run succeeded.
import { readFileSync, writeFileSync } from 'node:fs';

/** Reads the reports `files`, writes their merge to `out`, returns it. */
export function mergeReportFiles(files, out) {
  const merged = mergeReports(files.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
  writeFileSync(out, JSON.stringify(merged));
  return merged;
}

export function mergeReports(reports) {
  const [first, ...rest] = reports;
  const merged = { ...first, snapshot: { ...first.snapshot }, testResults: [...first.testResults] };
  for (const report of rest) {
    for (const [key, value] of Object.entries(report))
      if (key.startsWith('num') && typeof value === 'number') merged[key] = (merged[key] ?? 0) + value;
    for (const [key, value] of Object.entries(report.snapshot ?? {}))
      if (typeof value === 'number') merged.snapshot[key] = (merged.snapshot[key] ?? 0) + value;
    merged.startTime = Math.min(merged.startTime, report.startTime);
    merged.success = merged.success && report.success;
    merged.testResults.push(...report.testResults);
  }
  return merged;
}
