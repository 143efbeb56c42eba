import { documentUrls } from '@shop/domain';
import styles from '#/styles/documents.module.css';

/** The order list's bulk action: the chosen orders' packing slips as one PDF, in the order they were chosen. */
export function PackingSlipsBulk({ ids, done }: { ids: number[]; done: () => void }) {
  return (
    <div className={styles['packing-slips']}>
      <a className="button" href={documentUrls.packingSlips(ids)} download>
        Packing slips for {ids.length} {ids.length === 1 ? 'order' : 'orders'} (PDF)
      </a>
      <button type="button" className="button button--ghost" onClick={done}>
        Clear selection
      </button>
    </div>
  );
}
