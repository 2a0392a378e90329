/** The DevPath mark: a path between two milestones. Same drawing as favicon.svg. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#3b5bdb" />
      <path d="M18 46C18 28 46 36 46 18" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <circle cx="18" cy="46" r="6.5" fill="#fff" />
      <circle cx="46" cy="18" r="6.5" fill="#fff" />
    </svg>
  );
}
