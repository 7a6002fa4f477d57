/**
 * The API documentation as a page to read (the sign page links it); `GET /api/docs` gives the
 * OpenAPI document to programs and sends browsers to this page.
 */
export const API_DOCS_PAGE = '/api/docs/ui';
