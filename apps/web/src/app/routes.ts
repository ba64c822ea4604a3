import { useEffect, useState } from 'react';

/** The app's screens, one per URL hash, so the browser's back button works. An online screen can be added here. */
export const SCREENS = ['home', 'new', 'play', 'review'] as const;
export type Screen = (typeof SCREENS)[number];

export function screenFromHash(hash: string): Screen {
  const name = hash.replace(/^#\/?/, '');
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : 'home';
}

export function useScreen(): [Screen, (screen: Screen) => void] {
  const [screen, setScreen] = useState(() => screenFromHash(location.hash));
  useEffect(() => {
    const onChange = () => setScreen(screenFromHash(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  const go = (next: Screen) => {
    if (next !== screenFromHash(location.hash)) location.hash = next === 'home' ? '' : `/${next}`;
    setScreen(next);
  };
  return [screen, go];
}
