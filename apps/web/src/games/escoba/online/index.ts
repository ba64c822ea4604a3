import type { OnlineParts } from '../../../online/game-parts.js';
import { EscobaOnline } from './EscobaOnline.js';
import { escobaForm } from './form.js';
import { escobaTableWords } from './words.js';

/** Escoba's online play: its part of the "Create a table" form, its tables in words, its online table. */
export const escobaOnline: OnlineParts = { form: escobaForm, words: escobaTableWords, Table: EscobaOnline };
