import { css } from '@bimbel/styled-system/css';
import { MATERIAL_KIND_LABELS, type LiveClassMaterial } from '@bimbel/domain/live-classes/live-class';
import { classLinkClass } from './class-styles.ts';

/** A material's link text: its title, with its kind when the title does not say it ('… (PDF)'). */
export function materialLabel(material: LiveClassMaterial): string {
  const kind = MATERIAL_KIND_LABELS[material.kind];
  return material.title.toLowerCase().includes(kind.toLowerCase())
    ? material.title
    : `${material.title} (${kind})`;
}

/**
 * The materials of a class (slides, PDFs) as links, each with its kind; nothing for a class
 * without materials. Site paths open here, outside addresses in a new tab.
 */
export function MaterialsList({
  materials,
  label = 'Materi kelas',
}: {
  materials: readonly LiveClassMaterial[];
  label?: string;
}) {
  if (materials.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className={css({ display: 'flex', flexDirection: 'column', listStyle: 'none', p: '0', m: '0' })}
    >
      {materials.map((material) => {
        const outside = /^https:\/\//.test(material.url);
        return (
          <li key={`${material.url}-${material.title}`}>
            <a
              href={material.url}
              className={classLinkClass}
              {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {materialLabel(material)}
              {outside && <span className={css({ srOnly: true })}> (membuka tab baru)</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
