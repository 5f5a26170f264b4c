'use client';

// Placeholder owned by the lead feature: replaced by the real host (lazy lead modal).
export function LeadModalHost() {
  return null;
}
