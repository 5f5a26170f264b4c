/**
 * The default empty-state picture: an open, empty box. Decorative (the title says what is
 * empty); drawn in `currentColor` tints so it follows the brand colour and costs no request.
 */
export function EmptyIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 128 96" fill="none">
      <ellipse cx="64" cy="86" rx="44" ry="6" fill="currentColor" opacity="0.08" />
      <path d="M24 40 64 26l40 14v36L64 90 24 76z" fill="currentColor" opacity="0.12" />
      <path d="M24 40 64 54l40-14" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M64 54v36M24 40v36l40 14 40-14V40L64 26z"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 40 12 52l40 14 12-12M104 40l12 12-40 14-12-12"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
        fill="white"
      />
      <path
        d="M58 12c2-4 8-4 10 0M50 18l-3-5M78 18l3-5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
