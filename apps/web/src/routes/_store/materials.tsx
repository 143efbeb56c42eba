import { createFileRoute, Link } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { materialShelf, validateMaterialsSearch } from '#/features/material/store/materials-search';
import { MaterialProducts } from '#/features/material/store/MaterialProducts';
import { MaterialSwatches, MaterialSwatchesSkeleton } from '#/features/material/store/MaterialSwatches';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';

export const Route = createFileRoute('/_store/materials')({
  validateSearch: validateMaterialsSearch,
  loaderDeps: ({ search }) => ({ material: search.material, page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const groups = context.trpc.material.groupedByType.prefetch();
    if (deps.material) {
      void context.trpc.product.customerList.prefetch(materialShelf(deps.material, deps.page));
      // head() titles the page with the chosen material's name: it waits for the materials then.
      await groups;
    }
  },
  head: pageHead('materials'),
  component: MaterialsPage,
});

function MaterialsPage() {
  const { material: materialId, page = 1 } = Route.useSearch();
  const groups = trpc.material.groupedByType.useQuery();
  const material = groups.data?.flatMap((group) => group.materials).find((m) => m.id === materialId);

  return (
    <div className={`container ${sectionCss.section}`}>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Materials</h1>
        <p className={pageLeadCss['page-lead']}>
          Every piece starts with its material. Choose a swatch to see the furniture made of it.
        </p>
      </header>
      <QueryView
        query={groups}
        what="Materials"
        pending={
          <>
            <Spinner label="Loading materials" inline />
            <MaterialSwatchesSkeleton />
          </>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No materials yet" icon="swatch">
            <p>Our material library is being put together. Please come back soon.</p>
          </EmptyState>
        }
      >
        {(list) => (
          <>
            {material ? <MaterialProducts material={material} page={page} /> : null}
            {materialId && !material ? (
              <EmptyState
                title="This material is not in our collection"
                icon="swatch"
                action={
                  <Link to="/materials" className="button">
                    Show all materials
                  </Link>
                }
              >
                <p>It may have been retired. Choose another swatch below.</p>
              </EmptyState>
            ) : null}
            <MaterialSwatches groups={list} />
          </>
        )}
      </QueryView>
    </div>
  );
}
