/**
 * URLs built to make backtracking regexes slow: long runs of the characters URL rules match
 * with `.*`, `[^/]+`, `\d+` or `[\w-]+`, each followed by a character that makes the match fail
 * at the very end. A rule with nested or overlapping quantifiers takes super-linear time on them.
 */
const RUNS = ['a', '0', '/', '.', '-', '_', '/a', 'a/', '0/', '%2F', 'a=', '&a=1', ';', '1.'];
const ENDINGS = ['', '!', '/', '?', '#', '\u00e9', '.pdf!', '?a=1&'];

export function adversarialUrls(host: string, length: number): string[] {
  const urls: string[] = [];
  for (const run of RUNS) {
    const body = run.repeat(Math.ceil(length / run.length)).slice(0, length);
    for (const ending of ENDINGS) {
      urls.push(`https://${host}/${body}${ending}`);
      urls.push(`https://${host}/x?q=${body}${ending}`);
    }
  }
  return urls;
}
