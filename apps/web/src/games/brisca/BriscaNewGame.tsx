import { briscaGame } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { DealButton, OpponentsLevelField, SeatLevelsFieldset } from '../../ui/ComputerLevels.js';
import type { NewGameFormProps } from '../types.js';
import type { BriscaSetup } from './match.js';
import { AlcaldePresetChoice, BriscaRulesFields, briscaRulesProblem } from './BriscaRulesFields.js';
import { BRISCA_TABLES, rulesAtTable, tableById, type BriscaChoice } from './settings.js';
import { setBriscaPrefs, useBriscaPrefs } from './usePrefs.js';
import { AlcaldeStartFields } from './AlcaldeStartFields.js';
import { HUMAN_SEAT } from '../../table/local-source.js';

/**
 * The new-game form of Brisca (`game` "brisca": the table, 2 to 4 players or 2 against 2) or of the Alcalde games
 * ("alcalde": which of the two, always 3 players), built from the engine's presets, tables and options: the level of
 * the computer players up front; under "More rules" every option of the chosen rules, each explained, and each
 * computer player's level.
 */
export function BriscaNewGame({ game, onStart }: { readonly game: 'brisca' | 'alcalde' } & Pick<NewGameFormProps<BriscaSetup>, 'onStart'>) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const prefs = useBriscaPrefs();
  const choice = prefs[game];
  const set = (patch: Partial<BriscaChoice>) => setBriscaPrefs({ ...prefs, [game]: { ...choice, ...patch } });
  const table = game === 'brisca' ? tableById(choice.table) : { players: 3, partnerships: false };
  // An option saved for another table size (señas from a 2 against 2 table) is ignored here: it never blocks Deal.
  const rules = rulesAtTable(choice, table);
  const created = briscaGame.newGame({ rules, players: table.players, partnerships: table.partnerships });
  const levels = Array.from({ length: table.players - 1 }, (_, i) => choice.levels[i]!);
  const rulesChoice = { preset: choice.preset, options: choice.options };
  const fields = (which: 'upFront' | 'more') => <BriscaRulesFields choice={rulesChoice} which={which} table={table} onChange={(next) => set({ options: next.options })} />;

  // Why these rules and this table do not make a game, in the person's language when the app knows the case.
  const blocked = created.ok ? null : briscaRulesProblem(i18n, created.error);

  const start = () => {
    if (!created.ok) return;
    const alcalde = game === 'alcalde' ? { hands: prefs.alcalde.hands, ...(prefs.alcalde.firstAlcalde === 'me' ? { firstDealer: HUMAN_SEAT } : {}) } : {};
    onStart({ rules, players: table.players, partnerships: table.partnerships, levels: [null, ...levels], ...alcalde });
  };

  return (
    <form
      className={`${game}-form`}
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      {game === 'brisca' ? (
        <fieldset>
          <legend>{i18n.t('table.label')}</legend>
          <div className="choices">
            {BRISCA_TABLES.map((tb) => (
              <label key={tb.id} className="choice">
                <input type="radio" name="brisca-table" value={tb.id} checked={table === tb} onChange={() => set({ table: tb.id })} data-testid={`table-${tb.id}`} />
                {t(`table.${tb.id}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <>
          <AlcaldePresetChoice preset={choice.preset} onChange={(name) => set({ preset: name, options: {} })} />
          <AlcaldeStartFields choice={prefs.alcalde} onChange={(patch) => setBriscaPrefs({ ...prefs, alcalde: { ...prefs.alcalde, ...patch } })} />
        </>
      )}

      <OpponentsLevelField levels={levels} onChange={(level) => set({ levels: choice.levels.map(() => level) })} />
      {fields('upFront')}

      <details className="more-rules" data-testid="more-rules">
        <summary>
          {i18n.t('moreRules')} <span className="help">{i18n.t('brisca.moreRulesSummary')}</span>
        </summary>
        <fieldset>
          <legend>{i18n.t('moreOptions')}</legend>
          {fields('more')}
          {Object.keys(choice.options).length > 0 && (
            <button type="button" onClick={() => set({ options: {} })} data-testid="reset-options">
              {i18n.t('resetOptions')}
            </button>
          )}
        </fieldset>
        <SeatLevelsFieldset levels={levels} partnerships={table.partnerships} onChange={(index, level) => set({ levels: choice.levels.map((l, k) => (k === index ? level : l)) })} />
      </details>

      <DealButton blocked={blocked} />
    </form>
  );
}
