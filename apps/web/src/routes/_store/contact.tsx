import { createFileRoute } from '@tanstack/react-router';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { ContactForm } from '#/features/contact/store/ContactForm';
import { ShopDetails, ShopDetailsSkeleton } from '#/features/information/store/ShopDetails';
import { validateNoticeSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';
import styles from './ContactPage.module.css';

export const Route = createFileRoute('/_store/contact')({
  validateSearch: validateNoticeSearch,
  loader: ({ context }) => {
    void context.trpc.information.detail.prefetch();
  },
  head: pageHead('contact'),
  component: ContactPage,
});

function ContactPage() {
  const info = trpc.information.detail.useQuery();
  const { notice } = Route.useSearch();

  return (
    <div className={`container ${sectionCss.section}`}>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Contact us</h1>
        <p className={pageLeadCss['page-lead']}>
          Questions about a piece, a delivery or an order? Send us a message and we will reply by email.
        </p>
      </header>
      <div className={styles['contact-layout']}>
        <section aria-labelledby="contact-form-title" className={styles['contact-layout__form']}>
          <h2 id="contact-form-title" className={sectionCss.section__title}>
            Send a message
          </h2>
          <ContactForm notice={notice} />
        </section>
        <aside aria-labelledby="contact-visit-title" className={styles['contact-layout__details']}>
          <h2 id="contact-visit-title" className={sectionCss.section__title}>
            Visit or call
          </h2>
          <QueryView
            query={info}
            what="Our details"
            pending={
              <>
                <Spinner label="Loading our details" inline />
                <ShopDetailsSkeleton />
              </>
            }
          >
            {(data) => <ShopDetails info={data} />}
          </QueryView>
        </aside>
      </div>
    </div>
  );
}
