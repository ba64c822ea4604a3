import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fdWriter, readInput } from '../src/io.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-io-'));

describe('io', () => {
  it('reads a file', async () => {
    const file = join(dir, 'records.jsonl');
    writeFileSync(file, 'é\n{"a":1}\n');
    expect(await readInput(file)).toEqual({ ok: true, text: 'é\n{"a":1}\n' });
  });

  it('reads standard input for -, in UTF-8 even when a character is split across chunks', async () => {
    const bytes = Buffer.from('{"name":"Ñandú"}\n');
    const stdin = Readable.from([bytes.subarray(0, 10), bytes.subarray(10), 'x']);
    expect(await readInput('-', stdin)).toEqual({ ok: true, text: '{"name":"Ñandú"}\nx' });
  });

  it('explains a missing file or a directory', async () => {
    expect(await readInput(join(dir, 'missing.jsonl'))).toEqual({
      ok: false,
      message: `cannot read ${join(dir, 'missing.jsonl')}: no such file (use - to read standard input)`,
    });
    expect(await readInput(dir)).toEqual({ ok: false, message: `cannot read ${dir}: it is a directory, not a file` });
  });

  it('fdWriter writes everything to a descriptor', () => {
    const file = join(dir, 'out.txt');
    const fd = openSync(file, 'w');
    const write = fdWriter(fd);
    write('línea 1\n');
    write('x'.repeat(100_000));
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe(`línea 1\n${'x'.repeat(100_000)}`);
  });
});
