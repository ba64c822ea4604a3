import type { EngineErrorCode, ErrorFacts, ErrorMessages } from './error-types.js';
import { HOW_CARD_PT, notationDetailPt, notationKindPt } from './pt-notation.js';

const q = (x: string | undefined): string => JSON.stringify(x ?? '');
const orList = (items: readonly string[] = []): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`);
const plus = (cards: readonly string[] = []): string => cards.join('+');

/** `mão 2 jogada 17: `: where in a record, counting from 0 as the engines do. */
const at = (f: ErrorFacts): string => (f.hand === undefined ? '' : f.play === undefined ? `mão ${f.hand}: ` : `mão ${f.hand} jogada ${f.play}: `);

function expected(type: ErrorFacts['expected']): string {
  switch (type?.kind) {
    case 'boolean':
      return 'true ou false';
    case 'enum':
      return `um de ${type.values.join(', ')}`;
    case 'integer':
      return `um número inteiro de ${type.min} a ${type.max}`;
    default:
      return 'outro valor';
  }
}

/** A value as the rules errors name it: `a lista [1,2]`, `nada`, or its JSON. */
const given = (f: ErrorFacts): string => (f.reason === 'nothing' ? 'nada' : f.reason === 'list' ? `a lista ${f.value ?? ''}` : (f.value ?? ''));

const NO_RENUNCIO: Readonly<Record<string, (f: ErrorFacts) => string>> = {
  off: () => 'estas regras não admitem renuncios (renuncio é false)',
  noPlay: () => 'ainda não se jogou nenhuma carta nesta mão',
  claimed: (f) => `o renuncio de ${f.card ?? 'essa carta'} já foi reclamado`,
  took: (f) => `o jogador anterior levou cartas com ${f.card ?? 'a sua carta'} em vez de deixá-la`,
  couldNot: (f) => `${f.card ?? 'a carta'}, a que o jogador anterior deixou, não podia somar 15 com a mesa em que a deixou`,
  over: () => 'a mão terminou',
};

const NO_EXCHANGE: Readonly<Record<string, (f: ErrorFacts) => string>> = {
  off: () => 'trocar o trunfo virado não é permitido (exchange: "none")',
  drawn: () => 'o trunfo virado já foi comprado',
  played: () => 'o trunfo virado se troca antes de jogar',
  two: () => 'um 2 virado nunca se troca',
  winner: () => 'com exchange "winner" só troca quem ganhou a última vaza, antes de sair',
};

/** Why some rules cannot be played, by the option at fault (Escoba's combinations; Brisca's options of other presets). */
const IMPOSSIBLE: Readonly<Record<string, (f: ErrorFacts) => string>> = {
  renuncio: () => 'renuncio precisa de capture "optional": com as outras regras de captura uma carta que pode somar 15 nunca é deixada',
  primeOrder: (f) => `primeOrder ${f.value ?? ''} precisa de sevens "prime": ordena as cartas da primeira comparada carta a carta, e sevens é ${f.other ?? ''}`,
  bonusAllSevens: () =>
    'bonusAllSevens precisa de uma categoria de setes: as fontes que premiam os quatro setes (001, 002, 003) o somam a um ponto de setes, e sevens é "none"',
  bonusScoring: (f) => `bonusScoring ${f.value ?? ''} precisa de uma bonificação: bonusCards, bonusAllCoins e bonusAllSevens são todas false`,
};

const RECORD_SHAPE: Readonly<Record<string, (f: ErrorFacts) => string>> = {
  object: () => 'um registro deve ser um objeto JSON',
  format: (f) => `"format" deve ser ${q(f.example)}, não ${f.value ?? 'nada'}`,
  hands: () => '"hands" deve ser uma lista',
};

/**
 * Every engine error code as a Portuguese sentence, from its facts. A code the engines add later is told by the
 * engine's English message until it has a sentence here (`test/engine-errors.test.ts` fails meanwhile).
 */
export const ENGINE_ERRORS_PT: Readonly<Record<EngineErrorCode, (f: ErrorFacts) => string>> = {
  // Notation (cards, Escoba plays, Brisca actions).
  InvalidCard: (f) => `${q(f.input)} não é uma carta: ${HOW_CARD_PT}`,
  InvalidPlay: (f) => `${q(f.input)} não é ${notationKindPt(f)}: ${notationDetailPt(f)}`,
  InvalidAction: (f) => `${q(f.input)} não é ${notationKindPt(f)}: ${notationDetailPt(f)}`,
  TakesOwnCard: (f) => `${q(f.input)}: uma carta não pode levar a si mesma`,
  DuplicateCard: (f) => (f.input === undefined ? `${f.card ?? 'uma carta'} aparece duas vezes` : `${q(f.input)}: ${f.part ?? f.card ?? 'uma carta'} aparece duas vezes`),
  // Decks and deals.
  BadDeck: (f) => `${at(f)}o baralho não é válido: deve nomear cada carta do baralho uma única vez, em notação (7o) ou pelo seu número`,
  BadDealer: (f) => `${at(f)}quem dá as cartas não é válido: deve ser o lugar que tem a vez de dar${f.value === undefined ? '' : `, não ${f.value}`}`,
  NotDealing: (f) => (f.reason === 'over' ? 'a partida terminou' : 'a mão em curso não terminou'),
  // Plays and actions.
  NotPlaying: (f) => (f.reason === 'over' ? 'a partida terminou' : 'nenhuma mão está sendo jogada: primeiro é preciso dar as cartas'),
  BadPlay: (f) =>
    f.hand === undefined
      ? 'uma jogada é {card, take: [cartas]} com cartas de 0 a 39'
      : `${at(f)}a jogada não pode ser lida${f.inner === undefined ? ' (escreva "7o:3c+5e" ou {"card": "7o", "take": ["3c", "5e"]})' : `: ${f.inner}`}`,
  BadAction: () => 'uma ação é {type: "play", cards: [1 ou 2 cartas diferentes]} ou {type: "exchange", card}',
  NotInHand: (f) => `${f.card ?? 'essa carta'} não está na mão ${f.seat === undefined ? '' : `do lugar ${f.seat}`}`.trimEnd(),
  NotOnTable: (f) => `${f.card ?? 'essa carta'} não está na mesa (${f.cards && f.cards.length > 0 ? `na mesa há ${f.cards.join(', ')}` : 'a mesa está vazia'})`,
  WrongSum: (f) => `${f.card ?? 'a carta'} com ${plus(f.cards)} soma ${f.sum ?? '?'}, não 15`,
  MustTake: (f) => `${f.card ?? 'a carta'} pode somar 15, então tem que levar cartas`,
  MustCapture: (f) => `${f.other ?? 'uma carta da mão'} pode somar 15, e com capture "forced" quem pode levar cartas tem que levar`,
  NoRenuncio: (f) => `não há renuncio para reclamar: ${(NO_RENUNCIO[f.reason ?? ''] ?? NO_RENUNCIO.over!)(f)}`,
  BadRenuncio: (f) =>
    f.reason === 'card'
      ? `o renuncio é sobre ${f.other ?? 'outra carta'}, não sobre ${f.card ?? 'essa'}`
      : `${f.card ?? 'a carta'} não podia levar ${plus(f.cards)}; podia levar ${orList(f.choices)}`,
  WrongCount: (f) => (f.reason === 'two' ? `o Alcalde joga duas cartas por vez, não ${plus(f.cards)}` : `o lugar ${f.seat ?? '?'} joga uma carta por vez, não ${plus(f.cards)}`),
  NoExchange: (f) =>
    f.reason === 'other'
      ? `${f.card ?? 'essa carta'} não pode levar o trunfo virado ${f.other ?? ''}: agora só pode ${orList(f.choices)}`
      : `${f.card ?? 'essa carta'} não pode ser trocada: ${(NO_EXCHANGE[f.reason ?? ''] ?? NO_EXCHANGE.winner!)(f)}`,
  SenasOff: () => 'os sinais estão desativados (opção senas: só Brisca 2 contra 2)',
  SenaRepeated: (f) => `o lugar ${f.seat ?? '?'} já fez o sinal ${f.value ?? ''} nesta mão`,
  SenaUntrue: (f) =>
    `o lugar ${f.seat ?? '?'} não pode fazer o sinal ${f.value ?? ''}: ${f.reason === 'holdsTrump' ? `tem um trunfo${f.card === undefined ? '' : ` (${f.card})`}` : `não tem ${f.card ?? 'essa carta'}`} (os sinais devem ser verdade)`,
  SenasNeedPartners: () => 'os sinais (opção senas) são entre parceiros: joguem 4 jogadores 2 contra 2 (partnerships), ou deixem senas desativada',
  // Rules and tables.
  UnknownPreset: (f) => `variante desconhecida ${f.value ?? ''} (variantes: ${(f.choices ?? []).join(', ')})`,
  UnknownOption: (f) => `opção de regras desconhecida ${q(f.option)} (opções: ${(f.choices ?? []).join(', ')})`,
  BadOptionValue: (f) => `opção de regras ${f.option ?? ''}: espera-se ${expected(f.expected)}, não ${f.value ?? 'nada'}`,
  BadRules: (f) => {
    if (f.inner !== undefined) return `regras: ${f.inner}`;
    if (f.reason === 'missing') return `falta "rules" (o nome de uma variante como ${q(f.preset)}, ou um objeto)`;
    return `as regras devem ser o nome de uma variante ou um objeto como ${f.example ?? ''}, não ${given(f)}`;
  },
  ImpossibleRules: (f) =>
    IMPOSSIBLE[f.option ?? '']?.(f) ?? `a opção de regras ${f.option ?? ''} é de ${orList(f.choices)}, não de ${f.preset ?? 'esta variante'}`,
  BadPlayers: (f) => `${f.preset === undefined ? 'joga-se' : `${f.preset} se joga`} com ${orList(f.choices)} jogadores, não ${f.value ?? 'nada'}`,
  BadPartnerships: (f) => {
    if (f.reason === 'notBoolean') return `"partnerships" deve ser true ou false, não ${f.value ?? 'nada'}`;
    if (f.reason === 'six') return '6 jogadores jogam em duas equipes de três: ponha "partnerships" em true';
    if (f.reason === 'dealerAlone') return `em ${f.preset ?? 'o Alcalde'} os lados são decididos pelo Alcalde: não ponha "partnerships"`;
    return `as duplas precisam de ${orList(f.choices)} jogadores, não ${f.value ?? 'nada'}`;
  },
  // Records.
  BadJson: (f) => `não é JSON válido${f.inner === undefined ? '' : `: ${f.inner}`}`,
  BadRecord: (f) => (RECORD_SHAPE[f.reason ?? ''] ?? RECORD_SHAPE.object!)(f),
  BadTable: (f) => {
    if (f.inner !== undefined) return f.inner;
    if (f.reason === 'partnerships') return '"partnerships" deve ser true ou false';
    return `falta "players" (${orList(f.choices)})`;
  },
  BadHand: (f) => `${at(f)}${f.reason === 'plays' ? '"plays" deve ser uma lista' : 'uma mão deve ser um objeto {dealer, deck, plays}'}`,
  IllegalPlay: (f) => `${at(f)}${f.inner ?? (f.reason === 'over' ? `a mão já tinha terminado após ${f.play ?? 0} jogadas` : 'jogada ilegal')}`,
  GameOver: (f) => `${at(f)}a partida já estava ganha${f.seat === undefined ? '' : ` pelo lado ${f.seat}`}${f.hand === undefined ? '' : ` após a mão ${f.hand - 1}`}`,
  UnfinishedHand: (f) => `${at(f)}a mão ${(f.hand ?? 1) - 1} está sem terminar, então outra não pode segui-la`,
};

/** Commander's error lines, by their English pattern (commander writes them before the program sees them). */
const COMMANDER_PT: readonly (readonly [RegExp, string])[] = [
  [/^error: unknown option '(.*?)'/m, "erro: opção desconhecida '$1'"],
  [/^error: unknown command '(.*?)'/m, "erro: comando desconhecido '$1'"],
  [/^error: missing required argument '(.*?)'/m, "erro: falta o argumento obrigatório '$1'"],
  [/^error: option '(.*?)' argument missing/m, "erro: falta o valor da opção '$1'"],
  [/^error: required option '(.*?)' not specified/m, "erro: falta a opção obrigatória '$1'"],
  [/^error: too many arguments for '(.*?)'\. Expected (\d+) arguments? but got (\d+)\./m, "erro: argumentos demais para '$1': aceita $2 e foram dados $3."],
  [/^error: too many arguments\. Expected (\d+) arguments? but got (\d+)\./m, 'erro: argumentos demais: aceita $1 e foram dados $2.'],
  [/^error: option '(.*?)' argument '(.*?)' is invalid\./m, "erro: o valor '$2' da opção '$1' não é válido:"],
  [/\(Did you mean one of (.*)\?\)/, '(Você quis dizer um de $1?)'],
  [/\(Did you mean (.*)\?\)/, '(Você quis dizer $1?)'],
];

/** Node's JSON parser errors (`Unexpected token ...`) as a Portuguese detail. */
function jsonDetail(message: string): string {
  if (/end of JSON input/i.test(message)) return 'o texto acaba antes do tempo';
  const position = /position (\d+)(?: \(line (\d+) column (\d+)\))?/.exec(message);
  if (position) return position[2] === undefined ? `erro na posição ${position[1]}` : `erro na linha ${position[2]}, coluna ${position[3]}`;
  const token = /Unexpected token '(.*?)'/.exec(message);
  if (token) return `caractere inesperado '${token[1]}'`;
  return 'não pode ser lido como JSON';
}

export const ERRORS_PT: ErrorMessages = {
  wholeNumber: (option, min, max, got) => `${option} deve ser um número inteiro ${max === null ? `de ${min} em diante` : `de ${min} a ${max}`}, não ${q(got)}`,
  seconds: (option, max, got) => `${option} deve ser um número de segundos maior que 0 e no máximo ${max}, não ${q(got)}`,
  fraction: (option, lo, hi, got) => `${option} deve ser um número maior que ${lo} e menor que ${hi}, não ${q(got)}`,
  threshold: (got) => `--threshold deve ser um número de pontos, 0 ou mais, não ${q(got)}`,
  rulesArgument: 'o argumento de regras',
  notJson: (what, detail) => `${what} não é JSON válido: ${detail}`,
  rulesText: (what, presets, example, got) => `${what} deve ser o nome de uma variante (${presets.join(', ')}) ou um objeto JSON como ${example}, não ${q(got)}`,
  optionProblem: (option, sentence) => `${option}: ${sentence}`,
  level: (option, levels, got) => `${option} deve ser um de ${levels.join(', ')}, não ${q(got)}`,
  levelsCount: (n, got) => `--levels precisa de ${n} ${n === 1 ? 'nível' : 'níveis'} (um por lugar da máquina, na ordem dos lugares), não ${q(got)}`,
  game: (words, got) => `--game deve ser um de ${words.join(', ')}, não ${q(got)}`,
  rulesOfOtherGame: (preset, game, asked) => `--rules ${preset} é uma variante de ${game}, não de --game ${asked}`,
  botRequired: (option, levels) => `${option} é obrigatório: um nível (${levels.join(', ')}) ou cmd:<comando>`,
  cmdEmpty: (option) => `${option} cmd: precisa de um comando depois, por ex. ${option} "cmd:python3 mybot.py"`,
  unknownBot: (option, got, levels) => `${option}: bot desconhecido ${q(got)}: use um nível (${levels.join(', ')}) ou cmd:<comando>`,
  noCeiling: (option, game) => `${option} omniscient: ${game} não tem jogador onisciente`,
  noPerfectInference: (option, game) => `${option} perfect-inference: ${game} não tem jogador de inferência perfeita`,
  sprtWithout: '--sprt-delta, --sprt-alpha e --sprt-beta vão com --sprt',
  envLang: (value) => `ESCOBA_LANG deve ser en, es ou pt, não ${q(value)}`,
  noFile: (path) => `não é possível ler ${path}: não existe (use - para ler a entrada padrão)`,
  isDirectory: (path) => `não é possível ler ${path}: é uma pasta, não um arquivo`,
  denied: (path) => `não é possível ler ${path}: permissão negada`,
  cannotRead: (path, detail) => `não é possível ler ${path}: ${detail}`,
  cannotReadStdin: (detail) => `não é possível ler a entrada padrão: ${detail}`,
  readingStdin: 'lendo registros da entrada padrão; termine com Ctrl-D',
  noRecords: 'a entrada não contém nenhum registro (espera-se um registro JSON, ou JSON Lines com um registro por linha)',
  hint: (hint) => `dica: ${hint}`,
  hintArray: 'a entrada parece uma lista JSON; lê-se um registro, ou JSON Lines com um registro por linha',
  hintSpread: (detail) => `a entrada parece um registro espalhado por várias linhas, mas não é JSON válido: ${detail}`,
  failed: (failed, total) => `${failed} de ${total} ${total === 1 ? 'registro' : 'registros'} não ${failed === 1 ? 'pôde' : 'puderam'} ser reproduzido${failed === 1 ? '' : 's'}`,
  lineNotJson: (line, detail) => `linha ${line}: não é JSON válido: ${detail}`,
  jsonDetail,
  progressMatch: (games, total, aWins, bWins) => `${games} de ${total} partidas jogadas (A ganhou ${aWins}, B ganhou ${bWins})`,
  progressBar: 'match [{bar}] {value}/{total} partidas | A {aWins} B {bWins} | {duration_formatted} decorrido, faltam {eta_formatted}',
  progressAnalyze: (record, records, hand, hands) => `analisando o registro ${record} de ${records}, mão ${hand} de ${hands}`,
  dealHint: (seat, held, players, partnerships, dealer) =>
    `o lugar ${seat} tem ${held.join(', ') || 'nada'}. Este registro dá o baralho a ${players} jogadores${partnerships ? ' em duplas' : ''} e quem dá é o lugar ${dealer}: ` +
    'se foi escrito para outro número de jogadores ou outro carteador, as cartas dadas são outras, então confira "players" e "dealer"',
  engine: (facts) => (ENGINE_ERRORS_PT as Readonly<Record<string, (f: ErrorFacts) => string>>)[facts.code]?.(facts) ?? facts.message,
  commander: (line) => COMMANDER_PT.reduce((text, [pattern, portuguese]) => text.replace(pattern, portuguese), line),
};
