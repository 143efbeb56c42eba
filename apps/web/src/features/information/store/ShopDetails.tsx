import type { TSiteInformation } from '@shop/domain';
import { Icon } from '#/components/Icon';
import { Skeleton } from '#/components/Spinner';
import styles from './ShopDetails.module.css';

/** The shop's address, phone, email and hours, with a written way to find it instead of a map. */
export function ShopDetails({ info }: { info: TSiteInformation }) {
  const nothing = !info.address && !info.phone && !info.email && !info.openingHours;
  if (nothing)
    return (
      <p className={styles['shop-details__none']}>
        Our address and opening hours will be published here soon.
      </p>
    );
  return (
    <div className={styles['shop-details']}>
      <address className={styles['shop-details__list']}>
        {info.address ? (
          <p>
            <Icon name="pin" size={18} />
            <span>
              <span className={styles['shop-details__label']}>Showroom</span>
              {info.address}
            </span>
          </p>
        ) : null}
        {info.phone ? (
          <p>
            <Icon name="phone" size={18} />
            <span>
              <span className={styles['shop-details__label']}>Phone</span>
              <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
            </span>
          </p>
        ) : null}
        {info.email ? (
          <p>
            <Icon name="mail" size={18} />
            <span>
              <span className={styles['shop-details__label']}>Email</span>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </span>
          </p>
        ) : null}
        {info.openingHours ? (
          <p>
            <Icon name="clock" size={18} />
            <span>
              <span className={styles['shop-details__label']}>Opening hours</span>
              <span className={styles['shop-details__hours']}>{info.openingHours}</span>
            </span>
          </p>
        ) : null}
      </address>
      {info.address ? (
        <section aria-labelledby="finding-us" className={styles['shop-details__finding']}>
          <h3 id="finding-us">Finding us</h3>
          <p>
            Our showroom is at {info.address}. Come {info.openingHours ? 'during opening hours' : 'by'} to see
            and sit on the pieces before you buy; we are happy to help you choose.
          </p>
        </section>
      ) : null}
    </div>
  );
}

export function ShopDetailsSkeleton() {
  return (
    <div className={styles['shop-details']} aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height="1.2rem" width={`${80 - index * 10}%`} />
      ))}
    </div>
  );
}
