// An Escoba server inside your own program, with the log in memory; a client plays one game against a bot on it.
// From the repository root after `npm ci`: node packages/server/examples/embedded.mjs
/* global fetch */
import { WebSocket } from 'ws';
import { gameDefinition } from '@escoba/games';
import { createClient } from '@escoba/protocol';
import { startServer } from '@escoba/server';

const server = await startServer({ webDir: 'apps/web/dist', port: 0, dbPath: ':memory:', botDelayMs: 0, logLevel: 'warn' });
console.log(`Escoba: ${server.url} (WebSocket at ws://localhost:${server.port}/ws)`);

const client = createClient(`ws://localhost:${server.port}/ws`, { WebSocket, reconnect: false, definitionOf: async (gameId) => gameDefinition(gameId) });
const { code } = await client.create({ players: 2, target: 3, bots: [{ seat: 1, level: 'medium' }] }, 'Ana');
console.log('lobby API:', await (await fetch(`${server.url}/api/tables/${code}`)).json().then((t) => `${t.code} ${t.status}, seats ${t.seats.map((s) => s.name).join(' and ')}`));
client.on('shuffle', (s) => console.log(`hand ${s.hand}: shuffle ${s.ok ? 'verified' : 'NOT verified'}`));
const done = new Promise((resolve) =>
  client.on('event', () => {
    const view = client.view;
    if (client.table?.status === 'finished') resolve(view);
    else if (view && view.turn === view.seat) client.play(view.legal[0]).catch(() => undefined); // the first legal play
  }),
);
await client.start();
const final = await done;
console.log(`game over: ${final.scores.join(' - ')}, winner side ${final.winner}`);
client.close();
await server.close();
