// The WhatsApp mark of the site's WhatsApp links (header, footer, Tanya sharing): decorative
// (aria-hidden), inline so no icon library and no extra request.

/** A speech bubble with a handset: the WhatsApp buttons. */
export function WhatsappIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8z" />
      <path d="M8.6 7.2c.2 0 .4 0 .6.4l.9 2c.1.2.1.4 0 .6l-.5.7c-.2.2-.2.4 0 .6a7 7 0 0 0 3.3 2.9c.2.1.4.1.6-.1l.7-.9c.2-.2.4-.2.6-.1l2 .9c.3.1.4.3.3.6-.1 1-1 1.8-2 1.9-1.7.2-5.1-1.2-7.2-4.5-.8-1.3-.9-2.9.1-4 .2-.3.4-.5.6-.5z" />
    </svg>
  );
}
