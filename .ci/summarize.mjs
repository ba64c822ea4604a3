// Prints "N passed, N failed[, N skipped]" from a Vitest JSON report; exits 1 when the report is missing or shows failures.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  console.log(`tests: report ${file} is missing or unreadable (${e.message})`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// A test file that fails to load fails no single test: count such files so the line never hides them.
let failed = report.numFailedTests ?? 0;
if (failed === 0 && report.success === false) failed = Math.max(1, report.numFailedTestSuites ?? 0);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || report.success === false || passed === 0 ? 1 : 0);
