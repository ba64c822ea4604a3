// Global setup of the browser lane: the web app built from the current sources (the tests serve apps/web/dist).
import { run } from './build.js';

export default function buildWeb(): void {
  run('npm', ['run', 'build', '--workspace', '@escoba/web']);
}
