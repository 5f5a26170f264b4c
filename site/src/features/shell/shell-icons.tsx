// Small inline icons of the header and footer: decorative (aria-hidden), drawn here so the
// shell needs no icon library and no extra request.

type IconProps = { size?: number };

/** A phone with an arrow down: the Download button. */
export function DownloadIcon({ size = 18 }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

/** Three lines, or a cross while the menu is open. */
export function MenuIcon({ isOpen, size = 24 }: IconProps & { isOpen: boolean }) {
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
      {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
