import { describe, expect, it } from 'vitest';
import { execFileResult } from './exec-file.ts';

const node = process.execPath;

describe('execFileResult', () => {
  it('resolves with the exit code, stdout and stderr', async () => {
    const script = 'process.stdout.write("out"); process.stderr.write("ERROR: x"); process.exit(1)';
    expect(await execFileResult(5000)(node, ['-e', script])).toEqual({
      exitCode: 1,
      stdout: 'out',
      stderr: 'ERROR: x',
    });
  });

  it('rejects when the program cannot run', async () => {
    await expect(execFileResult(5000)('/nonexistent/reg.exe', [])).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('rejects when the program is killed at the time limit, whatever its exit code', async () => {
    await expect(
      execFileResult(200)(node, ['-e', 'setTimeout(() => {}, 10000)']),
    ).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  });
});
