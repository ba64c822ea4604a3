// The open-files limit as /proc/self/limits states it, the budget it leaves, and the key an address is counted under.
import { describe, expect, it } from 'vitest';
import { parseOpenFilesLimit, planConnections, readOpenFilesLimit } from './open-files.js';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 4096                 files
Max locked memory         8388608              8388608              bytes
`;

describe('the open-files limit', () => {
  it('is read from /proc/self/limits (this process: Node raised the soft limit to the hard one)', () => {
    expect(parseOpenFilesLimit(LIMITS)).toEqual({ soft: 1024, hard: 4096 });
    expect(parseOpenFilesLimit(LIMITS.replace('1024                 4096', 'unlimited            unlimited'))).toEqual({ soft: Infinity, hard: Infinity });
    expect(parseOpenFilesLimit('nothing here')).toBeNull();
    expect(readOpenFilesLimit('/nonexistent/limits')).toBeNull();
    const own = readOpenFilesLimit();
    // (Up to the kernel's ceiling on descriptors: an "unlimited" hard limit is raised to as far as it allows.)
    if (process.platform === 'linux' && own!.hard <= 1_048_576) expect(own!.soft).toBe(own!.hard);
  });

  it('leaves a budget: the soft limit minus the reserve, or the setting; warnings when it is low or set too high', () => {
    expect(planConnections({ soft: 65536, hard: 65536 }, 128)).toEqual({ budget: 65408, warnings: [] });
    const low = planConnections({ soft: 1024, hard: 1024 }, 128);
    expect(low.budget).toBe(896);
    expect(low.warnings).toEqual(['the open-files limit is low (soft 1024, hard 1024): at most 896 connections at once; raise it (LimitNOFILE= in the systemd unit, ulimit -n)']);
    expect(planConnections({ soft: 65536, hard: 65536 }, 128, 70_000).warnings).toEqual(['ESCOBA_MAX_CONNECTIONS=70000 is more than the open-files limit leaves (65536 - 128 in reserve = 65408): accepting connections may fail with EMFILE']);
    expect(planConnections({ soft: 100, hard: 100 }, 128).budget).toBe(50);
    // Unknown (not Linux): 1,024 assumed, or the setting, without a warning about a limit nobody read.
    expect(planConnections(null, 128)).toEqual({ budget: 896, warnings: [] });
    expect(planConnections(null, 128, 20_000)).toEqual({ budget: 20_000, warnings: [] });
  });
});
