import { createFileRoute, Link } from '@tanstack/react-router';
import { ROLE } from '@shop/domain';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { ProductReturnPolicy } from '#/features/case/admin/ProductReturnPolicy';
import { ProductForm } from '#/features/product/admin/ProductForm';
import { ProductVariants } from '#/features/product/admin/ProductVariants';
import { ProductReviews } from '#/features/review/admin/ProductReviews';
import { adminHead } from '#/lib/page-meta';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/product/update/$id')({
  params: idParams,
  loader: async ({ context, params }) => {
    const [product, options] = await Promise.all([
      loadOr404(() => context.trpc.product.detail.ensureData({ id: params.id })),
      context.trpc.product.formOptions.ensureData(),
    ]);
    return { product, options };
  },
  head: adminHead,
  component: UpdateProductPage,
});

function UpdateProductPage() {
  const { product, options } = Route.useLoaderData();
  const { staffUser } = Route.useRouteContext();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/product">Products</Link>}
        title={`Edit “${product.name}”`}
      />
      <ProductForm key={product.id} mode="update" product={product} options={options} />
      <ProductVariants key={`variants-${product.id}`} productId={product.id} materials={options.materials} />
      <ProductReturnPolicy
        key={`returns-${product.id}`}
        productId={product.id}
        readOnly={staffUser.role !== ROLE.ADMIN}
      />
      <ProductReviews productId={product.id} />
    </div>
  );
}
