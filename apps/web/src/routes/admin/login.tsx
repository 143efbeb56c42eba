import { ZLoginInput, type TLoginInput } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField } from '../../components/FormField';
import { Main } from '../../components/Main';
import { BrandMark } from '../../features/store/BrandMark';
import { safeRedirect } from '../../lib/auth-redirect';
import { applyServerErrors } from '../../lib/form';
import { redirectLoggedInStaff } from '../../lib/guards';
import { usePageMeta } from '../../lib/page-meta';
import { validateRedirectSearch } from '../../lib/search-params';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/admin/login')({
  validateSearch: validateRedirectSearch,
  beforeLoad: redirectLoggedInStaff,
  component: AdminLoginPage,
});

function AdminLoginPage() {
  usePageMeta('Staff login');
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TLoginInput>({
    resolver: zodResolver(ZLoginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const login = trpc.auth.adminLogin.useMutation({
    onSuccess: async ({ data }) => {
      // The staff guard reads this entry, so the next screen opens without asking the server again.
      utils.auth.getUser.setData(undefined, { user: data.user });
      await navigate({ href: safeRedirect(redirect, '/admin/'), replace: true });
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, ['email', 'password'])),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(values);
  });

  return (
    <div className="admin-login">
      <Main className="admin-login__main">
        <div className="auth-card">
          <div className="admin-login__brand">
            <BrandMark size={40} />
          </div>
          <h1 className="page-title">Staff login</h1>
          <p className="page-lead">Log in to manage the catalogue and the shop.</p>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="form">
            <FormAlert message={formError} />
            <FormField label="Email" error={errors.email?.message}>
              {(control) => (
                <input {...control} type="email" autoComplete="username" {...form.register('email')} />
              )}
            </FormField>
            <FormField label="Password" error={errors.password?.message}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  {...form.register('password')}
                />
              )}
            </FormField>
            <button type="submit" className="button button--block" disabled={login.isPending}>
              {login.isPending ? 'Logging in…' : 'Log in'}
            </button>
          </form>
        </div>
        <p className="admin-login__back">
          <a href="/">Back to the shop</a>
        </p>
      </Main>
    </div>
  );
}
