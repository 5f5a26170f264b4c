/** The crown drawn inside the subscriber badge; the badge around it carries the name. */
export function CrownIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8z" />
      <rect x="5" y="19.5" width="14" height="2" rx="1" />
    </svg>
  );
}
