/** A value or a typed error; every parser and every state transition that can fail on input returns one. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** The shape shared by every engine error: a stable machine-readable code and a sentence for people. */
export interface EscobaErrorInfo {
  readonly code: string;
  readonly message: string;
}

/** Thrown by {@link unwrap}; carries the typed error it came from. */
export class EscobaError<E extends EscobaErrorInfo = EscobaErrorInfo> extends Error {
  readonly code: string;
  readonly info: E;
  constructor(info: E) {
    super(info.message);
    this.name = 'EscobaError';
    this.code = info.code;
    this.info = info;
  }
}

/** Returns the value, or throws an {@link EscobaError} carrying the typed error. */
export function unwrap<T, E extends EscobaErrorInfo>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new EscobaError(result.error);
}
