import type { MailLocale } from '@sillage/shared-types';
import { renderFromText, type RenderedMail } from './html.js';

export interface PasswordResetMailData {
  appName: string;
  link: string;
  validForMinutes: number;
}

/** The mail with the single-use password reset link. */
export function renderPasswordResetMail(
  locale: MailLocale,
  data: PasswordResetMailData,
): RenderedMail {
  if (locale === 'fr') {
    return renderFromText(
      `[${data.appName}] Réinitialisation de votre mot de passe`,
      `Bonjour,\n\nUne réinitialisation du mot de passe de votre compte ${data.appName} a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:\n${data.link}\n\nCe lien ne fonctionne qu'une fois et expire dans ${data.validForMinutes} minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.`,
      [data.link],
      'fr',
    );
  }
  return renderFromText(
    `[${data.appName}] Reset your password`,
    `Hello,\n\nSomeone asked to reset the password of your ${data.appName} account. To choose a new password, open this link:\n${data.link}\n\nThe link works once and expires in ${data.validForMinutes} minutes. If you did not ask for this, ignore this message: your password stays unchanged.`,
    [data.link],
    'en',
  );
}
