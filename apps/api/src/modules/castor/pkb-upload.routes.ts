import { rename, rm, writeFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  PkbUploadResponseSchema,
  type PlatformManifest,
} from '@sillage/shared-types';
import { parseKbartHeader } from '@sillage/pipeline';
import { badRequest } from '../../errors/http-error.js';

const PLATFORM = /^[a-z0-9][a-z0-9_-]*$/i;
// Dated as the packages list reads them (`<name>_<YYYY-MM-DD>.txt`): an undated file would be
// loaded into the knowledge base yet never shown among the platform's packages.
const FILE_NAME = /^[\w.-]+_\d{4}-\d{2}-\d{2}\.txt$/;
const KEY_COLUMNS = ['title_id', 'print_identifier', 'online_identifier', 'doi'];
const MAX_FILE_BYTES = 200 * 1024 * 1024;

export interface PkbUploadRoutesOptions {
  uploadDir: string;
  /** The platforms `GET /api/info/platforms` serves: the only ones an upload may be for. */
  listPlatforms: () => Promise<PlatformManifest[]>;
}

/** The header of a KBART file, or the reason it is not one. */
function checkKbart(bytes: Buffer): string | undefined {
  const firstLine =
    bytes
      .subarray(0, 64 * 1024)
      .toString('utf8')
      .split('\n')[0] ?? '';
  const columns = parseKbartHeader(firstLine);
  return columns.some((column) => KEY_COLUMNS.includes(column))
    ? undefined
    : `the header names none of ${KEY_COLUMNS.join(', ')} (not a KBART file?)`;
}

/**
 * `POST /api/admin/pkb` (admin, multipart): a `platform` field then one or more KBART `.txt`
 * files, kept in the uploads folder as `<platform>/<file>` (a file of the same name is replaced)
 * and loaded into the knowledge base by a background sync. The platform must be one the
 * instance recognises (native or pack): a file for another would be stored yet never shown.
 */
export const pkbUploadRoutes: FastifyPluginAsyncZod<PkbUploadRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 50 } });
  app.post(
    '/admin/pkb',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add KBART files to the knowledge base (multipart: platform, files)',
        consumes: ['multipart/form-data'],
        response: {
          201: PkbUploadResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw badRequest('multipartExpected');
      }
      let platform: string | undefined;
      let platformNames: Set<string> | undefined;
      const saved: { platform: string; name: string; size: number }[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'platform' && typeof part.value === 'string') {
            platform = part.value.trim();
          }
          continue;
        }
        const bytes = await part.toBuffer();
        if (platform === undefined || !PLATFORM.test(platform)) {
          throw badRequest('invalidPlatform: send a `platform` field before the files');
        }
        platformNames ??= new Set((await options.listPlatforms()).map((entry) => entry.name));
        if (!platformNames.has(platform)) {
          throw badRequest(
            `unknownPlatform: ${platform} (not among the platforms of GET /api/info/platforms)`,
          );
        }
        const name = path.basename(part.filename);
        if (!FILE_NAME.test(name)) {
          throw badRequest(`invalidFileName: ${name} (expected <name>_<YYYY-MM-DD>.txt)`);
        }
        const problem = checkKbart(bytes);
        if (problem !== undefined) {
          throw badRequest(`invalidKbart: ${name}: ${problem}`);
        }
        const folder = path.join(options.uploadDir, platform);
        await mkdir(folder, { recursive: true });
        // Written aside then renamed, so a sync never reads half a file.
        const temporary = path.join(folder, `.${name}.uploading`);
        try {
          await writeFile(temporary, bytes);
          await rename(temporary, path.join(folder, name));
        } finally {
          await rm(temporary, { force: true });
        }
        saved.push({ platform, name, size: bytes.length });
      }
      if (saved.length === 0) {
        throw badRequest('noFile');
      }
      void app.syncKnowledgeBase();
      return reply.code(201).send({ saved });
    },
  );
};
