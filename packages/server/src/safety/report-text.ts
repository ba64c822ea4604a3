import { MAX_REPORT_TEXT, type ReportReason } from '@escoba/protocol';

/** Control characters (newlines included) and the bidi controls: a report's text stays one plain line. */
const FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** What is wrong with a report's free text (already trimmed), or null. `other` needs words; the other reasons may have some. */
export function reportTextProblem(reason: ReportReason, text: string): string | null {
  if (text.length > MAX_REPORT_TEXT) return `the text is longer than ${MAX_REPORT_TEXT} characters`;
  if (FORBIDDEN.test(text)) return 'the text may not hold line breaks or control characters';
  if (reason === 'other' && text === '') return 'say in a few words what happened (the reason is "other")';
  return null;
}
