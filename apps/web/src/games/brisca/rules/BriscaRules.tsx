import { deckSizeFor, PACK_POINTS, PRESETS, SENAS, trickCount } from '@escoba/brisca';
import { useI18n } from '../../../i18n/I18n.js';
import { Glossary, GlossaryProvider, Rich } from '../../../rules/Glossary.js';
import { RuleCards, RuleExample } from '../../../rules/RuleCards.js';
import { RulesSection } from '../../../rules/RulesSection.js';
import type { GameRules, RulesSectionInfo } from '../../../rules/types.js';
import { pointsBadge } from '../points.js';
import { senaGesture, senaMeaning } from '../senas-text.js';
import { AS, card, CardsAndPoints, OROS, REY, TrickCards, trickWorth, type ExampleTrick } from './parts.js';
import { BRISCA_GLOSSARY, BRISCA_RULES_WORDS } from './words.js';

/** The sections of the page and the rule texts of each, as docs/rules.md cites them under the same heading. */
export const BRISCA_SECTIONS = {
  goal: { id: 'goal', doc: 'Brisca and Alcalde / End of a hand and scoring', sources: ['001b'] },
  cards: { id: 'cards', doc: 'Brisca and Alcalde / Cards and points', sources: ['001b'] },
  tables: { id: 'tables', doc: 'Brisca and Alcalde / Tables', sources: ['001b'] },
  deal: { id: 'deal', doc: 'Brisca and Alcalde / The deal', sources: ['001b'] },
  trick: { id: 'trick', doc: 'Brisca and Alcalde / A trick', sources: ['001b'] },
  drawing: { id: 'drawing', doc: 'Brisca and Alcalde / Drawing', sources: ['001b'] },
  exchange: { id: 'exchange', doc: 'Brisca and Alcalde / Exchanging the trump card', sources: ['001b'] },
  // Señas are a house rule: docs/rules.md quotes Chilean and Italian pages, none of the rule texts.
  senas: { id: 'senas', doc: 'Brisca and Alcalde / Señas', sources: [] },
  match: { id: 'match', doc: 'Brisca and Alcalde / Next hand and the match', sources: ['001b'] },
} as const satisfies Record<string, RulesSectionInfo>;

const COPAS = 1;
const ESPADAS = 2;
const BASTOS = 3;
/** A trick won by a trump: the ace of cups led, the 2 of coins (trumps) plays. */
export const TRUMP_TRICK: ExampleTrick = { cards: [card(COPAS, AS), card(OROS, 1)], trumpSuit: OROS };
/** A trick without trumps: the king of swords led, the 3 of swords, the ace of clubs. */
export const SUIT_TRICK: ExampleTrick = { cards: [card(ESPADAS, REY), card(ESPADAS, 2), card(BASTOS, AS)], trumpSuit: OROS };
const SEVEN_OF_COINS = card(OROS, 6);
const KING_OF_COINS = card(OROS, REY);

function BriscaRulesPage() {
  const i18n = useI18n();
  const w = BRISCA_RULES_WORDS[i18n.lang];
  const S = BRISCA_SECTIONS;
  const rules = PRESETS.brisca;
  return (
    <GlossaryProvider words={BRISCA_GLOSSARY[i18n.lang]}>
      <article className="rules-page" data-game-rules="brisca">
        <p className="rules-intro">
          <Rich text={w.intro} />
        </p>
        <RulesSection info={S.goal} title={w.goalTitle}>
          <p>{w.goal(PACK_POINTS, PACK_POINTS / 2)}</p>
        </RulesSection>
        <RulesSection info={S.cards} title={w.cardsTitle}>
          <CardsAndPoints />
        </RulesSection>
        <RulesSection info={S.tables} title={w.tablesTitle}>
          <p>{w.tables(trickCount('brisca', 2), trickCount('brisca', 3), trickCount('brisca', 4), deckSizeFor(rules, 3))}</p>
        </RulesSection>
        <RulesSection info={S.deal} title={w.dealTitle}>
          <p>
            <Rich text={w.deal} />
          </p>
        </RulesSection>
        <RulesSection info={S.trick} title={w.trickTitle}>
          <p>
            <Rich text={w.trick} />
          </p>
          <p>{w.trickWin}</p>
          <RuleExample text={<Rich text={w.exampleTrump(trickWorth(TRUMP_TRICK))} />}>
            <TrickCards trick={TRUMP_TRICK} />
          </RuleExample>
          <RuleExample text={<Rich text={w.exampleSuit(trickWorth(SUIT_TRICK))} />}>
            <TrickCards trick={SUIT_TRICK} />
          </RuleExample>
        </RulesSection>
        <RulesSection info={S.drawing} title={w.drawingTitle}>
          <p>
            <Rich text={w.drawing} />
          </p>
        </RulesSection>
        <RulesSection info={S.exchange} title={w.exchangeTitle}>
          <p>
            <Rich text={w.exchange} />
          </p>
          <RuleExample text={<Rich text={w.exchangeExample} />}>
            <RuleCards cards={[{ card: KING_OF_COINS, note: 'muestra' }, { card: SEVEN_OF_COINS, marked: true }]} badgeOf={pointsBadge} />
          </RuleExample>
          <p>{w.exchangeOptions}</p>
        </RulesSection>
        <RulesSection info={S.senas} title={w.senasTitle}>
          <p>
            <Rich text={w.senas} />
          </p>
          <ul data-testid="rules-senas">
            {SENAS.map((sena) => (
              <li key={sena} data-sena={sena}>
                <i lang="es">{sena}</i>: {senaMeaning(i18n, sena)} ({senaGesture(i18n, sena)})
              </li>
            ))}
          </ul>
        </RulesSection>
        <RulesSection info={S.match} title={w.matchTitle}>
          <p>
            {w.wins(rules.wins)} {w.match}
          </p>
        </RulesSection>
        <Glossary />
      </article>
    </GlossaryProvider>
  );
}

export const briscaRules: GameRules = { sections: Object.values(BRISCA_SECTIONS), Page: BriscaRulesPage };
