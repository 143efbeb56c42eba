import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Spinner } from '#/components/Spinner';
import { trpc } from '#/lib/trpc';
import styles from './WriteReview.module.css';

// The form and its validation load only for a shopper who may write: browsing a product page never pays for them.
const ReviewForm = lazy(() => import('./ReviewForm'));

/**
 * Under a product's reviews: the review form for a customer who bought the piece and has not reviewed it yet, a
 * thank-you once they have, and a way to log in for a visitor.
 */
export function WriteReview({ productId, slug }: { productId: number; slug: string }) {
  const here = useLocation({ select: (location) => location.href });
  const auth = trpc.auth.getCustomerAuth.useQuery();
  const customer = auth.data?.customer;
  const eligibility = trpc.review.eligibility.useQuery({ productId }, { enabled: Boolean(customer) });

  if (auth.isPending) return null;
  if (!customer) {
    return (
      <p className={styles['review-invite']}>
        Bought this piece?{' '}
        <Link to="/login" search={{ redirect: here }}>
          Log in
        </Link>{' '}
        to review it.
      </p>
    );
  }
  if (eligibility.data?.reason === 'reviewed')
    return <p className={styles['review-invite']}>Thank you for reviewing this piece.</p>;
  if (!eligibility.data?.canWrite) return null;
  return (
    <Suspense fallback={<Spinner label="Loading the review form" inline />}>
      <ReviewForm productId={productId} slug={slug} />
    </Suspense>
  );
}
