import type { Answer } from './compare-answers.js';
import type { VerificationReport } from './verification.types.js';

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
 * differing), then each difference kept with both answers, then a summary.
 */
export function formatVerification(report: VerificationReport): string[] {
  const lines: string[] = [];
  const width = Math.max(8, ...report.platforms.map((verdict) => verdict.platform.length));
  lines.push(
    `${pad('platform', width)}  serving  ${pad('tried', 7)}  ${pad('equal', 7)}  differing`,
  );
  for (const verdict of report.platforms) {
    lines.push(
      `${pad(verdict.platform, width)}  ${pad(verdict.serving, 7)}  ${pad(String(verdict.tried), 7)}  ${pad(String(verdict.equal), 7)}  ${String(verdict.differing)}`,
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
    const why =
      verdict.differing > 0
        ? `${String(verdict.differing)} differing URL(s)`
        : 'never exercised: no URL tried got an answer from the pack';
    lines.push('', `${verdict.platform}: pack (${why})`);
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
  // The platforms served from the pack split as their details above do: differing when any URL
  // differed (even one the pack never answered), never exercised otherwise; the parts add up.
  const fromPack = report.platforms.filter((verdict) => verdict.serving === 'pack');
  const differing = fromPack.filter((verdict) => verdict.differing > 0).length;
  const never = fromPack.length - differing;
  lines.push(
    '',
    `${plural(report.platforms.length, 'platform')} both native and in the pack: ${String(native)} ${native === 1 ? 'serves' : 'serve'} natively (equal on every URL tried), ${String(fromPack.length)} from the pack (${String(differing)} differ, ${String(never)} never exercised)`,
    `URLs: ${String(report.inputs.table)} table rows, ${String(report.inputs.quoted ?? 0)} quoted by the parsers, ${String(report.inputs.generated ?? 0)} matching their regexes, ${String(report.inputs.log)} log URLs, ${String(report.inputs.list)} listed, ${String(report.inputs.variants)} variants; ${String(Math.round(report.durationMs / 100) / 10)} s`,
  );
  return lines;
}

/** `1 platform`, `2 platforms`. */
function plural(count: number, noun: string): string {
  return `${String(count)} ${noun}${count === 1 ? '' : 's'}`;
}
