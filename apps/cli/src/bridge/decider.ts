import { ExternalProcess } from '../duplicate/external.js';
import { answerGameRequest, type GameBots } from '../commands/bot.js';

/** Who answers the bridge's requests: one `escoba-bot/1` request line in, one answer line out. */
export interface Decider {
  /** The answer line; rejects (with `ExternalBotError`) when a program does not answer in time, exits or cannot start. */
  answer(request: string): Promise<string>;
  close(): Promise<void>;
}

/** A program started once with a shell command line (as `escoba match --a "cmd:…"` starts one) and kept for every table. */
export function programDecider(command: string, timeoutMs: number): Decider {
  const proc = new ExternalProcess(command, timeoutMs);
  return { answer: (request) => proc.ask(request), close: () => proc.close() };
}

/** A built-in level, answering the same request lines as `escoba bot --level LEVEL` does. */
export function levelDecider(bots: GameBots): Decider {
  return {
    answer: (request) => Promise.resolve(answerGameRequest(bots, request).answer),
    close: () => Promise.resolve(),
  };
}
