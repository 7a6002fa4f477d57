import { renderFromText, type RenderedMail } from './html.js';

export interface FeedbackMailData {
  appName: string;
  version: string;
  /** Address the sender gave (or their account's). */
  from: string;
  /** True when the sender was signed in as `from`. */
  isSignedIn: boolean;
  comment: string;
  browser?: string | null | undefined;
  jobId?: string | undefined;
  instanceUrl?: string | undefined;
}

/** Feedback to the maintainers; bilingual, since the recipients are the product team. */
export function renderFeedbackMail(data: FeedbackMailData): RenderedMail {
  const lines = [
    `Feedback from / Retour de\u00a0: ${data.from}${data.isSignedIn ? ' (signed in / connecté)' : ' (not signed in / non connecté)'}`,
    `${data.appName} version: ${data.version}`,
    ...(data.instanceUrl === undefined ? [] : [`Instance: ${data.instanceUrl}`]),
    ...(data.browser ? [`Browser / Navigateur\u00a0: ${data.browser}`] : []),
    ...(data.jobId === undefined
      ? []
      : [`Job report attached / Rapport joint\u00a0: ${data.jobId}`]),
  ];
  return renderFromText(
    `[${data.appName}] Feedback from ${data.from}`,
    `${lines.join('\n')}\n\n${data.comment}`,
    // The instance only: links in the comment stay text (a sender can type anything).
    [data.instanceUrl],
  );
}

export interface FreshInstallMailData {
  appName: string;
  version: string;
  mail: string;
  instanceUrl?: string | undefined;
}

/** Announces a new instance (sent when its first account is created, if the admin agrees). */
export function renderFreshInstallMail(data: FreshInstallMailData): RenderedMail {
  return renderFromText(
    `[${data.appName}] New instance / Nouvelle instance`,
    `A new ${data.appName} instance (version ${data.version}) has been installed.\nUne nouvelle instance de ${data.appName} (version ${data.version}) a été installée.\n\nAdministrator / Administrateur\u00a0: ${data.mail}${data.instanceUrl === undefined ? '' : `\nInstance: ${data.instanceUrl}`}`,
    [data.instanceUrl],
  );
}
