import { FEATURE_LINKS, isCurrentSection } from './feature-links.ts';

/**
 * The feature links of docs/product §2 as a list; the current section gets `aria-current="page"`.
 * Plain links: each is its own page, and the header must stay free of heavy client code.
 */
export function NavLinks({
  path,
  classes,
  onNavigate,
}: {
  path: string;
  classes: { list: string; link: string };
  onNavigate?: () => void;
}) {
  return (
    <ul className={classes.list}>
      {FEATURE_LINKS.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={classes.link}
            aria-current={isCurrentSection(path, link.href) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
