import type { I18n } from '../../i18n/translator.js';
import type { Lang } from '../../i18n/strings.js';

// Brisca's and the Alcalde's words added by the review21 branch (review labels, the offline Alcalde's choices, the
// señas list), kept apart from i18n/strings.ts while that file's game words move into the game folders.

const en = {
  'briscaReview.dealYou': 'You deal; the trump card is {card}.',
  'briscaReview.expectedPoints': 'expected card points {n}',
  'briscaReview.mistakesHelp': 'An action that gives away {n} or more expected card points against the best.',
  'alcalde.first': 'First Alcalde',
  'alcalde.first.me': 'Me',
  'alcalde.first.random': 'Drawn at random',
  'alcalde.first.help': 'The Alcalde deals and plays alone against the other two; he keeps the role while he wins.',
  'alcalde.firstYou': 'You chose to be the first Alcalde.',
  'senas.partnerSaid': '{name} signalled, in order:',
  'senas.latest': 'latest',
} as const;

export type BriscaWordKey = keyof typeof en;

const es: Record<BriscaWordKey, string> = {
  'briscaReview.dealYou': 'Repartes tú; la muestra es {card}.',
  'briscaReview.expectedPoints': 'tantos esperados {n}',
  'briscaReview.mistakesHelp': 'Una acción que regala {n} tantos esperados o más frente a la mejor.',
  'alcalde.first': 'Primer Alcalde',
  'alcalde.first.me': 'Yo',
  'alcalde.first.random': 'Al azar',
  'alcalde.first.help': 'El Alcalde reparte y juega solo contra los otros dos; conserva el cargo mientras gane.',
  'alcalde.firstYou': 'Elegiste ser el primer Alcalde.',
  'senas.partnerSaid': 'Señas de {name}, en orden:',
  'senas.latest': 'la última',
};

const pt: Record<BriscaWordKey, string> = {
  'briscaReview.dealYou': 'Você dá as cartas; o trunfo virado é {card}.',
  'briscaReview.expectedPoints': 'pontos esperados {n}',
  'briscaReview.mistakesHelp': 'Uma ação que entrega {n} ou mais pontos esperados frente à melhor.',
  'alcalde.first': 'Primeiro Alcalde',
  'alcalde.first.me': 'Eu',
  'alcalde.first.random': 'Sorteado',
  'alcalde.first.help': 'O Alcalde dá as cartas e joga sozinho contra os outros dois; mantém o cargo enquanto ganhar.',
  'alcalde.firstYou': 'Você escolheu ser o primeiro Alcalde.',
  'senas.partnerSaid': 'Sinais de {name}, em ordem:',
  'senas.latest': 'o último',
};

export const BRISCA_WORDS: Record<Lang, Record<BriscaWordKey, string>> = { en, es, pt };

/** One of these words in the person's language, its {placeholders} filled in. */
export const briscaWord = (i18n: Pick<I18n, 'lang'>, key: BriscaWordKey, params: Record<string, string | number> = {}): string =>
  BRISCA_WORDS[i18n.lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
