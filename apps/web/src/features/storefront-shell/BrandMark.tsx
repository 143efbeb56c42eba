import brandCss from '#/styles/brand.module.css';
/** The shop's mark: an armchair outline, drawn inline so the header needs no image request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={brandCss.brand__mark}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M8 21v-6a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6M6 17h20v5H6zM9 22v3M23 22v3"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
