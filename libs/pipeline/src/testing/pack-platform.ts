import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a test pack's platform says of itself in its manifest.json. */
export interface PackManifest {
  name: string;
  longname?: string;
  domains: string[];
}

/**
 * Writes one platform into a test pack folder (ezPAARSE layout): its manifest.json, and a
 * parser.js that gives `answer` for every URL (an empty answer: the URL is not a resource).
 */
export function writePackPlatform(
  pack: string,
  manifest: PackManifest,
  answer: Readonly<Record<string, string>>,
): void {
  const folder = path.join(pack, manifest.name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(folder, 'parser.js'),
    `var P = require('../.lib/parser.js'); module.exports = new P(function () { return ${JSON.stringify(answer)}; });`,
  );
}
