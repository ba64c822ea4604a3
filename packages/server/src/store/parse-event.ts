import type { LogEntry } from '../game/log-events.js';
import { CorruptLogError } from './store.js';

/** A stored event's JSON back to an event; a body that cannot be one is a damaged log. */
export function parseEvent(code: string, v: number, body: string): LogEntry['event'] {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    throw new CorruptLogError(code, `version ${v} is not readable JSON`);
  }
  if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string') throw new CorruptLogError(code, `version ${v} is not an event`);
  return event as LogEntry['event'];
}
