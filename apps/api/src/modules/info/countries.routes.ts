import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, CountriesSchema, type Country } from '@sillage/shared-types';
import { notFound } from '../../errors/http-error.js';
import type { ReloadingFile } from './reloading-file.js';

/** `GET /api/info/countries.json`: the configured country list; 404 when none is configured. */
export const countriesRoutes: FastifyPluginCallbackZod<{
  countries: ReloadingFile<Country[] | undefined>;
}> = (app, { countries }, done) => {
  app.get(
    '/info/countries.json',
    {
      schema: {
        tags: ['info'],
        summary: 'Country names in French and English (SILLAGE_COUNTRIES)',
        response: { 200: CountriesSchema, 404: ApiErrorSchema },
      },
    },
    async () => {
      const list = await countries.current();
      if (list === undefined) {
        throw notFound('countriesNotConfigured');
      }
      return list;
    },
  );
  done();
};
