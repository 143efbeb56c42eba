import { MAX_CATALOGUE_CSV_BYTES, type TCatalogueImport } from '@shop/domain';
import { errorMessageOf, firstFieldErrors } from '#/lib/api-errors';
import { AJAX_HEADERS, redirectOnUnauthorized } from '#/lib/trpc';

const MAX_MB = MAX_CATALOGUE_CSV_BYTES / 1024 / 1024;

/** The address of the export with the product list's filters (the same names as its URL). */
export function catalogueExportHref(filters: {
  search?: string | undefined;
  roomTypeId?: number | undefined;
  materialId?: number | undefined;
  active?: boolean | undefined;
  lowStock?: boolean | undefined;
}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const query = params.toString();
  return `/api/catalogue/export.csv${query ? `?${query}` : ''}`;
}

/** Sends the file as text/csv (POST /api/catalogue/import) and answers its dry run, or throws the reason in words. */
export async function uploadCatalogue(file: File): Promise<TCatalogueImport> {
  if (file.size > MAX_CATALOGUE_CSV_BYTES)
    throw new Error(`The file is too large: the limit is ${MAX_MB} MB.`);
  if (file.size === 0) throw new Error('The file is empty.');
  const response = await fetch(`/api/catalogue/import?filename=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { ...AJAX_HEADERS, 'Content-Type': 'text/csv' },
    body: file,
  });
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return json as TCatalogueImport;
  if (response.status === 401) redirectOnUnauthorized('/api/catalogue/import', 'staff');
  const errors = firstFieldErrors((json as { errors?: unknown } | null)?.errors);
  throw new Error(errors.file ?? errorMessageOf({ message: (json as { message?: string } | null)?.message }));
}
