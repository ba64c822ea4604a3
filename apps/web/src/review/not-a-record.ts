import type { I18n } from '../i18n/translator.js';
import type { NotARecord } from './record-file.js';

/** "This file is not a game record: line 3 is not JSON." in the person's language. */
export function notRecordSentence(i18n: I18n, why: NotARecord, line?: number): string {
  let reason: string;
  if (why === 'empty') reason = i18n.t('record.why.empty');
  else if (line === undefined) reason = i18n.t(why === 'notJson' ? 'record.why.notJson' : 'record.why.noFormat');
  else reason = i18n.t(why === 'notJson' ? 'record.why.lineNotJson' : 'record.why.lineNoFormat', { line });
  return i18n.t('record.notRecord', { why: reason });
}
