import type { PlatformDefinition, Rule } from './rule.types.js';

/** Identity function that gives a platform file its type checking and completion. */
export function definePlatform(definition: PlatformDefinition): PlatformDefinition {
  return definition;
}

/** Identity function for a list of rules (shared templates and family helpers return these). */
export function defineRules(rules: readonly Rule[]): readonly Rule[] {
  return rules;
}
