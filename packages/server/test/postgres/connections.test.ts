// The limit of WebSockets per client address holds across the server processes (counts shared through Redis):
// three processes behind nginx, one address gets its limit once, not three times; and the counts of a process
// killed with kill -9 expire.
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { findNginx, startNginx, type Nginx } from '../services/services.mjs';
import { kill9, startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { until } from '../helpers.js';

const nginxFound = findNginx();
if (!usePostgres() || 'missing' in nginxFound) {
  if ('missing' in nginxFound && process.env['CI'] === 'true') throw new Error(`CI=true but ${nginxFound.missing} is not installed: .ci/run installs nginx`);
  if ('missing' in nginxFound) console.warn(`\n*** SKIPPING the connection limits across processes: ${nginxFound.missing} is not installed (apt-get install -y nginx openssl) ***\n`);
  describe.skip('connection limits across processes: not installed', () => it('skipped', () => undefined));
} else {
  const processes: ServerProcess[] = [];
  let nginx: Nginx | null = null;
  const sockets: WebSocket[] = [];
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    for (const p of processes) p.child.kill('SIGKILL');
    await nginx?.stop();
  });

  /** A WebSocket through nginx from `from`: open, or the HTTP status that refused it. */
  const open = (from: string) =>
    new Promise<WebSocket | number>((resolve) => {
      const ws = new WebSocket(`wss://127.0.0.1:${nginx!.httpsPort}/ws`, { ca: nginx!.ca, localAddress: from });
      ws.once('open', () => {
        sockets.push(ws);
        resolve(ws);
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => resolve(0));
    });

  /** Opens WebSockets from `from` one after another until one is refused: those that opened, and the refusal's status. */
  async function openAll(from: string, most = 20): Promise<{ opened: WebSocket[]; refused: number }> {
    const opened: WebSocket[] = [];
    for (let i = 0; i < most; i++) {
      const r = await open(from);
      if (typeof r === 'number') return { opened, refused: r };
      opened.push(r);
    }
    return { opened, refused: 0 };
  }

  const socketsOf = async (p: ServerProcess) => Number(/^escoba_sockets (\d+)$/m.exec(await (await fetch(`http://127.0.0.1:${p.opsPort}/metrics`)).text())?.[1]);

  describe('connection limits across processes (three processes behind nginx, Redis)', () => {
    it('one address gets its WebSocket limit once across the processes; a killed process’s counts expire', { timeout: 120_000 }, async () => {
      const env = {
        ESCOBA_DATABASE_URL: await currentServices().createDatabase(),
        ESCOBA_REDIS_URL: currentServices().redisUrl,
        ESCOBA_DB: '/nonexistent/unused.sqlite',
        ESCOBA_TRUSTED_PROXIES: '127.0.0.1',
        ESCOBA_CONNECTIONS_PER_ADDRESS: '6',
      };
      processes.push(...(await Promise.all([startProcess(env), startProcess(env), startProcess(env)])));
      nginx = await startNginx(processes.map((p) => p.port));

      // nginx spreads them (fewest connections first): the sixth is the last, whichever process it reaches.
      const first = await openAll('127.0.0.5');
      expect(first.opened.length).toBe(6);
      expect(first.refused).toBe(429);
      const spread = await Promise.all(processes.map(socketsOf));
      expect(spread.reduce((a, b) => a + b, 0)).toBe(6);
      expect(spread.filter((n) => n > 0).length).toBeGreaterThan(1);
      // Another address has its own six.
      const other = await openAll('127.0.0.6');
      expect(other.opened.length).toBe(6);
      expect(other.refused).toBe(429);

      // kill -9 of a process holding some of 127.0.0.5's connections: they close, and its counts in Redis expire
      // (6 s), after which the address may open as many again, up to six in all.
      const victim = processes[spread.findIndex((n) => n > 0)]!;
      await kill9(victim);
      await until(() => first.opened.some((ws) => ws.readyState === WebSocket.CLOSED), 10_000, 'the killed process’s connections to close');
      const left = () => first.opened.filter((ws) => ws.readyState === WebSocket.OPEN).length;
      expect(left()).toBeLessThan(6);
      const regained: WebSocket[] = [];
      const deadline = Date.now() + 20_000;
      while (left() + regained.length < 6) {
        if (Date.now() > deadline) throw new Error(`the address did not regain its limit: ${left() + regained.length} of 6`);
        const r = await open('127.0.0.5');
        if (typeof r === 'number') await new Promise((resolve) => setTimeout(resolve, 250));
        else regained.push(r);
      }
      expect(left() + regained.length).toBe(6);
      expect(await open('127.0.0.5')).toBe(429);
    });
  });
}
