import { createCaller, fieldErrorsOf, type TContext } from '@shop/api';
import { ACCOUNT_MESSAGES, FORM_POST_PATHS, type TFormNotice, type TFormPostName } from '@shop/domain';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSameOriginFormPost } from '../http/same-origin-form.js';

/** The storefront form posts, by route pattern: the X-Requested-With guard lets them through to their own check. */
export const FORM_POST_ROUTES: ReadonlySet<string> = new Set(Object.values(FORM_POST_PATHS));

/** The longest form (contact: a 5 000-character message, percent-encoded) fits with room to spare. */
const FORM_BODY_LIMIT = 64 * 1024;

type TFormFields = Partial<Record<string, string>>;
type TCaller = ReturnType<typeof createCaller>;

interface IFormPost {
  /** Runs the same procedure as the API (validation, rate limits, services), with the visitor's context. */
  run: (caller: TCaller, fields: TFormFields) => Promise<unknown>;
  /** Where a success goes. */
  done: (fields: TFormFields) => string;
}

/** A `redirect` value that stays on this site, as the web app's safeRedirect accepts it. */
function sameSitePath(value: string | undefined, fallback: string): string {
  return value && /^\/(?![/\\])/.test(value) ? value : fallback;
}

/** A field the form did not send reads as empty, which the procedure's own validation then refuses. */
const text = (value: string | undefined) => value ?? '';

const FORMS: Record<TFormPostName, IFormPost> = {
  login: {
    run: (caller, f) => caller.auth.customerLogin({ email: text(f.email), password: text(f.password) }),
    done: ({ redirect }) => sameSitePath(redirect, '/'),
  },
  register: {
    run: (caller, f) =>
      caller.auth.customerRegister({ name: text(f.name), email: text(f.email), password: text(f.password) }),
    done: ({ redirect }) => sameSitePath(redirect, '/'),
  },
  contact: {
    run: (caller, f) =>
      caller.contact.create({
        name: text(f.name),
        email: text(f.email),
        subject: text(f.subject),
        message: text(f.message),
        website: text(f.website),
      }),
    done: () => pageWithNotice('contact', 'sent', {}),
  },
  forgot: {
    run: (caller, f) => caller.passwordReset.request({ email: text(f.email) }),
    done: () => pageWithNotice('forgot', 'sent', {}),
  },
};

/** The form's page with the outcome's code; a login or register page keeps where it was to go next. */
function pageWithNotice(form: TFormPostName, notice: TFormNotice, fields: TFormFields): string {
  const search = new URLSearchParams({ notice });
  const redirect = fields.redirect && sameSitePath(fields.redirect, '');
  if (redirect && (form === 'login' || form === 'register')) search.set('redirect', redirect);
  return `${FORM_POST_PATHS[form]}?${search.toString()}`;
}

/** The code for a refusal: what the visitor can act on, in the words the page keeps for it. */
function noticeFor(form: TFormPostName, error: unknown): TFormNotice | 'failed' {
  if (!(error instanceof TRPCError)) return 'failed';
  switch (error.code) {
    case 'UNAUTHORIZED':
      return error.message === ACCOUNT_MESSAGES.blocked ? 'blocked' : 'credentials';
    case 'TOO_MANY_REQUESTS':
      return 'throttled';
    case 'BAD_REQUEST': {
      const errors = fieldErrorsOf(error) ?? {};
      if (form !== 'register') return 'invalid';
      // By field, not by sentence: the services word (and may reword) their messages as they see fit.
      if (errors.password) return 'password';
      return errors.email ? 'email' : 'invalid';
    }
    case 'SERVICE_UNAVAILABLE':
      return 'unavailable';
    default:
      return 'failed';
  }
}

/** Text fields only: a repeated name keeps its last value, as URLSearchParams reads it. */
function parseForm(body: string): TFormFields {
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * The storefront's forms without script (progressive enhancement): login, register, contact and forgot-password
 * post form-encoded to their own page's address, run the very procedure the API runs for them, and answer 303 to
 * the next page (login and register: with the session cookie set) or back to the form with a notice code. Before
 * its script has hydrated a page, or without script at all, a visitor's form therefore works, and nothing typed in
 * it ever lands in an address, the history or the server's log.
 */
export async function registerFormPosts(
  app: FastifyInstance,
  options: {
    createContext: (request: FastifyRequest, reply: FastifyReply) => TContext;
    publicUrl: string | undefined;
  },
) {
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(String(body))),
    );
    for (const [form, post] of Object.entries(FORMS) as [TFormPostName, IFormPost][]) {
      forms.post(FORM_POST_PATHS[form], async (request, reply) => {
        const fields = (request.body ?? {}) as TFormFields;
        reply.header('Cache-Control', 'no-store');
        if (!isSameOriginFormPost(request, options.publicUrl))
          return reply.redirect(pageWithNotice(form, 'refused', fields), 303);
        try {
          await post.run(createCaller(options.createContext(request, reply)), fields);
        } catch (error) {
          const notice = noticeFor(form, error);
          if (notice === 'failed') request.log.error({ err: error, form }, 'form post failed');
          return reply.redirect(
            pageWithNotice(form, notice === 'failed' ? 'unavailable' : notice, fields),
            303,
          );
        }
        return reply.redirect(post.done(fields), 303);
      });
    }
  });
}
