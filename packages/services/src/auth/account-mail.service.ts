import type { IMailer, IMailMessage, ITemplatedMail } from '../mail/mailer.js';

/** Where the sign-in and forgot-password screens live in the web app. */
export const LOGIN_PATH = '/login';
export const FORGOT_PATH = '/forgot';

/**
 * The mails that registration and forgot-password send whatever the address: the answer on screen is the same
 * for an address with an account and one without, so the next step is told in the mailbox, which only its owner
 * reads.
 */
export const accountMails = {
  /** A new customer's account is ready. */
  welcome: (to: string, name: string, shopName: string, shopUrl: string): IMailMessage => ({
    to,
    subject: `[${shopName}] Welcome, your account is ready`,
    text:
      `Hello ${name},\n\n` +
      `your ${shopName} account is ready. Sign in at any time here:\n\n${shopUrl}${LOGIN_PATH}\n\n` +
      'If you did not create it, reply to this mail and we will close it.\n',
  }),
  /** Someone tried to register an address that already has an account: it may be its owner who forgot. */
  alreadyRegistered: (to: string, name: string, shopName: string, shopUrl: string): IMailMessage => ({
    to,
    subject: `[${shopName}] You already have an account`,
    text:
      `Hello ${name},\n\n` +
      `someone, hopefully you, tried to create a ${shopName} account with this address, which already has one. ` +
      `Sign in here:\n\n${shopUrl}${LOGIN_PATH}\n\n` +
      `If you forgot your password, choose a new one here:\n\n${shopUrl}${FORGOT_PATH}\n\n` +
      'If it was not you, ignore this mail: nothing has changed.\n',
  }),
  /** A password reset was asked for an address with no account: perhaps the customer signed up with another. */
  noAccount: (to: string, shopName: string, shopUrl: string): IMailMessage => ({
    to,
    subject: `[${shopName}] Password reset: no account for this address`,
    text:
      `Hello,\n\nsomeone, hopefully you, asked to reset the password of a ${shopName} account for this address, ` +
      'but there is no account for it. If you have an account, it may be under another address: ask again ' +
      `with that one here:\n\n${shopUrl}${FORGOT_PATH}\n\nOr create an account:\n\n${shopUrl}/register\n\n` +
      'If it was not you, ignore this mail.\n',
  }),
};

/** The same mails as templates (mail-templates/): what the shop sends; accountMails stays as their reference. */
export const accountTemplates = {
  welcome: (to: string, name: string, shopUrl: string): ITemplatedMail => ({
    template: 'welcome',
    to,
    variables: { customer: { name }, links: { login: `${shopUrl}${LOGIN_PATH}` } },
  }),
  alreadyRegistered: (to: string, name: string, shopUrl: string): ITemplatedMail => ({
    template: 'already-registered',
    to,
    variables: {
      customer: { name },
      links: { login: `${shopUrl}${LOGIN_PATH}`, forgot: `${shopUrl}${FORGOT_PATH}` },
    },
  }),
  noAccount: (to: string, shopUrl: string): ITemplatedMail => ({
    template: 'no-account',
    to,
    variables: { links: { forgot: `${shopUrl}${FORGOT_PATH}`, register: `${shopUrl}/register` } },
  }),
};

export interface IAccountMailDeps {
  mailer: IMailer;
  onMailError: (error: unknown) => void;
  /** PUBLIC_URL (or the local address): every link in the shop's mail starts with it. */
  publicUrl: string;
}

/**
 * The shop's own address for links in mail, without a trailing slash: PUBLIC_URL, set by the operator, never the
 * request's Host header, which its client writes (a reset link pointing at someone else's site would hand them the
 * token). Every mail with a link builds it from here, as the order mails do (order-links.ts).
 */
export const shopUrlOf = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/**
 * Sends an account mail after the request has been answered: an SMTP round trip would otherwise tell by its
 * duration which mail was sent, and a mail server that is down must not fail a registration.
 */
export class AccountMailService {
  constructor(private readonly deps: IAccountMailDeps) {}

  /** Sends in the background; a failure goes to onMailError. */
  send(compose: (shopUrl: string) => ITemplatedMail): void {
    void Promise.resolve()
      .then(() => this.deps.mailer.send(compose(shopUrlOf(this.deps.publicUrl))))
      .catch((error: unknown) => this.deps.onMailError(error));
  }
}
