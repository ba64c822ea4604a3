// names22: the challenge form offers every rule the create-table form offers, through the same game parts (each
// game's `OnlineFormPart`), and the turn timer; its table is checked as "Create a table" checks it
// (online/challenges/challenge-form.ts); the challenged player reads every rule in one line
// (online/challenges/table-words.ts).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChallengeFields } from '../src/online/challenges/ChallengeForm.js';
import { checkChallenge, initialChallenge } from '../src/online/challenges/challenge-form.js';
import { challengeRulesLine } from '../src/online/challenges/table-words.js';
import { checkTableConfig } from '../src/online/check-config.js';
import { withChoices } from '../src/online/create-form.js';
import { escobaForm } from '../src/games/escoba/online/form.js';
import { alcaldeForm, briscaForm } from '../src/games/brisca/online/form.js';
import { escobaTableWords } from '../src/games/escoba/online/words.js';
import { GAME_ENTRIES } from '../src/games/catalog.js';
import { loadGame } from '../src/games/load.js';
import { defaultSettings } from '../src/settings.js';
import { I18nProvider, makeI18n } from '../src/i18n/I18n.js';
import { LANGS } from '../src/i18n/strings.js';

const withParts = (game: 'escoba' | 'brisca' | 'alcalde', choice: unknown) => ({ ...initialChallenge(game), parts: { [game]: choice } });

describe('the challenge’s table', () => {
  it('carries the game’s rules, the points to win, the timer and rated, with no seat of its own and never public', () => {
    const form = { ...withParts('escoba', { table: '4p', rules: { preset: 'sevens', options: { target: 15, lastPlayEscoba: true } } }), turnSeconds: 45 };
    const checked = checkChallenge(form, escobaForm, true);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.config).toEqual({ gameId: 'escoba', players: 4, partnerships: true, turnSeconds: 45, bots: [], rules: { preset: 'sevens', target: 15, lastPlayEscoba: true }, rated: true });
    // As the server resolves it: the rules as data, the timer.
    const resolved = checkTableConfig(checked.config);
    expect(resolved.ok && resolved.settings).toMatchObject({ gameId: 'escoba', players: 4, partnerships: true, turnSeconds: 45, rules: { preset: 'sevens', target: 15, lastPlayEscoba: true } });
    expect(checked.config).not.toHaveProperty('public');
    expect(checked.config).not.toHaveProperty('ratingRange');
  });

  it('carries Brisca’s options and the Alcalde’s hands to play; casual unless asked', () => {
    const brisca = checkChallenge(withParts('brisca', { table: '2', rules: { preset: 'brisca', options: { wins: 3, exchange: 'none' } } }), briscaForm, false);
    expect(brisca.ok && brisca.config).toMatchObject({ gameId: 'brisca', players: 2, rules: { preset: 'brisca', wins: 3, exchange: 'none' } });
    expect(brisca.ok && brisca.config).not.toHaveProperty('rated');
    const alcalde = checkChallenge(withParts('alcalde', { rules: { preset: 'alcalde-variation', options: {} }, hands: 5 }), alcaldeForm, false);
    expect(alcalde.ok && alcalde.config).toMatchObject({ gameId: 'alcalde', players: 3, hands: 5, rules: 'alcalde-variation' });
  });

  it('says what is wrong as the create form does: the game’s rules error, or what the server would refuse', () => {
    const rules = checkChallenge(withParts('escoba', { table: '2', rules: { preset: 'classic', options: { renuncio: true } } }), escobaForm, false);
    expect(rules).toMatchObject({ ok: false, problem: { kind: 'rules' } });
    const far = checkChallenge(withParts('escoba', { table: '2', rules: { preset: 'classic', options: { target: 500 } } }), escobaForm, false);
    expect(far).toMatchObject({ ok: false, problem: { kind: 'config' } });
  });
});

describe('the challenge form', () => {
  beforeAll(async () => {
    (globalThis as { location?: unknown }).location ??= { protocol: 'http:', host: 'localhost:8080' };
    await Promise.all(GAME_ENTRIES.map((e) => loadGame(e.id)));
  });

  it('shows every game, the picked game’s own table and rules fields as "Create a table" draws them, the timer and rated, in every language', () => {
    for (const lang of LANGS) {
      const settings = defaultSettings(lang);
      const html = renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: createElement(ChallengeFields, { name: 'Ana', settings, onClose: () => {} }) }));
      for (const entry of GAME_ENTRIES) expect(html).toContain(`data-testid="challenge-game-${entry.id}"`);
      // The same fields, drawn by the same component, from the same first choices as the create form's.
      const first = withChoices(initialChallenge('escoba'), escobaForm, () => escobaForm.initial(settings, null)).parts.escoba;
      const part = (Fields: typeof escobaForm.TableFields) => renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: createElement(Fields, { choice: first, onChange: () => {} }) }));
      expect(html).toContain(part(escobaForm.TableFields));
      expect(html).toContain(part(escobaForm.RulesFields));
      expect(html).toContain('data-testid="challenge-timer"');
      expect(html).toContain('data-testid="challenge-rated"');
      expect(html).toContain(makeI18n(lang).t('online.timer'));
    }
  });
});

describe('a challenge as the challenged player reads it', () => {
  it('says every rule in one line: the game, the preset and each changed option, the points, the timer, rated', () => {
    const config = { gameId: 'escoba', players: 2 as const, partnerships: false, turnSeconds: 45, rules: { preset: 'sevens', target: 15, lastPlayEscoba: true }, rated: true };
    const resolved = checkTableConfig(config);
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const en = makeI18n('en');
    const line = challengeRulesLine(en, config, resolved.settings, escobaTableWords);
    expect(line).toBe(
      [
        en.t('online.gameEscoba', { players: en.t('table.2') }),
        escobaTableWords.rules(en, resolved.settings),
        `${en.t('online.targetLabel')}: 15`,
        `${en.t('online.seconds')}: 45`,
        en.t('challenge.ratedTag'),
      ].join(' · '),
    );
    // The changed option is named in it.
    expect(line).toContain(en.t('option.lastPlayEscoba'));
  });
});
