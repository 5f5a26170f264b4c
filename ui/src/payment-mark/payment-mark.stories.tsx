import type { Story, StoryDefault } from '@ladle/react';
import { PAYMENT_METHODS } from '@bimbel/domain/payments/payment-methods';
import { PaymentMark } from './payment-mark.tsx';
import { PaymentMarkSprite } from './payment-mark-sprite.tsx';

export default { title: 'Brand / Payment marks' } satisfies StoryDefault;

/** Every method's mark next to its name, as the payment-method rows show them. */
export const AllMethods: Story = () => (
  <div>
    <PaymentMarkSprite />
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {PAYMENT_METHODS.map((method) => (
        <li key={method.id} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <PaymentMark method={method.id} />
          <span>{method.label}</span>
        </li>
      ))}
    </ul>
  </div>
);
