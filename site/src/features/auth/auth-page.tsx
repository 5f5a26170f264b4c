import { css } from '@bimbel/styled-system/css';
import type { ReactNode, Ref } from 'react';

const mainStyle = css({
  maxW: 'modalNormal',
  mx: 'auto',
  px: '4',
  py: { base: '6', tablet: '12' },
});

const cardStyle = css({
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: { base: '4', tablet: '8' },
});

const stepStyle = css({ color: 'brand.700', fontWeight: 'bold', fontSize: 'sm' });
const titleStyle = css({ fontSize: { base: 'xl', tablet: '2xl' }, mt: '1', _focus: { outline: 'none' } });
const introStyle = css({ mt: '2', color: 'muted' });

/**
 * The frame of the login and sign-up screens: one card with the page's heading. The heading
 * takes focus (tabIndex -1) when a screen changes step without a page load, so screen-reader
 * and keyboard users start at the new step.
 */
export function AuthPage({
  title,
  step,
  intro,
  headingRef,
  children,
}: {
  title: string;
  /** 'Langkah 2 dari 3' on the sign-up steps. */
  step?: string;
  intro?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <main className={mainStyle}>
      <div className={cardStyle}>
        {step ? <p className={stepStyle}>{step}</p> : null}
        <h1 ref={headingRef} tabIndex={-1} className={titleStyle}>
          {title}
        </h1>
        {intro ? <div className={introStyle}>{intro}</div> : null}
        {children}
      </div>
    </main>
  );
}

/** Until the stored session is read, screens that depend on it show this instead of a blank card. */
export function AuthPageLoading({ title, message = 'Memuat…' }: { title: string; message?: string }) {
  return (
    <AuthPage title={title}>
      <p role="status" className={css({ mt: '4', color: 'muted' })}>
        {message}
      </p>
    </AuthPage>
  );
}
