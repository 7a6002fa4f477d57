// In-process interleaved A/B of native recognition between two checkouts (same machine state for
// both): `npm run bench -- recognize-ab <dirA> <dirB> [--lines N] [--pairs P] [--host substr]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Catalog {
  recognize(input: { url: string; domain?: string }): { kind: string };
}
const args = process.argv.slice(2);
const [dirA = '', dirB = ''] = args;
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
const lines = Number(option('--lines', '1000000'));
const pairs = Number(option('--pairs', '7'));
const hostFilter = option('--host', '');
const logFile = path.join(process.cwd(), `bench/.cache/gen-s1-${lines}.log`);

async function load(
  dir: string,
): Promise<{ catalog: Catalog; hostOf: (u: string) => string | undefined }> {
  const lib = (await import(pathToFileURL(path.join(dir, 'libs/platforms/src/index.ts')).href)) as {
    loadPlatformCatalog(): Promise<Catalog>;
    hostOfUrl: (url: string) => string | undefined;
  };
  return { catalog: await lib.loadPlatformCatalog(), hostOf: lib.hostOfUrl };
}
const a = await load(path.resolve(dirA));
const b = await load(path.resolve(dirB));
const REQUEST = /"[A-Z]+ (\S+) HTTP\/[0-9.]+"/;
const inputs: { url: string; domain?: string }[] = [];
for (const line of readFileSync(logFile, 'utf8').split('\n')) {
  const url = REQUEST.exec(line)?.[1];
  if (url !== undefined) {
    const domain = a.hostOf(url);
    if (hostFilter === '' || (domain ?? '').includes(hostFilter)) {
      inputs.push(domain === undefined ? { url } : { url, domain });
    }
  }
}
function pass(catalog: Catalog): number {
  const before = process.cpuUsage();
  let n = 0;
  for (const input of inputs) {
    n += catalog.recognize(input).kind.length;
  }
  const cpu = process.cpuUsage(before);
  if (n < 0) console.log(n);
  return Math.round((inputs.length * 1e6) / (cpu.user + cpu.system));
}
for (let i = 0; i < 2; i += 1) {
  pass(a.catalog);
  pass(b.catalog);
}
const ratios: number[] = [];
for (let i = 0; i < pairs; i += 1) {
  const first = i % 2 === 0;
  const ra = first ? pass(a.catalog) : 0;
  const rb = pass(b.catalog);
  const ra2 = first ? ra : pass(a.catalog);
  ratios.push(rb / ra2);
  console.log(
    `pair ${i + 1}: A ${ra2.toLocaleString('en')}  B ${rb.toLocaleString('en')}  B/A ${(rb / ra2).toFixed(3)}`,
  );
}
ratios.sort((x, y) => x - y);
console.log(
  `URLs: ${inputs.length}; B/A median ${ratios[Math.floor(pairs / 2)]?.toFixed(3)}, B ahead in ${ratios.filter((r) => r > 1).length}/${pairs}`,
);
