import type { Story, StoryDefault } from '@ladle/react';
import { CLASS_TYPES } from '@bimbel/domain/catalogue/class-type';
import { ROLES } from '@bimbel/domain/catalogue/role';
import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { Radio, RadioGroup } from './radio-group.tsx';

export default { title: 'Forms / RadioGroup' } satisfies StoryDefault;

const roles = ROLES.map((role) => (
  <Radio key={role.value} value={role.value}>
    {role.name}
  </Radio>
));

export const Requester: Story = () => (
  <RadioGroup
    name="callbackRequestedBy"
    label="Yang minta info"
    orientation="horizontal"
    defaultValue="student"
  >
    {roles}
  </RadioGroup>
);

export const ClassType: Story = () => (
  <RadioGroup name="classType" label="Jenjang sekolah">
    {CLASS_TYPES.map((classType) => (
      <Radio key={classType} value={classType}>
        {classType}
      </Radio>
    ))}
  </RadioGroup>
);

export const Invalid: Story = () => (
  <RadioGroup
    name="callbackRequestedBy"
    label="Yang minta info"
    orientation="horizontal"
    errorMessage={LEAD_FORM_MESSAGES.callbackRequestedBy}
  >
    {roles}
  </RadioGroup>
);

export const Disabled: Story = () => (
  <RadioGroup
    name="callbackRequestedBy"
    label="Yang minta info"
    orientation="horizontal"
    defaultValue="parent"
    isDisabled
  >
    {roles}
  </RadioGroup>
);

export const OneChoiceDisabled: Story = () => (
  <RadioGroup name="classType" label="Jenjang sekolah" defaultValue="SD">
    <Radio value="SD">SD</Radio>
    <Radio value="SMK" isDisabled>
      SMK
    </Radio>
  </RadioGroup>
);
