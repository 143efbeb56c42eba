import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#/components/FormField';
import { Main } from '#/components/Main';
import { useToast } from '#/components/Toast';
import { NewPasswordFields } from '#/features/auth/NewPasswordFields';
import { ZNewPasswordForm, type TNewPasswordForm } from '#/features/auth/new-password';
import { BrandMark } from '#/features/storefront-shell/BrandMark';
import { fieldErrorsOf } from '#/lib/api-errors';
import { applyServerErrors } from '#/lib/form';
import { adminHead } from '#/lib/page-meta';
import { validateTokenSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import authCardCss from '#/styles/auth-card.module.css';
import formAlertCss from '#/styles/form-alert.module.css';
import formCss from '#/styles/form.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import adminLoginCss from '#/styles/admin-login.module.css';
import { AdminHead } from '#/features/admin/AdminHead';

/** The invitation link's target: ?token=... from the mail. No guard: the invited member has no session yet. */
export const Route = createFileRoute('/admin/set-password')({
  validateSearch: validateTokenSearch,
  head: adminHead,
  component: SetPasswordPage,
});

function SetPasswordPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const setPassword = trpc.staff.setPassword.useMutation({
    onSuccess: async ({ message }) => {
      toast.success(message);
      await navigate({ to: '/admin/login', replace: true });
    },
    // A link that no longer works is said above the form: there is no token field to put it on.
    onError: (err) =>
      setFormError(fieldErrorsOf(err).token ?? applyServerErrors(err, form.setError, ['password'])),
  });
  const onSubmit = form.handleSubmit(({ password: chosen }) => {
    setFormError(null);
    setPassword.mutate({ token: token ?? '', password: chosen });
  });

  return (
    <div className={adminLoginCss['admin-login']}>
      <AdminHead />
      <Main className={adminLoginCss['admin-login__main']}>
        <div className={authCardCss['auth-card']}>
          <div className={adminLoginCss['admin-login__brand']}>
            <BrandMark size={40} />
          </div>
          <h1 className={pageTitleCss['page-title']}>Choose your password</h1>
          {token ? (
            <>
              <p className={pageLeadCss['page-lead']}>
                You have been invited to the shop’s back-office. Choose a password to finish setting up your
                account.
              </p>
              <form onSubmit={(event) => void onSubmit(event)} noValidate className={formCss.form}>
                <FormAlert message={formError} />
                <NewPasswordFields form={form} name="password" repeatLabel="Repeat the password" />
                <button type="submit" className="button button--block" disabled={setPassword.isPending}>
                  {setPassword.isPending ? 'Saving…' : 'Set password'}
                </button>
              </form>
            </>
          ) : (
            <p className={formAlertCss['form-alert']} role="alert">
              This link is incomplete. Open the link from your invitation mail again, or ask an administrator
              for a new one.
            </p>
          )}
        </div>
        <p>
          <Link to="/admin/login">Staff login</Link>
        </p>
      </Main>
    </div>
  );
}
