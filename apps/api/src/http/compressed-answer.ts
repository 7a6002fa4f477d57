import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Route options of the JSON lists that grow with the instance (platforms, jobs, accounts: 300 to
 * 400 KB once it has a few hundred jobs, a tenth of that compressed): compressed for clients that
 * accept brotli or gzip. Only these routes: job results and live answers are streamed, some with
 * trailers, and their clients ask for compression through `Response-Encoding` (ADR 0129).
 */
export const COMPRESSED_ANSWER: { compress: Pick<FastifyCompressOptions, 'encodings'> } = {
  compress: { encodings: ['br', 'gzip'] },
};
