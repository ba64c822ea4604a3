export interface Lane {
  readonly name: 'unit' | 'cli' | 'soak' | 'services' | 'browser';
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly workers: number;
  readonly needs: readonly string[];
}
export declare const TEST_FILES: readonly string[];
export declare const LANES: readonly Lane[];
