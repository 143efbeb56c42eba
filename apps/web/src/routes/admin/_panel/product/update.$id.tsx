import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { AdminPageHeader } from '#/features/admin/AdminPageHeader';
import { ProductForm } from '#/features/products/ProductForm';
import { ProductReviews } from '#/features/products/ProductReviews';
import { httpStatusOf } from '#/lib/api-errors';
import { usePageMeta } from '#/lib/page-meta';

export const Route = createFileRoute('/admin/_panel/product/update/$id')({
  loader: async ({ context, params }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id < 1) throw notFound();
    try {
      const [product, options] = await Promise.all([
        context.trpc.product.detail.ensureData({ id }),
        context.trpc.product.formOptions.ensureData(),
      ]);
      return { product, options };
    } catch (err) {
      if (httpStatusOf(err) === 404) throw notFound();
      throw err;
    }
  },
  component: UpdateProductPage,
});

function UpdateProductPage() {
  const { product, options } = Route.useLoaderData();
  usePageMeta(`Edit ${product.name}`);
  return (
    <div className="admin-page">
      <AdminPageHeader
        breadcrumb={<Link to="/admin/product">Products</Link>}
        title={`Edit “${product.name}”`}
      />
      <ProductForm key={product.id} mode="update" product={product} options={options} />
      <ProductReviews productId={product.id} />
    </div>
  );
}
