/** The focus ring of plain links on Tanya pages, as the ui components draw theirs. */
export const focusRing = { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' } as const;
