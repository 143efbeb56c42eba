import { SOCIAL_PLATFORMS, type TSocialForm } from '@shop/domain';
import type { z } from 'zod';
import type { ZSocialForm } from '@shop/domain';
import { FormField } from '#/components/FormField';
import type { IEntityForm } from '#/admin-kit';
import { PLATFORM_NAMES } from './platforms';

/** The platform, from the fixed list the web app has icons for. */
export function PlatformField({ form }: { form: IEntityForm<z.input<typeof ZSocialForm>, TSocialForm> }) {
  const error = form.methods.getFieldState('icon', form.methods.formState).error?.message;
  return (
    <FormField label="Platform" error={error}>
      {(control) => (
        <select {...control} {...form.methods.register('icon')}>
          {SOCIAL_PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {PLATFORM_NAMES[platform]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
