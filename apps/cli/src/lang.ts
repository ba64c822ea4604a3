import { isLang, type Lang } from './messages/index.js';

/** The environment variables the language comes from (the process's, or a test's). */
export type EnvVars = Readonly<Record<string, string | undefined>>;

/**
 * The language the environment asks for: `ESCOBA_LANG` (en, es or pt), else es or pt when the locale (`LC_ALL`, then
 * `LC_MESSAGES`, then `LANG`, as POSIX orders them) is Spanish (`es`, `es_ES.UTF-8`, ...) or Portuguese (`pt_BR.UTF-8`, ...), else en. A set
 * `ESCOBA_LANG` that is neither is returned as `invalid`: it is a mistake to report, not a locale to ignore.
 */
export function environmentLang(vars: EnvVars): { readonly lang: Lang; readonly invalid?: string } {
  const chosen = vars.ESCOBA_LANG?.trim();
  if (chosen !== undefined && chosen !== '') return isLang(chosen) ? { lang: chosen } : { lang: 'en', invalid: chosen };
  const locale = [vars.LC_ALL, vars.LC_MESSAGES, vars.LANG].find((v) => v !== undefined && v !== '') ?? '';
  const language = /^(es|pt)(?=[_.@-]|$)/i.exec(locale)?.[1]?.toLowerCase();
  return { lang: language === 'es' || language === 'pt' ? language : 'en' };
}

/** The `--lang` value among the arguments (`--lang es` or `--lang=es`), wherever it is, when it is a language. */
export function argvLang(argv: readonly string[]): Lang | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') return undefined;
    const value = a === '--lang' ? argv[i + 1] : a.startsWith('--lang=') ? a.slice('--lang='.length) : undefined;
    if (value !== undefined) return isLang(value.trim()) ? (value.trim() as Lang) : undefined;
  }
  return undefined;
}
