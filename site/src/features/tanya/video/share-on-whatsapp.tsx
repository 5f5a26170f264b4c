import { css } from '@bimbel/styled-system/css';
import { buildWhatsappShareLink } from '#site/lib/site-info.ts';
import { WhatsappIcon } from '#site/lib/whatsapp-icon.tsx';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  justifySelf: 'start',
  minHeight: '11',
  paddingInline: '4',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'full',
  background: 'surface',
  color: 'ink',
  fontWeight: 'semibold',
  textDecoration: 'none',
  '& svg': { color: 'whatsapp' },
  _hover: { borderColor: 'brand.700' },
  _focusVisible: { focusOutline: 'default' },
});

/**
 * Shares the video solution with a friend or a class group on WhatsApp (the students' main
 * channel): a plain wa.me link, no script, opening WhatsApp with the question and its address.
 */
export function ShareOnWhatsapp({ message }: { message: string }) {
  return (
    <a href={buildWhatsappShareLink(message)} className={link} target="_blank" rel="noopener noreferrer">
      <WhatsappIcon />
      Bagikan ke WhatsApp
    </a>
  );
}
