import { ZLoginInput, type TLoginInput } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { applyServerErrors } from '#/lib/form';
import { useHydrated } from '#/lib/use-hydrated';
import formCss from '#/styles/form.module.css';

interface ILoginFormProps {
  /** Resolves on success; a rejection's field errors land on the fields, anything else above the form. */
  login: (values: TLoginInput) => Promise<unknown>;
  pending: boolean;
  /** Staff accounts are "usernames" to password managers; customer accounts are email addresses. */
  emailAutoComplete: 'email' | 'username';
  /** Shown beside the password label: the way to a forgotten password. */
  passwordAside?: ReactNode;
  /**
   * Where the form posts before its script has run (the storefront's form endpoint); the page it was drawn for
   * sends `redirect` along. Without it (the browser-drawn staff login) the form only works once alive.
   */
  post?: { action: string; redirect?: string | undefined };
  /** What the last post answered (a notice from the form endpoint), shown above the form until the next try. */
  notice?: string | undefined;
}

/** The email-and-password form of both realms: the storefront login and the staff login. */
export function LoginForm({
  login,
  pending,
  emailAutoComplete,
  passwordAside,
  post,
  notice,
}: ILoginFormProps) {
  const alive = useHydrated();
  const [formError, setFormError] = useState<string | null>(notice ?? null);
  const form = useForm<TLoginInput>({
    resolver: zodResolver(ZLoginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login(values);
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, ['email', 'password']));
    }
  });

  return (
    // Until the page is alive the browser sends it (a POST, never the address) and checks the fields itself.
    <form
      method="post"
      action={post?.action}
      onSubmit={(event) => void onSubmit(event)}
      noValidate={alive}
      className={formCss.form}
    >
      <FormAlert message={formError} />
      {post?.redirect ? <input type="hidden" name="redirect" value={post.redirect} /> : null}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            required
            autoComplete={emailAutoComplete}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message} status={passwordAside}>
        {(control) => (
          <input
            {...control}
            type="password"
            required
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <button type="submit" className="button button--block" disabled={pending || (!alive && !post)}>
        {pending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
