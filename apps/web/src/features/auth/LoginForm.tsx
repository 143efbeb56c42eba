import { ZLoginInput, type TLoginInput } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { applyServerErrors } from '#/lib/form';

interface ILoginFormProps {
  /** Resolves on success; a rejection's field errors land on the fields, anything else above the form. */
  login: (values: TLoginInput) => Promise<unknown>;
  pending: boolean;
  /** Staff accounts are "usernames" to password managers; customer accounts are email addresses. */
  emailAutoComplete: 'email' | 'username';
  /** Shown beside the password label: the way to a forgotten password. */
  passwordAside?: ReactNode;
}

/** The email-and-password form of both realms: the storefront login and the staff login. */
export function LoginForm({ login, pending, emailAutoComplete, passwordAside }: ILoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
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
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="form">
      <FormAlert message={formError} />
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <input {...control} type="email" autoComplete={emailAutoComplete} {...form.register('email')} />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message} status={passwordAside}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
