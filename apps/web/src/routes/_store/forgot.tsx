import { FORM_POST_PATHS, FORM_SENT_MESSAGES, ZForgotPasswordInput } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { applyServerErrors, noticeError } from '#/lib/form';
import { validateNoticeSearch } from '#/lib/search-params';
import { useHydrated } from '#/lib/use-hydrated';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import authCardCss from '#/styles/auth-card.module.css';
import formSuccessCss from '#/styles/form-success.module.css';
import formCss from '#/styles/form.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import authPageCss from '#/styles/auth-page.module.css';
import styles from './ForgotPasswordPage.module.css';

type TForgotForm = { email: string };

export const Route = createFileRoute('/_store/forgot')({
  validateSearch: validateNoticeSearch,
  head: pageHead('forgot'),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { notice } = Route.useSearch();
  const alive = useHydrated();
  const [formError, setFormError] = useState<string | null>(noticeError(notice) ?? null);
  // After a post without script the address is not known here: it never travels back in the URL.
  const [sent, setSent] = useState<{ message: string; email?: string } | null>(
    notice === 'sent' ? { message: FORM_SENT_MESSAGES.forgot } : null,
  );
  const status = useRef<HTMLDivElement>(null);
  const form = useForm<TForgotForm>({
    resolver: zodResolver(ZForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const request = trpc.passwordReset.request.useMutation({
    onSuccess: ({ message }, { email }) => {
      setSent({ message, email });
      requestAnimationFrame(() => status.current?.focus());
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, ['email'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    request.mutate(values);
  });

  return (
    <div className={`container ${authPageCss['auth-page']}`}>
      <div className={authCardCss['auth-card']}>
        <h1 className={pageTitleCss['page-title']}>Forgot your password?</h1>
        {sent ? (
          <div className={authCardCss['auth-card__done']} role="status" tabIndex={-1} ref={status}>
            <p className={formSuccessCss['form-success']}>{sent.message}</p>
            <p className={pageLeadCss['page-lead']}>
              {sent.email ? (
                <>
                  We sent it to <strong>{sent.email}</strong>.{' '}
                </>
              ) : null}
              No mail after a few minutes? Check your spam folder, or{' '}
              {/* A link, so that it works before the page is alive too. */}
              <Link to="/forgot" className={styles['link-button']} onClick={() => setSent(null)}>
                try another address
              </Link>
              .
            </p>
          </div>
        ) : (
          <>
            <p className={pageLeadCss['page-lead']}>
              Enter the email of your account and we will send you a link to choose a new password.
            </p>
            <form
              method="post"
              action={FORM_POST_PATHS.forgot}
              onSubmit={(event) => void onSubmit(event)}
              noValidate={alive}
              className={formCss.form}
            >
              <FormAlert message={formError} />
              <FormField label="Email" error={errors.email?.message}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    required
                    autoComplete="email"
                    {...form.register('email')}
                  />
                )}
              </FormField>
              <button type="submit" className="button button--block" disabled={request.isPending}>
                {request.isPending ? 'Sending…' : 'Send reset link'}
              </button>
            </form>
          </>
        )}
        <p className={authCardCss['auth-card__switch']}>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </div>
    </div>
  );
}
