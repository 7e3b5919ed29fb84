import { useCategories } from '@/features/catalogue/api/catalogue';
import { useDeliveryAddresses, usePlatformCities } from '@/features/organizations/api/delivery-addresses';

// What the own-suppliers screens offer that other features own: the platform's cities, the
// organization's address and the catalogue's categories (features do not import each other).

/** The cities an own supplier may deliver to, and the organization's own (its default address's) to start with. */
export function useOwnSupplierCities() {
  const cities = usePlatformCities();
  const addresses = useDeliveryAddresses();
  const home = addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0];
  return { cities: cities.data ?? [], defaultCityId: home?.city.id };
}

/** The category choices of a price list line (the catalogue's categories); null until they arrive. */
export function useCategoryChoices() {
  const categories = useCategories();
  return categories.data?.map((c) => ({ value: c.id, label: c.name })) ?? null;
}
