// Chaos: three real server processes behind a real nginx (TLS), on one PostgreSQL and one Redis, play two thousand
// games (ESCOBA_TEST_SIZE=full; two hundred otherwise) with players and spectators spread over the processes (nginx picks them), while one process is killed with
// kill -9 mid-hand, then another once the first is back, and Redis is restarted (losing every lease, presence entry
// and notice). Players reconnect through nginx and resume. Then: every game finished, every table's log is versions
// 1..N with no gap or repeat, every seat's final view is the replay of the log, no connection saw a gap or a repeat,
// and no message to anyone held a card it could not see.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { actionText, tableGameById } from '@escoba/games';
import { PROTOCOL, type TableConfig } from '@escoba/protocol';

type GameId = string;
import { PostgresStore, viewOf } from '@escoba/server';
import { seeded } from '../autoplayer.js';
import { kill9, startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { findNginx, freePort, startNginx, type Nginx } from '../services/services.mjs';
import { TableTruth } from './leak-check.js';
import { ChaosPlayer } from './player.js';
import { size } from '../../../../test/size.js';
import type { LogEntry } from '@escoba/server';
import { ratedProblems } from '../rated-check.js';
import { ratedResults, signUpAccounts } from './rated-accounts.js';

/** One kind of table: its config, the seats people play (the others are bots), and how many of them. */
interface TableKind {
  readonly config: TableConfig;
  readonly people: readonly number[];
  readonly count: number;
}

const bots = (config: { players: number }, people: readonly number[]) =>
  Array.from({ length: config.players }, (_, seat) => seat)
    .filter((seat) => !people.includes(seat))
    .map((seat) => ({ seat, level: seat % 2 === 0 ? ('random' as const) : ('easy' as const) }));

/**
 * Games of every table size: 200 with ESCOBA_TEST_SIZE=full (2,000 games in all, some 7 minutes), 20 otherwise
 * (200 games, every push). The counts below are the full run's.
 */
const PER_SIZE = size(200, 20);

function kind(config: Omit<TableConfig, 'bots'>, people: readonly number[], count: number): TableKind {
  return { config: { ...config, bots: bots(config, people) }, people, count: (count * PER_SIZE) / 200 };
}

/**
 * At least PER_SIZE (200 in the full run) games of every game and table size: Escoba (2, 3, 4 in pairs, 4 alone, 6; one point), Brisca (2, 3,
 * 4 alone, 2 against 2, some with señas; one hand) and Alcalde (3, both presets; one hand). People sit on some
 * seats (two or more at most tables, so a table's players are usually on different processes), bots on the rest.
 */
const ESCOBA: readonly TableKind[] = [
  kind({ players: 2, target: 1 }, [0, 1], 150),
  kind({ players: 2, target: 1 }, [0], 50),
  kind({ players: 3, target: 1 }, [0, 1], 200),
  kind({ players: 4, partnerships: true, target: 1 }, [0, 2], 200),
  kind({ players: 4, partnerships: false, target: 1 }, [0, 1, 2, 3], 40),
  kind({ players: 4, partnerships: false, target: 1 }, [1, 3], 160),
  kind({ players: 6, target: 1 }, [0, 2, 4], 60),
  kind({ players: 6, target: 1 }, [1, 4], 140),
];

const BRISCA: readonly TableKind[] = [
  kind({ gameId: 'brisca', players: 2, rules: { preset: 'brisca', wins: 1 } }, [0, 1], 150),
  kind({ gameId: 'brisca', players: 2, rules: { preset: 'brisca', wins: 1 } }, [0], 50),
  kind({ gameId: 'brisca', players: 3, rules: { preset: 'brisca', wins: 1 } }, [0, 1], 200),
  kind({ gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', wins: 1 } }, [0, 2], 150),
  kind({ gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', wins: 1, senas: true } }, [0, 1, 2], 50),
  kind({ gameId: 'brisca', players: 4, partnerships: false, rules: { preset: 'brisca', wins: 1 } }, [1, 3], 200),
];

const ALCALDE: readonly TableKind[] = [
  kind({ gameId: 'alcalde', players: 3, hands: 1 }, [0, 1], 100),
  kind({ gameId: 'alcalde', players: 3, hands: 1, rules: { preset: 'alcalde-variation' } }, [0, 2], 100),
];

// rated22: rated tables, their people on accounts (a pool of RATED_ACCOUNTS, two different ones at a table); after
// the run every finished rated game has one history row per account, as rateGame computes, each account's rows
// chained up to its stored rating (`../rated-check.ts`).
const RATED: readonly TableKind[] = [
  kind({ players: 2, target: 1, rated: true }, [0, 1], 40),
  kind({ gameId: 'brisca', players: 2, rules: { preset: 'brisca', wins: 1 }, rated: true }, [0], 20),
];
const RATED_ACCOUNTS = 6;

const PROCESSES = 3;

const nginxFound = findNginx();
// The lane's PostgreSQL and a Redis of this file's own, which it restarts mid-run (services/backend.ts).
if (!usePostgres() || 'missing' in nginxFound) {
  if ('missing' in nginxFound && process.env['CI'] === 'true') throw new Error(`CI=true but ${nginxFound.missing} is not installed: .ci/run installs nginx`);
  if ('missing' in nginxFound) console.warn(`\n*** SKIPPING the chaos test: ${nginxFound.missing} is not installed (apt-get install -y nginx openssl) ***\n`);
  describe.skip('chaos: not installed', () => it('skipped', () => undefined));
} else {
  const running: ServerProcess[] = [];
  let nginx: Nginx | null = null;
  const players: ChaosPlayer[] = [];
  afterAll(async () => {
    for (const p of players) p.stop();
    for (const p of running) p.child.kill('SIGKILL');
    await nginx?.stop();
  });

  describe('chaos', () => {
    it('three processes behind nginx, two kill -9s and a Redis restart: every game ends, logs are whole, views are the log’s, nothing leaks', { timeout: 1_500_000 }, async () => {
      // Progress lines a person can follow while it runs (minutes on a loaded machine); every wait below has its own
      // limit and fails saying what it waited for.
      const begun = Date.now();
      const progress = (line: string) => console.log(`chaos ${((Date.now() - begun) / 1000).toFixed(0).padStart(4)} s: ${line}`);
      const services = currentServices();
      const databaseUrl = await services.createDatabase();
      const env = {
        ESCOBA_DATABASE_URL: databaseUrl,
        ESCOBA_REDIS_URL: services.redisUrl,
        ESCOBA_DB: '/nonexistent/unused.sqlite',
        ESCOBA_TRUSTED_PROXIES: '127.0.0.1',
        // Every client is on loopback: the limits per address would otherwise stop the test's hundreds of connections.
        ESCOBA_CONNECTIONS_PER_ADDRESS: '100000',
        ESCOBA_TABLES_PER_HOUR: '1000000',
        ESCOBA_LOOKUPS_PER_MINUTE: '1000000',
        ESCOBA_FAILED_LOOKUPS_PER_MINUTE: '1000000',
        ESCOBA_READS_PER_MINUTE: '1000000',
        ESCOBA_BOT_DELAY_MS: '300',
        ESCOBA_GRACE_SECONDS: '3',
        ESCOBA_SUBSTITUTE: 'random',
        ESCOBA_SIGNUPS_PER_HOUR: '100000',
        ESCOBA_LOGINS_PER_MINUTE: '100000',
      };
      // Fixed ports, so a process restarted after its kill is where nginx looks for it.
      const ports: number[] = [];
      for (let i = 0; i < PROCESSES; i++) ports.push(await freePort());
      const processes: ServerProcess[] = [];
      const start = async (i: number) => {
        // The operations port on any free port: PORT + 1000 is not known to be free.
        const p = await startProcess({ ...env, PORT: String(ports[i]), ESCOBA_OPS_ADDRESS: '127.0.0.1:0' });
        running.push(p);
        processes[i] = p;
      };
      await Promise.all(ports.map((_, i) => start(i)));
      nginx = await startNginx(ports, { limits: false });
      progress(`${PROCESSES} server processes and nginx started`);
      const url = () => `wss://127.0.0.1:${nginx!.httpsPort}/ws`;

      // The tables: created, joined by their people, watched by a spectator at every fifth, and started.
      const tables: { code: string; gameId: GameId; players: ChaosPlayer[] }[] = [];
      const kinds = [...ESCOBA, ...BRISCA, ...ALCALDE, ...RATED];
      // rated22: the accounts of the rated tables' people, signed up on a process directly (sessions are in PostgreSQL).
      const ratedAccounts = await signUpAccounts(ports[0]!, RATED_ACCOUNTS);
      let seed = 1;
      const newPlayer = (seat: number | null, gameId: GameId, headers?: Record<string, string>) => {
        const p = new ChaosPlayer({ url, ca: nginx!.ca, seat, random: seeded(seed++), thinkMs: 1500, actionText: (a) => actionText(tableGameById(gameId), a), greeting: { type: 'hello', protocol: PROTOCOL }, ...(headers ? { headers } : {}) });
        players.push(p);
        return p;
      };
      const specs = kinds.flatMap((k) => Array.from({ length: k.count }, () => k));
      progress(`creating ${specs.length} tables (ESCOBA_TEST_SIZE=full: 2,000)`);
      for (let i = 0; i < specs.length; i += 20) {
        if (i > 0 && i % 100 === 0) progress(`${i} of ${specs.length} tables created`);
        await Promise.all(
          specs.slice(i, i + 20).map(async (spec, j) => {
            const gameId: GameId = (spec.config.gameId === 'alcalde' ? 'brisca' : spec.config.gameId) ?? 'escoba';
            const [host, ...others] = spec.people.map((seat, k) => newPlayer(seat, gameId, spec.config.rated ? ratedAccounts[(i + j + k) % RATED_ACCOUNTS] : undefined));
            await host!.connect();
            await host!.request({ type: 'create', config: spec.config, name: 'host', seat: spec.people[0] }, (m) => m.type === 'sync' || m.type === 'error');
            expect(host!.code).not.toBe('');
            for (const p of others) {
              await p.connect();
              const answer = await p.request({ type: 'join', code: host!.code, seat: p.seat, name: `p${p.seat}` }, (m) => m.type === 'sync' || m.type === 'error');
              expect(answer.type).toBe('sync');
            }
            const table = [host!, ...others];
            if ((i + j) % 5 === 0) {
              const watcher = newPlayer(null, gameId);
              await watcher.connect();
              [watcher.code] = [host!.code];
              await watcher.request({ type: 'spectate', code: host!.code }, (m) => m.type === 'sync');
              table.push(watcher);
            }
            tables.push({ code: host!.code, gameId, players: table });
          }),
        );
      }
      // At least PER_SIZE of every game and table size.
      const sizes = new Map<string, number>();
      for (const k of specs) {
        const table = `${k.config.gameId ?? 'escoba'} ${k.config.players}${k.config.partnerships ? ' in pairs' : ''}`;
        sizes.set(table, (sizes.get(table) ?? 0) + 1);
      }
      expect(sizes.size).toBe(10);
      for (const [table, n] of sizes) expect(n, table).toBeGreaterThanOrEqual(PER_SIZE);
      const startedAt = Date.now();
      await Promise.all(tables.map((t) => t.players[0]!.request({ type: 'start', ref: 'start' }, (m) => m['ref'] === 'start')));
      progress(`${tables.length} tables started, ${players.length} connections`);

      const metric = async (p: ServerProcess, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(await (await fetch(`http://127.0.0.1:${p.opsPort}/metrics`)).text())?.[1]);
      const received = () => players.reduce((n, p) => n + p.texts.length, 0);
      const inPlay = () => tables.filter((t) => !t.players[0]!.finished).length;
      const waitFor = async (check: () => boolean, what: string, timeoutMs = 120_000) => {
        const end = Date.now() + timeoutMs;
        let said = Date.now();
        while (!check()) {
          if (Date.now() > end) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}: ${inPlay()} of ${tables.length} tables in play, ${received()} messages received`);
          if (Date.now() - said >= 15_000) {
            said = Date.now();
            progress(`waiting for ${what}: ${inPlay()} of ${tables.length} tables in play, ${received()} messages received`);
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      /** Kills process i mid-hand and starts it again on its port. */
      const chaos: string[] = [];
      const killAndRestart = async (i: number) => {
        const midHand = tables.filter((t) => !t.players[0]!.finished && t.players[0]!.v > 6).length;
        chaos.push(`kill -9 process ${i + 1} at ${((Date.now() - startedAt) / 1000).toFixed(1)} s with ${midHand} tables mid-hand`);
        progress(chaos.at(-1)!);
        expect(midHand).toBeGreaterThan(tables.length / 2);
        await kill9(processes[i]!);
        await start(i);
        chaos.push(`process ${i + 1} back at ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
        progress(chaos.at(-1)!);
      };

      // Everyone is spread over the three processes, and each drives some tables.
      await waitFor(() => tables.filter((t) => t.players[0]!.v > 6).length > tables.length * 0.8, 'the games under way');
      for (const p of processes) {
        expect(await metric(p, 'escoba_sockets')).toBeGreaterThan(20);
        expect(await metric(p, 'escoba_table_leases')).toBeGreaterThan(5);
      }
      await killAndRestart(0);
      const afterFirst = received();
      await waitFor(() => received() > afterFirst + 2000, 'play to go on after the first kill');
      await killAndRestart(1);
      chaos.push(`redis restarted at ${((Date.now() - startedAt) / 1000).toFixed(1)} s with ${inPlay()} tables in play`);
      progress(chaos.at(-1)!);
      expect(inPlay()).toBeGreaterThan(tables.length / 4);
      await services.restartRedis(500);

      await waitFor(() => tables.every((t) => t.players.every((p) => p.finished)), 'every game to finish', 900_000);
      const seconds = (Date.now() - startedAt) / 1000;
      progress(`every game finished; checking ${tables.length} logs and every seat's view`);

      // The logs, straight from PostgreSQL: versions 1..N, each once.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ code: string; n: string; first: number; last: number; distinct: string }>('SELECT code, count(*) AS n, min(v) AS first, max(v) AS last, count(DISTINCT v) AS distinct FROM events GROUP BY code');
      await client.end();
      const byCode = new Map(rows.map((r) => [r.code, r]));
      const store = await PostgresStore.open(databaseUrl);
      const ratedLogs = new Map<string, LogEntry[]>();
      let moves = 0;
      let reconnects = 0;
      let substitutes = 0;
      const problems: string[] = [];
      try {
        for (const t of tables) {
          const counts = byCode.get(t.code)!;
          expect([Number(counts.n), counts.first, Number(counts.distinct)]).toEqual([counts.last, 1, counts.last]);
          const log = await store.read(t.code);
          expect(log.map((e) => e.v)).toEqual(Array.from({ length: counts.last }, (_, i) => i + 1));
          const truth = new TableTruth(t.code, log);
          expect(truth.last.status).toBe('finished');
          if (truth.last.settings.rated) ratedLogs.set(t.code, log);
          moves += log.filter((e) => e.event.type === 'played').length;
          substitutes += log.filter((e) => e.event.type === 'substitute' && e.event.active).length;
          for (const p of t.players) {
            reconnects += p.reconnects;
            problems.push(...p.problems, ...truth.leaks(p.seat, p.texts));
            expect(p.v, `${t.code} seat ${p.seat}`).toBe(truth.last.pv);
            expect(p.view, `${t.code} seat ${p.seat}'s final view`).toEqual(viewOf(truth.last, p.seat));
          }
        }
      } finally {
        await store.close();
      }
      console.log(
        [
          `chaos: ${tables.length} tables (${tables.reduce((n, t) => n + t.players.length, 0)} connections through nginx), ${moves} moves in ${seconds.toFixed(1)} s`,
          ...chaos,
          `${reconnects} reconnects, ${substitutes} substitutes`,
        ].join('\n'),
      );
      expect(problems).toEqual([]);
      // rated22: every rated game's result applied once (a process killed at a game's end leaves it to the others'
      // sweep, once a minute), each as rateGame computes it.
      expect(ratedLogs.size).toBe(RATED.reduce((n, k) => n + k.count, 0));
      const rated = await ratedResults(databaseUrl, ratedLogs.size, progress);
      expect(ratedProblems(ratedLogs, rated.history, rated.ratings)).toEqual([]);
      // The chaos reached the players: connections were cut and resumed.
      expect(reconnects).toBeGreaterThan(50);
    });
  });
}
