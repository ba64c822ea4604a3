/**
 * Names and chat lines that cannot impersonate or hide: look-alikes of the app's words (UTS #39 skeletons),
 * invisible names and chat lines, lengths as people see them, and ill-formed Unicode in any field.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMessageParser, displayLength, isReservedName, LIMITS, namesLookAlike, showsSomething } from '@escoba/protocol';

const parseClientMessage = createMessageParser(['escoba', 'brisca', 'alcalde']);

const join = (name: string) => parseClientMessage(JSON.stringify({ type: 'join', code: 'K7PM2Q', seat: 1, name }));
const chat = (text: string) => parseClientMessage(JSON.stringify({ type: 'chat', text }));
const refusedName = (message: RegExp) => ({ ok: false, error: { code: 'BadName', message: expect.stringMatching(message) } });
const refusedChat = (message: RegExp) => ({ ok: false, error: { code: 'Malformed', message: expect.stringMatching(message) } });

const RESERVED = /reads as a word the table uses for itself/;
const NOTHING_VISIBLE = /name has no visible letter or digit/;
const INVISIBLE = /contains invisible or text-direction characters|contains invisible formatting characters/;

describe('names', () => {
  it('refuses the app’s words written with look-alike letters of other scripts', () => {
    // Cyrillic о, е; Greek ο; a Cyrillic е in "Seat 2".
    for (const name of ['Y\u043Eu', 'S\u0435rv\u0435r', 'B\u03BFt', 'S\u0435at 2', 'Т\u00FA', 'V\u043Ec\u00EA', '\u0410dmin', '\u0415\u0445\u0440\u0435rt', 'Lugar 3', 'Jogadora 2', 'Ninguém', 'Al azar', 'Especialista'])
      expect(join(name), name).toMatchObject(refusedName(RESERVED));
    // The same words in plain letters, any case, spacing or punctuation, and fullwidth.
    for (const name of ['You', 'tú', 'VOCÊ', 'Ｙｏｕ', 'y-o-u', 'SERVER', 'Asiento 2', 'Seat2', 'Seat 1', 'Seat l', 'medium', 'rnedium', 'Fácil', 'Difícil'])
      expect(join(name), name).toMatchObject(refusedName(RESERVED));
  });

  it('refuses names with nothing visible in them', () => {
    for (const name of ['\u2800', '\u2800\u2800\u2800', '\uFFFC', '\u0301', '\u0301\u0308\u20DD', '.', '-_-', '\u2800\u0301\uFFFC'])
      expect(join(name), JSON.stringify(name)).toMatchObject(refusedName(NOTHING_VISIBLE));
    // Fillers, tags and zero-width characters are refused outright.
    for (const name of ['\u3164', '\u115F', '\u1160', '\uFFA0', '\u{E0041}\u{E0042}', '\u200B', 'A\u200Dna', 'Ana\u202Ebob'])
      expect(join(name), JSON.stringify(name)).toMatchObject(refusedName(INVISIBLE));
  });

  it('measures names as they are seen, with a byte cap', () => {
    expect(join('\uFDFD'.repeat(24))).toMatchObject(refusedName(/longer than 24 characters/));
    expect(join('\uFDFD\uFDFD')).toMatchObject(refusedName(/longer than 24 characters/));
    expect(join('Ana' + 'x'.repeat(LIMITS.maxNameChars - 2))).toMatchObject(refusedName(/longer than 24 characters/));
    // One letter under a pile of marks is one character, and too many bytes.
    expect(join('A' + '\u0301'.repeat(60))).toMatchObject(refusedName(/larger than 96 bytes/));
    // 24 characters as people count them are fine, however many code units they take.
    for (const name of ['x'.repeat(24), 'e\u0301'.repeat(24), '李'.repeat(24), 'Ana' + '😀'.repeat(21), 'Ana' + '🇪🇸'.repeat(11)])
      expect(join(name), name).toMatchObject({ ok: true });
    expect(displayLength('\uFDFA')).toBe(18);
    expect(displayLength('🇪🇸👍🏽e\u0301')).toBe(3);
  });

  it('accepts real names in many scripts', () => {
    for (const name of ['Zoë', 'José María', 'Ñandú', 'Дмитрий', '李雷', 'عمر', 'Ευάγγελος', 'Ольга', 'João', 'Conceição', 'Nguyễn Văn An', 'Siobhán', '김민준', 'さくら', 'יעל', 'अनन्या', 'Jose\u0301', 'Ana 😀', 'Ana ❤️', 'Youssef', 'Yolanda', 'Tura', 'Medina', 'Player One', 'Ana 2', 'Bot Killer', 'Bea'])
      expect(join(name), name).toMatchObject({ ok: true });
  });

  it('finds names that can pass for each other, and only those', () => {
    const same = [['Ana', '\u0410na'], ['Ana', 'ANA'], ['AIice', 'Alice'], ['Дмитрий', 'ДМИТРИЙ'], ['Ευα', 'ΕΥΑ'], ['José', 'jose'], ['José', 'Jose\u0301'], ['Emma', 'Ernrna'], ['Bea', 'B\u0435a'], ['Ｂｅａ', 'Bea'], ['Ana', 'A n a'], ['Ana', 'Ana\u2800'], ['Ana', 'Ana!'], ['Ali', 'ALI'], ['Ali', 'Al1']];
    for (const [a, b] of same) expect(namesLookAlike(a!, b!), `${a} ${b}`).toBe(true);
    const different = [['Ana', 'Ema'], ['Ana', 'Anna'], ['Ana', 'Ana 2'], ['李雷', '李娜'], ['Дмитрий', 'Dmitry'], ['عمر', 'عامر']];
    for (const [a, b] of different) expect(namesLookAlike(a!, b!), `${a} ${b}`).toBe(false);
  });
});

describe('chat lines', () => {
  it('refuses lines with nothing visible', () => {
    for (const text of ['\u200D'.repeat(200), '\u200C\u200D', '\uFE0F\uFE0E', '\u0301\u0302', '\u2800', '\u2800 \u2800', '\u200D \u0301 \uFE0F'])
      expect(chat(text), JSON.stringify(text)).toMatchObject(refusedChat(/chat text shows nothing/));
    expect(chat('\u3164')).toMatchObject(refusedChat(/invisible or text-direction/));
  });

  it('measures lines as they are seen, with a byte cap', () => {
    expect(chat('a'.repeat(LIMITS.maxChatChars))).toMatchObject({ ok: true });
    expect(chat('a'.repeat(LIMITS.maxChatChars + 1))).toMatchObject(refusedChat(/longer than 200 characters/));
    expect(chat('\uFDFD'.repeat(24))).toMatchObject(refusedChat(/longer than 200 characters/));
    expect(chat('a' + '\u0301'.repeat(LIMITS.maxChatBytes / 2))).toMatchObject(refusedChat(/larger than 800 bytes/));
    for (const text of ['¡Escoba! 🧹', 'familia 👨\u200D👩\u200D👧', '!!!', '⠿', '١٢٣', '👍🏽'.repeat(100)]) expect(chat(text), text).toMatchObject({ ok: true });
  });
});

describe('well-formed Unicode', () => {
  const lone = '\uD800';
  it('refuses a lone surrogate in any string of any message, naming the field', () => {
    const messages: [unknown, string][] = [
      [{ type: 'join', code: 'K7PM2Q', seat: 1, name: `Ana${lone}` }, 'name'],
      [{ type: 'chat', text: `hola${lone}` }, 'text'],
      [{ type: 'chat', text: `\uDC00hola` }, 'text'],
      [{ type: 'ping', ref: `r${lone}` }, 'ref'],
      [{ type: 'spectate', code: `K7PM2${lone}` }, 'code'],
      [{ type: 'join', code: 'K7PM2Q', seat: 1, name: 'Ana', invite: `${'x'.repeat(20)}${lone}` }, 'invite'],
      [{ type: 'resume', code: 'K7PM2Q', seat: 1, token: `${'x'.repeat(20)}${lone}` }, 'token'],
      [{ type: 'play', play: `7o${lone}`, v: 1 }, 'play'],
      [{ type: 'create', config: { players: 2, rules: `classic${lone}` }, name: 'Ana' }, 'config.rules'],
      [{ type: 'create', config: { players: 2, rules: { preset: 'classic', [`x${lone}`]: 1 } }, name: 'Ana' }, 'config.rules.x?'],
      [{ type: `chat${lone}` }, 'type'],
    ];
    for (const [message, field] of messages) {
      const result = parseClientMessage(JSON.stringify(message));
      expect(result, field).toMatchObject({ ok: false, error: { code: 'Malformed', message: `${field}: the text holds a lone surrogate (half of a UTF-16 pair): every string must be well-formed Unicode` } });
    }
    // A whole pair is a character like any other.
    expect(join('Ana \uD83D\uDE00')).toMatchObject({ ok: true });
  });
});

/** Every character Unicode's confusables data maps to `target` (in either case), and `target` itself. */
const confusables = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;
const sourcesOf = new Map<string, string[]>();
for (const [source, target] of Object.entries(confusables)) sourcesOf.set(target, [...(sourcesOf.get(target) ?? []), source]);
const lookAlikes = (c: string): string[] => [...new Set([c, c.toUpperCase(), c.toLowerCase()])].flatMap((v) => [v, ...(sourcesOf.get(v) ?? [])]);

/** Characters that show nothing, or only decorate their neighbour. */
const INVISIBLES = ['\u2800', '\uFFFC', '\u0301', '\u0308', '\uFE0F', '\uFE0E', '\u{E0100}', '\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\u3164', '\u115F', '\u034F', '\u{E0041}', '\u202E', ' '];

const insertInvisibles = (name: string) =>
  fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLES)), { minLength: 1, maxLength: 5 }).map((inserts) => {
    let s = name;
    for (const [at, c] of inserts) {
      const p = at % (s.length + 1);
      s = s.slice(0, p) + c + s.slice(p);
    }
    return s;
  });

const WORDS = ['You', 'Tú', 'Você', 'Server', 'Bot', 'Expert', 'Fácil', 'Seat 2', 'Asiento 4', 'Lugar 1', 'Jugador 3', 'Admin', 'Nadie'];
/** One of the app's words, each letter swapped for any of its look-alikes or case. */
const disguisedWord = fc.constantFrom(...WORDS).chain((word) => fc.tuple(...[...word.normalize('NFD').replace(/\p{M}/gu, '')].map((c) => fc.constantFrom(...lookAlikes(c)))).map((cs) => cs.join('')));

describe('name properties', () => {
  it('a name that reads as one of the app’s words in look-alike letters is always refused', () => {
    fc.assert(
      fc.property(disguisedWord, (name) => {
        expect(isReservedName(name)).toBe(true);
        expect(join(name)).toMatchObject({ ok: false, error: { code: 'BadName' } });
      }),
      { numRuns: 500 },
    );
  });

  it('adding invisible characters to a refused name never makes it accepted', () => {
    const refused = fc.oneof(
      disguisedWord,
      fc.constantFrom('\u2800', '\uFFFC', '\u0301', '\uFDFD'.repeat(24), 'x'.repeat(25), 'A' + '\u0301'.repeat(60), 'An\na', 'Y\u043Eu', 'S\u0435at 2', '...'),
      fc.string({ unit: fc.constantFrom('a', 'ü', '.', ' ', '\u0301', '\u2800', '\u200D', '\u0000', '😀'), maxLength: 30 }).filter((s) => !join(s).ok),
    );
    fc.assert(
      fc.property(refused.chain((name) => insertInvisibles(name).map((hidden) => [name, hidden] as const)), ([name, hidden]) => {
        expect(join(name).ok).toBe(false);
        expect(join(hidden).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a chat line of invisible characters alone is always refused', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...INVISIBLES), { minLength: 1, maxLength: 200 }), (cs) => {
        const text = cs.join('');
        expect(showsSomething(text)).toBe(false);
        expect(chat(text).ok).toBe(false);
      }),
    );
  });
});
