// How `rate:levels` seats its levels: `--draw=random` (`drawLevels`) and `--draw=duplicate` (`duplicateJobs`).

/** `count` of `pool`'s levels in random order (a table has at most as many seats as there are levels). */
export function drawLevels(rng, pool, count) {
  if (count > pool.length) throw new Error(`a table of ${count} needs ${count} levels, and --levels names ${pool.length}`);
  const drawn = [...pool];
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(drawn.length - i);
    [drawn[i], drawn[j]] = [drawn[j], drawn[i]];
  }
  return drawn.slice(0, count);
}

/**
 * Duplicate games: `count` consecutive levels (neighbours on the ladder are the pairs whose order is in doubt), seated
 * at random, then the same deal once per side, the levels moved one seat on each time, so each side's cards are
 * played by every level of the table and the luck of the deal cancels out between the copies.
 */
export function duplicateJobs(rng, levels, count, copies, total) {
  if (count > levels.length) throw new Error(`a table of ${count} needs ${count} levels, and --levels names ${levels.length}`);
  const jobs = [];
  for (let deal = 0; jobs.length < total; deal++) {
    const start = rng.int(levels.length - count + 1);
    const window = drawLevels(rng, levels.slice(start, start + count), count);
    for (let c = 0; c < copies && jobs.length < total; c++) {
      jobs.push({ g: jobs.length, deal, seatLevels: window.map((_, seat) => window[(seat + c) % count]) });
    }
  }
  return jobs;
}

