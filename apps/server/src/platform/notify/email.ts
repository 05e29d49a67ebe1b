import { type Language, PRODUCT_NAME } from '@schooldog/domain';
import type { MailMessage } from '../mail.js';
import type { Message, MessageSection } from './kinds.js';

/*
 * A notification as an email: plain text and HTML with the same words, the district's name, the
 * action as a button, and for an optional kind the one-click unsubscribe of RFC 8058 (the
 * List-Unsubscribe headers and a link at the foot).
 */

const LAYOUT: Record<
  Language,
  { sentFor: (district: string) => string; unsubscribe: string; why: string; open: string }
> = {
  en: {
    sentFor: (district) => `Sent by ${PRODUCT_NAME} for ${district}.`,
    why: 'You receive these emails because of your communication preferences.',
    unsubscribe: 'Stop these emails',
    open: 'Open',
  },
  es: {
    sentFor: (district) => `Enviado por ${PRODUCT_NAME} para ${district}.`,
    why: 'Recibe estos correos por sus preferencias de comunicación.',
    unsubscribe: 'Dejar de recibir estos correos',
    open: 'Abrir',
  },
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface EmailOptions {
  to: string;
  language: Language;
  district: string;
  publicUrl: string;
  message: Message;
  /** For an optional kind: the address that turns it off (GET shows a page, POST turns it off). */
  unsubscribeUrl?: string;
  /** The same id for every attempt of one delivery, so a mail client can drop a repeat. */
  messageId: string;
}

/** The message's sections as text lines and as HTML, links made whole with the app's address. */
function sectionsOf(sections: readonly MessageSection[], publicUrl: string) {
  const text = sections.map((section) =>
    [
      section.heading,
      ...section.items.map((item) =>
        [`- ${item.text}`, ...item.links.map((link) => `  ${link.label}: ${publicUrl}${link.path}`)].join(
          '\n',
        ),
      ),
    ].join('\n'),
  );
  const html = sections
    .map(
      (section) =>
        `<h3 style="font-size:15px;margin:16px 0 4px">${escape(section.heading)}</h3><ul>${section.items
          .map(
            (item) =>
              `<li>${escape(item.text)}${item.links
                .map((link) => ` <a href="${escape(`${publicUrl}${link.path}`)}">${escape(link.label)}</a>`)
                .join('')}</li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  return { text, html };
}

export function composeEmail(options: EmailOptions): MailMessage {
  const layout = LAYOUT[options.language];
  const { message } = options;
  const actionUrl = message.action ? `${options.publicUrl}${message.action.path}` : null;
  const sections = sectionsOf(message.sections ?? [], options.publicUrl);
  const text = [
    ...message.paragraphs,
    ...sections.text,
    ...(message.action && actionUrl ? [`${message.action.label}: ${actionUrl}`] : []),
    `— ${layout.sentFor(options.district)}`,
    ...(options.unsubscribeUrl ? [`${layout.why} ${layout.unsubscribe}: ${options.unsubscribeUrl}`] : []),
  ].join('\n\n');
  const button =
    message.action && actionUrl
      ? `<p><a href="${escape(actionUrl)}" style="display:inline-block;padding:10px 18px;background:#1b5e20;color:#ffffff;border-radius:4px;text-decoration:none">${escape(message.action.label)}</a></p>`
      : '';
  const footer = [
    `<p style="color:#555;font-size:13px">${escape(layout.sentFor(options.district))}</p>`,
    options.unsubscribeUrl
      ? `<p style="color:#555;font-size:13px">${escape(layout.why)} <a href="${escape(options.unsubscribeUrl)}">${escape(layout.unsubscribe)}</a></p>`
      : '',
  ].join('');
  const html = `<!doctype html><html lang="${options.language}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">
<p style="font-size:13px;color:#555">${escape(options.district)}</p>
${message.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('\n')}
${sections.html}
${button}
${footer}
</body></html>`;
  return {
    to: options.to,
    subject: message.subject,
    text,
    html,
    messageId: options.messageId,
    ...(options.unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
