// Environment: server
// Every message is written once and rendered twice (docs/product.md#outbox): a plain-text part
// and an HTML part of the same words, every link absolute (PUBLIC_ORIGIN), every value escaped.
import { escapeHtml } from '../../src/security/escapeHtml.js';

export type MailContent = {
  subject: string;
  /** Short paragraphs, plain text (escaped for the HTML part). */
  paragraphs: readonly string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Said under the action, e.g. how long the link works. */
  afterAction?: readonly string[];
};

export type ComposedMail = { subject: string; text: string; html: string };

/** An absolute link to `path` on the product's public origin. */
export function absoluteLink(publicOrigin: string, path: string): string {
  return new URL(path, publicOrigin).toString();
}

const SIGN_OFF = '— doxo';

export function composeMail(content: MailContent): ComposedMail {
  const textParts = [...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}:\n${content.action.url}`);
  textParts.push(...(content.afterAction ?? []), SIGN_OFF);

  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" ` +
      `style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#ffffff;` +
      `border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#444">Or open this link: ` +
      `<a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">` +
    content.paragraphs.map(paragraph).join('') +
    action +
    (content.afterAction ?? []).map(paragraph).join('') +
    paragraph(SIGN_OFF) +
    `</body></html>`;
  return { subject: content.subject, text: `${textParts.join('\n\n')}\n`, html };
}
