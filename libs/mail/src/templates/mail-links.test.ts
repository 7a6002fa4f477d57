import { renderFeedbackMail, renderFreshInstallMail } from './feedback.template.js';
import { renderJobFinishedMail } from './job-finished.template.js';
import { renderPasswordResetMail } from './password-reset.template.js';

// The HTML part of a mail must offer its links as links, not as text that only some mail clients
// turn into one (QA B item 11).
describe('links in the HTML part of the mails', () => {
  it.each(['en', 'fr'] as const)('makes the password reset link an anchor (%s)', (locale) => {
    const link = 'https://stats.example.org/password/a-token_value';
    const mail = renderPasswordResetMail(locale, { appName: 'Sillage', link, validForMinutes: 60 });
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.text).toContain(link);
  });

  it('escapes the link in both the href and the text', () => {
    const link = 'https://stats.example.org/sillage?a=1&b="2"/password/x';
    const mail = renderPasswordResetMail('en', { appName: 'Sillage', link, validForMinutes: 60 });
    const escaped = 'https://stats.example.org/sillage?a=1&amp;b=&quot;2&quot;/password/x';
    expect(mail.html).toContain(`<a href="${escaped}">${escaped}</a>`);
    expect(mail.html).not.toContain('&b="2"');
  });

  it('makes the report link of a finished job an anchor', () => {
    const reportUrl = 'https://stats.example.org/report/0b8f6a52-8d8e-4d7e-9a56-3f0c2f1c9a10';
    const mail = renderJobFinishedMail('en', {
      appName: 'Sillage',
      jobId: '0b8f6a52-8d8e-4d7e-9a56-3f0c2f1c9a10',
      status: 'completed',
      reportUrl,
    });
    expect(mail.html).toContain(`<a href="${reportUrl}">${reportUrl}</a>`);
  });

  it("links the instance in the team's mails, but not the addresses a sender typed", () => {
    const instanceUrl = 'https://stats.example.org';
    const feedback = renderFeedbackMail({
      appName: 'Sillage',
      version: '1.0.0',
      from: 'visitor@example.net',
      isSignedIn: false,
      comment: 'It breaks, see https://evil.example.net/login',
      instanceUrl,
    });
    expect(feedback.html).toContain(`<a href="${instanceUrl}">${instanceUrl}</a>`);
    expect(feedback.html).not.toContain('href="https://evil.example.net');
    expect(feedback.html).toContain('https://evil.example.net/login');

    const install = renderFreshInstallMail({
      appName: 'Sillage',
      version: '1.0.0',
      mail: 'admin@example.org',
      instanceUrl,
    });
    expect(install.html).toContain(`<a href="${instanceUrl}">${instanceUrl}</a>`);
  });

  it('never makes an anchor of a link that is not http(s)', () => {
    const mail = renderPasswordResetMail('en', {
      appName: 'Sillage',
      link: 'javascript:alert(1)',
      validForMinutes: 60,
    });
    expect(mail.html).not.toContain('<a ');
  });
});
