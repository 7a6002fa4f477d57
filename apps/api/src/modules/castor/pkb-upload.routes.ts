import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  PKB_UPLOAD_FILE_NAME,
  PkbUploadResponseSchema,
  type PlatformManifest,
} from '@sillage/shared-types';
import { parseKbartHeader } from '@sillage/pipeline';
import { badRequest, notFound } from '../../errors/http-error.js';
import { readMultipartParts } from '../../http/multipart-parts.js';

const PLATFORM = /^[a-z0-9][a-z0-9_-]*$/i;
const KEY_COLUMNS = ['title_id', 'print_identifier', 'online_identifier', 'doi'];
/** What one upload may hold: files of at most 200 MiB (the largest real KBART files are ~60 MB). */
const LIMITS = { fileSize: 200 * 1024 * 1024, files: 50 };

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
 * Reads the `platform` field and the files of a KBART upload, checks each file and writes it
 * beside its final place (pushed on `staged`, so the caller renames or removes it).
 */
async function stageFiles(
  request: FastifyRequest,
  options: PkbUploadRoutesOptions,
  staged: { temporary: string; final: string }[],
): Promise<{ platform: string; name: string; size: number }[]> {
  let platform: string | undefined;
  let platformNames: Set<string> | undefined;
  const saved: { platform: string; name: string; size: number }[] = [];
  for await (const part of readMultipartParts(request, LIMITS)) {
    if (part.type === 'field') {
      if (part.name === 'platform') {
        platform = part.value.trim();
      }
      continue;
    }
    if (platform === undefined || !PLATFORM.test(platform)) {
      throw badRequest('invalidPlatform: send a `platform` field before the files');
    }
    platformNames ??= new Set((await options.listPlatforms()).map((entry) => entry.name));
    if (!platformNames.has(platform)) {
      throw badRequest(
        `unknownPlatform: ${platform} (not among the platforms of GET /api/info/platforms)`,
      );
    }
    const name = path.basename(part.fileName);
    if (!PKB_UPLOAD_FILE_NAME.test(name)) {
      throw badRequest(`invalidFileName: ${name} (expected <name>_<YYYY-MM-DD>.txt)`);
    }
    const problem = checkKbart(part.bytes);
    if (problem !== undefined) {
      throw badRequest(`invalidKbart: ${name}: ${problem}`);
    }
    const folder = path.join(options.uploadDir, platform);
    await mkdir(folder, { recursive: true });
    // Numbered, so two parts of the same name do not share one (the last one wins); hidden and
    // without the `.txt` ending, so a sync never reads it.
    const temporary = path.join(folder, `.${name}.${String(staged.length)}.uploading`);
    staged.push({ temporary, final: path.join(folder, name) });
    await writeFile(temporary, part.bytes);
    saved.push({ platform, name, size: part.bytes.length });
  }
  return saved;
}

/** Path of an uploaded KBART file, or undefined when the names could point elsewhere. */
function uploadedFile(uploadDir: string, platform: string, file: string): string | undefined {
  return PLATFORM.test(platform) && PKB_UPLOAD_FILE_NAME.test(file)
    ? path.join(uploadDir, platform, file)
    : undefined;
}

/**
 * `POST /api/admin/pkb` (admin, multipart): a `platform` field then one or more KBART `.txt`
 * files, kept in the uploads folder as `<platform>/<file>` (a file of the same name is replaced)
 * and loaded into the knowledge base by a background sync. The platform must be one the
 * instance recognises (native or pack): a file for another would be stored yet never shown.
 * All or nothing: a body refused or cut off half-way (400) keeps none of its files.
 * `DELETE /api/admin/pkb/{platform}/{file}` (admin) removes one such file; the sync it starts
 * takes its rows out of the knowledge base.
 */
export const pkbUploadRoutes: FastifyPluginAsyncZod<PkbUploadRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(multipart, { limits: LIMITS });
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
          413: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw badRequest('multipartExpected');
      }
      // Every file waits under a temporary name until the whole body was read and checked: a
      // body cut off or refused half-way keeps none of its files.
      const staged: { temporary: string; final: string }[] = [];
      try {
        const saved = await stageFiles(request, options, staged);
        if (saved.length === 0) {
          throw badRequest('noFile');
        }
        for (const { temporary, final } of staged) {
          await rename(temporary, final);
        }
        void app.syncKnowledgeBase();
        return await reply.code(201).send({ saved });
      } finally {
        await Promise.all(staged.map(({ temporary }) => rm(temporary, { force: true })));
      }
    },
  );

  app.delete(
    '/admin/pkb/:platform/:file',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove a KBART file an administrator added (the sync it starts drops its rows)',
        params: z.object({ platform: z.string(), file: z.string() }),
        response: {
          204: z.null(),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { platform, file } = request.params;
      // Only the uploads folder: files of a pack or of SILLAGE_PKB_DIRS are not the api's to
      // remove, and names that do not match the upload's own rules (`..`, slashes) name nothing.
      const location = uploadedFile(options.uploadDir, platform, file);
      const removed =
        location !== undefined &&
        (await unlink(location).then(
          () => true,
          (error: unknown) => {
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
              return false;
            }
            throw error;
          },
        ));
      if (!removed) {
        throw notFound(`unknownPkbFile: ${platform}/${file} (not among the uploaded KBART files)`);
      }
      void app.syncKnowledgeBase();
      return reply.code(204).send(null);
    },
  );
};
