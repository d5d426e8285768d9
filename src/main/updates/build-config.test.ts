import { resolve } from 'node:path';
// electron-builder's own loader, as src/main/packaging.test.ts uses it.
import { getConfig } from 'app-builder-lib/out/util/config/config.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const projectDir = resolve(import.meta.dirname, '../../..');

describe('what the build gives electron-updater (electron-builder.yml)', () => {
  it('a generic feed, so the channel files, blockmaps and app-update.yml are written', async () => {
    const config = await getConfig(projectDir, 'electron-builder.yml', null);

    const publish = z.strictObject({ provider: z.literal('generic'), url: z.url() });
    const { url } = publish.parse(config.publish);
    // Never fetched: the app sets the feed itself; `.invalid` can name no real host.
    expect(new URL(url).hostname).toMatch(/\.invalid$/);
    // Pre-releases too are `latest`, the only channel the app reads.
    expect(config.detectUpdateChannel).toBe(false);
  });
});
