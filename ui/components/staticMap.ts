import type { Address } from '../../api/contract/content.schemas';
import { formatPostalCode } from '../../api/validators/postalCode';

/** Static map image sizes (spec section 9). */
const STATIC_MAP_DEFAULT_SIZE = { width: 640, height: 640 } as const;
export const STATIC_MAP_OFFICE_SIZE = { width: 320, height: 320 } as const;

/** Not in the spec: the static maps service the CSP admits (`server/thirdParty.ts`). */
const STATIC_MAP_BASE_URL = 'https://maps.googleapis.com/maps/api/staticmap';
const MAP_SEARCH_URL = 'https://www.google.com/maps/search/';
const MAP_ZOOM = 15;

/** One line of an address as used in map queries and alt texts: `Storgatan 1, 111 22 Stockholm`. */
export const addressLine = (address: Address) =>
  `${address.street}, ${formatPostalCode(address.areaCode)} ${address.city}`;

interface StaticMapOptions {
  key: string;
  center: { lat: number; lng: number };
  width?: number;
  height?: number;
}

/** URL of a static map image centred on a point with a marker. */
export function staticMapUrl({ key, center, width, height }: StaticMapOptions): string {
  const point = `${center.lat},${center.lng}`;
  const query = new URLSearchParams({
    center: point,
    zoom: String(MAP_ZOOM),
    size: `${width ?? STATIC_MAP_DEFAULT_SIZE.width}x${height ?? STATIC_MAP_DEFAULT_SIZE.height}`,
    // Sharp on high-density screens at the same layout size.
    scale: '2',
    markers: `color:0x0b5e55|${point}`,
    key,
  });
  return `${STATIC_MAP_BASE_URL}?${query.toString()}`;
}

/** A maps search for an address: the fallback that loads nothing from third parties. */
export const mapSearchUrl = (address: Address) =>
  `${MAP_SEARCH_URL}?${new URLSearchParams({ api: '1', query: addressLine(address) }).toString()}`;
