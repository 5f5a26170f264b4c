import { REGISTRATION_DRAFT_KEY } from '@bimbel/domain/constants/storage-keys';
import type { Role } from '@bimbel/domain/catalogue/role';

/** Form values as typed (text), so every step can show them again. */
export type DraftValues = Readonly<Record<string, string>>;

/**
 * The sign-up answers between the steps, kept in sessionStorage (this tab only, gone when it
 * closes): the number they belong to, the role, the details form and the location form.
 */
export type RegistrationDraft = {
  phone?: string;
  role?: Role;
  details?: DraftValues;
  location?: DraftValues;
};

const isTextRecord = (value: unknown): value is DraftValues =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** Reads a stored draft; anything unreadable (or tampered with) is an empty one. */
export function parseRegistrationDraft(raw: string | null): RegistrationDraft {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return {};
    return {
      ...(typeof value.phone === 'string' ? { phone: value.phone } : {}),
      ...(value.role === 'student' || value.role === 'parent' ? { role: value.role } : {}),
      ...(isTextRecord(value.details) ? { details: value.details } : {}),
      ...(isTextRecord(value.location) ? { location: value.location } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * The draft after choosing a role: the details form differs per role (a parent also names a
 * child), so another role starts the details afresh; the location stays.
 */
export function withRole(draft: RegistrationDraft, role: Role): RegistrationDraft {
  if (draft.role === role) return draft;
  const { details: _details, ...rest } = draft;
  return { ...rest, role };
}

/**
 * The draft a new register token starts with: the same number keeps its answers (its earlier
 * token ran out), another number starts empty.
 */
export function draftForNumber(draft: RegistrationDraft, phoneE164: string): RegistrationDraft {
  return draft.phone === phoneE164 ? draft : { phone: phoneE164 };
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readRegistrationDraft(): RegistrationDraft {
  try {
    return parseRegistrationDraft(session()?.getItem(REGISTRATION_DRAFT_KEY) ?? null);
  } catch {
    return {};
  }
}

export function writeRegistrationDraft(draft: RegistrationDraft): void {
  try {
    session()?.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the answers live as long as the page.
  }
}

export function clearRegistrationDraft(): void {
  try {
    session()?.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
