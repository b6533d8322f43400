import { ContentStatus } from '../../../content-engine/shared/enums.ts';
import type {
  ApparatusInput,
  InQuartersInput,
} from '../../../content-engine/shared/content-details/fire-service-details.ts';
import { createRandom, hashSeed } from '../prng.ts';
import { slugify } from '../text.ts';
import { cities } from '../words.ts';
import { addAsset } from './assets.ts';
import { day, type GenContext } from './context.ts';
import type { SectionTree } from './sections.ts';

const departments = ['Naperville', 'Aurora', 'Plano', 'Boise', 'Tacoma', 'Lexington', 'Fort Collins', 'Savannah'];
const builds: { manufacturer: string; model: string; chassis: string; kind: ApparatusInput['kind'] }[] = [
  { manufacturer: 'Pierce', model: 'Enforcer Pumper', chassis: 'Pierce Enforcer', kind: 'Engine / Pumper' },
  { manufacturer: 'E-ONE', model: 'HP 100 Aerial Platform', chassis: 'E-ONE Cyclone', kind: 'Tower / Platform' },
  { manufacturer: 'Sutphen', model: 'SL 75 Quint', chassis: 'Sutphen Monarch', kind: 'Quint' },
  { manufacturer: 'Rosenbauer', model: 'Commander Heavy Rescue', chassis: 'Spartan Gladiator', kind: 'Rescue' },
  { manufacturer: 'KME', model: 'Tanker 3000', chassis: 'International HV', kind: 'Tanker / Tender' },
  { manufacturer: 'Spartan', model: 'Star Series Type 3', chassis: 'Ford F-550', kind: 'Brush / Wildland' },
];

/**
 * The fire-service items of a tenant configured for the Apparatus and In Quarters types
 * (`brand.extraContentTypes`): a few of each, published in its first topical section. They draw
 * from their own random stream so the tenant's other rows stay as they were.
 */
export function generateFireService(ctx: GenContext, sections: SectionTree, images: number[]): void {
  const types = ctx.brand.extraContentTypes ?? [];
  if (!types.length) return;
  const random = createRandom(hashSeed(`fire-service:${ctx.tenantKey}`));
  const section = sections.topical[0]!;
  const add = (type: 'Apparatus' | 'InQuarters', name: string, teaser: string, metadata: Record<string, unknown>) => {
    const id = ctx.nextId('content');
    const alias = slugify(name);
    const published = ctx.now - random.int(2, 120) * day;
    const photo = addAsset(ctx, {
      type: 'Image',
      folder: 'fire-service',
      fileName: `${alias}.jpg`,
      mimeType: 'image/jpeg',
      alt: name,
      size: [1200, 800],
    }).id;
    ctx.data.content.push({
      id,
      tenant_key: ctx.tenantKey,
      type,
      status: ContentStatus.PUBLISHED,
      name,
      short_name: null,
      seo_title: null,
      teaser,
      body: `<p>${teaser}</p>`,
      alias,
      canonical_path: `/${section.alias}/${alias}`,
      labels: '[]',
      metadata: JSON.stringify({ description: teaser, ...metadata }),
      gating: '{}',
      membership_ids: '[]',
      registration_required: false,
      venue: '{}',
      address: '{}',
      embed_code: null,
      link_url: null,
      file: '{}',
      exclude_ads: '{}',
      start_date: null,
      end_date: null,
      company_id: null,
      primary_section_id: section.id,
      primary_image_id: photo,
      layout_id: null,
      published,
      expires: null,
      created_by: null,
      created: published - day,
      updated: published,
    });
    ctx.data.content_images.push({ content_id: id, asset_id: random.pick(images), position: 0 });
    ctx.data.website_schedules.push({
      id: ctx.nextId('website_schedules'),
      tenant_key: ctx.tenantKey,
      content_id: id,
      section_id: section.id,
      option: 'Standard',
      start_date: published,
      end_date: null,
    });
  };
  if (types.includes('Apparatus'))
    builds.forEach((build, index) => {
      const city = departments[index % departments.length]!;
      const state = random.pick(cities).state;
      const apparatus: ApparatusInput = {
        department: `${city} Fire Department`,
        location: `${city}, ${state}`,
        kind: build.kind,
        manufacturer: build.manufacturer,
        model: build.model,
        chassis: build.chassis,
        year: 2024 + (index % 3),
        pumpGpm:
          build.kind === 'Tower / Platform' || build.kind === 'Engine / Pumper' ? 1500 + 250 * (index % 3) : undefined,
        tankGallons: build.kind === 'Tanker / Tender' ? 3000 : 500 + 250 * (index % 3),
        aerialFeet: build.kind === 'Tower / Platform' ? 100 : build.kind === 'Quint' ? 75 : undefined,
        specs: `Seating: ${4 + (index % 3)}\nEngine: Cummins X12, 500 hp\nTransmission: Allison EVS 4000`,
      };
      add(
        'Apparatus',
        `${city} Fire Department ${build.model}`,
        `The ${city} Fire Department put a ${build.manufacturer} ${build.model} on a ${build.chassis} chassis into service this season.`,
        { apparatus },
      );
    });
  if (types.includes('InQuarters'))
    departments.slice(0, 4).forEach((city, index) => {
      const inQuarters: InQuartersInput = {
        department: `${city} Fire Department`,
        station: `Station ${index + 2}`,
        location: `${city}, ${random.pick(cities).state}`,
        yearBuilt: 2019 + index,
        squareFeet: 14_000 + 2_500 * index,
        bays: 3 + (index % 2),
        architect: 'Mitchell Associates Architects',
        apparatusHoused: 'Engine 2\nTruck 2\nMedic 2',
        crew: 'A shift: Capt. Ana Ruiz and 4 firefighters\nB shift: Lt. Sam Ortiz and 4 firefighters',
        features: 'Drive-through apparatus bays\nDecontamination corridor\nIndividual bunk rooms',
      };
      add(
        'InQuarters',
        `In Quarters: ${city} Fire Department Station ${index + 2}`,
        `${city}'s new Station ${index + 2} separates hot and cold zones and gives every firefighter a bunk room of their own.`,
        { inQuarters },
      );
    });
}
