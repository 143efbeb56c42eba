import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { EmptyState } from '#/components/EmptyState';
import { isPastTheEnd, PastTheEnd } from '#/components/PastTheEnd';
import { Pagination } from '#/components/Pagination';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { useToast } from '#/components/Toast';
import { GalleryGrid } from '#/features/gallery/admin/GalleryGrid';
import { GalleryUploader } from '#/features/gallery/admin/GalleryUploader';
import { adminHead } from '#/lib/page-meta';
import { validatePageSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/gallery/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    void context.trpc.gallery.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminGalleryPage,
});

function AdminGalleryPage() {
  const { page = 1 } = Route.useSearch();
  const utils = trpc.useUtils();
  const toast = useToast();
  const list = trpc.gallery.getList.useQuery({ page }, { placeholderData: keepPreviousData });
  const refresh = () => utils.gallery.getList.invalidate();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader title="Gallery" lead="Pictures of rooms furnished with our pieces, newest first." />
      <GalleryUploader
        onSaved={async (count) => {
          toast.success(`${count} ${count === 1 ? 'image' : 'images'} added to the gallery.`);
          await refresh();
        }}
      />
      <QueryView
        query={list}
        what="The gallery"
        pending={<Spinner label="Loading the gallery" />}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState title="The gallery is empty" icon="image">
            Add the first pictures above.
          </EmptyState>
        }
      >
        {(data) =>
          isPastTheEnd(data) ? (
            <PastTheEnd list={data} many="pictures" icon="image" />
          ) : (
            <>
              <GalleryGrid images={data.data} onDeleted={refresh} />
              <Pagination currentPage={data.current_page} lastPage={data.last_page} label="Gallery pages" />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
