export * from './limits.js';
export * from './errors.js';
export * from './messages.js';
export * from './schema.js';
export * from './commitment.js';
export * from './client.js';
export { sha256Bytes } from './sha256.js';
export { isReservedName, SPOOFING } from './names.js';
