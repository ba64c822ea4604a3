// challenge22: a seat's name links to the player's profile for an account or a bot account, never for a guest or a
// computer level (online/challenges/PlayerName.tsx); a challenge's table in words (online/challenges/table-words.ts).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlayerName } from '../src/online/challenges/PlayerName.js';
import { challengeTableWords } from '../src/online/challenges/table-words.js';
import { makeI18n } from '../src/i18n/I18n.js';

const named = (seat: Parameters<typeof PlayerName>[0]['seat']) => renderToStaticMarkup(createElement(PlayerName, { seat, children: seat.name ?? '—' }));

describe('names that link to profiles', () => {
  it('links an account’s and a bot account’s name, escaped, and leaves a guest and a computer level plain', () => {
    expect(named({ name: 'Ana María', bot: null, account: true })).toBe('<a class="player-link" href="#/players/Ana%20Mar%C3%ADa">Ana María</a>');
    expect(named({ name: 'Deep', bot: null, account: true, botAccount: true })).toBe('<a class="player-link" href="#/players/Deep">Deep</a>');
    expect(named({ name: 'Invitada', bot: null })).toBe('Invitada');
    expect(named({ name: 'Hard', bot: 'hard' })).toBe('Hard');
  });
});

describe('a challenge’s table in words', () => {
  it('names the game, the table and rated or casual in the page’s language', () => {
    expect(challengeTableWords(makeI18n('en'), { gameId: 'escoba', players: 2, rated: true })).toBe('Escoba · 2 players · rated');
    expect(challengeTableWords(makeI18n('es'), { gameId: 'escoba', players: 4, partnerships: true })).toMatch(/^Escoba · .+ · amistosa$/);
  });
});
