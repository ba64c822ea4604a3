import type { OnlineParts } from '../../../online/game-parts.js';
import { BriscaOnline } from './BriscaOnline.js';
import { alcaldeForm, briscaForm } from './form.js';
import { briscaTableWords } from './words.js';

/** Brisca's online play: its part of the "Create a table" form, its tables in words (Alcalde tables too), its online table. */
export const briscaOnline: OnlineParts = { form: briscaForm, words: briscaTableWords, Table: BriscaOnline };

/** An Alcalde table differs from Brisca's only in the form: the two Alcalde games, three players, the hands to play. */
export const alcaldeOnline: OnlineParts = { ...briscaOnline, form: alcaldeForm };
