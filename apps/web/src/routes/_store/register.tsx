import { FORM_POST_PATHS, ZRegisterInput, type TRegisterInput } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { PasswordStrength } from '#/components/PasswordStrength';
import { useToast } from '#/components/Toast';
import { safeRedirect } from '#/lib/auth-redirect';
import { applyServerErrors, noticeError } from '#/lib/form';
import { useSignedIn } from '#/features/wishlist/use-signed-in';
import { validateSignInSearch } from '#/lib/search-params';
import { useHydrated } from '#/lib/use-hydrated';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import authCardCss from '#/styles/auth-card.module.css';
import formCss from '#/styles/form.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import authPageCss from '#/styles/auth-page.module.css';

export const Route = createFileRoute('/_store/register')({
  validateSearch: validateSignInSearch,
  head: pageHead('register'),
  component: RegisterPage,
});

function RegisterPage() {
  const { redirect, notice } = Route.useSearch();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const toast = useToast();
  const alive = useHydrated();
  const [formError, setFormError] = useState<string | null>(noticeError(notice) ?? null);
  const form = useForm<TRegisterInput>({
    resolver: zodResolver(ZRegisterInput),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const [password, email] = useWatch({ control: form.control, name: ['password', 'email'] });

  const register = trpc.auth.customerRegister.useMutation({
    onSuccess: async ({ customer }) => {
      // The server logged the customer in: the header learns of it, and a guest's wishlist joins the account.
      await signedIn(customer);
      toast.success(`Welcome, ${customer.name}. Your account is ready.`);
      await navigate({ href: safeRedirect(redirect, '/'), replace: true });
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, ['name', 'email', 'password'])),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    register.mutate(values);
  });

  return (
    <div className={`container ${authPageCss['auth-page']}`}>
      <div className={authCardCss['auth-card']}>
        <h1 className={pageTitleCss['page-title']}>Create an account</h1>
        <p className={pageLeadCss['page-lead']}>Keep a wishlist, check out faster and follow your orders.</p>
        {/* Until the page is alive the browser posts it to the form endpoint and checks the fields itself. */}
        <form
          method="post"
          action={FORM_POST_PATHS.register}
          onSubmit={(event) => void onSubmit(event)}
          noValidate={alive}
          className={formCss.form}
        >
          <FormAlert message={formError} />
          {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
          <FormField label="Name" error={errors.name?.message}>
            {(control) => (
              <input {...control} type="text" required autoComplete="name" {...form.register('name')} />
            )}
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            {(control) => (
              <input {...control} type="email" required autoComplete="email" {...form.register('email')} />
            )}
          </FormField>
          <FormField
            label="Password"
            error={errors.password?.message}
            hint={<PasswordStrength password={password} email={email} />}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                required
                minLength={8}
                autoComplete="new-password"
                {...form.register('password')}
              />
            )}
          </FormField>
          <button type="submit" className="button button--block" disabled={register.isPending}>
            {register.isPending ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
        <p className={authCardCss['auth-card__switch']}>
          Already have an account?{' '}
          <Link to="/login" search={{ redirect }}>
            Log in
          </Link>
        </p>
      </div>
    </div>
  );
}
