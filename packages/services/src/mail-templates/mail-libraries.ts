import { createRequire } from 'node:module';
import type * as HtmlToText from 'html-to-text';
import type Juice from 'juice';
import type * as LiquidJs from 'liquidjs';
import type SanitizeHtml from 'sanitize-html';

/*
 * The libraries that render and clean mail templates load with the first mail rendered or template saved, not at
 * the server's start: together they cost about half a second of CPU to import, paid by every app process the test
 * suites start, most of which never render a mail. Loaded with `require` (juice, an ES module, through Node's
 * require of ES modules), so that rendering stays synchronous for its callers.
 */
const require = createRequire(import.meta.url);

let juice: typeof Juice | undefined;
let sanitizeHtml: typeof SanitizeHtml | undefined;
let liquidjs: typeof LiquidJs | undefined;
let htmlToText: typeof HtmlToText | undefined;

export const juiceModule = (): typeof Juice =>
  (juice ??= (require('juice') as { default: typeof Juice }).default);

export const sanitizeHtmlModule = (): typeof SanitizeHtml =>
  (sanitizeHtml ??= require('sanitize-html') as typeof SanitizeHtml);

export const liquidModule = (): typeof LiquidJs => (liquidjs ??= require('liquidjs') as typeof LiquidJs);

export const htmlToTextModule = (): typeof HtmlToText =>
  (htmlToText ??= require('html-to-text') as typeof HtmlToText);
