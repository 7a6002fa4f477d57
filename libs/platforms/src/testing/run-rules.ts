import { MutableUrlView } from '../url/url-view.js';
import { compilePlatform } from '../rules/compile-platform.js';
import type { Rule } from '../rules/rule.types.js';

/** The result of a family's rules on one URL, as a platform made of them alone gives it (tests). */
export function runRules(rules: Rule[], url: string): Record<string, unknown> {
  const parser = compilePlatform({ name: 't', longName: 'T', domains: ['t.org'], rules });
  const view = new MutableUrlView();
  view.reset(url);
  return parser.parse(view, { url });
}
