/**
 * One regex that several rules of a platform test on the same part of the URL, run once per URL.
 *
 * Why: platforms often split one URL shape into rules by a condition (a Wiley DOI page is a
 * chapter or an article), each rule with the same pattern; without this, a URL that reaches the
 * second rule runs the pattern twice.
 */
export class SharedExec {
  private subject: string | undefined = undefined;
  private match: RegExpExecArray | null = null;

  constructor(private readonly regex: RegExp) {}

  /** `regex.exec(subject)`, from the last call when the subject is the same. */
  exec(subject: string): RegExpExecArray | null {
    if (subject !== this.subject) {
      this.match = this.regex.exec(subject);
      this.subject = subject;
    }
    return this.match;
  }

  /** Forgets the last subject (and the input chunk its strings keep alive). */
  clear(): void {
    this.subject = undefined;
    this.match = null;
  }
}

/** Same pattern on the same part of the URL: the key under which slots share one exec. */
export function sharedExecKey(slot: { kind: string; key: string; regex: RegExp }): string {
  return `${slot.kind}\n${slot.key}\n${slot.regex.flags}\n${slot.regex.source}`;
}
