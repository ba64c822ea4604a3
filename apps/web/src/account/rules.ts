/**
 * A password's length in characters, as the server accepts it (`docs/protocol.md`, "Accounts"); the forms say it
 * before sending, and the server's 400 on `password`/`next` is worded with the same numbers.
 */
export const PASSWORD_CHARS = { min: 8, max: 256 } as const;

export const passwordLengthOk = (password: string): boolean => {
  const n = [...password].length;
  return n >= PASSWORD_CHARS.min && n <= PASSWORD_CHARS.max;
};
