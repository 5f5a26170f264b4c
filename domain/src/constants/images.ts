/* Image optimisation settings of docs/product §9 (served through /_next/image?url=…&w=…&q=…). */

/** Default quality asked of the image optimiser. */
export const IMAGE_DEFAULT_QUALITY = 75;

/** Widths generated for full-width images, one per common device width. */
export const IMAGE_DEVICE_WIDTHS = [320, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** Widths generated for fixed-size images (icons, avatars), smaller than any device width. */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;

/** Intrinsic size of the logo when none is given. */
export const DEFAULT_LOGO_SIZE = { width: 120, height: 30 } as const;

/** Intrinsic size of a profile picture when none is given. */
export const DEFAULT_PROFILE_IMAGE_SIZE = { width: 288, height: 288 } as const;

/**
 * The qualities /_next/image encodes (decision 087): a small set, so one picture has few cached
 * copies and nobody can make the server encode it a hundred ways. The default is among them.
 */
export const IMAGE_QUALITIES = [50, 75, 90] as const;
