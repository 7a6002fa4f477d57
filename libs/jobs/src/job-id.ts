/** A job id: a lower-case uuid of any version (the reference accepts v1; clients send v4 too). */
export const JOB_ID_PATTERN = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;

/** True when `value` is a well-formed job id (and therefore safe as a folder name). */
export function isJobId(value: string): boolean {
  return JOB_ID_PATTERN.test(value);
}
