import { resolveTableConfig, type ResolvedConfig, type TableConfig } from '@escoba/protocol';

/**
 * A table request checked as the server will check it (the same resolution the server creates tables with), so the
 * form can say what the server would refuse before sending it. The one place the web app calls it.
 */
export const checkTableConfig = (config: TableConfig): ResolvedConfig => resolveTableConfig(config);
