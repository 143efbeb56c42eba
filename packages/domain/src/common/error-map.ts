import { z } from 'zod';

/**
 * Sentences for the validation problems a schema gives no message of its own, naming the field: zod's own
 * ("Invalid input: expected number, received NaN", a bare "Invalid input" for a union) reach customers through the
 * forms and REST clients through the 422 `errors` map. A schema's own message always wins over these.
 *
 * Registered once for the process (or the page) by importing this module: `fields.ts` does, so every
 * schema that uses the shared pieces carries it, and package.json lists this file as having side effects so that
 * bundlers keep the import.
 */

/** Field keys whose words are not just the key split into words. */
const FIELD_WORDS: Record<string, string> = {
  priceCents: 'price',
  amountCents: 'amount',
  discountPercent: 'discount',
  leadTimeDays: 'lead time',
  packageWeightLb: 'package weight',
  packageLengthIn: 'package length',
  packageWidthIn: 'package width',
  packageHeightIn: 'package height',
  widthIn: 'width',
  depthIn: 'depth',
  heightIn: 'height',
  addressLine1: 'street address',
  addressLine2: 'second address line',
  postalCode: 'ZIP code',
  state: 'state',
  tier: 'shipping speed',
  url: 'web address',
  email: 'email address',
  id: 'id',
};

/** "roomTypeId" -> "room type", "trackingNumber" -> "tracking number"; the last named key of the path. */
export function fieldWords(path: readonly PropertyKey[]): string | null {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return null;
  const known = FIELD_WORDS[key];
  if (known) return known;
  return key
    .replace(/Ids?$/, (id) => (id === 'Ids' ? 's' : ''))
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

/** The key names another record (`roomTypeId`, `materialIds`): something chosen from a list, not typed. */
const isChoice = (path: readonly PropertyKey[]) => {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  return typeof key === 'string' && key !== 'id' && /Ids?$/.test(key);
};

/** "Choose a room type." / "Choose materials from the list." */
const choose = (field: string | null) =>
  !field
    ? 'Choose one from the list.'
    : field.endsWith('s')
      ? `Choose ${field} from the list.`
      : `Choose a ${field}.`;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type TIssue = z.core.$ZodRawIssue;

function typeMessage(issue: TIssue & { code: 'invalid_type' }, field: string | null): string {
  const forField = field ? ` for ${field}` : '';
  if (issue.input === undefined || issue.input === null)
    return isChoice(issue.path ?? [])
      ? choose(field)
      : field
        ? `${capital(field)} is required.`
        : 'This is required.';
  switch (issue.expected) {
    case 'number':
    case 'bigint':
      return isChoice(issue.path ?? []) ? choose(field) : `Enter a number${forField}.`;
    case 'int':
      return `Enter a whole number${forField}.`;
    case 'string':
      return field ? `Enter the ${field} as text.` : 'Enter text here.';
    case 'boolean':
      return `Choose yes or no${forField}.`;
    case 'date':
      return `Enter a date${forField}.`;
    case 'array':
      return field ? `Send ${field} as a list.` : 'Send a list.';
    default:
      return field ? `Fill in the ${field}.` : 'Fill in this part.';
  }
}

function sizeMessage(issue: TIssue & { code: 'too_small' | 'too_big' }, field: string | null): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const Field = field ? capital(field) : 'This';
  switch (issue.origin) {
    case 'string':
      if (small && limit <= 1) return field ? `${Field} is required.` : 'This is required.';
      return `${Field} must be at ${small ? 'least' : 'most'} ${limit} characters.`;
    case 'array':
    case 'set':
      return `${Field} can have at ${small ? 'least' : 'most'} ${limit} ${limit === 1 ? 'entry' : 'entries'}.`;
    default:
      if (small && isChoice(issue.path ?? [])) return choose(field);
      if (issue.inclusive === false) return `${Field} must be ${small ? 'more' : 'less'} than ${limit}.`;
      return `${Field} must be at ${small ? 'least' : 'most'} ${limit}.`;
  }
}

function formatMessage(issue: TIssue & { code: 'invalid_format' }, field: string | null): string {
  switch (issue.format) {
    case 'email':
      return 'Enter a valid email address.';
    case 'url':
      return 'Enter a full web address, starting with https://.';
    case 'date':
    case 'datetime':
      return `Enter a valid date${field ? ` for ${field}` : ''}.`;
    default:
      return field ? `Check the format of the ${field}.` : 'Check the format of this value.';
  }
}

/**
 * A union says what its first alternative says (`z.enum(STATES, 'Choose a US state.').or(z.literal(''))` answers
 * "Choose a US state."): the alternatives' issues were worded without the field's path, so a sentence this map
 * made for them is made again with it.
 */
function unionMessage(issue: TIssue & { code: 'invalid_union' }, field: string | null): string {
  const first = issue.errors?.[0]?.[0];
  if (!first) return field ? `Check the ${field}.` : 'Check this value.';
  const path = issue.path ?? [];
  const asOwn = { ...first, path: [] } as unknown as TIssue;
  return first.message === shopErrorMessage(asOwn)
    ? shopErrorMessage({ ...asOwn, path } as TIssue)
    : first.message;
}

/** The sentence for a validation issue that its schema gave no message for. */
export function shopErrorMessage(issue: TIssue): string {
  const field = fieldWords(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue, field);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, field);
    case 'invalid_value':
      if (issue.values.length === 1)
        return `${field ? capital(field) : 'This'} must be ${String(issue.values[0])}.`;
      return field ? `Choose a ${field} from the list.` : 'Choose one from the list.';
    case 'invalid_format':
      return formatMessage(issue, field);
    case 'not_multiple_of':
      return `${field ? capital(field) : 'This'} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Remove what this form does not take: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return unionMessage(issue, field);
    default:
      return field ? `Check the ${field}.` : 'Check this value.';
  }
}

z.config({ customError: shopErrorMessage });
