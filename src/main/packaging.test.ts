import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

const builderConfig = z.object({ electronFuses: z.record(z.string(), z.boolean()) });

describe('the packaged app (electron-builder.yml)', () => {
  it('flips the fuses: no running as Node, no NODE_OPTIONS or inspect, asar only and checked', () => {
    const config = builderConfig.parse(parse(readFileSync('electron-builder.yml', 'utf8')));
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
  });
});
