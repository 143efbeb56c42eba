import { useEffect, type RefObject } from 'react';

/**
 * What a visitor typed into a server-drawn page before it came alive. Hydration keeps the fields (React adopts the
 * server's elements), but the form code then writes its own start values into them: react-hook-form sets each
 * registered field to its default (''). main.tsx notes the typed values just before hydrating, and each form puts
 * its own back once it is alive (useKeepTypedValues), through the field's input event so that the form's state
 * learns them too. Only in the browser, for one page load.
 */
type TTypedField = HTMLInputElement | HTMLTextAreaElement;

const SKIPPED_TYPES = new Set(['hidden', 'checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);
let typed: Map<TTypedField, string> | undefined;

/** Called by main.tsx right before hydration: the non-empty text fields of the server's page. */
export function rememberTypedValues(root: HTMLElement): void {
  typed = new Map();
  for (const field of root.querySelectorAll<TTypedField>('input, textarea')) {
    if (field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) continue;
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
}

/** Puts back, once, what hydration overwrote in `form`; a field the visitor has changed since is left alone. */
function restoreTypedValues(form: HTMLFormElement): void {
  if (!typed) return;
  for (const [field, value] of typed) {
    if (field.form !== form) continue;
    typed.delete(field);
    if (!field.isConnected || field.value === value || field.value !== field.defaultValue) continue;
    // The prototype's setter: React tracks the element's own value property and would take the change as its own.
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** For a form drawn by the server: what was typed into it before the page came alive survives hydration. */
export function useKeepTypedValues(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (form.current) restoreTypedValues(form.current);
  }, [form]);
}
