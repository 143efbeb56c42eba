import { useToast } from '#/components/Toast';
import { trpc } from '#/lib/trpc';
import styles from './GuestOrdersOffer.module.css';

/**
 * Orders placed as a guest with the account's address join the account once that address is confirmed: registering
 * and confirming a new email mail the link; this asks for it again (a lost mail, an order placed as a guest since).
 * The answer is the same whether or not there are such orders, so nothing tells who ordered what.
 */
export function GuestOrdersOffer() {
  const toast = useToast();
  const offer = trpc.account.offerGuestOrders.useMutation({
    onSuccess: (answer) => toast.success(answer.message),
    onError: () => toast.error('The link could not be sent just now. Please try again in a few minutes.'),
  });
  return (
    <p className={styles['guest-orders-offer']}>
      Ordered as a guest with your email address?{' '}
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={offer.isPending}
        onClick={() => offer.mutate()}
      >
        {offer.isPending ? 'Sending…' : 'Mail me a link to add those orders'}
      </button>
    </p>
  );
}
