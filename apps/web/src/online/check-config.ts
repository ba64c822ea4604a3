import { resolveTableConfig, TABLE_GAMES, type ResolvedConfig } from '@escoba/games';
import type { TableConfig } from '@escoba/protocol';

/**
 * A table request checked as the server will check it (the same resolution, over every game's table part, that the
 * server creates tables with), so the form can say what the server would refuse before sending it. The one place
 * the web app calls it.
 */
export const checkTableConfig = (config: TableConfig): ResolvedConfig => resolveTableConfig(TABLE_GAMES, config);
