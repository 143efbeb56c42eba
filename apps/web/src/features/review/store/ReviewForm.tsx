import { REVIEW_MESSAGES, ZReviewWriteInput, type TReviewWriteInput } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import { trpc } from '#/lib/trpc';
import { StarRating } from './StarRating';
import { useHydrated } from '#/lib/use-hydrated';
import formCss from '#/styles/form.module.css';
import styles from './ReviewForm.module.css';

type TFormInput = z.input<typeof ZReviewWriteInput>;
const BODY_MAX = 2000;

/** A buyer's review: stars and a few words. It shows on the product page once staff have approved it. */
export default function ReviewForm({ productId, slug }: { productId: number; slug: string }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  // Sent only by script: until the page is alive the button waits (no endpoint takes this form without it).
  const alive = useHydrated();
  const form = useForm<TFormInput, unknown, TReviewWriteInput>({
    resolver: zodResolver(ZReviewWriteInput),
    defaultValues: { productId, rating: 0, body: '' },
  });
  const { errors } = form.formState;
  const [rating, body] = useWatch({ control: form.control, name: ['rating', 'body'] });
  const write = trpc.review.write.useMutation({
    onSuccess: async () => {
      toast.success(REVIEW_MESSAGES.awaitingApproval);
      await Promise.all([
        utils.product.withAll.invalidate({ slug }),
        utils.review.eligibility.invalidate({ productId }),
      ]);
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, ['rating', 'body'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    write.mutate(values);
  });

  return (
    <section className={styles['review-form']} aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={styles['review-form__title']}>
        Write a review
      </h3>
      <p className={styles['review-form__lead']}>
        You bought this piece: tell other shoppers how you find it.
      </p>
      <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className={formCss.form}>
        <FormAlert message={formError} />
        <StarRating
          value={Number(rating) || 0}
          registration={form.register('rating')}
          error={errors.rating?.message}
        />
        <FormField
          label="Your review"
          error={errors.body?.message}
          hint={`${String(body ?? '').length} of ${BODY_MAX} characters`}
        >
          {(control) => <textarea {...control} rows={5} maxLength={BODY_MAX} {...form.register('body')} />}
        </FormField>
        <div className={formCss.form__actions}>
          <button type="submit" className="button" disabled={!alive || write.isPending}>
            {write.isPending ? 'Sending…' : 'Send review'}
          </button>
        </div>
      </form>
    </section>
  );
}
