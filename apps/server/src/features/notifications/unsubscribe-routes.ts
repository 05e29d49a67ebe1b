import {
  type CommunicationPreferenceKey,
  type Language,
  PRODUCT_NAME,
  ZUnsubscribeQuery,
} from '@schooldog/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { readUnsubscribeToken } from '../../platform/notify/unsubscribe.js';
import { recipientOf, turnOffPreference } from '../users/public.js';

/*
 * The one-click unsubscribe of RFC 8058. The mail provider POSTs `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address without a session or an Origin (the signed token is the proof); a person
 * following the link at the foot of the email gets a page whose button POSTs the same. A GET never
 * changes anything: link scanners open every link.
 */

const PAGE: Record<
  Language,
  {
    title: string;
    ask: (what: string) => string;
    button: string;
    done: (what: string) => string;
    bad: string;
  }
> = {
  en: {
    title: 'Email preferences',
    ask: (what) => `Stop emails about “${what}”? You can turn them back on in your profile.`,
    button: 'Stop these emails',
    done: (what) =>
      `You will no longer receive emails about “${what}”. You can turn them back on in your profile.`,
    bad: 'This unsubscribe link is not valid. Change your email preferences in your profile.',
  },
  es: {
    title: 'Preferencias de correo',
    ask: (what) => `¿Dejar de recibir correos sobre «${what}»? Puede volver a activarlos en su perfil.`,
    button: 'Dejar de recibir estos correos',
    done: (what) => `Ya no recibirá correos sobre «${what}». Puede volver a activarlos en su perfil.`,
    bad: 'Este enlace para darse de baja no es válido. Cambie sus preferencias de correo en su perfil.',
  },
};

/** How each preference is named on the page (the profile's own words). */
const PREFERENCE_NAMES: Record<Language, Record<CommunicationPreferenceKey, string>> = {
  en: {
    walkUpdates: 'SchoolDog Walks I take part in',
    newCycleBeginning: 'New cycle beginning',
    neighborhoodWatch: 'Neighborhood Watch',
    nudge: 'Reminders (nudges)',
    taskAssigned: 'Work order assigned to me',
    taskCompleted: 'Work order I submitted is completed',
    taskDeclined: 'Work order I submitted is declined',
    taskComments: 'New comments on my work orders',
    taskBoardNewTask: 'New work order on my boards',
  },
  es: {
    walkUpdates: 'Recorridos SchoolDog en los que participo',
    newCycleBeginning: 'Comienzo de un nuevo ciclo',
    neighborhoodWatch: 'Vigilancia vecinal',
    nudge: 'Recordatorios',
    taskAssigned: 'Orden de trabajo asignada a mí',
    taskCompleted: 'Orden de trabajo que envié completada',
    taskDeclined: 'Orden de trabajo que envié rechazada',
    taskComments: 'Nuevos comentarios en mis órdenes de trabajo',
    taskBoardNewTask: 'Nueva orden de trabajo en mis tableros',
  },
};

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

function page(language: Language, body: string): string {
  const { title } = PAGE[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · ${PRODUCT_NAME}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

export function registerUnsubscribe(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Mail providers send the one-click POST as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const read = async (token: string) => {
    const named = readUnsubscribeToken(deps.signingKey, token);
    const recipient = named ? await recipientOf(deps.db, named.userId) : null;
    return named && recipient ? { ...named, language: recipient.language } : null;
  };
  const schema = { tags: ['notifications'], querystring: ZUnsubscribeQuery, hide: true };

  typed.get(
    '/api/notifications/unsubscribe',
    { config: { access: 'public' }, schema },
    async (request, reply) => {
      const found = await read(request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!found) return reply.status(404).send(page('en', `<p>${escape(PAGE.en.bad)}</p>`));
      const text = PAGE[found.language];
      const what = PREFERENCE_NAMES[found.language][found.preference];
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return page(
        found.language,
        `<p>${escape(text.ask(what))}</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escape(text.button)}</button></form>`,
      );
    },
  );

  typed.post(
    '/api/notifications/unsubscribe',
    { config: { access: 'public', crossSite: true }, schema },
    async (request, reply) => {
      const found = await read(request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!found) return reply.status(404).send(page('en', `<p>${escape(PAGE.en.bad)}</p>`));
      await inTransaction(deps, 'online', (write) =>
        turnOffPreference(write, found.userId, found.preference),
      );
      const what = PREFERENCE_NAMES[found.language][found.preference];
      return page(found.language, `<p>${escape(PAGE[found.language].done(what))}</p>`);
    },
  );
}
