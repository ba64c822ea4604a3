export { createAppServer, type ServerOptions } from './app.js';
export { staticApp } from './static.js';
export { startServer, type EscobaServer, type StartOptions } from './server.js';
export { readConfig, type ServerConfig } from './config.js';
export { systemClock, type Clock, type ClockTimer } from './tables/clock.js';
export { GameService, type SyncPayload, type CommandResult } from './tables/service.js';
export { ThreadedBotRunner, type BotRunner } from './bots/bot-runner.js';
export { SocketHub, DEFAULT_HUB_OPTIONS, type Transport, type Connection, type HubOptions } from './socket/hub.js';
export type { EventBus, TableMessage } from './cluster/bus.js';
export { InMemoryBus } from './cluster/memory-bus.js';
export type { GameStore } from './store/store.js';
export { MemoryStore } from './store/memory-store.js';
export { SqliteStore } from './store/sqlite-store.js';
export { PostgresStore } from './store/postgres-store.js';
export { RedisBus, BusOpenError } from './cluster/redis-bus.js';
export { rebuild, evolve, seatOnTurn, type TableState } from './game/table-state.js';
export { decide, resolveSettings, type Command, type CommandError, type DecisionContext } from './game/decide.js';
export { publicEvent, tableInfo, viewOf } from './game/projection.js';
export type { LogEvent, LogEntry } from './game/log-events.js';
export { commitDeck } from './game/crypto.js';
export { StoreOpenError } from './store/open-errors.js';
export { CorruptLogError, VersionConflictError } from './store/store.js';
export { SECURITY_HEADERS } from './security-headers.js';
export type { AccountStore, AccountRecord, SessionRecord, LinkedSeat, AddressBan } from './accounts/account-store.js';
export { MemoryAccountStore } from './accounts/memory-account-store.js';
export { SqliteAccountStore } from './accounts/sqlite-account-store.js';
export { PostgresAccountStore } from './accounts/postgres-account-store.js';
// botacct22: bot accounts (`isBotAccount`, `BotAccounts.isBot` for quick play) and their token stores.
export { BotAccounts, isBotAccount } from './bot-accounts/bot-accounts.js';
export { MemoryBotTokenStore, type BotTokenStore } from './bot-accounts/bot-token-store.js';
export { SqliteBotTokenStore } from './bot-accounts/sqlite-bot-token-store.js';
export { PostgresBotTokenStore } from './bot-accounts/postgres-bot-token-store.js';
// ratings22: the rating store and the leaderboard API (packages/server/src/ratings/).
export type { AppliedResult, GameKey, HistoryRow, LeaderboardQuery, LeaderboardRow, Participant, RatedGame, RatingChange, RatingStore, StoredRating } from './ratings/rating-store.js';
export { changesOf, monthRange } from './ratings/rating-store.js';
export { MemoryRatingStore } from './ratings/memory-rating-store.js';
export { SqliteRatingStore } from './ratings/sqlite-rating-store.js';
export { PostgresRatingStore } from './ratings/postgres-rating-store.js';
export { ratedGameOf, type SeatHolder } from './ratings/rated-game.js';
export { LEADERBOARD_PAGE } from './ratings/leaderboard-api.js';
// safety22: blocks and reports (packages/server/src/safety/).
export type { BlockRecord, NewReport, ReportRecord, SafetyStore } from './safety/safety-store.js';
export { MemorySafetyStore } from './safety/memory-safety-store.js';
export { SqliteSafetyStore } from './safety/sqlite-safety-store.js';
export { PostgresSafetyStore } from './safety/postgres-safety-store.js';
// profiles22: profiles and game history.
export { MemoryProfileStore } from './profiles/memory-profile-store.js';
export { SqliteProfileStore } from './profiles/sqlite-profile-store.js';
export { PostgresProfileStore } from './profiles/postgres-profile-store.js';
export { finishedGameOf, resultsOf } from './profiles/finished-game.js';
export type { ProfileStore, FinishedGame, GameSeat, HistoryGame, GroupTotals, HeadToHead, SeatResult } from './profiles/profile-store.js';
// rated22: rated tables (packages/server/src/ratings/rated-tables.ts and the pieces tests check results with).
export { forfeitsOf, ranksWithForfeits } from './ratings/forfeits.js';
export { ratedFormatOf } from './ratings/rated-settings.js';
export { RatedTables } from './ratings/rated-tables.js';
