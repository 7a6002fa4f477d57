import { z } from 'zod';

/** `GET /api/info/app`: what the UI shows about the running instance. */
export const AppInfoSchema = z.object({
  version: z.string(),
  /** Human-readable uptime, e.g. `0d 2h 5m 12s` (the reference shape). */
  uptime: z.string(),
  demo: z.boolean(),
  /** True when the version is not a plain `x.y.z` release (a branch build). */
  beta: z.boolean().optional(),
  /** True when anyone may create an account (SILLAGE_OPEN_REGISTRATION), not only the first. */
  registrationOpen: z.boolean().optional(),
  /** True when the server can send mail (SMTP configured): job notifications, password links. */
  mail: z.boolean().optional(),
  /** True when messages can reach the team (mail configured and feedback recipients set). */
  feedback: z.boolean().optional(),
  /**
   * The library the usage is counted for (SILLAGE_INSTITUTION_NAME / _ID), for the COUNTER
   * tabular exports' `Institution_Name` and `Institution_ID`; absent when not configured.
   */
  institutionName: z.string().optional(),
  institutionId: z.string().optional(),
  /** Web page of the application's source, linked from the version in the drawer. */
  repositoryUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

/**
 * Spec §9: a beta build is one whose version is not plain `x.y.z`. A release tag written
 * `vX.Y.Z`, as many repositories tag them, is a release too.
 */
export function isBetaVersion(version: string | undefined): boolean {
  return version !== undefined && !/^v?\d+\.\d+\.\d+$/.test(version);
}
