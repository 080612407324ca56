/** The agency's mark: a stylised cedar with a wing, the same drawing as the favicon. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#0b5566" />
      <g fill="#fff">
        <rect x="30" y="44" width="4" height="10" />
        <path d="M14 44Q32 34 50 44Q32 40 14 44Z" />
        <path d="M18 36Q32 26 46 36Q32 32 18 36Z" />
        <path d="M22 28Q32 18 42 28Q32 24 22 28Z" />
        <path d="M26 20Q32 10 38 20Q32 17 26 20Z" />
      </g>
      <path d="M40 14Q50 10 56 14Q48 16 44 20Z" fill="#f5b942" />
    </svg>
  );
}
