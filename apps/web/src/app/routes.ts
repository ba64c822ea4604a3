import { useEffect, useState } from 'react';
import { hashFromPath, hashOf, routeFromHash, type Route } from './route-parse.js';


export function useRoute(): [Route, (route: Route) => void] {
  const [route, setRoute] = useState<Route>(() => {
    const fromPath = hashFromPath(location.pathname);
    if (fromPath) history.replaceState(null, '', `/${location.search}${fromPath}`);
    return routeFromHash(location.hash);
  });
  useEffect(() => {
    const onChange = () => setRoute(routeFromHash(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  const go = (next: Route) => {
    const hash = hashOf(next);
    if (hash !== location.hash.replace(/^#/, '')) location.hash = hash;
    setRoute(next);
  };
  return [route, go];
}
