// Its own module: the promo strip's close button needs it, the header does not (the header's icons
// then ride in the header's chunk, not a shared one — decision 095).

type IconProps = { size?: number };

/** A cross: close buttons outside React Aria (the promo strip). */
export function CloseIcon({ size = 20 }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
