import { createFileRoute } from '@tanstack/react-router';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { ContactForm } from '#/features/contact/store/ContactForm';
import { ShopDetails, ShopDetailsSkeleton } from '#/features/information/store/ShopDetails';
import { validateNoticeSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';

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
    <div className="container section">
      <header className="page-header">
        <h1 className="page-title">Contact us</h1>
        <p className="page-lead">
          Questions about a piece, a delivery or an order? Send us a message and we will reply by email.
        </p>
      </header>
      <div className="contact-layout">
        <section aria-labelledby="contact-form-title" className="contact-layout__form">
          <h2 id="contact-form-title" className="section__title">
            Send a message
          </h2>
          <ContactForm notice={notice} />
        </section>
        <aside aria-labelledby="contact-visit-title" className="contact-layout__details">
          <h2 id="contact-visit-title" className="section__title">
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
