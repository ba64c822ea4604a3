import {
  BONUS_CARDS_MORE_THAN,
  BONUS_CARDS_OTHERS_UNDER,
  cardValue,
  OPTION_INFO,
  PRESET_INFO,
  PRESET_NAMES,
  PRESETS,
  SEVEN_OF_COINS,
  type Card,
  type PresetName,
  type RuleOptions,
} from '@escoba/engine';
import { useI18n, type I18n } from '../../../i18n/I18n.js';
import type { MessageKey } from '../../../i18n/strings.js';
import { Glossary, GlossaryProvider, Rich } from '../../../rules/Glossary.js';
import { RuleCards, RuleExample } from '../../../rules/RuleCards.js';
import { RulesSection } from '../../../rules/RulesSection.js';
import { sourceIdsIn } from '../../../rules/source-ids.js';
import type { GameRules, RulesSectionInfo } from '../../../rules/types.js';
import { ESCOBA_GLOSSARY, ESCOBA_RULES_WORDS } from './words.js';

/** The card of `suit` (0 oros, 1 copas, 2 espadas, 3 bastos) and rank index (0 the as … 9 the rey). */
const card = (suit: number, rank: number): Card => suit * 10 + rank;
const SOTA = 7;
const CABALLO = 8;
const REY = 9;

/** The sections of the page and the rule texts of each, as docs/rules.md cites them under the same heading. */
const SECTIONS = {
  goal: { id: 'goal', doc: 'Winning', sources: ['000', '001', '003', '004'] },
  cards: { id: 'cards', doc: 'Cards', sources: ['000', '001', '003', '004'] },
  players: { id: 'players', doc: 'Players, seats and sides', sources: ['000', '001', '003'] },
  deal: { id: 'deal', doc: 'The deal', sources: ['000', '001', '003'] },
  turn: { id: 'turn', doc: 'A turn', sources: ['000', '001'] },
  scoring: { id: 'scoring', doc: 'Scoring a hand', sources: ['000', '001', '003', '004'] },
  // The presets' rule texts are the engine's own (`PRESET_INFO`): the table below cites each preset's.
  presets: { id: 'presets', doc: 'Presets', sources: [...new Set(PRESET_INFO.flatMap((p) => sourceIdsIn(p.source)))] },
} as const satisfies Record<string, RulesSectionInfo>;

// Examples: a 15 of 7 and a sota; an escoba of 4 + 2 + caballo.
const SEVEN_OF_CUPS = card(1, 6);
const SOTA_OF_COINS = card(0, SOTA);
const FOUR_OF_SWORDS = card(2, 3);
const ESCOBA_PLAY = card(0, 3);
const ESCOBA_TABLE = [card(3, 1), card(1, CABALLO)];

/** A preset's value of an option as the new-game form names it: "Yes", "No", "21", "Most sevens". */
function optionValue(i18n: I18n, name: keyof RuleOptions, value: RuleOptions[keyof RuleOptions]): string {
  if (typeof value === 'boolean') return i18n.t(value ? 'yes' : 'no');
  if (typeof value === 'number') return i18n.num(value);
  return i18n.t(`option.${name}.${value}` as MessageKey);
}

/** Every preset side by side, built from the engine's presets and options: what the form's presets are. */
function PresetTable() {
  const i18n = useI18n();
  const w = ESCOBA_RULES_WORDS[i18n.lang];
  return (
    <div className="rule-table-wrap">
      <table className="rule-table" data-testid="escoba-preset-table">
        <thead>
          <tr>
            <th scope="col">{w.option}</th>
            {PRESET_NAMES.map((p) => (
              <th key={p} scope="col">
                {i18n.t(`preset.${p}` as MessageKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {OPTION_INFO.map((option) => (
            <tr key={option.name} data-option={option.name}>
              <th scope="row">{i18n.t(`option.${option.name}` as MessageKey)}</th>
              {PRESET_NAMES.map((p: PresetName) => (
                <td key={p} data-preset={p} data-value={String(PRESETS[p][option.name])}>
                  {optionValue(i18n, option.name, PRESETS[p][option.name])}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{w.presetSource}</th>
            {PRESET_INFO.map((p) => (
              <td key={p.name} data-preset={p.name} data-sources={sourceIdsIn(p.source).join(' ')}>
                {sourceIdsIn(p.source).join(', ')}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function EscobaRulesPage() {
  const i18n = useI18n();
  const w = ESCOBA_RULES_WORDS[i18n.lang];
  const suitOfCoins = Array.from({ length: 10 }, (_, rank) => card(0, rank));
  return (
    <GlossaryProvider words={ESCOBA_GLOSSARY[i18n.lang]}>
      <article className="rules-page" data-game-rules="escoba">
        <p className="rules-intro">
          <Rich text={w.intro} />
        </p>
        <RulesSection info={SECTIONS.goal} title={w.goalTitle}>
          <p>{w.goal(PRESETS.classic.target)}</p>
        </RulesSection>
        <RulesSection info={SECTIONS.cards} title={w.cardsTitle}>
          <p>
            <Rich text={w.cards} />
          </p>
          <p>
            <Rich text={w.figures(cardValue(card(0, SOTA)), cardValue(card(0, CABALLO)), cardValue(card(0, REY)))} />
          </p>
          <RuleCards cards={suitOfCoins} badgeOf={cardValue} label={w.cardsTitle} />
        </RulesSection>
        <RulesSection info={SECTIONS.players} title={w.playersTitle}>
          <p>{w.players}</p>
        </RulesSection>
        <RulesSection info={SECTIONS.deal} title={w.dealTitle}>
          <p>
            <Rich text={w.deal} />
          </p>
          <p>{w.dealEscoba}</p>
        </RulesSection>
        <RulesSection info={SECTIONS.turn} title={w.turnTitle}>
          <p>{w.turn}</p>
          <RuleExample text={<Rich text={w.example15(cardValue(SEVEN_OF_CUPS), cardValue(SOTA_OF_COINS))} />}>
            <RuleCards cards={[{ card: SEVEN_OF_CUPS, marked: true }, SOTA_OF_COINS, FOUR_OF_SWORDS]} badgeOf={cardValue} />
          </RuleExample>
          <RuleExample text={<Rich text={w.exampleEscoba([ESCOBA_PLAY, ...ESCOBA_TABLE].map(cardValue).join(' + '))} />}>
            <RuleCards cards={[{ card: ESCOBA_PLAY, marked: true }, ...ESCOBA_TABLE]} badgeOf={cardValue} />
          </RuleExample>
          <p>{w.endOfHand}</p>
        </RulesSection>
        <RulesSection info={SECTIONS.scoring} title={w.scoringTitle}>
          <p>{w.scoring}</p>
          <ul>
            <li>{w.scoreEscobas}</li>
            <li>{w.scoreCards}</li>
            <li>
              <Rich text={w.scoreCoins} />
            </li>
            <li>
              <Rich text={w.scoreSeven} />
            </li>
            <li>{w.scorePrime}</li>
          </ul>
          <RuleCards cards={[SEVEN_OF_COINS]} badgeOf={cardValue} />
          <p>{w.scoreTie}</p>
          <p>
            <Rich text={w.bonuses(BONUS_CARDS_MORE_THAN, BONUS_CARDS_OTHERS_UNDER)} />
          </p>
        </RulesSection>
        <RulesSection info={SECTIONS.presets} title={w.presetsTitle}>
          <p>{w.presets}</p>
          <PresetTable />
        </RulesSection>
        <Glossary />
      </article>
    </GlossaryProvider>
  );
}

export const escobaRules: GameRules = { sections: Object.values(SECTIONS), Page: EscobaRulesPage };

/** The examples' takes, the played card first (test/rules-pages.test.ts checks each makes 15 by the engine's values). */
export const ESCOBA_EXAMPLE_TAKES: readonly (readonly Card[])[] = [
  [SEVEN_OF_CUPS, SOTA_OF_COINS],
  [ESCOBA_PLAY, ...ESCOBA_TABLE],
];
