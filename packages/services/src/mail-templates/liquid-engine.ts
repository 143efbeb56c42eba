import type { TMailTemplateKey } from '@shop/domain';
import type { Liquid, Template } from 'liquidjs';
import { FieldValidationError } from '../errors.js';
import { liquidModule } from './mail-libraries.js';
import { allowedPaths } from './template-catalogue.js';

/**
 * Liquid as templates run it: values and filters only (Liquid runs no code of its own), no property a value does
 * not own (no prototype, no constructor), an unknown variable or filter an error rather than an empty string, no
 * file system (include, render and layout find nothing), and bounds on what a template may cost: its length, the
 * time a render takes and the memory it allocates.
 */
function engine(escapeOutput: boolean): Liquid {
  const liquid = new (liquidModule().Liquid)({
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    ...(escapeOutput ? { outputEscape: 'escape' as const } : {}),
    templates: {},
    relativeReference: false,
    parseLimit: 200_000,
    renderLimit: 1_000,
    memoryLimit: 10_000_000,
  });
  // `raw` would put a customer's words into the HTML unescaped: here it is escaped like every other output.
  liquid.registerFilter('raw', (value: unknown) => value);
  return liquid;
}

/** Every output HTML-escaped: a customer named <b>Ann</b> reads as text. Made with the first template read. */
let htmlEngine: Liquid | undefined;
/** Subject and text part: plain text, nothing escaped. */
let plainEngine: Liquid | undefined;

export type TTemplatePart = 'subject' | 'html' | 'text';
const PART_NAMES: Record<TTemplatePart, string> = { subject: 'Subject', html: 'HTML', text: 'Text' };
const engineOf = (part: TTemplatePart): Liquid =>
  part === 'html' ? (htmlEngine ??= engine(true)) : (plainEngine ??= engine(false));

/** A template that does not parse, reads an unknown variable or costs too much: 422 on the part, naming the line. */
export class TemplateError extends FieldValidationError {
  constructor(part: TTemplatePart, message: string, line?: number) {
    const where = line ? `${PART_NAMES[part]}, line ${line}` : PART_NAMES[part];
    super({ [part]: [`${where}: ${message}`] }, `${where}: ${message}`);
  }
}

/** Liquid's message without the position it appends (the line is named separately). */
const bare = (message: string) => message.replace(/, line:\d+, col:\d+$/, '').split('\n')[0]!;

function asTemplateError(part: TTemplatePart, error: unknown): TemplateError {
  if (error instanceof TemplateError) return error;
  const token = (error as { token?: { getPosition?: () => [number, number] } }).token;
  const line = token?.getPosition?.()[0];
  return new TemplateError(part, bare(error instanceof Error ? error.message : String(error)), line);
}

export function parsePart(part: TTemplatePart, source: string): Template[] {
  try {
    return engineOf(part).parse(source);
  } catch (error) {
    throw asTemplateError(part, error);
  }
}

const LIQUID_OWN = new Set(['size', 'first', 'last']);

/** Refuses a global variable the mail's template may not use (the editor lists the allowed ones). */
export function assertKnownVariables(
  key: TMailTemplateKey,
  part: TTemplatePart,
  templates: Template[],
): void {
  const allowed = allowedPaths(key);
  let globals;
  try {
    ({ globals } = engineOf(part).analyzeSync(templates, { partials: false }));
  } catch (error) {
    throw asTemplateError(part, error);
  }
  for (const variables of Object.values(globals)) {
    for (const variable of variables) {
      let path = '';
      for (const segment of variable.segments) {
        if (typeof segment === 'number') continue;
        if (typeof segment !== 'string') break;
        if (path && allowed.has(path) && LIQUID_OWN.has(segment)) break;
        path = path ? `${path}.${segment}` : segment;
        if (!allowed.has(path))
          throw new TemplateError(part, `unknown variable "${path}"`, variable.location.row);
      }
    }
  }
}

/** Renders one part with its values; an error (unknown value, a limit reached) names the part and line. */
export function renderPart(part: TTemplatePart, templates: Template[], variables: object): string {
  try {
    return engineOf(part).renderSync(templates, variables) as string;
  } catch (error) {
    throw asTemplateError(part, error);
  }
}
