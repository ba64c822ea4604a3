import * as v from 'valibot';
import type { ErrorCode } from './errors.js';
import { CODE_PATTERN, LIMITS, PROTOCOLS } from './limits.js';
import { isReservedName } from './names.js';
import { isWellFormed } from './text.js';
import { chatProblem, nameProblem, textProblemMessage } from './text-rules.js';
import { BOT_LEVELS, type ClientMessage, type ClientMessageType } from './messages.js';

// Schemas of every client message. Objects are strict: an unknown field is an error, so a typo is never ignored.

const ref = v.optional(v.union([v.pipe(v.string(), v.maxLength(32)), v.pipe(v.number(), v.safeInteger())]));
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5));
const version = v.pipe(v.number(), v.integer(), v.minValue(0));
const code = v.pipe(v.string(), v.toUpperCase(), v.regex(CODE_PATTERN, 'a table code is 6 letters and digits'));
const name = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => nameProblem(s) === null, (issue) => textProblemMessage('name', nameProblem(issue.input as string)!)),
  v.check((s) => !isReservedName(s), 'name reads as a word the table uses for itself (You, Tú, Você, Server, a bot level, Seat 2…), or looks like one'),
);
const chatText = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => chatProblem(s) === null, (issue) => textProblemMessage('chat text', chatProblem(issue.input as string)!)),
);
const cardId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(39));

const playInput = v.union([
  v.pipe(v.string(), v.minLength(2), v.maxLength(40)),
  v.strictObject({ card: cardId, take: v.optional(v.pipe(v.array(cardId), v.maxLength(10))), renuncio: v.optional(v.boolean()) }),
]);

/** rated22: the highest bound of a rated table's rating range (displayed scale: a newcomer is 1500). */
export const MAX_RATING_BOUND = 4000;
/** rated22: a bound of a rated table's rating range, on the displayed scale. */
const ratingBound = v.pipe(v.number(), v.integer('a rating bound is a whole number'), v.minValue(0), v.maxValue(MAX_RATING_BOUND));

/** The schema of a table config whose `gameId` is one of `gameNames` (the names the server's games answer to). */
const tableConfig = (gameNames: readonly string[]) =>
  v.strictObject({
    gameId: v.optional(v.picklist(gameNames, `gameId is one of ${gameNames.join(', ')}`)),
    players: v.picklist([2, 3, 4, 6]),
    partnerships: v.optional(v.boolean()),
    // Rules are checked by the game's resolveRules, which names the bad option; here only their size is bounded.
    rules: v.optional(v.union([v.pipe(v.string(), v.maxLength(20)), v.record(v.pipe(v.string(), v.maxLength(20)), v.union([v.string(), v.number(), v.boolean()]))])),
    target: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.maxTarget))),
    hands: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.maxHands))),
    turnSeconds: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(LIMITS.minTurnSeconds), v.maxValue(LIMITS.maxTurnSeconds)))),
    bots: v.optional(v.pipe(v.array(v.strictObject({ seat, level: v.picklist(BOT_LEVELS) })), v.maxLength(6))),
    public: v.optional(v.boolean('public is true (listed in the lobby) or false')),
    // rated22
    rated: v.optional(v.boolean('rated is true (the games change the players\' ratings) or false')),
    ratingRange: v.optional(v.strictObject({ min: v.optional(ratingBound), max: v.optional(ratingBound) })),
  });

/** quickplay22: the quick-play requests (`QuickPlayRequest`), by `action`. */
const quickPlay = (gameNames: readonly string[]) =>
  v.variant(
    'action',
    [
      v.strictObject({
        type: v.literal('quickplay'),
        action: v.literal('join'),
        table: v.strictObject({
          gameId: v.picklist(gameNames, `gameId is one of ${gameNames.join(', ')}`),
          players: v.picklist([2, 3, 4, 6], 'players is 2, 3, 4 or 6'),
          partnerships: v.optional(v.boolean('partnerships is true or false')),
          rated: v.boolean('rated is true or false'),
        }),
        name,
        computers: v.boolean('computers is true (offer computer players after a wait) or false'),
        ref,
      }),
      v.strictObject({ type: v.literal('quickplay'), action: v.literal('leave'), ref }),
      v.strictObject({ type: v.literal('quickplay'), action: v.literal('accept'), level: v.optional(v.picklist(BOT_LEVELS, `level is one of ${BOT_LEVELS.join(', ')}`)), ref }),
    ],
    'action is join, leave or accept',
  );

/** challenge22: the challenge requests (`ChallengeRequest`), by `action`. */
const challengeId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'a challenge id is 8 to 64 letters, digits, - and _'));
const challenge = (gameNames: readonly string[]) =>
  v.variant(
    'action',
    [
      v.strictObject({ type: v.literal('challenge'), action: v.literal('listen'), ref }),
      v.strictObject({ type: v.literal('challenge'), action: v.literal('send'), to: v.pipe(v.string(), v.trim(), v.minLength(1, 'to names the account challenged'), v.maxLength(LIMITS.maxNameBytes)), config: tableConfig(gameNames), ref }),
      v.strictObject({ type: v.literal('challenge'), action: v.literal('accept'), id: challengeId, ref }),
      v.strictObject({ type: v.literal('challenge'), action: v.literal('decline'), id: challengeId, ref }),
      v.strictObject({ type: v.literal('challenge'), action: v.literal('cancel'), id: challengeId, ref }),
    ],
    'action is listen, send, accept, decline or cancel',
  );
/** tsrv23: a tournament's id (`TournamentSummary.id`). */
export const TOURNAMENT_ID_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

const schemasFor = (gameNames: readonly string[]) =>
  ({
    hello: v.strictObject({ type: v.literal('hello'), protocol: v.picklist(PROTOCOLS, `this server speaks ${PROTOCOLS.join(' and ')}`), ref }),
    create: v.strictObject({ type: v.literal('create'), config: tableConfig(gameNames), name, seat: v.optional(seat), ref }),
    join: v.strictObject({ type: v.literal('join'), code, seat, name, invite: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'an invitation is 16 to 64 letters, digits, - and _'))), ref }),
    spectate: v.strictObject({ type: v.literal('spectate'), code, since: v.optional(version), ref }),
    resume: v.strictObject({ type: v.literal('resume'), code, seat, token: v.pipe(v.string(), v.minLength(16), v.maxLength(64)), since: v.optional(version), ref }),
    leave: v.strictObject({ type: v.literal('leave'), ref }),
    start: v.strictObject({ type: v.literal('start'), ref }),
    kick: v.strictObject({ type: v.literal('kick'), seat, ref }),
    play: v.strictObject({ type: v.literal('play'), play: playInput, v: version, ref }),
    chat: v.strictObject({ type: v.literal('chat'), text: chatText, ref }),
    rematch: v.strictObject({ type: v.literal('rematch'), ref }),
    ping: v.strictObject({ type: v.literal('ping'), ref }),
    lobby: v.strictObject({ type: v.literal('lobby'), watch: v.boolean('watch is true (start watching the lobby) or false (stop)'), ref }),
    quickplay: quickPlay(gameNames),
    challenge: challenge(gameNames),
    // tsrv23
    tournament: v.strictObject({ type: v.literal('tournament'), watch: v.nullable(v.pipe(v.string(), v.regex(TOURNAMENT_ID_PATTERN, 'a tournament id is 10 letters and digits'))), ref }),
    tournaments: v.strictObject({ type: v.literal('tournaments'), watch: v.boolean('watch is true (start watching the tournaments) or false (stop)'), ref }),
    // loose23
    tournamentSeats: v.strictObject({ type: v.literal('tournamentSeats'), watch: v.boolean('watch is true (start watching your tournament seats) or false (stop)'), ref }),
  }) satisfies Record<ClientMessageType, v.GenericSchema>;

export const CLIENT_MESSAGE_TYPES = Object.keys(schemasFor([])) as ClientMessageType[];

export interface MessageError {
  readonly code: ErrorCode;
  readonly message: string;
  /** The request's ref when it could be read, so the client can match the error to its request. */
  readonly ref?: string | number;
}

export type ParseResult = { readonly ok: true; readonly message: ClientMessage } | { readonly ok: false; readonly error: MessageError };

const utf8 = new TextEncoder();

/** Size in UTF-8 bytes, computed only when the string could be over the limit (a character takes 1 to 3 bytes). */
function tooLarge(text: string): boolean {
  if (text.length * 3 <= LIMITS.maxMessageBytes) return false;
  return text.length > LIMITS.maxMessageBytes || utf8.encode(text).length > LIMITS.maxMessageBytes;
}

/** The path of the first string (value or key) that is not well-formed UTF-16, "" for the message itself, or null. */
function illFormedPath(x: unknown, path: string): string | null {
  if (typeof x === 'string') return isWellFormed(x) ? null : path;
  if (typeof x !== 'object' || x === null) return null;
  for (const [key, value] of Object.entries(x)) {
    const at = path ? `${path}.${key}` : key;
    if (!isWellFormed(key)) return at;
    const found = illFormedPath(value, at);
    if (found !== null) return found;
  }
  return null;
}

function readRef(x: Record<string, unknown>): string | number | undefined {
  const r = x['ref'];
  return (typeof r === 'string' && r.length <= 32 && isWellFormed(r)) || Number.isSafeInteger(r) ? (r as string | number) : undefined;
}

/** Checks one incoming message text against the schemas; the first thing the server does with any input. */
export type MessageParser = (text: string) => ParseResult;

/**
 * The parser of client messages for a server whose games answer to `gameNames` (a table config's `gameId`; the
 * server gives its catalog's names, `tableGameNames` of `@escoba/games`): the protocol itself knows no game.
 */
export function createMessageParser(gameNames: readonly string[]): MessageParser {
  const schemas = schemasFor(gameNames);
  return (text) => parseClientMessage(schemas, text);
}

function parseClientMessage(schemas: ReturnType<typeof schemasFor>, text: string): ParseResult {
  if (tooLarge(text)) return { ok: false, error: { code: 'TooLarge', message: `messages are limited to ${LIMITS.maxMessageBytes} bytes` } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'Malformed', message: 'the message is not valid JSON' } };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: { code: 'Malformed', message: 'a message is a JSON object with a "type"' } };
  }
  const obj = json as Record<string, unknown>;
  const ref = readRef(obj);
  const type = obj['type'];
  // A parsed string holds a lone surrogate only if the text does or spells one with a \u escape: most messages
  // (every play) have neither, and skip the walk over their strings (cpu20).
  const illFormed = isWellFormed(text) && !text.includes('\\u') ? null : illFormedPath(obj, '');
  if (illFormed !== null) {
    const where = illFormed.replace(/[^\x20-\x7E]/g, '?');
    return { ok: false, error: { code: 'Malformed', message: `${where}: the text holds a lone surrogate (half of a UTF-16 pair): every string must be well-formed Unicode`, ...(ref === undefined ? {} : { ref }) } };
  }
  if (typeof type !== 'string' || !Object.hasOwn(schemas, type)) {
    return {
      ok: false,
      error: { code: 'UnknownType', message: `unknown message type ${JSON.stringify(type)?.slice(0, 40)} (types: ${CLIENT_MESSAGE_TYPES.join(', ')})`, ...(ref === undefined ? {} : { ref }) },
    };
  }
  const result = v.safeParse(schemas[type as ClientMessageType], obj);
  if (!result.success) {
    const issue = result.issues[0];
    const path = v.getDotPath(issue);
    return { ok: false, error: { code: path === 'name' ? 'BadName' : 'Malformed', message: `${type}: ${path ? `${path}: ` : ''}${issue.message}`, ...(ref === undefined ? {} : { ref }) } };
  }
  return { ok: true, message: result.output as ClientMessage };
}
