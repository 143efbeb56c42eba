import { WEBHOOK_EVENTS, type TWebhookEndpointWithSecret, type TWebhookEvent } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import checkboxCss from '#/styles/checkbox.module.css';
import styles from '#/styles/webhooks.module.css';

/** Registers an endpoint; its secret comes back once and is handed to `onCreated` to show. */
export function EndpointForm({ onCreated }: { onCreated: (endpoint: TWebhookEndpointWithSecret) => void }) {
  const utils = trpc.useUtils();
  const create = trpc.webhooks.create.useMutation();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<TWebhookEvent[]>(['order.paid']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (event: TWebhookEvent, on: boolean) =>
    setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const created = await create.mutateAsync({ url, description, events });
      await utils.webhooks.getList.invalidate();
      setUrl('');
      setDescription('');
      onCreated(created);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
    }
  };

  return (
    <form className={styles['webhook-form']} onSubmit={submit} aria-label="Register an endpoint">
      <FormAlert message={failure} />
      <FormField label="Address" error={errors.url} hint="https://… where the receiver listens for POSTs">
        {(control) => (
          <input {...control} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
        )}
      </FormField>
      <FormField label="Description" error={errors.description} hint="Optional: what receives them">
        {(control) => (
          <input
            {...control}
            maxLength={120}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </FormField>
      <fieldset className={styles['webhook-form__events']}>
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className={checkboxCss.checkbox}>
            <input
              type="checkbox"
              checked={events.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
            />
            {name}
          </label>
        ))}
        {errors.events ? <p role="alert">{errors.events}</p> : null}
      </fieldset>
      <div>
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Registering…' : 'Register endpoint'}
        </button>
      </div>
    </form>
  );
}
