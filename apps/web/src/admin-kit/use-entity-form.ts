import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate, type ToOptions } from '@tanstack/react-router';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import type { TRoutePath } from '#/lib/route-paths';
import { clearDraft, differsFrom, loadDraft, saveDraft } from './form-draft';

type TFormMode = 'create' | 'update';

/** A path without parameters, such as `/admin/room`. */
type TStaticPath = Exclude<TRoutePath, `${string}$${string}`>;

/** Where a link leads: a plain path, or a path with its parameters (`{ to: '/admin/room/$roomId/type', params }`). */
export type TLinkTarget = TStaticPath | ToOptions;

/** The options `<Link>` and `navigate` take for a target. */
export function linkOptions(target: TLinkTarget): ToOptions {
  return typeof target === 'string' ? { to: target } : target;
}

export interface IEntityFormOptions<TSchema extends z.ZodObject, TSaved> {
  schema: TSchema;
  mode: TFormMode;
  /** The record's values (update) or the empty form (create). */
  defaults: z.input<TSchema>;
  /** Calls the create or update procedure; a rejection's field errors land on their fields. */
  save: (values: z.output<TSchema>) => Promise<TSaved>;
  /** Cache work after a save (set the detail entry, invalidate the list), awaited before the page changes. */
  onSaved?: (saved: TSaved) => Promise<unknown> | void;
  /** The toast after a save: `Room “Attic” created.` */
  savedMessage: (saved: TSaved, mode: TFormMode) => string;
  /** Where a save and Cancel lead: the list. */
  listTo: TLinkTarget;
  /** Where a save leads when that depends on what was saved (a room type moved to another room's list). */
  savedTo?: (saved: TSaved) => TLinkTarget;
}

export interface IEntityForm<TIn extends FieldValues, TOut> {
  methods: UseFormReturn<TIn, unknown, TOut>;
  mode: TFormMode;
  listTo: TLinkTarget;
  /** A form-wide message for server errors that belong to no field. */
  formError: string | null;
  saving: boolean;
  /** A field still working (an upload): saving waits for it. */
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** The form opened with a draft kept from an earlier visit (a session that ended before it was saved). */
  draftRestored: boolean;
  discardDraft: () => void;
  /** Forget the draft when the user cancels. */
  forgetDraft: () => void;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * The create/update form of a back-office screen: zod validation on the client, server errors on their fields
 * (first message each) with a form-wide alert for the rest, then a toast and the list. What the user types is kept
 * as a draft for this path until it is saved or cancelled, so a session that ends mid-work loses nothing.
 */
export function useEntityForm<TSchema extends z.ZodObject, TSaved>(
  options: IEntityFormOptions<TSchema, TSaved>,
): IEntityForm<z.input<TSchema> & FieldValues, z.output<TSchema>> {
  type TIn = z.input<TSchema> & FieldValues;
  const { schema, mode, save, onSaved, savedMessage, listTo, savedTo } = options;
  // The values the form opened with, fixed for its lifetime: the screen may pass a new object on every render.
  const [defaults] = useState(options.defaults);
  const toast = useToast();
  const navigate = useNavigate();
  const draftKey = useLocation({ select: (location) => location.pathname });
  const fields = Object.keys(schema.shape);
  const [draft] = useState(() => loadDraft(draftKey, fields));
  const [draftRestored, setDraftRestored] = useState(draft !== null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const methods = useForm<TIn, unknown, z.output<TSchema>>({
    // The resolver's types are written for each zod flavour; this schema is a zod 4 object, which it accepts.
    resolver: zodResolver(schema as never) as never,
    defaultValues: { ...defaults, ...draft } as DefaultValues<TIn>,
  });

  useEffect(
    () =>
      methods.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (differsFrom(values, defaults)) saveDraft(draftKey, values);
          else clearDraft(draftKey);
        },
      }),
    [methods, defaults, draftKey],
  );

  const submit = methods.handleSubmit(async (values) => {
    setFormError(null);
    let saved: TSaved;
    try {
      saved = await save(values);
    } catch (err) {
      setFormError(applyServerErrors(err, methods.setError, fields as Path<TIn>[]));
      return;
    }
    clearDraft(draftKey);
    await onSaved?.(saved);
    toast.success(savedMessage(saved, mode));
    await navigate(linkOptions(savedTo?.(saved) ?? listTo));
  });

  return {
    methods,
    mode,
    listTo,
    formError,
    saving: methods.formState.isSubmitting,
    busy,
    setBusy,
    draftRestored,
    discardDraft: () => {
      clearDraft(draftKey);
      methods.reset(defaults as DefaultValues<TIn>);
      setDraftRestored(false);
    },
    forgetDraft: () => clearDraft(draftKey),
    submit,
  };
}
