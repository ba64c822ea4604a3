import { BOT_LEVELS } from '@escoba/bots';
import { BOT_FORMAT, DEFAULT_BOT_LEVEL, DEFAULT_BOT_TIMEOUT_SECONDS, DEFAULT_GAMES, TTY_DELAY_MS } from '../defaults.js';
import { benchJsonShape, cliGames, gameExamples, gameHelp, gameNotes } from './games.js';
import type { HelpMessages } from './help-types.js';

const FILE = { name: 'arquivo', description: 'um registro, ou JSON Lines com um registro por linha; - lê a entrada padrão' };

export const HELP_PT: HelpMessages = {
  get program() {
    return {
      summary:
        `${gameHelp('pt').map((h) => h.name).join(', ')}, os jogos do baralho espanhol: jogue contra a máquina, enfrente bots, analise e reproduza registros de partidas, consulte as regras, meça o motor.`,

      after:
        '\nPara começar: npx escoba watch --lang pt   (uma partida ao acaso, contada mão a mão)\n' +
        'Idioma: --lang pt (antes ou depois do nome do comando) ou ESCOBA_LANG=pt para o português; --lang es para o espanhol; --lang en para o inglês.\n' +
        'Status de saída: 0 se tudo correr bem, 2 com opções erradas, entrada ilegível ou registros que não podem ser reproduzidos.',
    };
  },
  titles: { 'Usage:': 'Uso:', 'Options:': 'Opções:', 'Commands:': 'Comandos:', 'Arguments:': 'Argumentos:', 'Global Options:': 'Opções globais:' },
  placeholders: { '[options]': '[opções]', '[command]': '[comando]' },
  defaultValue: (value) => `padrão: ${value}`,
  helpOption: 'mostra a ajuda do comando',
  versionOption: 'mostra o número da versão',
  helpCommand: 'mostra a ajuda de um comando',
  afterError: '(acrescente --help para ver o uso)',
  langDefault: 'o de ESCOBA_LANG; senão, es ou pt quando LANG é espanhol ou português; senão, en',
  lang: 'idioma do texto para pessoas: en, es ou pt',
  get game() {
    return `o jogo: ${gameHelp('pt').map((h) => h.gameOption).join(' ou ')}`;
  },
  table: {
    players: 'jogadores: 2, 3, 4 ou 6',
    partnerships: 'jogar em duplas: 2 contra 2 com 4 jogadores (6 jogadores jogam sempre 3 contra 3)',
    noPartnerships: 'cada um por si (não vale com 6 jogadores)',
    rules: 'uma variante (classic, sevens, fournier, escova) ou um objeto JSON como \'{"preset":"classic","target":15}\'; consulte escoba rules',
  },
  get replay() {
    return {
      summary: `reproduz registros de partidas (${cliGames().map((g) => g.plugin.definition.record.format).join(', ')}) e escreve um resumo por registro`,
      args: { file: FILE },
      options: { pretty: 'uma tabela por registro para pessoas em vez de um resumo JSON por linha' },
      after:
        '\nCada resumo é {"scores", "winner", "sides", "hands"}; um registro que não pode ser reproduzido escreve {"error": "..."}\n' +
        'e os demais são reproduzidos mesmo assim; então o status de saída é 2. Os resumos JSON e seus erros\n' +
        'são iguais em todos os idiomas; --lang muda as tabelas de --pretty.\n\nExemplo:\n  escoba selfplay --games 3 | escoba replay --pretty --lang pt -',
    };
  },
  get selfplay() {
    return {
      summary: 'joga partidas inteiras com jogadas legais ao acaso e escreve um registro escoba-record/1 por linha',
      args: {},
      options: {
        games: 'número de partidas',
        seed: 'semente da série, um número inteiro',
        start: 'número da primeira partida (a partida i é a mesma em qualquer série com a mesma semente)',
        hands: gameHelp('pt').flatMap((h) => (h.hands ? [h.hands.selfplay] : [])).join('; '),
      },
      after:
        '\nA partida i (desde 0) sai de createRng("<semente>:<i>"): quem dá primeiro, depois em cada mão um baralho\n' +
        'embaralhado e uma escolha uniforme entre legalPlays em cada jogada. Cada registro tem "seed" e "game", então\n' +
        '  escoba selfplay --seed 7 --start 41 --games 1\nreproduz o registro da partida 41 de  escoba selfplay --seed 7 --games 100.\n\n' +
        'Exemplos:\n  escoba selfplay --games 2 --seed 7 --players 4 --partnerships --rules sevens' +
        gameExamples('pt', 'selfplay'),
    };
  },
  // `rules`, `bench` and `bot` name every game: read when the help is shown (see games.ts).
  get rules() {
    return {
      summary: 'lista as variantes, as mesas e as opções de regras de cada jogo, ou mostra as regras completas que um valor de --rules indica',
      args: { rules: { name: 'regras', description: 'o nome de uma variante ou um objeto JSON, como em --rules' + gameHelp('pt').map((h) => h.presetNote).join('') } },
      options: { json: 'saída para programas (em inglês, como em qualquer idioma)', game: `só este jogo: ${cliGames().map((g) => g.plugin.definition.id).join(' ou ')}` },
      after: `\nExemplos:\n${gameHelp('pt')
        .flatMap((h) => h.rulesExamples)
        .map((line) => `  ${line}`)
        .join('\n')}`,
    };
  },
  get bench() {
    return {
      summary: `desempenho do motor: mãos completas ao acaso por segundo em um núcleo, ${gameHelp('pt').map((h) => h.benchName).join(' e ')}`,
      args: {},
      options: { json: `escreve só {${benchJsonShape()}}`, seconds: 'segundos de medição de cada número (padrão 3)' },
      after: '\nExemplo:\n  escoba bench --seconds 1 --lang pt',
    };
  },
  get watch() {
    return {
      summary: 'joga uma partida ao acaso e a conta mão a mão: cartas dadas, jogadas, escobas, pontos, placar',
      args: {},
      options: {
        seed: 'semente da série, como em selfplay',
        game: 'qual partida dessa série (o seu registro: escoba selfplay --seed S --start I --games 1)',
        delay: `milissegundos entre jogadas (padrão ${TTY_DELAY_MS} num terminal, 0 quando a saída vai para um pipe)`,
        level: `o nível da máquina em todos os lugares (${BOT_LEVELS.join(', ')}) em vez de jogadas legais ao acaso`,
        levels: 'um nível por lugar, na ordem dos lugares, separados por vírgulas, por ex. expert,medium (prevalece sobre --level)',
      },
      after:
        '\n' +
        gameNotes('pt', 'watch', '', '\n\n') +
        'Exemplos:\n  escoba watch --seed 3 --players 4 --partnerships --lang pt' +
        gameExamples('pt', 'watch') +
        '\n  escoba watch --delay 0 --lang pt   (tudo de uma vez)\n  escoba watch --levels expert,medium --delay 0 --lang pt   (o especialista contra o bot médio)',
    };
  },
  get match() {
    return {
      summary: 'um duelo duplicado justo entre dois bots, em todos os núcleos, com vitórias, pontos por mão e intervalos de confiança',
      args: {},
      options: {
        a: 'bot A: um nível, cmd:<comando>, omniscient (ferramenta de medida que vê todas as cartas) ou perfect-inference (o especialista que vê todas as mãos, também ferramenta de medida)',
        b: 'bot B: um nível, cmd:<comando>, omniscient (ferramenta de medida que vê todas as cartas) ou perfect-inference (o especialista que vê todas as mãos, também ferramenta de medida)',
        games: `número de partidas, arredondado para cima a jogos de baralhos inteiros (padrão ${DEFAULT_GAMES})`,
        seed: 'semente do duelo, um número inteiro (padrão 1)',
        json: 'escreve um objeto JSON: {games, hands, a: {wins, winRate, winRateCI, pointsPerHand, pointsPerHandCI, decisionMs: {median, p99}}, b: {...}}',
        workers: 'linhas de execução (padrão: o número de núcleos); 1 joga na linha principal',
        iterations: 'esforço de busca por decisão dos bots que buscam (hard, expert)',
        timeMs: 'tempo por decisão dos bots que buscam, em milissegundos (não reproduzível)',
        botTimeout: `segundos que um bot externo pode levar em cada resposta (padrão ${DEFAULT_BOT_TIMEOUT_SECONDS})`,
        sprt: 'teste sequencial sobre as vitórias; para assim que decide',
        sprtDelta: 'com --sprt: H1 é uma taxa de vitórias esta quantia acima da parte justa (padrão 0.05)',
        sprtAlpha: 'com --sprt: taxa de falsos positivos (padrão 0.05)',
        sprtBeta: 'com --sprt: taxa de falsos negativos (padrão 0.05)',
      },
      after: `
Bots: um nível (${BOT_LEVELS.join(', ')}) ou "cmd:<comando>", um programa que fala o protocolo de bots
(docs/bot-protocol.md), por ex. --a "cmd:python3 mybot.py" ou --b "cmd:escoba bot --level hard".

Jogo duplicado: as partidas vão em jogos de baralhos; cada partida do jogo k usa os baralhos e o primeiro a dar
da semente "<semente>:<k>", uma vez por disposição: com dois lados (2 jogadores, ou 4 ou 6 em duplas) A joga um
lado e B o outro, e depois trocam; com 3 ou 4 jogadores cada um por si A ocupa cada lugar por vez e B todos os
outros. --games N é arredondado a jogos inteiros (múltiplo de 2, ou do número de jogadores).

Estatística: taxa de vitórias com um intervalo de Wilson de 95%; os pontos próprios de um lado por mão com um
intervalo de 95% que toma cada jogo de baralhos como uma observação (estimador de razão, t de Student), então
reflete o desenho duplicado; escobas por mão; mediana e percentil 99 do tempo por decisão. --sprt faz um teste
sequencial da razão de probabilidades sobre as vitórias de A após cada jogo de baralhos, H0 p = p0 (a parte
justa de A: 1/2 com dois lados, 1/jogadores senão) contra H1 p = p0 + delta, e para o duelo assim que decide
(--games é então o máximo que joga).

Exemplos:
  escoba match --a expert --b medium --games 2000 --seed 1 --lang pt
  escoba match --a hard --b medium --players 4 --partnerships --sprt --json
  escoba match --a "cmd:python3 mybot.py" --b medium --games 200 --workers 1${gameExamples('pt', 'match')}${gameNotes('pt', 'match', '\n\n', '')}`,
    };
  },
  get bot() {
    return {
      summary: `joga como bot pelo protocolo de bots (${BOT_FORMAT}): um pedido JSON por linha na entrada, uma jogada por linha na saída`,
      args: {},
      options: {
        level: `${BOT_LEVELS.join(', ')} (padrão ${DEFAULT_BOT_LEVEL})`,
        seed: 'semente das escolhas ao acaso do bot, um número inteiro (padrão 1)',
        iterations: 'esforço de busca por decisão dos bots que buscam (hard, expert)',
        timeMs: 'tempo por decisão dos bots que buscam, em milissegundos',
      },
      after:
        '\nCada linha de pedido é um objeto JSON que descreve a posição do lugar que tem a vez (docs/bot-protocol.md);\n' +
        'a resposta é uma linha com a jogada em notação, por ex. 7o:3c+5e, ou 4b para deixar uma carta. Um pedido que\n' +
        'não pode ser respondido recebe a linha "error: <motivo>" (o motivo vai também para a saída de erros), e o bot\n' +
        'segue com o próximo; as linhas em branco são puladas. Termina quando a entrada acaba, com status 0.\n' +
        gameHelp('pt')
          .map((h) => h.botRequest)
          .join('') +
        'O protocolo é para programas:\n' +
        'suas respostas e motivos estão em inglês, diga o que disser --lang.\n\n' +
        'Exemplo:\n  escoba match --a "cmd:escoba bot --level hard" --b medium --games 100',
    };
  },
  get botConnect() {
    return {
      summary: `joga num servidor com uma conta de bot: senta-se em mesas públicas com um lugar livre e responde a cada vez com um programa que fala ${BOT_FORMAT}, ou um nível próprio`,
      args: {},
      options: {
        server: 'o servidor: ws://host:porta/ws, ou http(s)://host[:porta]',
        tokenFile: 'um ficheiro com o token do bot (escoba-server accounts add-bot NOME imprime-o); nunca na linha de comandos',
        cmd: `a linha de comandos do programa; recebe os mesmos pedidos que com escoba match --a "cmd:…"`,
        level: `um nível próprio em vez de um programa: ${BOT_LEVELS.join(', ')}`,
        game: `só mesas deste jogo: ${cliGames().map((g) => g.plugin.definition.id).join(' ou ')} (por omissão: qualquer)`,
        games: 'para depois de jogar tantas partidas até ao fim (por omissão: continua até ser parado)',
        botTimeout: `segundos que o programa tem para cada resposta (por omissão ${DEFAULT_BOT_TIMEOUT_SECONDS})`,
        seed: 'semente das escolhas ao acaso de um nível próprio (por omissão 1)',
        challenges: 'responde aos desafios à conta do bot: `all` (todos), `rated` (só os pontuados), `casual` (só os amigáveis; os outros são recusados; --game também conta) ou `none` (nenhum, por omissão)',
      },
      after:
        '\nO token vai no aperto de mão como "Authorization: Bearer TOKEN". Uma mesa de cada vez: no fim da partida o bot\n' +
        'levanta-se e procura a seguinte. Uma ligação caída é retomada com o token do lugar. Uma resposta ilegal ou\n' +
        'atrasada, ou um programa que termina, é relatada com o código da mesa e acaba a ponte com estado 2, tal como\n' +
        'um token que o servidor recusa. A sua saída é em inglês diga o que disser --lang (docs/bot-protocol.md).\n\n' +
        'Exemplos:\n  escoba bot connect --server ws://localhost:8080/ws --token-file bot.token --cmd "python3 meubot.py"\n' +
        '  escoba bot connect --server https://naipes.example --token-file bot.token --level hard --games 10',
    };
  },
  get play() {
    return {
      summary: 'joga uma partida contra bots no terminal, uma linha por decisão (também com a entrada por um pipe)',
      args: {},
      options: {
        level: `nível de todos os lugares da máquina: ${BOT_LEVELS.join(', ')}`,
        levels: 'níveis dos lugares da máquina na ordem dos lugares, separados por vírgulas, por ex. easy,expert,easy (prevalece sobre --level)',
        seat: 'o seu lugar (joga-se por vez 0, 1, 2, ...)',
        seed: 'semente dos baralhos, do primeiro a dar e dos bots, um número inteiro (padrão: ao acaso, e é mostrada)',
        record: 'grava o registro da partida (escoba-record/1) neste arquivo ao terminar a partida, ao sair ou quando a entrada acabar',
        iterations: 'esforço de busca por decisão dos bots e da dica (padrão: o de cada nível)',
        timeMs: 'tempo por decisão dos bots em milissegundos (então as decisões não são reproduzíveis)',
        hands: gameHelp('pt').flatMap((h) => (h.hands ? [h.hands.play] : [])).join('; '),
      },
      after:
        '\nNa sua vez escreva o número de uma carta da sua mão (1, 2, 3), uma carta (7o) ou uma jogada inteira (7o:3c+5e);\n' +
        'se a carta pode levar mais de uma combinação, pergunta-se qual. Comandos: ajuda, dica, ver, deixar 7o,\n' +
        'reclamar, sair; em inglês também valem (help, hint, show, lay 7o, claim, quit).\n' +
        'A entrada padrão pode ser um pipe: cada linha é uma decisão, e a partida para (status 0) quando a entrada acaba.\n\n' +
        gameNotes('pt', 'play', '', '\n\n') +
        'Exemplos:\n  escoba play --lang pt --players 2 --level expert --rules classic --record /tmp/partida.json' +
        gameExamples('pt', 'play'),
    };
  },
  get analyze() {
    return {
      summary: 'revisa um registro de partida: a estimativa do especialista para cada alternativa legal de cada jogada, e os pontos que cada jogada perdeu',
      args: { file: FILE },
      options: {
        pretty: 'uma tabela por registro para pessoas em vez de JSON Lines',
        iterations: 'esforço de busca por estimativa (simulações); padrão: o do especialista',
        seed: 'semente da amostragem do analista, um número inteiro',
        threshold: 'uma jogada que perdeu mais que esta margem é um erro',
      },
      after:
        '\nUma linha JSON por jogada: {"type":"play","record","hand","play","seat","side","played","forced","best",\n' +
        '"expected":[{"play","points","margin"}, ...],"loss","mistake"}, e depois por registro\n' +
        '{"type":"summary",...,"loss":[por lado],"mistakes":[por lado],"seats":[...]}; consulte o README.\n' +
        'Um registro que não pode ser reproduzido escreve {"type":"error","record","error"} e o status de saída é 2.\n' +
        'As linhas JSON são iguais em todos os idiomas; --lang muda as tabelas de --pretty.\n\n' +
        gameNotes('pt', 'analyze', '', '\n\n') +
        'Exemplos:\n  escoba selfplay --seed 3 | escoba analyze --pretty --lang pt --iterations 200 -' +
        gameExamples('pt', 'analyze'),
    };
  },
};
