'use client';

import { AddParentSchema } from '@bimbel/domain/profile/add-parent';
import { Button } from '@bimbel/ui/button/button';
import { PhoneField } from '@bimbel/ui/phone-field/phone-field';
import { TextField } from '@bimbel/ui/text-field/text-field';
import { useState, type FormEvent } from 'react';
import { addParent } from '#site/lib/api/user-calls.ts';
import { sessionOwner } from '#site/lib/session/session-store.ts';
import { callWithRenewal } from '#site/lib/session/call-with-renewal.ts';
import { CheckoutAlert } from './checkout-alert.tsx';
import { trackCheckout } from './checkout-events.ts';
import { describeCheckoutProblem } from './checkout-problem.ts';
import { CHECKOUT_PATHS } from './checkout-steps.ts';
import { stepActions, stepCard, stepForm, stepNote } from './step-body.styles.ts';
import { useCheckoutStep } from './use-checkout-step.ts';
import { firstErrorPerField } from './zod-field-errors.ts';

/**
 * /paket/user/add-parent (decision 081): a student's own account gives its parent's name and
 * WhatsApp number before buying (the add-parent call of docs/product §7): school students buy with
 * a parent's consent and money, and the family can then add brothers and sisters.
 */
export function AddParentStep() {
  const { session, context } = useCheckoutStep('add-parent');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddParentSchema.safeParse({ name, phone_number: phone });
    if (!parsed.success) return setErrors(firstErrorPerField(parsed.error.issues));
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      const family = await callWithRenewal(() =>
        addParent({ params: { id: session.primary_user!.id }, body: { name, phone_number: phone } }),
      );
      sessionOwner.addParent(family);
      // A page load, not a client push: the busy button leaves whole, with what it announced
      // (decision 025); the draft and the session are in storage.
      window.location.assign(CHECKOUT_PATHS.selectStudent);
    } catch (error) {
      const { message, code } = describeCheckoutProblem(error);
      trackCheckout('Checkout Failed', context(), { errorResponse: code, failureReason: message });
      setProblem(message);
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={stepForm}>
      <div className={stepCard}>
        <p className={stepNote}>
          Paket dibeli atas nama orangtua, jadi isi dulu data orangtua. Setelah ini orangtua juga bisa
          menambah data anak lain di akun yang sama.
        </p>
        <TextField
          label="Nama orangtua"
          autoComplete="name"
          value={name}
          onChange={setName}
          errorMessage={errors.name}
          isRequired
        />
        <PhoneField
          label="Nomor WhatsApp orangtua"
          value={phone}
          onChange={setPhone}
          errorMessage={errors.phone_number}
          isRequired
        />
      </div>
      <CheckoutAlert message={problem} />
      <div className={stepActions}>
        <Button type="submit" size="large" fullWidth isLoading={isSaving} loadingText="Menyimpan…">
          Simpan dan lanjut
        </Button>
      </div>
    </form>
  );
}
