// Global setup of the browser lane: the web app built from the current sources (the tests serve apps/web/dist).
import { run } from './build.js';

export default function buildWeb(): void {
  // The app as it ships: Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  run('npm', ['run', 'build', '--workspace', '@escoba/web'], { NODE_ENV: 'production' });
}
