import { loadPredefinedSettings as loadForCli } from '@sillage/pipeline';
import { parseJobSettings } from '@sillage/shared-types';
import { loadPredefinedSettings as loadForApi } from './predefined-settings.js';

// The server and `sillage process` offer the same built-in predefined settings, from one list,
// and both take the ids either of them used to have (`00-00-*` for the api, `sillage-*` for the
// CLI): a script or a saved setting naming one keeps working on either side.
describe('built-in predefined settings', () => {
  it('are the same for the api and the CLI', async () => {
    expect(await loadForApi(undefined)).toEqual(await loadForCli(undefined));
  });

  it.each([
    ['00-00-no-anonymization'],
    ['sillage-no-anonymization'],
    ['00-00-json-output'],
    ['00-00-apache-combined'],
    ['sillage-apache-combined'],
    ['sillage-ezproxy-default'],
  ] as const)('%s applies the same headers through the api and the CLI', async (id) => {
    const [api, cli] = await Promise.all(
      [loadForApi(undefined), loadForCli(undefined)].map(async (loading) => {
        const parsed = parseJobSettings(
          { 'ezPAARSE-Predefined-Settings': id },
          { predefined: await loading },
        );
        return parsed.ok ? parsed.settings.headers : undefined;
      }),
    );
    expect(api).toBeDefined();
    expect(api).toEqual(cli);
  });
});
