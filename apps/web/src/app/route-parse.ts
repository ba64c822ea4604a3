/** The app's screens, one per URL hash, so the browser's back button works (parsing only: no DOM, so tests can import it). */
export const SCREENS = ['home', 'new', 'play', 'review', 'online'] as const;
export type Screen = (typeof SCREENS)[number];

/** A screen, or an online table by its code (`watch`: the link to watch it without taking a seat). */
export type Route = { readonly screen: Screen } | { readonly screen: 'table'; readonly code: string; readonly watch: boolean };

const TABLE_ROUTE = /^t\/([23456789A-Za-z]{6})(\/watch)?$/;

export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '');
  const table = TABLE_ROUTE.exec(name);
  if (table) return { screen: 'table', code: table[1]!.toUpperCase(), watch: table[2] !== undefined };
  return { screen: (SCREENS as readonly string[]).includes(name) ? (name as Screen) : 'home' };
}

export const hashOf = (route: Route): string => (route.screen === 'home' ? '' : route.screen === 'table' ? `/t/${route.code}${route.watch ? '/watch' : ''}` : `/${route.screen}`);

/**
 * A shared link is a path (`/t/CODE`, which the server answers with the app); the app itself routes by hash,
 * so such a path becomes `/#/t/CODE` before anything renders.
 */
export function hashFromPath(pathname: string): string | null {
  const m = /^\/(t\/[23456789A-Za-z]{6}(?:\/watch)?)\/?$/.exec(pathname);
  return m ? `#/${m[1]}` : null;
}
