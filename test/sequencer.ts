// The order in which Vitest starts test files: by stage (test/lanes.mjs), then the files of LONGEST_FIRST in its
// order, then the others in Vitest's own order (lane by lane, so that the unit lane's workers go on from file to
// file with the modules they loaded; in a lane, the last run's times, longest first, when it has them; larger files
// first when not). On two workers, a long file started last is a tail where one worker idles.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { LANES, LONGEST_FIRST } from './lanes.mjs';

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (spec: TestSpecification): number => {
      const i = LONGEST_FIRST.indexOf(relative(root, spec.moduleId).split('\\').join('/'));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    const stage = (spec: TestSpecification): number => LANES.find((lane) => lane.name === spec.project.name)?.stage ?? 0;
    return vitestOrder
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => stage(a.spec) - stage(b.spec) || rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
