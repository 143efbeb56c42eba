import { ZLoginInput, type TLoginInput } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField } from '../../components/FormField';
import { useToast } from '../../components/Toast';
import { safeRedirect } from '../../lib/auth-redirect';
import { applyServerErrors } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';
import { validateRedirectSearch } from '../../lib/search-params';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/_store/login')({
  validateSearch: validateRedirectSearch,
  component: CustomerLoginPage,
});

function CustomerLoginPage() {
  usePageMeta('Log in', 'Log in to your account to see your orders and wishlist.');
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TLoginInput>({
    resolver: zodResolver(ZLoginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const login = trpc.auth.customerLogin.useMutation({
    onSuccess: async ({ customer }) => {
      utils.auth.getCustomerAuth.setData(undefined, { customer });
      toast.success(`Welcome back, ${customer.name}.`);
      await navigate({ href: safeRedirect(redirect, '/'), replace: true });
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, ['email', 'password'])),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(values);
  });

  return (
    <div className="container auth-page">
      <div className="auth-card">
        <h1 className="page-title">Log in</h1>
        <p className="page-lead">Welcome back. Log in to continue shopping.</p>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="form">
          <FormAlert message={formError} />
          <FormField label="Email" error={errors.email?.message}>
            {(control) => (
              <input {...control} type="email" autoComplete="email" {...form.register('email')} />
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
        <p className="auth-card__switch">
          New here?{' '}
          <Link to="/register" search={{ redirect }}>
            Create an account
          </Link>
        </p>
      </div>
    </div>
  );
}
