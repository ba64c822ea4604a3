import { isReservedName, nameProblem, nameSkeletons, textProblemMessage } from '@escoba/protocol';
import { sha256Hex } from '../game/crypto.js';

/** Why a name cannot be an account's (the display-name rules of the tables), or null. The name is trimmed first. */
export function accountNameProblem(name: string): string | null {
  const problem = nameProblem(name);
  if (problem) return textProblemMessage('name', problem);
  if (isReservedName(name)) return 'name reads as a word the table uses for itself (You, Tú, Você, Server, a bot level, Seat 2…), or looks like one';
  return null;
}

/** What a name looks like: the keys that are unique among accounts (`nameSkeletons`). */
export const accountSkeletons = (name: string): readonly string[] => nameSkeletons(name);

/**
 * The key the logins for a name are counted under: its lower-case skeleton (the same for every way of writing it),
 * hashed so that a long name sent by anyone makes a short key in the limiter (and in Redis).
 */
export const loginKey = (name: string): string => sha256Hex(nameSkeletons(name.toLowerCase())[0] ?? '');

/** Why a password cannot be used, or null: 8 to 256 characters. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < 8) return 'password is shorter than 8 characters';
  if (length > 256) return 'password is longer than 256 characters';
  return null;
}
