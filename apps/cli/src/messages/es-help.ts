import { BOT_LEVELS } from '@escoba/bots';
import { BOT_FORMAT, DEFAULT_BOT_LEVEL, DEFAULT_BOT_TIMEOUT_SECONDS, DEFAULT_GAMES, TTY_DELAY_MS } from '../defaults.js';
import { benchJsonShape, cliGames, gameExamples, gameHelp, gameNotes } from './games.js';
import type { HelpMessages } from './help-types.js';

const FILE = { name: 'fichero', description: 'un registro, o JSON Lines con un registro por línea; - lee la entrada estándar' };

export const HELP_ES: HelpMessages = {
  get program() {
    return {
      summary:
        `${gameHelp('es').map((h) => h.name).join(', ')}, los juegos de la baraja española: juega contra la máquina, enfrenta bots, analiza y reproduce registros de partidas, consulta las reglas, mide el motor.`,

      after:
        '\nPara empezar: npx escoba watch --lang es   (una partida al azar, contada mano a mano)\n' +
        'Idioma: --lang es (antes o después del nombre de la orden) o ESCOBA_LANG=es para el español, --lang pt para el portugués; --lang en para el inglés.\n' +
        'Estado de salida: 0 si todo va bien, 2 con opciones erróneas, entrada ilegible o registros que no se pueden reproducir.',
    };
  },
  titles: { 'Usage:': 'Uso:', 'Options:': 'Opciones:', 'Commands:': 'Órdenes:', 'Arguments:': 'Argumentos:', 'Global Options:': 'Opciones globales:' },
  placeholders: { '[options]': '[opciones]', '[command]': '[orden]' },
  defaultValue: (value) => `por defecto: ${value}`,
  helpOption: 'muestra la ayuda de la orden',
  versionOption: 'muestra el número de versión',
  helpCommand: 'muestra la ayuda de una orden',
  afterError: '(añade --help para ver el uso)',
  langDefault: 'el de ESCOBA_LANG; si no, es o pt cuando LANG es español o portugués; si no, en',
  lang: 'idioma del texto para personas: en, es o pt',
  get game() {
    return `el juego: ${gameHelp('es').map((h) => h.gameOption).join(' o ')}`;
  },
  table: {
    players: 'jugadores: 2, 3, 4 o 6',
    partnerships: 'jugar por parejas: 2 contra 2 con 4 jugadores (6 jugadores juegan siempre 3 contra 3)',
    noPartnerships: 'cada uno por su cuenta (no vale con 6 jugadores)',
    rules: 'una variante (classic, sevens, fournier, escova) o un objeto JSON como \'{"preset":"classic","target":15}\'; consulta escoba rules',
  },
  get replay() {
    return {
      summary: `reproduce registros de partidas (${cliGames().map((g) => g.plugin.definition.record.format).join(', ')}) y escribe un resumen por registro`,
      args: { file: FILE },
      options: { pretty: 'una tabla por registro para personas en vez de un resumen JSON por línea' },
      after:
        '\nCada resumen es {"scores", "winner", "sides", "hands"}; un registro que no se puede reproducir escribe {"error": "..."}\n' +
        'y los demás se reproducen igualmente; entonces el estado de salida es 2. Los resúmenes JSON y sus errores\n' +
        'son iguales en los dos idiomas; --lang cambia las tablas de --pretty.\n\nEjemplo:\n  escoba selfplay --games 3 | escoba replay --pretty --lang es -',
    };
  },
  get selfplay() {
    return {
      summary: 'juega partidas enteras con jugadas legales al azar y escribe un registro escoba-record/1 por línea',
      args: {},
      options: {
        games: 'número de partidas',
        seed: 'semilla de la tanda, un número entero',
        start: 'número de la primera partida (la partida i es la misma en cualquier tanda con la misma semilla)',
        hands: gameHelp('es').flatMap((h) => (h.hands ? [h.hands.selfplay] : [])).join('; '),
      },
      after:
        '\nLa partida i (desde 0) sale de createRng("<semilla>:<i>"): quién reparte primero, luego en cada mano una baraja\n' +
        'barajada y una elección uniforme entre legalPlays en cada jugada. Cada registro lleva "seed" y "game", así que\n' +
        '  escoba selfplay --seed 7 --start 41 --games 1\nreproduce el registro de la partida 41 de  escoba selfplay --seed 7 --games 100.\n\n' +
        'Ejemplos:\n  escoba selfplay --games 2 --seed 7 --players 4 --partnerships --rules sevens' +
        gameExamples('es', 'selfplay'),
    };
  },
  // `rules`, `bench` and `bot` name every game: read when the help is shown (see games.ts).
  get rules() {
    return {
      summary: 'enumera las variantes, las mesas y las opciones de reglas de cada juego, o muestra las reglas completas que indica un valor de --rules',
      args: { rules: { name: 'reglas', description: 'el nombre de una variante o un objeto JSON, como en --rules' + gameHelp('es').map((h) => h.presetNote).join('') } },
      options: { json: 'salida para programas (en inglés, como en cualquier idioma)', game: `solo este juego: ${cliGames().map((g) => g.plugin.definition.id).join(' o ')}` },
      after: `\nEjemplos:\n${gameHelp('es')
        .flatMap((h) => h.rulesExamples)
        .map((line) => `  ${line}`)
        .join('\n')}`,
    };
  },
  get bench() {
    return {
      summary: `rendimiento del motor: manos completas al azar por segundo en un núcleo, ${gameHelp('es').map((h) => h.benchName).join(' y ')}`,
      args: {},
      options: { json: `escribe solo {${benchJsonShape()}}`, seconds: 'segundos que se mide cada cifra (por defecto 3)' },
      after: '\nEjemplo:\n  escoba bench --seconds 1 --lang es',
    };
  },
  get watch() {
    return {
      summary: 'juega una partida al azar y la cuenta mano a mano: repartos, jugadas, escobas, puntos, tanteo',
      args: {},
      options: {
        seed: 'semilla de la tanda, como en selfplay',
        game: 'qué partida de esa tanda (su registro: escoba selfplay --seed S --start I --games 1)',
        delay: `milisegundos entre jugadas (por defecto ${TTY_DELAY_MS} en un terminal, 0 si la salida va a una tubería)`,
        level: `el nivel de la máquina en todos los asientos (${BOT_LEVELS.join(', ')}) en vez de jugadas legales al azar`,
        levels: 'un nivel por asiento, en orden de asiento, separados por comas, p. ej. expert,medium (manda sobre --level)',
      },
      after:
        '\n' +
        gameNotes('es', 'watch', '', '\n\n') +
        'Ejemplos:\n  escoba watch --seed 3 --players 4 --partnerships --lang es' +
        gameExamples('es', 'watch') +
        '\n  escoba watch --delay 0 --lang es   (todo de una vez)\n  escoba watch --levels expert,medium --delay 0 --lang es   (el experto contra el bot medio)',
    };
  },
  get match() {
    return {
      summary: 'un duelo duplicado justo entre dos bots, en todos los núcleos, con victorias, puntos por mano e intervalos de confianza',
      args: {},
      options: {
        a: 'bot A: un nivel, cmd:<orden>, omniscient (herramienta de medida que ve todas las cartas) o perfect-inference (el experto que ve todas las manos, también herramienta de medida)',
        b: 'bot B: un nivel, cmd:<orden>, omniscient (herramienta de medida que ve todas las cartas) o perfect-inference (el experto que ve todas las manos, también herramienta de medida)',
        games: `número de partidas, redondeado hacia arriba a juegos de barajas enteros (por defecto ${DEFAULT_GAMES})`,
        seed: 'semilla del duelo, un número entero (por defecto 1)',
        json: 'escribe un objeto JSON: {games, hands, a: {wins, winRate, winRateCI, pointsPerHand, pointsPerHandCI, decisionMs: {median, p99}}, b: {...}}',
        workers: 'hilos de trabajo (por defecto: el número de núcleos); 1 juega en el hilo principal',
        iterations: 'esfuerzo de búsqueda por decisión de los bots que buscan (hard, expert)',
        timeMs: 'tiempo por decisión de los bots que buscan, en milisegundos (no reproducible)',
        botTimeout: `segundos que un bot externo puede tardar en cada respuesta (por defecto ${DEFAULT_BOT_TIMEOUT_SECONDS})`,
        sprt: 'prueba secuencial sobre las victorias; para en cuanto decide',
        sprtDelta: 'con --sprt: H1 es una tasa de victorias esta cantidad por encima de la parte justa (por defecto 0.05)',
        sprtAlpha: 'con --sprt: tasa de falsos positivos (por defecto 0.05)',
        sprtBeta: 'con --sprt: tasa de falsos negativos (por defecto 0.05)',
      },
      after: `
Bots: un nivel (${BOT_LEVELS.join(', ')}) o "cmd:<orden>", un programa que habla el protocolo de bots
(docs/bot-protocol.md), p. ej. --a "cmd:python3 mybot.py" o --b "cmd:escoba bot --level hard".

Juego duplicado: las partidas van en juegos de barajas; cada partida del juego k usa las barajas y el primero
en repartir de la semilla "<semilla>:<k>", una vez por disposición: con dos bandos (2 jugadores, o 4 o 6 por
parejas) A juega un bando y B el otro, y luego se cambian; con 3 o 4 jugadores cada uno por su cuenta A ocupa
cada asiento por turno y B todos los demás. --games N se redondea a juegos enteros (múltiplo de 2, o del número
de jugadores).

Estadística: tasa de victorias con un intervalo de Wilson del 95%; los puntos propios de un bando por mano con un
intervalo del 95% que toma cada juego de barajas como una observación (estimador de razón, t de Student), así
que refleja el diseño duplicado; escobas por mano; mediana y percentil 99 del tiempo por decisión. --sprt hace una
prueba secuencial de razón de probabilidades sobre las victorias de A tras cada juego de barajas, H0 p = p0 (la
parte justa de A: 1/2 con dos bandos, 1/jugadores si no) frente a H1 p = p0 + delta, y para el duelo en cuanto
decide (--games es entonces el máximo que juega).

Ejemplos:
  escoba match --a expert --b medium --games 2000 --seed 1 --lang es
  escoba match --a hard --b medium --players 4 --partnerships --sprt --json
  escoba match --a "cmd:python3 mybot.py" --b medium --games 200 --workers 1${gameExamples('es', 'match')}${gameNotes('es', 'match', '\n\n', '')}`,
    };
  },
  get bot() {
    return {
      summary: `juega como bot por el protocolo de bots (${BOT_FORMAT}): una petición JSON por línea en la entrada, una jugada por línea en la salida`,
      args: {},
      options: {
        level: `${BOT_LEVELS.join(', ')} (por defecto ${DEFAULT_BOT_LEVEL})`,
        seed: 'semilla de las elecciones al azar del bot, un número entero (por defecto 1)',
        iterations: 'esfuerzo de búsqueda por decisión de los bots que buscan (hard, expert)',
        timeMs: 'tiempo por decisión de los bots que buscan, en milisegundos',
      },
      after:
        '\nCada línea de petición es un objeto JSON que describe la posición del asiento al que le toca (docs/bot-protocol.md);\n' +
        'la respuesta es una línea con la jugada en notación, p. ej. 7o:3c+5e, o 4b para dejar una carta. Una petición que\n' +
        'no se puede contestar recibe la línea "error: <motivo>" (el motivo va también a la salida de errores), y el bot\n' +
        'sigue con la siguiente; las líneas en blanco se saltan. Termina al acabarse su entrada, con estado 0.\n' +
        gameHelp('es')
          .map((h) => h.botRequest)
          .join('') +
        'El protocolo es para programas:\n' +
        'sus respuestas y motivos están en inglés diga lo que diga --lang.\n\n' +
        'Ejemplo:\n  escoba match --a "cmd:escoba bot --level hard" --b medium --games 100',
    };
  },
  get botConnect() {
    return {
      summary: `juega en un servidor con una cuenta de bot: se sienta en mesas públicas con un asiento libre y contesta cada turno con un programa que habla ${BOT_FORMAT}, o un nivel propio`,
      args: {},
      options: {
        server: 'el servidor: ws://host:puerto/ws, o http(s)://host[:puerto]',
        tokenFile: 'un fichero con el token del bot (lo imprime escoba-server accounts add-bot NOMBRE); nunca en la línea de órdenes',
        cmd: `la línea de órdenes del programa; recibe las mismas peticiones que con escoba match --a "cmd:…"`,
        level: `un nivel propio en vez de un programa: ${BOT_LEVELS.join(', ')}`,
        game: `solo mesas de este juego: ${cliGames().map((g) => g.plugin.definition.id).join(' o ')} (por defecto: cualquiera)`,
        games: 'para tras jugar tantas partidas hasta el final (por defecto: sigue hasta que se le pare)',
        botTimeout: `segundos que tiene el programa para cada respuesta (por defecto ${DEFAULT_BOT_TIMEOUT_SECONDS})`,
        seed: 'semilla de las elecciones al azar de un nivel propio (por defecto 1)',
        challenges: 'contesta los desafíos a la cuenta del bot: `all` (todos), `rated` (solo los puntuados), `casual` (solo los amistosos; los demás se rechazan; --game también cuenta) o `none` (ninguno, por defecto)',
      },
      after:
        '\nEl token va en el saludo como "Authorization: Bearer TOKEN". Una mesa cada vez: al acabar la partida el bot\n' +
        'se levanta y busca la siguiente. Una conexión caída se reanuda con el token del asiento. Una respuesta ilegal o\n' +
        'tardía, o un programa que termina, se informa con el código de la mesa y acaba el puente con estado 2, igual que\n' +
        'un token que el servidor rechaza. Su salida está en inglés diga lo que diga --lang (docs/bot-protocol.md).\n\n' +
        'Ejemplos:\n  escoba bot connect --server ws://localhost:8080/ws --token-file bot.token --cmd "python3 mibot.py"\n' +
        '  escoba bot connect --server https://naipes.example --token-file bot.token --level hard --games 10',
    };
  },
  get play() {
    return {
      summary: 'juega una partida contra bots en el terminal, una línea por decisión (también con la entrada por una tubería)',
      args: {},
      options: {
        level: `nivel de todos los asientos de la máquina: ${BOT_LEVELS.join(', ')}`,
        levels: 'niveles de los asientos de la máquina en orden de asiento, separados por comas, p. ej. easy,expert,easy (manda sobre --level)',
        seat: 'tu asiento (se juega por turno 0, 1, 2, ...)',
        seed: 'semilla de las barajas, del primero en repartir y de los bots, un número entero (por defecto: al azar, y se muestra)',
        record: 'escribe el registro de la partida (escoba-record/1) en este fichero al terminar la partida, al salir o al acabarse la entrada',
        iterations: 'esfuerzo de búsqueda por decisión de los bots y de la pista (por defecto: el de cada nivel)',
        timeMs: 'tiempo por decisión de los bots en milisegundos (entonces las decisiones no son reproducibles)',
        hands: gameHelp('es').flatMap((h) => (h.hands ? [h.hands.play] : [])).join('; '),
      },
      after:
        '\nEn tu turno escribe el número de una carta de tu mano (1, 2, 3), una carta (7o) o una jugada entera (7o:3c+5e);\n' +
        'si la carta puede llevarse más de una combinación se te pregunta cuál. Órdenes: ayuda, pista, ver, dejar 7o,\n' +
        'reclamar, salir; también valen en inglés (help, hint, show, lay 7o, claim, quit).\n' +
        'La entrada estándar puede ser una tubería: cada línea es una decisión, y la partida para (estado 0) al acabarse la entrada.\n\n' +
        gameNotes('es', 'play', '', '\n\n') +
        'Ejemplos:\n  escoba play --lang es --players 2 --level expert --rules classic --record /tmp/partida.json' +
        gameExamples('es', 'play'),
    };
  },
  get analyze() {
    return {
      summary: 'revisa un registro de partida: la estimación del experto de cada alternativa legal de cada jugada, y los puntos que perdió cada jugada',
      args: { file: FILE },
      options: {
        pretty: 'una tabla por registro para personas en vez de JSON Lines',
        iterations: 'esfuerzo de búsqueda por estimación (simulaciones); por defecto el del experto',
        seed: 'semilla del muestreo del analista, un número entero',
        threshold: 'una jugada que perdió más que este margen es un error',
      },
      after:
        '\nUna línea JSON por jugada: {"type":"play","record","hand","play","seat","side","played","forced","best",\n' +
        '"expected":[{"play","points","margin"}, ...],"loss","mistake"}, y luego por registro\n' +
        '{"type":"summary",...,"loss":[por bando],"mistakes":[por bando],"seats":[...]}; consulta el README.\n' +
        'Un registro que no se puede reproducir escribe {"type":"error","record","error"} y el estado de salida es 2.\n' +
        'Las líneas JSON son iguales en los dos idiomas; --lang cambia las tablas de --pretty.\n\n' +
        gameNotes('es', 'analyze', '', '\n\n') +
        'Ejemplos:\n  escoba selfplay --seed 3 | escoba analyze --pretty --lang es --iterations 200 -' +
        gameExamples('es', 'analyze'),
    };
  },
};
