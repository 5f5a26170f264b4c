import type { PackageBody } from '@bimbel/domain/contracts/package-contracts';
import { taxNote, type TaxMode } from '@bimbel/domain/packages/price-tax';
import { describeTenurePrice } from '@bimbel/domain/packages/tenure-price';
import type { PackageWithTenures } from './package-queries.ts';

/** A package as the catalogue calls and pages show it: tenures priced, the tax sentence attached. */
export function toPackageBody(row: PackageWithTenures, taxMode: TaxMode): PackageBody {
  return {
    id: row.id,
    program: row.program,
    name: row.name,
    description: row.description,
    features: row.features,
    grades: [...row.grades].sort((a, b) => a - b),
    isPopular: row.is_popular,
    monthlyPrice: row.monthly_price,
    tenures: row.tenures.map((tenure) => describeTenurePrice(row.monthly_price, tenure)),
    taxMode,
    taxNote: taxNote(taxMode),
  };
}
