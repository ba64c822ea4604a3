import type { TableConfig } from '@escoba/protocol';
import { useI18n } from '../../i18n/I18n.js';
import { checkTableConfig } from '../check-config.js';
import { useTableGame } from '../useTableGame.js';
import { challengeRulesLine, challengeTableWords } from './table-words.js';

/** A challenge's table in one line: with every rule once its game's words are loaded, the game, table and rated until then. */
export function useChallengeWords(config: TableConfig): string {
  const i18n = useI18n();
  const resolved = checkTableConfig(config);
  const { online } = useTableGame(resolved.ok ? resolved.settings.gameId : null);
  return resolved.ok && online ? challengeRulesLine(i18n, config, resolved.settings, online.words) : challengeTableWords(i18n, config);
}
