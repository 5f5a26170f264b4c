import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { closeToast, showToast, Toaster, type ShowToastOptions } from './toast.tsx';

export default { title: 'Feedback / Toast' } satisfies StoryDefault;

/** Raises `options` on mount (so the story shows it at once) and again on each press. */
function ToastDemo({ options }: { options: ShowToastOptions }) {
  useEffect(() => {
    const key = showToast(options);
    return () => closeToast(key);
  }, [options]);
  return (
    <>
      <Toaster />
      <Button variant="secondary" onPress={() => showToast(options)}>
        Tampilkan lagi
      </Button>
    </>
  );
}

const errorToast: ShowToastOptions = { variant: 'error', title: 'Ada yang salah' };
const successToast: ShowToastOptions = { variant: 'success', title: 'Sip, datamu berhasil diperbarui.' };
const loadingToast: ShowToastOptions = { variant: 'loading', title: 'Mengganti profil…' };
const describedToast: ShowToastOptions = {
  variant: 'error',
  title: 'Maaf ya, ada yang salah. Coba lagi, yuk.',
  description: 'Profil belum berhasil diganti.',
};

export const ErrorVariant: Story = () => <ToastDemo options={errorToast} />;
ErrorVariant.storyName = 'Error';
export const Success: Story = () => <ToastDemo options={successToast} />;
/** Stays until closed or replaced by the result. */
export const Loading: Story = () => <ToastDemo options={loadingToast} />;
export const WithDescription: Story = () => <ToastDemo options={describedToast} />;

/** docs/product §9: toasts are layered above modals. */
export const AboveModal: Story = () => (
  <>
    <Modal title="Mau info Bimbel?" defaultOpen>
      <p>Tim kami akan menghubungi kamu lewat WhatsApp.</p>
    </Modal>
    <ToastDemo options={errorToast} />
  </>
);
