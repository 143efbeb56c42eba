import { Linter } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { domainImports } from '../../../tooling/eslint/domain-imports.js';

/** The lint rule that keeps each services folder's helpers its own (eslint.config.js applies it to this package). */
const servicesDir = path.dirname(fileURLToPath(import.meta.url));
const rule = domainImports({
  servicesDir,
  shared: ['common', 'mail'],
  exceptions: { 'cart/cart-reminders.ts': ['shipping/cart.ts'] },
});
const linter = new Linter({ configType: 'flat' });

/** The rule's messages for `code` as the file `file` of this package. */
function lint(file: string, code: string): string[] {
  const config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { shop: { rules: { 'services-folder-imports': rule } } },
    rules: { 'shop/services-folder-imports': 'error' },
  } as Linter.Config;
  return linter.verify(code, [config], { filename: path.join(servicesDir, file) }).map((m) => m.message);
}

describe('a services folder takes from another only its services, face and types', () => {
  it("refuses a value from another folder's other file, whatever way it is imported", () => {
    for (const code of [
      "import { CARD_COLUMNS } from '../product/shelf-query.js';",
      "import { type IShelf, SHELF_ORDER } from '../product/shelf-query.js';",
      "export { SHELF_ORDER } from '../product/shelf-query.js';",
      "export * from '../product/shelf-query.js';",
      "const shelf = () => import('../product/shelf-query.js');",
    ])
      expect(lint('search/search.service.ts', code), code).toEqual([
        expect.stringContaining('search/search.service.ts takes a value from product/shelf-query.ts'),
      ]);
  });

  it("lets it take another folder's services, its face, its types, and the shared folders' files", () => {
    for (const code of [
      "import { ProductStoreService } from '../product/product-store.service.js';",
      "import { createMailer } from '../mail/index.js';",
      "import type { IShelf } from '../product/shelf-query.js';",
      "import { type IShelf, type TSort } from '../product/shelf-query.js';",
      "export type { IShelf } from '../product/shelf-query.js';",
      "import { placeholders } from '../common/sql-values.js';",
      "import { escapeHtml } from '../mail/mail-html.js';",
      "import { CARD_COLUMNS } from '../common/products/product-card.js';",
      "import { NotFoundError } from '../errors.js';",
      "import { rankedMatch } from './ranked-match.js';",
      "import { Product } from '@shop/db';",
    ])
      expect(lint('search/search.service.ts', code), code).toEqual([]);
  });

  it('holds the shared folders and the package root to nothing', () => {
    expect(
      lint('common/products/product-list-filter.ts', "import { x } from '../../product/shelf-query.js';"),
    ).toEqual([]);
    expect(lint('index.ts', "import { x } from './product/shelf-query.js';")).toEqual([]);
  });

  it('lets a listed exception through, and reports one its file no longer needs', () => {
    expect(lint('cart/cart-reminders.ts', "import { priceLines } from '../shipping/cart.js';")).toEqual([]);
    expect(lint('cart/cart-reminders.ts', "import { CartService } from './cart.service.js';")).toEqual([
      expect.stringContaining('cart/cart-reminders.ts -> shipping/cart.ts is no longer needed'),
    ]);
  });
});
