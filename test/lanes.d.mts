export interface Lane {
  readonly name: 'unit' | 'cli' | 'soak' | 'services' | 'browser';
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly workers: number;
  /** false: the lane's files share their worker's loaded modules. */
  readonly isolate?: boolean;
  /** The order of a run's files: a stage's files start after the stage before's have started; lanes of one stage are mixed. */
  readonly stage: number;
  /** Each run is a Vitest process of its own; scripts/test-lanes.mjs starts the runs at the same time. A run's lanes share its workers as one queue (Vitest's `sequence.groupOrder`). */
  readonly run: number;
  readonly needs: readonly string[];
}
export declare const TEST_FILES: readonly string[];
export declare const LANES: readonly Lane[];
/** The longest test files (paths from the repository's root), longest first: each stage starts them first. */
export declare const LONGEST_FIRST: readonly string[];
