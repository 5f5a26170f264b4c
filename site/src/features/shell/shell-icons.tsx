// Small inline icons of the header and footer: decorative (aria-hidden), drawn here so the
// shell needs no icon library and no extra request.

type IconProps = { size?: number };

/** A speech bubble with a handset: the WhatsApp buttons. */
export function WhatsappIcon({ size = 20 }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8z" />
      <path d="M8.6 7.2c.2 0 .4 0 .6.4l.9 2c.1.2.1.4 0 .6l-.5.7c-.2.2-.2.4 0 .6a7 7 0 0 0 3.3 2.9c.2.1.4.1.6-.1l.7-.9c.2-.2.4-.2.6-.1l2 .9c.3.1.4.3.3.6-.1 1-1 1.8-2 1.9-1.7.2-5.1-1.2-7.2-4.5-.8-1.3-.9-2.9.1-4 .2-.3.4-.5.6-.5z" />
    </svg>
  );
}

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
