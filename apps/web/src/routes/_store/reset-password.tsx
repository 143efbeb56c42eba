import { ACCOUNT_MESSAGES } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmptyState } from '#/components/EmptyState';
import { FormAlert } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { NewPasswordFields } from '#/features/auth/NewPasswordFields';
import { ZNewPasswordForm, type TNewPasswordForm } from '#/features/auth/new-password';
import { fieldErrorsOf } from '#/lib/api-errors';
import { applyServerErrors } from '#/lib/form';
import { validateTokenSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { useHydrated } from '#/lib/use-hydrated';
import { pageHead } from '#/lib/route-head';
import authCardCss from '#/styles/auth-card.module.css';
import formCss from '#/styles/form.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import authPageCss from '#/styles/auth-page.module.css';

export const Route = createFileRoute('/_store/reset-password')({
  validateSearch: validateTokenSearch,
  head: pageHead('resetPassword'),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <div className={`container ${authPageCss['auth-page']}`}>
      <div className={authCardCss['auth-card']}>
        {token ? (
          <ResetForm token={token} />
        ) : (
          <EmptyState
            heading="h1"
            icon="key"
            title="This link is incomplete"
            action={
              <Link to="/forgot" className="button">
                Get a new link
              </Link>
            }
          >
            <p>Open the link from the email exactly as it is, or ask for a new one.</p>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
  // Sent only by script: until the page is alive the button waits (no endpoint takes this form without it).
  const alive = useHydrated();
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = trpc.passwordReset.complete.useMutation({
    onSuccess: async ({ message }) => {
      // Every session of the account has just ended, this browser's included if it had one.
      utils.auth.getCustomerAuth.setData(undefined, { customer: null });
      toast.success(message);
      await navigate({ to: '/login', replace: true });
    },
    onError: (err) => {
      if (fieldErrorsOf(err).token) setLinkDead(true);
      else setFormError(applyServerErrors(err, form.setError, ['password']));
    },
  });
  const onSubmit = form.handleSubmit(({ password }) => {
    setFormError(null);
    reset.mutate({ token, password });
  });

  if (linkDead) {
    return (
      <EmptyState
        heading="h1"
        icon="alert"
        title="This link no longer works"
        action={
          <Link to="/forgot" className="button">
            Get a new link
          </Link>
        }
      >
        <p>{ACCOUNT_MESSAGES.resetInvalid}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <h1 className={pageTitleCss['page-title']}>Choose a new password</h1>
      <p className={pageLeadCss['page-lead']}>
        After this, you will be logged out on every device; log in with the new password.
      </p>
      <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className={formCss.form}>
        <FormAlert message={formError} />
        <NewPasswordFields form={form} name="password" repeatLabel="Repeat the new password" />
        <button type="submit" className="button button--block" disabled={!alive || reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    </>
  );
}
