// The señas suite again, on PostgreSQL and Redis (real ones, started for this file): see ../services/backend.ts.
import { describe, it } from 'vitest';
import { usePostgres } from '../services/backend.js';

if (usePostgres()) await import('../senas.test.js');
else describe.skip('señas on PostgreSQL + Redis: not installed', () => it('skipped', () => undefined));
