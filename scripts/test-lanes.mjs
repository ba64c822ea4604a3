// Runs test lanes (test/lanes.mjs) with Vitest: `node scripts/test-lanes.mjs [LANE...] [VITEST ARGS...]` (arguments
// that name a lane choose lanes, the others go to Vitest: files, --reporter, ...); no lane names means every lane.
// First, as root with apt-get, it installs what the lanes lack (ESCOBA_NO_INSTALL=1 stops that); then it says which
// lanes this machine still cannot run and the command that installs what they need. Lanes asked for by name, and
// every lane under CI (CI=true), must run: a missing dependency then fails before any test runs, so that CI never
// goes green by skipping a lane. Without names and outside CI, the lanes that cannot run are left out (said again
// after the tests).
// The lanes of each run (test/lanes.mjs `run`) go to a Vitest process of their own, all started at once after one
// build (scripts/lane-runs.mjs).
import { LANES } from '../test/lanes.mjs';
import { runLanes } from './lane-runs.mjs';
import { INSTALL, installIfAllowed, missing } from './test-deps.mjs';

const isLane = (arg) => LANES.some((l) => l.name === arg);
const argv = process.argv.slice(2).filter((a) => a !== '--');
const names = argv.filter(isLane);
const vitestArgs = argv.filter((a) => !isLane(a));
const asked = names.length > 0 ? LANES.filter((l) => names.includes(l.name)) : LANES;
const blockedNow = () => asked.map((lane) => ({ lane: lane.name, lacks: missing(lane.needs) })).filter((b) => b.lacks.length > 0);
let blocked = blockedNow();
// As root with apt-get (a fresh container, CI) the missing packages are installed first, as .ci/run does.
if (blocked.length > 0 && installIfAllowed([...new Set(blocked.flatMap((b) => b.lacks))])) blocked = blockedNow();

const warning = () =>
  [
    '',
    `*** This machine cannot run ${blocked.map((b) => `the ${b.lane} lane (it lacks ${b.lacks.join(', ')})`).join(' or ')}. ***`,
    `*** Install what the lanes need with:  ${INSTALL} ***`,
    '',
  ].join('\n');

if (blocked.length > 0) {
  console.error(warning());
  if (process.env['CI'] === 'true' || names.length > 0) {
    console.error(process.env['CI'] === 'true' ? 'CI=true: every lane must run, so the tests fail here.' : 'The lanes asked for by name must run, so the tests fail here.');
    process.exit(1);
  }
}
const lanes = asked.filter((l) => !blocked.some((b) => b.lane === l.name));
console.log(`Test lanes: ${lanes.map((l) => l.name).join(', ')}${blocked.length > 0 ? ` (left out: ${blocked.map((b) => b.lane).join(', ')})` : ''}`);

const status = await runLanes(lanes, vitestArgs);
if (blocked.length > 0) console.error(warning());
process.exit(status);
