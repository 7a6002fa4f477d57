import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { CountriesSchema, type Country } from '@sillage/shared-types';
import { listBuiltInCountries } from './countries.js';
import type { ReloadingFile } from './reloading-file.js';

/**
 * `GET /api/info/countries.json`: the configured country list, else the built-in one (the
 * reference always served its resources' list).
 */
export const countriesRoutes: FastifyPluginCallbackZod<{
  countries: ReloadingFile<Country[] | undefined>;
}> = (app, { countries }, done) => {
  const builtIn = listBuiltInCountries();
  app.get(
    '/info/countries.json',
    {
      schema: {
        tags: ['info'],
        summary: 'Country names in French and English (SILLAGE_COUNTRIES, else built in)',
        response: { 200: CountriesSchema },
      },
    },
    async () => (await countries.current()) ?? builtIn,
  );
  done();
};
