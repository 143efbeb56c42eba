import {
  CONTACT_LIMITS,
  FORM_POST_PATHS,
  FORM_SENT_MESSAGES,
  ZContactForm,
  type TContactFormInput,
} from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { applyServerErrors, noticeError } from '#/lib/form';
import { useHydrated } from '#/lib/use-hydrated';
import { trpc } from '#/lib/trpc';
import formSuccessCss from '#/styles/form-success.module.css';
import formCss from '#/styles/form.module.css';
import styles from './ContactForm.module.css';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: TContactFormInput = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * The contact form. The fields are checked by the same rules as on the server; whatever the server still refuses
 * lands on its field (first message only), anything else (too many messages) above the form. Before the page is
 * alive the browser posts it to the form endpoint, which answers with `notice` (sent, or why not).
 */
export function ContactForm({ notice }: { notice?: string | undefined }) {
  const alive = useHydrated();
  const [formError, setFormError] = useState<string | null>(noticeError(notice) ?? null);
  const [sent, setSent] = useState<string | null>(notice === 'sent' ? FORM_SENT_MESSAGES.contact : null);
  const status = useRef<HTMLParagraphElement>(null);
  const form = useForm<TContactFormInput>({ resolver: zodResolver(ZContactForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const send = trpc.contact.create.useMutation({
    onSuccess: ({ message }) => {
      setSent(message);
      form.reset(EMPTY);
      requestAnimationFrame(() => status.current?.focus());
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    setSent(null);
    send.mutate(values);
  });

  return (
    <form
      method="post"
      action={FORM_POST_PATHS.contact}
      onSubmit={(event) => void onSubmit(event)}
      noValidate={alive}
      className={`${formCss.form} ${styles['contact-form']}`}
    >
      <FormAlert message={formError} />
      {sent ? (
        <p className={formSuccessCss['form-success']} role="status" tabIndex={-1} ref={status}>
          {sent}
        </p>
      ) : null}
      <div className={styles['contact-form__row']}>
        <FormField label="Your name" error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email?.message} hint="We reply to this address.">
          {(control) => (
            <input
              {...control}
              type="email"
              required
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              {...form.register('email')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            maxLength={CONTACT_LIMITS.subject}
            {...form.register('subject')}
          />
        )}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={7}
            required
            maxLength={CONTACT_LIMITS.message}
            {...form.register('message')}
          />
        )}
      </FormField>
      {/* The honeypot: off screen and out of the tab order and the accessibility tree; only bots fill it in. */}
      <div className={styles['contact-form__trap']} aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
