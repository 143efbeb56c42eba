import type { IMailTemplateParts } from './template-catalogue.js';

/**
 * The account mails' defaults, written to reproduce the mails as the shop sent them before templates existed: the
 * text exactly, the HTML as the transport used to derive it from the text (paragraphs, line breaks, links).
 */
export const ACCOUNT_DEFAULTS = {
  welcome: {
    subject: '[{{ shop.name }}] Welcome, your account is ready',
    text: `Hello {{ customer.name }},

your {{ shop.name }} account is ready. Sign in at any time here:

{{ links.login }}

If you did not create it, reply to this mail and we will close it.
`,
    html: `<p>Hello {{ customer.name }},</p>
<p>your {{ shop.name }} account is ready. Sign in at any time here:</p>
<p><a href="{{ links.login }}">{{ links.login }}</a></p>
<p>If you did not create it, reply to this mail and we will close it.</p>`,
  },
  'already-registered': {
    subject: '[{{ shop.name }}] You already have an account',
    text: `Hello {{ customer.name }},

someone, hopefully you, tried to create a {{ shop.name }} account with this address, which already has one. Sign in here:

{{ links.login }}

If you forgot your password, choose a new one here:

{{ links.forgot }}

If it was not you, ignore this mail: nothing has changed.
`,
    html: `<p>Hello {{ customer.name }},</p>
<p>someone, hopefully you, tried to create a {{ shop.name }} account with this address, which already has one. Sign in here:</p>
<p><a href="{{ links.login }}">{{ links.login }}</a></p>
<p>If you forgot your password, choose a new one here:</p>
<p><a href="{{ links.forgot }}">{{ links.forgot }}</a></p>
<p>If it was not you, ignore this mail: nothing has changed.</p>`,
  },
  'no-account': {
    subject: '[{{ shop.name }}] Password reset: no account for this address',
    text: `Hello,

someone, hopefully you, asked to reset the password of a {{ shop.name }} account for this address, but there is no account for it. If you have an account, it may be under another address: ask again with that one here:

{{ links.forgot }}

Or create an account:

{{ links.register }}

If it was not you, ignore this mail.
`,
    html: `<p>Hello,</p>
<p>someone, hopefully you, asked to reset the password of a {{ shop.name }} account for this address, but there is no account for it. If you have an account, it may be under another address: ask again with that one here:</p>
<p><a href="{{ links.forgot }}">{{ links.forgot }}</a></p>
<p>Or create an account:</p>
<p><a href="{{ links.register }}">{{ links.register }}</a></p>
<p>If it was not you, ignore this mail.</p>`,
  },
  'password-reset': {
    subject: '[{{ shop.name }}] Reset your password',
    text: `Hello {{ customer.name }},

someone, hopefully you, asked to reset the password of your {{ shop.name }} account. Open this link within {{ expires_minutes }} minutes to choose a new password:

{{ link }}

The link works once. If you did not ask for it, ignore this mail: your password stays as it is.
`,
    html: `<p>Hello {{ customer.name }},</p>
<p>someone, hopefully you, asked to reset the password of your {{ shop.name }} account. Open this link within {{ expires_minutes }} minutes to choose a new password:</p>
<p><a href="{{ link }}">{{ link }}</a></p>
<p>The link works once. If you did not ask for it, ignore this mail: your password stays as it is.</p>`,
  },
  'email-confirm': {
    subject: '[{{ shop.name }}] Confirm your new email address',
    text: `Hello {{ customer.name }},

you asked to use this address for your {{ shop.name }} account. Open this link within {{ expires_hours }} hours to confirm it:

{{ link }}

Until then your account keeps its current address. If you did not ask for this, ignore this mail.
`,
    html: `<p>Hello {{ customer.name }},</p>
<p>you asked to use this address for your {{ shop.name }} account. Open this link within {{ expires_hours }} hours to confirm it:</p>
<p><a href="{{ link }}">{{ link }}</a></p>
<p>Until then your account keeps its current address. If you did not ask for this, ignore this mail.</p>`,
  },
  'email-change-notice': {
    subject: '[{{ shop.name }}] Your email address is about to change',
    text: `Hello {{ customer.name }},

someone signed in to your {{ shop.name }} account asked to change its email address to {{ new_email }}. The change happens only when that address confirms it by the link we sent there.

If this was not you, log in, change your password and write to us: your account stays on this address until the link is opened.
`,
    html: `<p>Hello {{ customer.name }},</p>
<p>someone signed in to your {{ shop.name }} account asked to change its email address to {{ new_email }}. The change happens only when that address confirms it by the link we sent there.</p>
<p>If this was not you, log in, change your password and write to us: your account stays on this address until the link is opened.</p>`,
  },
  'guest-orders': {
    subject: '[{{ shop.name }}] Add your earlier orders to your account',
    text: `Hello {{ customer.name }},

orders were placed at {{ shop.name }} as a guest with this email address. Open this link within {{ expires_hours }} hours to confirm the address is yours, and they appear under My account > Orders:

{{ link }}

If you did not ask for this, ignore this mail: nothing changes.
`,
    html: `<p>Hello {{ customer.name }},</p>
<p>orders were placed at {{ shop.name }} as a guest with this email address. Open this link within {{ expires_hours }} hours to confirm the address is yours, and they appear under My account &gt; Orders:</p>
<p><a href="{{ link }}">{{ link }}</a></p>
<p>If you did not ask for this, ignore this mail: nothing changes.</p>`,
  },
  'staff-invitation': {
    subject: '[{{ shop.name }}] You are invited to the back-office',
    text: `Hello {{ member.name }},

{{ invited_by }} has given you a {{ member.role }} account in the back-office of {{ shop.name }}.

Choose your password here:
{{ link }}

The link works once, within {{ expires_hours }} hours. After that, ask an administrator for a new one.
Your login is this email address.
`,
    html: `<p>Hello {{ member.name }},</p>
<p>{{ invited_by }} has given you a {{ member.role }} account in the back-office of {{ shop.name }}.</p>
<p>Choose your password here:<br>
<a href="{{ link }}">{{ link }}</a></p>
<p>The link works once, within {{ expires_hours }} hours. After that, ask an administrator for a new one.<br>
Your login is this email address.</p>`,
  },
} satisfies Record<string, IMailTemplateParts>;
