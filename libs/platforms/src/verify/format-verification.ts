import type { Answer } from './compare-answers.js';
import type { PlatformVerdict, VerificationReport } from './verification.types.js';

function showAnswer(answer: Answer): string {
  if (answer.kind !== 'recognized') {
    return answer.kind === 'unqualified' ? 'nothing (unqualified)' : answer.kind;
  }
  return `${JSON.stringify(answer.fields)}${answer.granted ? '' : ' denied'} (${answer.platform}: ${answer.platformName})`;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/**
 * The verification as text: one row per platform (platform, serving, URLs tried, equal,
 * differing, rows of its own test table), then why each pack platform is, with each difference
 * kept and both answers, then a summary.
 */
export function formatVerification(report: VerificationReport): string[] {
  const lines: string[] = [];
  const width = Math.max(8, ...report.platforms.map((verdict) => verdict.platform.length));
  lines.push(
    `${pad('platform', width)}  serving  ${pad('tried', 7)}  ${pad('equal', 7)}  ${pad('differing', 9)}  table rows`,
  );
  for (const verdict of report.platforms) {
    lines.push(
      `${pad(verdict.platform, width)}  ${pad(verdict.serving, 7)}  ${pad(String(verdict.tried), 7)}  ${pad(String(verdict.equal), 7)}  ${pad(String(verdict.differing), 9)}  ${String(verdict.tableRows)}`,
    );
  }
  for (const verdict of report.platforms) {
    if (verdict.serving === 'native') {
      // Served natively under the pack's manifest: where the catalogs disagree is still worth a look.
      if (verdict.manifest.length > 0) {
        lines.push('', `${verdict.platform}: native, under the pack's manifest`);
        lines.push(...verdict.manifest.map((fact) => `  manifest: ${fact}`));
      }
      continue;
    }
    lines.push('', `${verdict.platform}: pack (${WHY_PACK[whyPack(verdict)](verdict)})`);
    for (const fact of verdict.manifest) {
      lines.push(`  manifest: ${fact}`);
    }
    for (const difference of verdict.differences) {
      const event =
        difference.event === undefined ? '' : ` with ${JSON.stringify(difference.event)}`;
      lines.push(
        `  ${difference.url}${event}`,
        `    native: ${showAnswer(difference.native)}`,
        `    pack:   ${showAnswer(difference.pack)}`,
      );
    }
    const more = verdict.differing - verdict.differences.length;
    if (more > 0) {
      lines.push(`  … and ${String(more)} more`);
    }
  }
  const native = report.platforms.filter((verdict) => verdict.serving === 'native').length;
  // The platforms served from the pack split as their details above do, so the parts add up.
  const fromPack = report.platforms.filter((verdict) => verdict.serving === 'pack');
  const count = (why: WhyPack) => fromPack.filter((verdict) => whyPack(verdict) === why).length;
  lines.push(
    '',
    `${plural(report.platforms.length, 'platform')} both native and in the pack: ${String(native)} ${native === 1 ? 'serves' : 'serve'} natively (equal on every URL tried), ${String(fromPack.length)} from the pack (${String(count('differing'))} differ, ${String(count('untabled'))} without a test table, ${String(count('never'))} never exercised)`,
    `URLs: ${String(report.inputs.table)} table rows, ${String(report.inputs.quoted ?? 0)} quoted by the parsers, ${String(report.inputs.generated ?? 0)} matching their regexes, ${String(report.inputs.log)} log URLs, ${String(report.inputs.list)} listed, ${String(report.inputs.variants)} variants; ${String(Math.round(report.durationMs / 100) / 10)} s`,
  );
  return lines;
}

type WhyPack = 'differing' | 'never' | 'untabled';

/**
 * Why a platform is left to the pack, in the order the admin platforms page gives it: any
 * differing URL (even one the pack never answered), then no row of its own test table to prove it
 * on, then no answer from the pack.
 */
function whyPack(verdict: PlatformVerdict): WhyPack {
  return verdict.differing > 0 ? 'differing' : verdict.tableRows === 0 ? 'untabled' : 'never';
}

const WHY_PACK: Record<WhyPack, (verdict: PlatformVerdict) => string> = {
  differing: (verdict) => `${String(verdict.differing)} differing URL(s)`,
  never: () => 'never exercised: no URL tried got an answer from the pack',
  untabled: () =>
    'not proven: no row of its test table was tried (the pack has none; --tables adds some)',
};

/** `1 platform`, `2 platforms`. */
function plural(count: number, noun: string): string {
  return `${String(count)} ${noun}${count === 1 ? '' : 's'}`;
}
