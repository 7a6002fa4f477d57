const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element and attribute content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Text as HTML paragraphs (blank lines separate paragraphs, newlines become `<br>`). */
export function toHtmlParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

/** Wraps mail body HTML in a minimal document. */
export function wrapHtml(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family: Roboto, Arial, sans-serif">\n${body}\n</body></html>`;
}

/** Subject, plain text and HTML of one mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders plain text to a mail whose HTML part says the same thing. */
export function renderFromText(subject: string, text: string): RenderedMail {
  return { subject, text, html: wrapHtml(subject, toHtmlParagraphs(text)) };
}
