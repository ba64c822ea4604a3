export { MODEL_OPTIONS, initialRating, type Rating } from './model.js';
export { DISPLAY_POINTS_PER_MU, displayDeviation, displayRating } from './scale.js';
export { PROVISIONAL_SIGMA, isProvisional } from './provisional.js';
export { checkShape, isFormatId, type FormatTable, type RatingFormat } from './format.js';
export { ranksOf } from './ranks.js';
export { expectedResult, rateGame, type ExpectedResult, type RatedPlayer, type RatedSide } from './rate.js';
export { levelRating, type LevelRatings } from './levels.js';
