import { BOT_LEVELS } from '@escoba/bots';
import { RULE_SOURCES } from '@escoba/cards';
import { GAMES } from '@escoba/games';

/**
 * Words that are English and never Spanish: one of them in a Spanish text means a sentence was left
 * untranslated. Identifiers the Spanish text names on purpose (commands, option names and values, levels) are
 * not prose and are removed first, see {@link englishWords}.
 */
const ENGLISH_ONLY = new Set(
  (
    'the and with of or to in on at for from by if else than then when while until after before about into over under ' +
    'is are be was were have had not cannot must can could may might should will would ' +
    'you your this that these those which who what how why where there here it its his him she her they their them we our us my ' +
    'each every all any some other others same only more most first last next new yet still also ' +
    'seat seats hand hands card cards point points trick tricks player players plays table deal deals dealt score scores win won ' +
    'game games turn stock trump trumps side sides partner partners type show quit hint record records file files number whole ' +
    'default usage option options value values command commands preset presets rule got left took takes take lay laid claim back ' +
    'unknown missing invalid expected nothing one three seven sevens coins cups swords clubs king knight jack ace ' +
    'mistake mistakes loss margin simulations search effort decision seconds milliseconds worker threads cores ' +
    'reading input output standard line lines hints'
  ).split(' '),
);

/** Identifiers a Spanish text may name: command words, option names and values, presets, levels, JSON fields. */
const IDENTIFIERS = new Set([
  ...['replay', 'selfplay', 'rules', 'bench', 'watch', 'match', 'bot', 'play', 'analyze', 'tournament', 'help', 'escoba', 'npx'],
  ...BOT_LEVELS,
  ...GAMES.flatMap((g) => [
    g.id,
    ...g.presets.map((p) => p.name),
    ...g.options.flatMap((o) => [o.name, ...(o.type.kind === 'enum' ? o.type.values : [])]),
  ]),
  'partnerships',
  'players',
  'true',
  'false',
]);

/**
 * The English words left in a Spanish text, after removing what is not prose: quoted text, JSON, flags,
 * placeholders, hyphenated and camelCase identifiers, command lines and the list of English command words the
 * Spanish help mentions on purpose.
 */
export function englishWords(text: string): string[] {
  let t = text
    .replace(/"(?:[^"\\\n]|\\.)*"/g, ' ')
    .replace(/'[^'\n]*'/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\((help|hint|show|exchange)[^)]*\)/g, ' ')
    .replace(/JSON Lines/g, ' ');
  // The rule texts' names are names, said as RULE_SOURCES gives them in every language.
  for (const source of RULE_SOURCES) t = t.split(source.name).join(' ');
  for (let before = ''; before !== t; ) {
    before = t;
    t = t.replace(/\{[^{}]*\}/g, ' ');
  }
  t = t
    .replace(/\[[^\]\s]*\]/g, ' ')
    .replace(/<[^>\s]*>/g, ' ')
    .replace(/--?[\w-]+/g, ' ')
    .replace(/\b(npx )?escoba \w+/g, ' ')
    .replace(/[\p{L}\d]+(?:[-/.=:][\p{L}\d]+)+/gu, ' ')
    .replace(/\b[a-z]+[A-Z]\w*/g, ' ');
  const words = t.match(/\p{L}+/gu) ?? [];
  return [...new Set(words.map((w) => w.toLowerCase()).filter((w) => ENGLISH_ONLY.has(w) && !IDENTIFIERS.has(w)))];
}
