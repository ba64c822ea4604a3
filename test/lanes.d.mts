export interface Lane {
  readonly name: 'unit' | 'cli' | 'soak' | 'services' | 'browser';
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly workers: number;
  /** false: the lane's files share their worker's loaded modules. */
  readonly isolate?: boolean;
  /** Lanes of one stage run at the same time; stages run in increasing order. */
  readonly stage: number;
  /** Each run is a Vitest process of its own; scripts/test-lanes.mjs starts the runs at the same time. */
  readonly run: number;
  readonly needs: readonly string[];
}
export declare const TEST_FILES: readonly string[];
export declare const LANES: readonly Lane[];
/** The longest test files (paths from the repository's root), longest first: each stage starts them first. */
export declare const LONGEST_FIRST: readonly string[];
