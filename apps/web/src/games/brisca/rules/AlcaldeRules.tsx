import { dealtCount, modeOf, PACK_POINTS, PRESETS, trickCount, type PresetName } from '@escoba/brisca';
import { useI18n } from '../../../i18n/I18n.js';
import { Glossary, GlossaryProvider, Rich } from '../../../rules/Glossary.js';
import { RuleExample } from '../../../rules/RuleCards.js';
import { RulesSection } from '../../../rules/RulesSection.js';
import type { GameRules, RulesSectionInfo } from '../../../rules/types.js';
import { AS, card, CardsAndPoints, OROS, REY, TRES, TrickCards, trickWorth, type ExampleTrick } from './parts.js';
import { ALCALDE_RULES_WORDS, BRISCA_GLOSSARY } from './words.js';

/** The sections of the page and the rule texts of each, as docs/rules.md cites them under the same heading. */
export const ALCALDE_SECTIONS = {
  roles: { id: 'roles', doc: 'Brisca and Alcalde / Tables', sources: ['001b'] },
  deal: { id: 'deal', doc: 'Brisca and Alcalde / The deal', sources: ['001b'] },
  cards: { id: 'cards', doc: 'Brisca and Alcalde / Cards and points', sources: ['001b'] },
  trick: { id: 'trick', doc: 'Brisca and Alcalde / A trick', sources: ['001b'] },
  drawing: { id: 'drawing', doc: 'Brisca and Alcalde / Drawing', sources: ['001b'] },
  exchange: { id: 'exchange', doc: 'Brisca and Alcalde / Exchanging the trump card', sources: ['001b'] },
  end: { id: 'end', doc: 'Brisca and Alcalde / End of a hand and scoring', sources: ['001b'] },
  variation: { id: 'variation', doc: 'Brisca and Alcalde / Brisca and Alcalde presets and options', sources: ['001b'] },
  match: { id: 'match', doc: 'Brisca and Alcalde / Next hand and the match', sources: ['001b'] },
} as const satisfies Record<string, RulesSectionInfo>;

const ALCALDE_PRESETS = ['alcalde', 'alcalde-variation'] as const satisfies readonly PresetName[];
const PLAYERS = 3;
/** The hand the Alcalde is dealt: the deal's cards less his two opponents' three each. */
const alcaldeHand = (preset: PresetName): number => dealtCount(modeOf(PRESETS[preset]), PLAYERS) - 2 * 3;

/** A trick of the Alcalde's two cards: the partners' ace and 3 of cups, then his king of clubs and 4 of coins (trumps). */
export const ALCALDE_TRICK: ExampleTrick = { cards: [card(1, AS), card(1, TRES), card(3, REY), card(OROS, 3)], trumpSuit: OROS };

/** The two Alcalde presets side by side, from the engine's presets and deal. */
function VariationTable() {
  const i18n = useI18n();
  const w = ALCALDE_RULES_WORDS[i18n.lang];
  const rows: readonly { readonly label: string; readonly value: (p: PresetName) => string }[] = [
    { label: w.alcaldeCards, value: (p) => i18n.num(alcaldeHand(p)) },
    { label: w.tricks, value: (p) => i18n.num(trickCount(modeOf(PRESETS[p]), PLAYERS)) },
    { label: w.keep, value: (p) => i18n.num(PRESETS[p].keep) },
    { label: w.seeHands, value: (p) => i18n.t(PRESETS[p].partnersSeeHands ? 'yes' : 'no') },
  ];
  return (
    <div className="rule-table-wrap">
      <table className="rule-table" data-testid="alcalde-preset-table">
        <thead>
          <tr>
            <th scope="col">{w.rule}</th>
            <th scope="col">{i18n.t('game.alcalde')}</th>
            <th scope="col">{w.variationTitle}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {ALCALDE_PRESETS.map((p) => (
                <td key={p} data-preset={p}>
                  {row.value(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AlcaldeRulesPage() {
  const i18n = useI18n();
  const w = ALCALDE_RULES_WORDS[i18n.lang];
  const S = ALCALDE_SECTIONS;
  return (
    <GlossaryProvider words={BRISCA_GLOSSARY[i18n.lang]}>
      <article className="rules-page" data-game-rules="alcalde">
        <p className="rules-intro">
          <Rich text={w.intro} />
        </p>
        <RulesSection info={S.roles} title={w.rolesTitle}>
          <p>
            <Rich text={w.roles} />
          </p>
        </RulesSection>
        <RulesSection info={S.deal} title={w.dealTitle}>
          <p>
            <Rich text={w.deal(alcaldeHand('alcalde'), alcaldeHand('alcalde-variation'))} />
          </p>
        </RulesSection>
        <RulesSection info={S.cards} title={w.cardsTitle}>
          <CardsAndPoints />
        </RulesSection>
        <RulesSection info={S.trick} title={w.trickTitle}>
          <p>{w.trick}</p>
          <RuleExample text={<Rich text={w.example(trickWorth(ALCALDE_TRICK))} />}>
            <TrickCards trick={ALCALDE_TRICK} />
          </RuleExample>
          <p>{w.trickVariation}</p>
        </RulesSection>
        <RulesSection info={S.drawing} title={w.drawingTitle}>
          <p>{w.drawing}</p>
        </RulesSection>
        <RulesSection info={S.exchange} title={w.exchangeTitle}>
          <p>
            <Rich text={w.exchange} />
          </p>
        </RulesSection>
        <RulesSection info={S.end} title={w.endTitle}>
          <p>{w.end(PRESETS.alcalde.keep, PACK_POINTS)}</p>
        </RulesSection>
        <RulesSection info={S.variation} title={w.variationTitle}>
          <p>{w.variation}</p>
          <VariationTable />
          <p>{w.variationEnd}</p>
        </RulesSection>
        <RulesSection info={S.match} title={w.matchTitle}>
          <p>{w.match}</p>
        </RulesSection>
        <Glossary />
      </article>
    </GlossaryProvider>
  );
}

export const alcaldeRules: GameRules = { sections: Object.values(ALCALDE_SECTIONS), Page: AlcaldeRulesPage };
