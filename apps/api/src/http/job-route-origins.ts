declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route of the ezPAARSE job protocol (uploads, results, job files): the origins of
     * SILLAGE_CORS_ORIGINS may call it from their pages (CORS, and the CSRF guard lets them).
     */
    jobRoute?: boolean;
  }
}

/** True when `origin` is one of the configured CORS origins (`*` allows any). */
export function isAllowedOrigin(allowed: readonly string[], origin: string | undefined): boolean {
  return origin !== undefined && (allowed.includes('*') || allowed.includes(origin));
}
