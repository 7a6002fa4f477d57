import type { PlatformsCatalogPhase } from '@sillage/shared-types';

/** Where a clone stands: its current step and the overall percentage. */
export interface CloneProgress {
  phase: PlatformsCatalogPhase;
  progress: number;
}

// Each step of `git clone --progress` and the share of the whole it stands for: the download
// dominates; the server's counting is quick but says the remote answered.
const SHARES: Record<PlatformsCatalogPhase, { from: number; to: number }> = {
  connecting: { from: 0, to: 5 },
  receiving: { from: 5, to: 85 },
  resolving: { from: 85, to: 95 },
  checkout: { from: 95, to: 100 },
};
const LOCAL_PHASES: PlatformsCatalogPhase[] = ['receiving', 'resolving', 'checkout'];
const ENGLISH_LABELS: Record<string, PlatformsCatalogPhase> = {
  'Receiving objects': 'receiving',
  'Resolving deltas': 'resolving',
  'Updating files': 'checkout',
};
// `<label>: NN% (a/b)…`; `remote: ` (never translated) marks the server's own steps.
const PROGRESS_LINE = /^(remote: )?([^:]+):\s+(\d{1,3})%/;

/**
 * Reads the progress lines of `git clone --progress` (carriage returns redraw a line) and calls
 * `onProgress` when the overall percentage moves; the last incomplete line is kept for the next
 * chunk. Percentages never go back (a step's counter restarts at 0 in the next step). git may
 * speak the server's language: labels it does not know in English are taken in their order.
 */
export function createCloneProgressReader(onProgress: (progress: CloneProgress) => void) {
  let pending = '';
  let last: CloneProgress = { phase: 'connecting', progress: 0 };
  const localLabels: string[] = [];
  const phaseOf = (remote: boolean, label: string): PlatformsCatalogPhase => {
    if (remote) {
      return 'connecting';
    }
    const english = ENGLISH_LABELS[label];
    if (english !== undefined) {
      return english;
    }
    if (!localLabels.includes(label)) {
      localLabels.push(label);
    }
    return (
      LOCAL_PHASES[Math.min(localLabels.indexOf(label), LOCAL_PHASES.length - 1)] ?? 'checkout'
    );
  };
  const read = (line: string) => {
    const match = PROGRESS_LINE.exec(line.trim());
    if (match === null) {
      return;
    }
    const phase = phaseOf(match[1] !== undefined, (match[2] ?? '').trim());
    const share = SHARES[phase];
    const percent = Math.min(100, Number(match[3]));
    const progress = Math.floor(share.from + ((share.to - share.from) * percent) / 100);
    if (progress > last.progress || phase !== last.phase) {
      last = { phase, progress: Math.max(progress, last.progress) };
      onProgress(last);
    }
  };
  return {
    write(chunk: string) {
      const lines = (pending + chunk).split(/[\r\n]/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        read(line);
      }
    },
  };
}

/** The line of git's error output that says why it failed (`fatal: …` without the prefix). */
export function gitFailureReason(stderr: string): string {
  const lines = stderr
    .split(/[\r\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !PROGRESS_LINE.test(line));
  const fatal = lines.filter((line) => /^(fatal|error)\s?:/i.test(line)).at(-1);
  return (fatal ?? lines.at(-1) ?? 'git gave no reason').replace(/^(fatal|error)\s?:\s*/i, '');
}
