// Plays one game online against a server bot: node packages/protocol/examples/play-a-bot.mjs [ws://localhost:8080/ws]
// Start a server first (`npm start`). Node 20 has no global WebSocket, so the ws package is passed in.
import { WebSocket } from 'ws';
import { createBot } from '@escoba/bots';
import { gameDefinition } from '@escoba/games';
import { createClient } from '@escoba/protocol';

const client = createClient(process.argv[2] ?? 'ws://localhost:8080/ws', { WebSocket, reconnect: false, definitionOf: async (gameId) => gameDefinition(gameId) });
const me = createBot('easy', { seed: 'example' });
client.on('shuffle', (s) => console.log(`hand ${s.hand}: shuffle ${s.ok ? 'verified' : `NOT verified (${s.reason})`}`));
client.on('event', () => {
  const view = client.view;
  if (view && view.turn === view.seat && view.legal.length > 0) client.play(me.choose(view)).catch((e) => console.error(e.code, e.message));
  if (client.table?.status === 'finished' && view) {
    console.log(`final scores ${view.scores.join(' - ')}, ${view.winner === view.side ? 'we won' : 'the bot won'}`);
    client.close();
  }
});

const seating = await client.create({ players: 2, target: 6, bots: [{ seat: 1, level: 'medium' }] }, 'Example');
console.log(`table ${seating.code}, seat ${seating.seat}`);
await client.start();
