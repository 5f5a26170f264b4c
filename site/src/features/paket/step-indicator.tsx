import { CHECKOUT_STAGES, type CheckoutStage } from './checkout-steps.ts';
import { srOnly, stepCount, stepItem, stepLabel, stepList } from './checkout.styles.ts';

/**
 * Where the buyer is in the checkout (decision 081): a line 'Langkah 3 dari 5: Pilih murid' and a
 * bar per stage, the current one marked `aria-current="step"`. Server-rendered, no JS.
 */
export function StepIndicator({ current }: { current: CheckoutStage }) {
  const index = CHECKOUT_STAGES.findIndex((stage) => stage.id === current);
  return (
    <nav aria-label="Langkah pembelian">
      <p className={stepCount} aria-hidden="true">
        {`Langkah ${index + 1} dari ${CHECKOUT_STAGES.length}: ${CHECKOUT_STAGES[index]?.label ?? ''}`}
      </p>
      <ol className={stepList}>
        {CHECKOUT_STAGES.map((stage, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'later';
          return (
            <li
              key={stage.id}
              className={stepItem({ state })}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={stepLabel}>{stage.label}</span>
              {/* Phones hide the names under the bars; screen readers still get each one. */}
              <span className={srOnly}>{state === 'done' ? ' (selesai)' : ''}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
