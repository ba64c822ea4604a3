import type { Lang } from '../messages/index.js';
import type { CommandHelp } from '../messages/help-types.js';

/** The options of `escoba tournament`, as its help names them. */
export type TournamentOption =
  | 'format'
  | 'players'
  | 'player'
  | 'levels'
  | 'seats'
  | 'partnerships'
  | 'rounds'
  | 'duration'
  | 'seed'
  | 'records'
  | 'json'
  | 'botTimeout';

/** `escoba tournament`'s words in one language: its help, its errors and its standings' headings. */
export interface TournamentMessages {
  readonly help: CommandHelp<TournamentOption>;
  readonly errors: {
    readonly format: (given: string) => string;
    readonly tooFewPlayers: (given: number, listed: number) => string;
    readonly noEntrants: string;
    readonly twoSides: (format: string, sides: number) => string;
    readonly roundsOnlySwiss: string;
    readonly durationOnlyArena: string;
    readonly records: (dir: string, reason: string) => string;
  };
  /** The first line of the standings: the format, the game's table and how many games were played. */
  readonly title: (format: string, table: string, games: number) => string;
  readonly headings: {
    readonly rank: string;
    readonly player: string;
    readonly bot: string;
    readonly points: string;
    readonly games: string;
    readonly wins: string;
    readonly draws: string;
    readonly losses: string;
    readonly byes: string;
    readonly buchholz: string;
    readonly sonnebornBerger: string;
    readonly streak: string;
  };
  /** The records line: where the games' records were written. */
  readonly recordsWritten: (count: number, dir: string) => string;
  /** tour23: an entrant whose bot failed is withdrawn, its game lost: the failure. */
  readonly withdrawn: (reason: string) => string;
}

const FORMATS = 'arena|swiss|knockout|roundrobin';

const EN: TournamentMessages = {
  help: {
    summary: 'runs a whole tournament of bots locally (arena, Swiss, knock-out or round-robin) and prints the standings',
    args: {},
    options: {
      format: `the format: ${FORMATS} (default swiss)`,
      players: 'how many entrants (bots): those given with --player first, the rest filled from --levels',
      player: 'one entrant: a bot level or cmd:<command line> (an external bot); repeat it',
      levels: 'the levels that fill the entrants after --player, in turn (default random,easy,medium,hard)',
      seats: "players at a table (the other commands' --players; default: the game's)",
      partnerships: 'play in partnerships (2 against 2): an entrant of a two-sided format holds both seats of its side',
      rounds: 'Swiss: the number of rounds (default 5)',
      duration: "arena: how long it lasts, in simulated minutes (each play takes one simulated second; default 10)",
      seed: 'the tournament seed: game n is dealt from "<seed>:<n>" (default 1)',
      records: 'a directory to write every game\'s record to (one file a game, replayable with escoba replay)',
      json: 'print the standings and the games as one JSON object',
      botTimeout: 'seconds an external bot may take to answer (default 10)',
    },
    after: `
Examples:
  escoba tournament --format swiss --rounds 5 --players 12 --game brisca --levels random,easy
  escoba tournament --format arena --duration 30 --seats 3 --game brisca --players 6 --levels easy,medium
  escoba tournament --format knockout --player hard --player "cmd:python3 mybot.py" --players 8 --records /tmp/ko
Formats, points, streaks, tie-breaks and byes: docs/tournaments.md.`,
  },
  errors: {
    format: (given) => `--format must be one of ${FORMATS.split('|').join(', ')}, not "${given}"`,
    tooFewPlayers: (given, listed) => `--players ${given} is fewer than the ${listed} bots given with --player`,
    noEntrants: 'a tournament needs at least 2 entrants: give --players N, or --player twice or more',
    twoSides: (format, sides) => `a ${format} is for two-sided tables (2 players, or 2 against 2), not ${sides} sides: use --format arena`,
    roundsOnlySwiss: '--rounds is for --format swiss',
    durationOnlyArena: '--duration is for --format arena',
    records: (dir, reason) => `cannot write the records to ${dir}: ${reason}`,
  },
  title: (format, table, games) => `${format} tournament, ${table}: ${games} games`,
  headings: { rank: '#', player: 'player', bot: 'bot', points: 'points', games: 'games', wins: 'won', draws: 'drawn', losses: 'lost', byes: 'byes', buchholz: 'Buchholz', sonnebornBerger: 'S-B', streak: 'streak' },
  recordsWritten: (count, dir) => `${count} records written to ${dir}`,
  withdrawn: (reason) => `${reason}: the game is lost and the player withdrawn`,
};

const ES: TournamentMessages = {
  help: {
    summary: 'juega en local un torneo entero de bots (arena, suizo, eliminatoria o liga) e imprime la clasificación',
    args: {},
    options: {
      format: `el formato: ${FORMATS} (por defecto swiss)`,
      players: 'cuántos participantes (bots): primero los de --player, el resto con los niveles de --levels',
      player: 'un participante: un nivel de bot o cmd:<línea de órdenes> (un bot externo); se repite',
      levels: 'los niveles que completan los participantes tras --player, por turno (por defecto random,easy,medium,hard)',
      seats: 'jugadores por mesa (el --players de las otras órdenes; por defecto, el del juego)',
      partnerships: 'jugar por parejas (2 contra 2): en un formato de dos bandos, un participante ocupa los dos asientos de su bando',
      rounds: 'suizo: el número de rondas (por defecto 5)',
      duration: 'arena: cuánto dura, en minutos simulados (cada jugada dura un segundo simulado; por defecto 10)',
      seed: 'la semilla del torneo: la partida n se reparte con "<semilla>:<n>" (por defecto 1)',
      records: 'un directorio donde escribir el registro de cada partida (un fichero por partida, se reproduce con escoba replay)',
      json: 'imprime la clasificación y las partidas como un objeto JSON',
      botTimeout: 'segundos que un bot externo puede tardar en responder (por defecto 10)',
    },
    after: `
Ejemplos:
  escoba tournament --format swiss --rounds 5 --players 12 --game brisca --levels random,easy
  escoba tournament --format arena --duration 30 --seats 3 --game brisca --players 6 --levels easy,medium
  escoba tournament --format knockout --player hard --player "cmd:python3 mibot.py" --players 8 --records /tmp/ko
Formatos, puntos, rachas, desempates y descansos: docs/tournaments.md.`,
  },
  errors: {
    format: (given) => `--format debe ser ${FORMATS.split('|').join(', ')}, no "${given}"`,
    tooFewPlayers: (given, listed) => `--players ${given} es menos que los ${listed} bots dados con --player`,
    noEntrants: 'un torneo necesita al menos 2 participantes: da --players N, o --player dos veces o más',
    twoSides: (format, sides) => `un ${format} es para mesas de dos bandos (2 jugadores, o 2 contra 2), no de ${sides}: usa --format arena`,
    roundsOnlySwiss: '--rounds es para --format swiss',
    durationOnlyArena: '--duration es para --format arena',
    records: (dir, reason) => `no se pueden escribir los registros en ${dir}: ${reason}`,
  },
  title: (format, table, games) => `torneo ${format}, ${table}: ${games} partidas`,
  headings: { rank: '#', player: 'jugador', bot: 'bot', points: 'puntos', games: 'partidas', wins: 'ganadas', draws: 'empatadas', losses: 'perdidas', byes: 'descansos', buchholz: 'Buchholz', sonnebornBerger: 'S-B', streak: 'racha' },
  recordsWritten: (count, dir) => `${count} registros escritos en ${dir}`,
  withdrawn: (reason) => `${reason}: pierde la partida y se retira del torneo`,
};

const PT: TournamentMessages = {
  help: {
    summary: 'joga localmente um torneio inteiro de bots (arena, suíço, eliminatória ou todos contra todos) e imprime a classificação',
    args: {},
    options: {
      format: `o formato: ${FORMATS} (padrão swiss)`,
      players: 'quantos participantes (bots): primeiro os de --player, o resto com os níveis de --levels',
      player: 'um participante: um nível de bot ou cmd:<linha de comando> (um bot externo); repita-o',
      levels: 'os níveis que completam os participantes depois de --player, por vez (padrão random,easy,medium,hard)',
      seats: 'jogadores por mesa (o --players dos outros comandos; padrão: o do jogo)',
      partnerships: 'jogar em duplas (2 contra 2): num formato de dois lados, um participante ocupa os dois lugares do seu lado',
      rounds: 'suíço: o número de rodadas (padrão 5)',
      duration: 'arena: quanto dura, em minutos simulados (cada jogada leva um segundo simulado; padrão 10)',
      seed: 'a semente do torneio: a partida n é distribuída com "<semente>:<n>" (padrão 1)',
      records: 'um diretório onde gravar o registro de cada partida (um arquivo por partida, reproduzível com escoba replay)',
      json: 'imprime a classificação e as partidas como um objeto JSON',
      botTimeout: 'segundos que um bot externo pode levar para responder (padrão 10)',
    },
    after: `
Exemplos:
  escoba tournament --format swiss --rounds 5 --players 12 --game brisca --levels random,easy
  escoba tournament --format arena --duration 30 --seats 3 --game brisca --players 6 --levels easy,medium
  escoba tournament --format knockout --player hard --player "cmd:python3 meubot.py" --players 8 --records /tmp/ko
Formatos, pontos, sequências, desempates e folgas: docs/tournaments.md.`,
  },
  errors: {
    format: (given) => `--format deve ser ${FORMATS.split('|').join(', ')}, não "${given}"`,
    tooFewPlayers: (given, listed) => `--players ${given} é menos que os ${listed} bots dados com --player`,
    noEntrants: 'um torneio precisa de pelo menos 2 participantes: dê --players N, ou --player duas vezes ou mais',
    twoSides: (format, sides) => `um ${format} é para mesas de dois lados (2 jogadores, ou 2 contra 2), não de ${sides}: use --format arena`,
    roundsOnlySwiss: '--rounds é para --format swiss',
    durationOnlyArena: '--duration é para --format arena',
    records: (dir, reason) => `não é possível gravar os registros em ${dir}: ${reason}`,
  },
  title: (format, table, games) => `torneio ${format}, ${table}: ${games} partidas`,
  headings: { rank: '#', player: 'jogador', bot: 'bot', points: 'pontos', games: 'partidas', wins: 'vitórias', draws: 'empates', losses: 'derrotas', byes: 'folgas', buchholz: 'Buchholz', sonnebornBerger: 'S-B', streak: 'sequência' },
  recordsWritten: (count, dir) => `${count} registros gravados em ${dir}`,
  withdrawn: (reason) => `${reason}: perde a partida e sai do torneio`,
};

const CATALOGUE: Readonly<Record<Lang, TournamentMessages>> = { en: EN, es: ES, pt: PT };

/** `escoba tournament`'s words in `lang`. */
export const tournamentMessages = (lang: Lang): TournamentMessages => CATALOGUE[lang];
