import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { Modal, ModalTrigger, type ModalProps } from './modal.tsx';

export default { title: 'Overlays / Modal' } satisfies StoryDefault;

// Stories open the modal straight away so the catalogue (and axe) see the dialog itself.
function OpenModal({ width, title = 'Mau info Bimbel?' }: Pick<ModalProps, 'width'> & { title?: string }) {
  return (
    <ModalTrigger defaultOpen>
      <Button>Buka modal</Button>
      <Modal title={title} width={width}>
        {({ close }) => (
          <>
            <p>Tim kami akan menghubungi kamu lewat WhatsApp untuk info lengkap Bimbel.</p>
            <Button onPress={close} fullWidth>
              Oke, sip!
            </Button>
          </>
        )}
      </Modal>
    </ModalTrigger>
  );
}

export const Normal: Story = () => <OpenModal />;
export const Wide: Story = () => <OpenModal width="wide" title="Profil" />;
export const Narrow: Story = () => <OpenModal width="narrow" />;
export const Tiny: Story = () => <OpenModal width="tiny" title="Keluar?" />;
export const ExtraWide: Story = () => <OpenModal width="extraWide" title="Pilih profil" />;

export const HiddenTitle: Story = () => (
  <ModalTrigger defaultOpen>
    <Button>Buka modal</Button>
    <Modal title="Promo Bimbel" hideTitle>
      <p>Belajar bareng Guru Juara, mulai hari ini.</p>
    </Modal>
  </ModalTrigger>
);

/** Only the buttons inside close it: no outside click, no Escape, no close icon. */
export const NotDismissable: Story = () => (
  <ModalTrigger defaultOpen>
    <Button>Buka modal</Button>
    <Modal title="Sedang mengirim" isDismissable={false} isKeyboardDismissDisabled hideCloseButton>
      {({ close }) => (
        <>
          <p>Tunggu sebentar, ya.</p>
          <Button variant="secondary" onPress={close}>
            Batal
          </Button>
        </>
      )}
    </Modal>
  </ModalTrigger>
);

export const Controlled: Story = () => {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Minta info bimbel</Button>
      <p>Modal {isOpen ? 'terbuka' : 'tertutup'}</p>
      <Modal title="Mau info Bimbel?" isOpen={isOpen} onOpenChange={setOpen}>
        <p>Isi data di bawah, tim kami akan menghubungi kamu.</p>
      </Modal>
    </>
  );
};
