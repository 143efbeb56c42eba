import type { Rule } from 'eslint';

/** See domain-imports.js. */
export function domainImports(options: {
  servicesDir: string;
  shared: readonly string[];
  exceptions?: Readonly<Record<string, readonly string[]>>;
}): Rule.RuleModule;
