import { execFile } from 'node:child_process';
import type { Exec } from './policy-registry.ts';

/**
 * A program (the policy's PowerShell) through execFile: no shell, no window, at most `timeoutMs`.
 * Resolves with its exit code and output; rejects when it cannot run or is killed at the time
 * limit — on Windows a terminated process reports exit code 1, which must not read as an answer.
 */
export const execFileResult =
  (timeoutMs: number): Exec =>
  (file, args) =>
    new Promise((resolve, reject) => {
      execFile(
        file,
        [...args],
        { windowsHide: true, timeout: timeoutMs, encoding: 'utf8' },
        (error, stdout, stderr) => {
          if (error === null) return resolve({ exitCode: 0, stdout, stderr });
          if (error.killed === true) {
            return reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }));
          }
          const { code } = error;
          if (typeof code === 'number') return resolve({ exitCode: code, stdout, stderr });
          reject(Object.assign(new Error(error.message), { code: code ?? error.signal }));
        },
      );
    });
