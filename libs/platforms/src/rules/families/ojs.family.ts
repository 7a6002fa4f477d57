import type { Fields, Rule } from '../rule.types.js';

/** The pages of an Open Journal Systems site a platform counts, and what each gives. */
export interface OjsOptions {
  /**
   * Regex source of what precedes the OJS pages: the default is a journal path, optionally under
   * `/index.php` (`^(?:/index\.php)?/(?<journal>[^/]+)`); a site serving one journal at its root
   * passes `^`. Name a group `journal` to use it in the fields.
   */
  prefix?: string;
  /** `/issue/view/<issue>[/<n>]`, `/issue/<issue>/showToc` and `/issue/archive`: capture `issue`. */
  issue?: Fields;
  /** `/article/view/<article>`, the article's landing page (abstract): capture `article`. */
  landing?: Fields;
  /**
   * `/article/{view,download}/<article>/<galley>`, a full-text galley: captures `article`,
   * `galley` and `action` (`view` or `download`).
   */
  galley?: Fields;
  /** `/search[/search]`. */
  search?: Fields;
}

const DEFAULT_PREFIX = '^(?:/index\\.php)?/(?<journal>[^/]+)';

/**
 * Open Journal Systems' URL grammar, shared by the OJS-hosted platforms: the family says where
 * issues, landing pages, galleys and searches are; each platform says what they give.
 */
export function ojsRules(options: OjsOptions): Rule[] {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const rules: Rule[] = [];
  if (options.issue !== undefined) {
    rules.push({
      path: new RegExp(
        `${prefix}/issue/(?:view/)?(?<issue>[0-9]+|archive)(?:/[0-9]+|/showToc)?/?$`,
        'i',
      ),
      fields: options.issue,
    });
  }
  if (options.landing !== undefined) {
    rules.push({
      path: new RegExp(`${prefix}/article/view/(?<article>[0-9]+)/?$`, 'i'),
      fields: options.landing,
    });
  }
  if (options.galley !== undefined) {
    rules.push({
      path: new RegExp(
        `${prefix}/article/(?<action>view|download)/(?<article>[0-9]+)/(?<galley>[0-9]+)/?$`,
        'i',
      ),
      fields: options.galley,
    });
  }
  if (options.search !== undefined) {
    rules.push({
      path: new RegExp(`${prefix}/search(?:/search)?/?$`, 'i'),
      fields: options.search,
    });
  }
  return rules;
}
